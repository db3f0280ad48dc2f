import { createFileRoute } from '@tanstack/react-router';

import { YouthAccountPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/ungdomskonto')({
  head: () => pageHead('youthAccount'),
  component: YouthAccountPage,
});
