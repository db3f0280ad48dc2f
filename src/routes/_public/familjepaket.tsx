import { createFileRoute } from '@tanstack/react-router';

import { FamilyPlanPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/familjepaket')({
  head: () => pageHead('familyPlan'),
  component: FamilyPlanPage,
});
