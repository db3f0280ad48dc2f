import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { recoverFromStaleChunks } from '@/app/app-update';
import { manageUserData } from '@/app/data-lifecycle';
import { keepScrollWhileOn } from '@/app/hydration-scroll';
import { canHydrate, prerenderedAddress } from '@/app/prerendered';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { buildId, env } from '@/config/env';
import { runStartupConfigCheck, startAuth } from '@/features/auth';
import { watchInstall } from '@/features/install';
import { watchFirstScreen } from '@/lib/first-screen';
import { useAuthStore } from '@/stores/auth-store';

// Which build is running (set VITE_BUILD_ID when deploying); shown to support and update tests.
document.documentElement.dataset.build = buildId();
// From here on the app handles failed chunks itself (the boot guard in src/boot stands down).
document.documentElement.dataset.appStarted = 'true';
try {
  // A later stale page in this tab may use the guard's one reload again.
  sessionStorage.removeItem('slantis-boot-reloaded');
} catch {
  // Storage blocked: the guard never reloads then either.
}
// index.html carries a description for link previews without JavaScript; once the app runs,
// each route's head sets its own, so the static one goes to keep exactly one in the document.
document.querySelector('meta[name="description"]')?.remove();
runStartupConfigCheck({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// A member's start renders from the device first; supabase-js and sync load after that screen.
const firstScreen = watchFirstScreen(container);
manageUserData({ syncAfter: firstScreen });
// Installing is a good moment to ask the browser to keep the app's data.
watchInstall(
  () => void import('@/data/storage').then((storage) => storage.requestPersistentStorage()),
);
void startAuth({ connectAfter: firstScreen });

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Renders from scratch: the app shell, or a prerendered page that is not this visitor's. */
function renderFresh(root: HTMLElement) {
  root.replaceChildren();
  delete root.dataset.prerendered;
  document.documentElement.removeAttribute('data-client-render');
  document.documentElement.removeAttribute('data-hydrating');
  createRoot(root).render(app);
}

let storage: Storage | null = null;
try {
  storage = localStorage;
} catch {
  storage = null;
}
if (canHydrate(container, location, storage)) {
  // The page was prerendered for a visitor at this URL: resolve the route (its guards and code)
  // first, so the tree React hydrates is the one in the HTML.
  void router
    .load()
    .catch(() => undefined)
    .then(() => {
      const { pathname, searchStr } = router.state.location;
      const address = prerenderedAddress(pathname, searchStr);
      const same = address === container.dataset.prerendered;
      if (same && !useAuthStore.getState().user) {
        // The router leaves out two Suspense boundaries when it renders on the server; marked
        // as hydrating server HTML, it leaves them out here too, so the trees match.
        router.ssr = { manifest: undefined };
        keepScrollWhileOn(address);
        hydrateRoot(container, app);
      } else renderFresh(container);
    });
} else {
  renderFresh(container);
}

if (import.meta.env.PROD) recoverFromStaleChunks();
// The worker's code (workbox-window) is not part of the first screen either.
void firstScreen
  .then(() => Promise.all([import('@/app/service-worker'), import('@/app/warm-likely-routes')]))
  .then(([worker, warm]) => {
    worker.registerServiceWorker();
    if (import.meta.env.PROD) warm.warmLikelyRoutes();
  });
