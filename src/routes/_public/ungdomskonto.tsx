import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/youthAccount';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/ungdomskonto')({
  head: () => pageHead('youthAccount'),
  component: () => <ContentPage page="youthAccount" content={page} />,
});
