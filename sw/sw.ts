/// <reference lib="WebWorker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import {
  contentUrls,
  LESSON_CACHE,
  LESSON_FILES_URL,
  LESSON_PATH_PREFIX,
  visitorLessonUrls,
  type LessonFiles,
} from '../src/lib/offline-cache';
import { prerenderedFileFor } from '../src/prerender/paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The first worker controls the open page at once, so what is read on the first visit is cached.
// Updates never skip waiting by themselves: the page asks (SKIP_WAITING) after 'Uppdatera'.
clientsClaim();

// The app shell, the prerendered public pages (/ungdom → ungdom.html) and every route chunk are
// precached at build time (see vite.config.ts).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  // A public course's page (/kurser/publika/kurs?kurs=<id>) is prerendered to a file of its own.
  urlManipulation: ({ url }) => {
    const file = url.search ? prerenderedFileFor(url.pathname, url.search) : undefined;
    return file ? [new URL(`/${file}`, url.origin)] : [];
  },
});

// SPA navigation fallback: every other in-app path is served by the cached app shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('shell.html')));

// Lesson texts: one hashed chunk per lesson, cached the first time it is read or when the
// course is saved with 'Ladda ner kursen' (the page adds to the same cache). Hashed names never
// change content, so the cache answers first. Supabase (another origin) has no route here: it
// always goes to the network, and Dexie is the app's data cache.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(LESSON_PATH_PREFIX),
  new CacheFirst({
    cacheName: LESSON_CACHE,
    // Servers often answer with `Vary: Origin`; a module import sends Origin, the page's
    // cache.add() does not, and both must find the same entry.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

/** This version's lesson files (lesson-files.json): precached, or from the server while the
 * worker installs (its precache is written alongside). */
async function lessonFiles(): Promise<LessonFiles | null> {
  const response =
    (await matchPrecache(LESSON_FILES_URL)) ??
    (await fetch(LESSON_FILES_URL, { cache: 'no-store' }).catch(() => null));
  return response?.ok ? ((await response.json()) as LessonFiles) : null;
}

/**
 * Adds the lessons a visitor may read, so they open offline with nobody signed in, even before
 * they were first read (about ten small files). While installing, like the precache: during
 * activation every request of the open pages would wait for these downloads.
 */
async function addVisitorLessons(): Promise<void> {
  const files = await lessonFiles();
  if (!files) return;
  const cache = await caches.open(LESSON_CACHE);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = visitorLessonUrls(files).filter((url) => !cached.has(url));
  // 'no-store': the worker's cache is the one copy (the HTTP cache would keep a second).
  await Promise.allSettled(
    missing.map((url) => cache.add(new Request(url, { cache: 'no-store' }))),
  );
}

/** Drops the lessons this version no longer links to (their text has changed); local and quick. */
async function dropStaleLessons(): Promise<void> {
  const files = await lessonFiles();
  if (!files) return;
  const current = new Set(contentUrls(files));
  const cache = await caches.open(LESSON_CACHE);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(addVisitorLessons().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropStaleLessons().catch(() => undefined));
});

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
