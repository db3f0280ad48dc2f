import { createFileRoute } from '@tanstack/react-router';

import { LeaderboardPage, type Period, type Scope } from '@/features/competition';
import { pageHead } from '@/features/site';
import { oneOfParam, searchParams } from '@/lib/search-params';

/** ?period=week&scope=family; anything else falls back to the month for everyone. */
const leaderboardSearch = searchParams({
  period: oneOfParam(['month', 'week']),
  scope: oneOfParam(['all', 'family', 'friends']),
});
type LeaderboardSearch = ReturnType<typeof leaderboardSearch>;

export const Route = createFileRoute('/_member/leaderboard')({
  validateSearch: leaderboardSearch,
  head: () => pageHead('leaderboard'),
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const search = leaderboardSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const period: Period = search.period ?? 'month';
  const scope: Scope = search.scope ?? 'all';
  return (
    <LeaderboardPage
      period={period}
      scope={scope}
      onPeriodChange={(next) =>
        void navigate({
          search: (prev: LeaderboardSearch) => ({
            ...prev,
            period: next === 'month' ? undefined : next,
          }),
          replace: true,
        })
      }
      onScopeChange={(next) =>
        void navigate({
          search: (prev: LeaderboardSearch) => ({
            ...prev,
            scope: next === 'all' ? undefined : next,
          }),
          replace: true,
        })
      }
    />
  );
}
