import { afterEach, expect, it, vi } from 'vitest';

import { resetAuthStore, setAuthSession } from '@/stores/auth-store';

import { LIKELY_NEXT, prefetchLikelyRoutes } from './prefetch-routes';
import { createAppRouter } from './router';

const now = { setTimeout: (run: () => void) => setTimeout(run, 0) } as unknown as Window;

afterEach(() => resetAuthStore());

it("fetches the code of a member's likely next pages once the first screen is on show", async () => {
  setAuthSession(
    { id: crypto.randomUUID(), email: 'elsa@example.se', firstName: 'Elsa' },
    { access_token: 'h.p.s', refresh_token: 'r' },
  );
  const router = createAppRouter();
  const load = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
  let shown!: () => void;
  const done = prefetchLikelyRoutes(router, new Promise((resolve) => (shown = resolve)), now);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(load).not.toHaveBeenCalled();
  shown();
  await done;
  // Every path names a real page.
  expect(load.mock.calls.map(([route]) => String(route.fullPath).replace(/\/$/, ''))).toEqual([
    ...LIKELY_NEXT,
  ]);
});

it('fetches nothing for a visitor', async () => {
  const router = createAppRouter();
  const load = vi.spyOn(router, 'loadRouteChunk');
  await prefetchLikelyRoutes(router, Promise.resolve(), now);
  expect(load).not.toHaveBeenCalled();
});
