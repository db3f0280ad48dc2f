import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';

import { LeaderboardPage, type Period, type Scope } from '@/features/competition';
import { pageHead } from '@/features/site';

/** ?period=week&scope=family; anything else falls back to the month for everyone. */
const leaderboardSearch = z.object({
  period: z.catch(z.optional(z.enum(['month', 'week'])), undefined),
  scope: z.catch(z.optional(z.enum(['all', 'family', 'friends'])), undefined),
});
type LeaderboardSearch = z.infer<typeof leaderboardSearch>;

export const Route = createFileRoute('/_member/leaderboard')({
  validateSearch: leaderboardSearch,
  head: () => pageHead('leaderboard'),
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const search = leaderboardSearch.parse(Route.useSearch());
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
