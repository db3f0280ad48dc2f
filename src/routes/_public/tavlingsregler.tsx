import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/competitionRules';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/tavlingsregler')({
  head: () => pageHead('competitionRules'),
  component: () => <ContentPage page="competitionRules" content={page} />,
});
