import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/familjepaket')({
  head: () => pageHead('familyPlan'),
  component: FamilyPlanPage,
});

function FamilyPlanPage() {
  return <PageIntro page="familyPlan" />;
}
