/// <reference lib="WebWorker" />
import buildAssets, { likelyAssets } from 'virtual:slantis-build-assets';
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
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

import {
  ASSET_CACHE,
  ASSETS_PATH_PREFIX,
  CACHE_LOADED_ASSETS,
  contentUrls,
  LESSON_CACHE,
  LESSON_FILES_URL,
  LESSON_PATH_PREFIX,
  visitorLessonUrls,
  WARM_LIKELY_ROUTES,
  type LessonFiles,
} from '../src/lib/offline-cache';
import { PRERENDERED_PATHS, prerenderedFileFor } from '../src/prerender/paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The first worker controls the open page at once, so what is read on the first visit is cached.
// Updates never skip waiting by themselves: the page asks (SKIP_WAITING) after 'Uppdatera'.
clientsClaim();

// The first visit precaches the app shell, the member start (with /app and /add-transaction),
// the landing page and the public course pages with their chunks (issue 38; chosen from the build
// manifest in vite.config.ts). Every other route's chunks are cached when first used (below).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  // A public course's page (/kurser/publika/kurs?kurs=<id>) is prerendered to a file of its own.
  urlManipulation: ({ url }) => {
    const file = url.search ? prerenderedFileFor(url.pathname, url.search) : undefined;
    return file ? [new URL(`/${file}`, url.origin)] : [];
  },
});

// A visitor's prerendered page (issue 38): from the network while there is one, so it keeps
// its HTML and its zero-JavaScript start; a copy is kept as it is read (and the page open when
// the worker took over), and offline that copy answers, or the shell, which renders the page in
// the browser (and while a newer version waits, see below). '/' is also the installed app's
// start, which must not wait on a weak network: its copy answers first and is renewed behind it.
const PAGES_CACHE = 'slantis-pages-v1';
const prerenderedPages = new Set<string>(PRERENDERED_PATHS);
const pageOptions = {
  cacheName: PAGES_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
};
const pages = new NetworkFirst({ ...pageOptions, networkTimeoutSeconds: 4 });
const home = new StaleWhileRevalidate(pageOptions);

/** The prerendered file a navigation to `url` reads, if it is one of the visitors' pages. */
function prerenderedFile(url: URL): string | undefined {
  if (url.origin !== self.location.origin) return undefined;
  const path = decodeURI(url.pathname);
  if (url.search === '' && !prerenderedPages.has(path)) return undefined;
  return prerenderedFileFor(path, url.search);
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && prerenderedFile(url) !== undefined,
  async ({ request, url, event }) => {
    const page = new Request(`/${prerenderedFile(url) ?? ''}`, { headers: request.headers });
    // A newer version waits for 'Uppdatera': the server has only its pages now, and this
    // version runs on until the user accepts, so its own copy answers, or its shell.
    if (self.registration.waiting) {
      return (
        (await caches.match(page, { cacheName: PAGES_CACHE })) ??
        (await matchPrecache('shell.html')) ??
        Response.error()
      );
    }
    try {
      return await (url.pathname === '/' ? home : pages).handle({ event, request: page });
    } catch {
      return (await matchPrecache('shell.html')) ?? Response.error();
    }
  },
);

/** Keeps the prerendered pages open as the worker takes over (a visitor's first visit). */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(PAGES_CACHE);
  await Promise.allSettled(
    windows.map(async (client) => {
      const file = prerenderedFile(new URL(client.url));
      if (!file) return;
      const response = await fetch(`/${file}`);
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put(`/${file}`, response);
      // And the stylesheets it links, loaded before the worker was there to keep them.
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+)"/g)];
      await Promise.allSettled(
        styles.map(([, href]) =>
          assetStrategy.handle({
            event,
            request: new Request(new URL(href ?? '', self.location.origin)),
          }),
        ),
      );
    }),
  );
}

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

// Every other chunk and stylesheet of the app (/assets/, hashed names, immutable): from the network
// the first time a page uses it, then from this cache, so a route visited once opens offline. The
// cache outlives updates (an unchanged file keeps its name) and is cleaned when a new version
// activates: files that version no longer has are dropped.
const assetStrategy = new CacheFirst({
  cacheName: ASSET_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith(ASSETS_PATH_PREFIX) &&
    !url.pathname.startsWith(LESSON_PATH_PREFIX),
  assetStrategy,
);

/** This build's chunks and stylesheets (not the lessons), e.g. '/assets/vanner-CxIQGBiG.js'. */
const currentAssets = new Set<string>(buildAssets);

/** Drops the chunks an older version cached that this one no longer has; local and quick. */
async function dropStaleAssets(): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  for (const request of await cache.keys()) {
    if (!currentAssets.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/**
 * The chunks a page loaded before this worker controlled it (its first visit) went past the
 * worker: the page sends their URLs once the worker is active, and the ones not precached are
 * stored now, from the browser's HTTP cache where it still has them.
 */
async function keepLoadedAssets(urls: unknown, event: ExtendableEvent): Promise<void> {
  if (!Array.isArray(urls)) return;
  const wanted = urls.filter(
    (url): url is string =>
      typeof url === 'string' && currentAssets.has(new URL(url, self.location.origin).pathname),
  );
  await Promise.allSettled(
    wanted.map(async (url) => {
      const request = new Request(new URL(url, self.location.origin).href, {
        cache: 'force-cache',
      });
      if (await matchPrecache(request.url)) return;
      await assetStrategy.handle({ request, event });
    }),
  );
}

/**
 * Fetches the chunks of the routes a member is likely to open next (vite.config.ts) that neither
 * the precache nor the asset cache holds yet, one at a time: asked for by a member's page once its
 * start is idle, so the navigation's pages open at once, and offline, before their first visit.
 * Only files; nothing is evaluated, so a deploy meanwhile costs a stale file, never an error.
 */
async function warmLikelyRoutes(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of likelyAssets) {
    // A newer version has arrived (or this one's files are gone from the server): its files are
    // the ones to have, so this version stops asking for its own.
    if (self.registration.installing || self.registration.waiting) return;
    const request = new Request(new URL(url, self.location.origin).href);
    if ((await matchPrecache(request.url)) || (await cache.match(request))) continue;
    const response = await assetStrategy.handle({ request, event }).catch(() => null);
    if (!response?.ok) return;
  }
}

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
  event.waitUntil(
    Promise.all([
      dropStaleLessons().catch(() => undefined),
      dropStaleAssets().catch(() => undefined),
      // Kept pages name the old version's files: the new one keeps its own as they are read.
      caches
        .delete(PAGES_CACHE)
        .then(() => keepOpenPages(event))
        .catch(() => undefined),
    ]),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === CACHE_LOADED_ASSETS) {
    event.waitUntil(keepLoadedAssets(data.urls, event).catch(() => undefined));
  }
  if (data?.type === WARM_LIKELY_ROUTES) {
    event.waitUntil(warmLikelyRoutes(event).catch(() => undefined));
  }
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
