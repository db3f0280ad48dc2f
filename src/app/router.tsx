import { createRouter } from '@tanstack/react-router';

import { LoadingScreen } from '@/components/loading-screen';
import { routeTree } from '@/routeTree.gen';
import { useAuthStore } from '@/stores/auth-store';

import { shellCopy } from './copy';
import { restoresScroll } from './hydration-scroll';

export function createAppRouter(options: Partial<Parameters<typeof createRouter>[0]> = {}) {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: restoresScroll,
    // The 'Laddar...' spinner covers auth restoring and route chunks still downloading;
    // a short delay keeps fast loads from flashing it.
    defaultPendingComponent: () => <LoadingScreen label={shellCopy.loading} />,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    ...options,
  });

  // Re-run every guard when someone signs in or out, so a signed-out member is sent to
  // /login and a fresh sign-in on /login moves on to where the guard was heading.
  useAuthStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id || state.loading !== previous.loading) {
      void router.invalidate();
    }
  });

  return router;
}

declare module '@tanstack/react-router' {
  // Module augmentation needs an interface: it is how the router learns our route tree's types.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
