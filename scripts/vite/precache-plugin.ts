// Issue 38: a precache that fits a teen's data plan. The service worker precaches only what the
// installed app must open offline from the first visit on: the shell and the pages listed here,
// the entry chunk and the chunks holding the named modules, with what they import, all followed
// through the build manifest's import graph: a new chunk grouping needs no change here. Every
// other chunk is cached by the worker when first used (sw/sw.ts), and
// `virtual:slantis-build-assets` tells the worker which of those this build still has, so it
// drops the rest when it activates, and which of them hold the routes a member is likely to open
// next (fetched while the start is idle).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

import { LESSON_CHUNK_DIR } from './content-plugin.ts';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type PrecacheOptions = {
  /** Modules the installed app needs offline at once, by path (a route by its file). */
  modules: string[];
  /** Pages (dist-relative HTML files) precached with every asset they reference. */
  pages: RegExp[];
  /**
   * Routes a member is likely to open next, by path: not precached, but fetched into the runtime
   * cache while the member's start is idle (sw/sw.ts, `likelyAssets`).
   */
  likely?: string[];
  /**
   * Modules that work only online, by path prefix (passkey sign-in needs the server): a lazy
   * import of them is not followed, so they are cached when first used, not on every phone.
   */
  onlineOnly?: string[];
};

export const BUILD_ASSETS_MODULE = 'virtual:slantis-build-assets';
const RESOLVED_BUILD_ASSETS = `\0${BUILD_ASSETS_MODULE}`;

const isLesson = (file: string) => file.startsWith(`${LESSON_CHUNK_DIR}/`);
const moduleOf = (key: string) => key.replace(/\?.*$/, '');
/**
 * A chunk of a page of its own, by its manifest key (its first module): a route's component split
 * by the router plugin, or a file under src/routes/ (a route, or a lazy part of one such as the
 * landing page: precached only when named). A chunk shared by several (no module of its own)
 * never is.
 */
const isRoute = (key: string) => key.includes('?tsr-split=') || key.startsWith('src/routes/');

/** The modules (root-relative ids) in each chunk file, from the bundle. */
export type ChunkModules = Map<string, string[]>;

/**
 * The assets (dist-relative) the precache holds: the entry chunk and the chunks holding the named
 * modules (a route split by the router plugin has several), each with its CSS and what it imports,
 * statically or lazily (what its page loads after the first screen: supabase-js, the sync engine,
 * the parts below the fold), but never lazily another route (cached when used) nor a lesson (the
 * worker keeps those in a cache of their own). Which chunk holds a module comes from the bundle
 * (`chunkModules`), or else from the manifest's keys (a chunk named after its first module).
 */
export function precacheAssets(
  manifest: Manifest,
  modules: string[],
  chunkModules: ChunkModules = new Map(),
  onlineOnly: string[] = [],
): Set<string> {
  const modulesOf = (key: string) => chunkModules.get(manifest[key]?.file ?? '') ?? [key];
  const isOnlineOnly = (key: string) =>
    modulesOf(key).some((id) => onlineOnly.some((prefix) => moduleOf(id).startsWith(prefix)));
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || isLesson(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
    for (const imported of chunk.dynamicImports ?? []) {
      if (!isRoute(imported) && !isOnlineOnly(imported)) walk(imported);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  for (const module of modules) {
    const keys = Object.keys(manifest).filter(
      (key) => moduleOf(key) === module || modulesOf(key).some((id) => moduleOf(id) === module),
    );
    if (keys.length === 0) throw new Error(`precache: ${module} is in no chunk of the build`);
    for (const key of keys) walk(key);
  }
  return files;
}

/** The app's assets a page's HTML references (stylesheets, scripts, the deferred app code). */
export function pageAssets(html: string): string[] {
  return [...html.matchAll(/\/(assets\/[^"'\s)]+\.(?:js|css))/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => file && !isLesson(file));
}

/**
 * The assets (dist-relative) of the `likely` routes that the precache does not already hold: each
 * route's chunks with what they import, as precacheAssets follows them.
 */
export function likelyAssets(
  manifest: Manifest,
  options: PrecacheOptions,
  chunkModules: ChunkModules = new Map(),
): string[] {
  const precached = precacheAssets(manifest, options.modules, chunkModules, options.onlineOnly);
  const wanted = precacheAssets(manifest, options.likely ?? [], chunkModules, options.onlineOnly);
  return [...wanted].filter((file) => !precached.has(file)).sort();
}

/** Every JS and CSS file of the build but the lessons (the worker's list of current assets). */
export function buildAssets(manifest: Manifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (/\.(js|css)$/.test(file) && !isLesson(file)) files.add(file);
    }
  }
  return [...files].sort();
}

type ManifestEntry = { url: string; revision: string | null; size: number };

/**
 * The precache selection for vite-plugin-pwa (injectManifest): `plugin` goes into the app's
 * plugins, `manifestTransform` into `injectManifest.manifestTransforms`, and `workerPlugin` into
 * `injectManifest.buildPlugins.vite` (it serves BUILD_ASSETS_MODULE to sw/sw.ts).
 */
export function precacheSelection(options: PrecacheOptions) {
  let outDir = resolve('dist');
  let root = process.cwd();
  const chunkModules: ChunkModules = new Map();
  const readManifest = (): Manifest => {
    const file = join(outDir, '.vite', 'manifest.json');
    if (!existsSync(file)) throw new Error('precache: build.manifest must be on');
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  };
  const isPage = (url: string) => options.pages.some((page) => page.test(url));

  const plugin: Plugin = {
    name: 'slantis-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const ids = chunk.moduleIds.map((id) => relative(root, id).replace(/\\/g, '/'));
        chunkModules.set(chunk.fileName, ids);
      }
    },
  };

  const manifestTransform = (entries: ManifestEntry[]) => {
    const keep = precacheAssets(readManifest(), options.modules, chunkModules, options.onlineOnly);
    for (const entry of entries) {
      if (entry.url.endsWith('.html') && isPage(entry.url)) {
        for (const file of pageAssets(readFileSync(join(outDir, entry.url), 'utf8'))) {
          keep.add(file);
        }
      }
    }
    const manifest = entries.filter((entry) => {
      if (entry.url.endsWith('.html')) return isPage(entry.url);
      if (entry.url.startsWith('assets/')) return keep.has(entry.url);
      return true; // boot.js, the web app manifest, lesson-files.json, the favicon
    });
    const missing = [...keep].filter((file) => !entries.some((entry) => entry.url === file));
    const warnings = missing.map((file) => `precache: ${file} is not matched by globPatterns`);
    return { manifest, warnings };
  };

  const workerPlugin: Plugin = {
    name: 'slantis-build-assets',
    resolveId: (id) => (id === BUILD_ASSETS_MODULE ? RESOLVED_BUILD_ASSETS : undefined),
    load(id) {
      if (id !== RESOLVED_BUILD_ASSETS) return undefined;
      const manifest = readManifest();
      const urls = buildAssets(manifest).map((file) => `/${file}`);
      const likely = likelyAssets(manifest, options, chunkModules).map((file) => `/${file}`);
      return [
        `export default ${JSON.stringify(urls)};`,
        `export const likelyAssets = ${JSON.stringify(likely)};`,
      ].join('\n');
    },
  };

  return { plugin, manifestTransform, workerPlugin };
}
