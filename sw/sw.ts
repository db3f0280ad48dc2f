/// <reference lib="WebWorker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and every route chunk are precached at build time (see vite.config.ts).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// SPA navigation fallback: every in-app path is served by the cached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): a sync registered while offline wakes the open app's sync engine
// when the connection returns. The engine lives in the page (it needs the signed-in session), so
// the worker only asks the pages to run it; browsers without the API use the app's own triggers.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync', (event) => {
  const { tag } = event as SyncEvent;
  if (tag !== 'slantis-sync') return;
  (event as SyncEvent).waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'SLANTIS_SYNC' });
    }),
  );
});
