import { createFileRoute } from '@tanstack/react-router';

import { PrivacyPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/integritetspolicy')({
  head: () => pageHead('privacy'),
  component: PrivacyPage,
});
