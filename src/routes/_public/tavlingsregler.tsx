import { createFileRoute } from '@tanstack/react-router';

import { CompetitionRulesPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/tavlingsregler')({
  head: () => pageHead('competitionRules'),
  component: CompetitionRulesPage,
});
