import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/leaderboard')({
  head: () => pageHead('leaderboard'),
  component: LeaderboardPage,
});

function LeaderboardPage() {
  return <PageIntro page="leaderboard" />;
}
