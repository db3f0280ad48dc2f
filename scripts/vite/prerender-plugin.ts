// Issue 24: after the client build, renders every public page with the app's own router and
// components (src/prerender/entry-server.tsx, built once more for Node) into real HTML:
// dist/<path>.html with the page's content, title, description, canonical and Open Graph tags.
// The browser hydrates that HTML (src/main.tsx); the untouched app shell becomes dist/shell.html,
// which the service worker and `vite preview` serve for every other path (members' pages).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

import { prerenderedFileFor } from '../../src/prerender/paths.ts';
import { memberStartFiles, type Manifest as BuildManifest } from '../member-start.ts';

export const SHELL_FILE = 'shell.html';
const NESTED = 'SLANTIS_PRERENDER_SSR';

type RenderedPage = {
  html: string;
  head: string;
  pathname: string;
  routeFiles: string[];
  modules: string[];
};
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The page's own CSS and code, beyond the entry's: the route chunks it rendered (code split by
 * the router plugin) and their static imports. Linked in <head> so styles are there at first paint
 * (no layout shift when the chunk arrives) and the code loads at once for hydration.
 */
export function pageAssets(
  manifest: Manifest,
  routeFiles: string[],
  extraFiles: string[] = [],
): { css: string[]; js: string[] } {
  const entry = Object.values(manifest).find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
  const loaded = new Set<string>();
  const initial = new Set<string>();
  (function walk(key: string | undefined, into: Set<string>) {
    const chunk = key ? manifest[key] : undefined;
    if (!key || !chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  })(
    Object.keys(manifest).find((key) => manifest[key] === entry),
    initial,
  );
  // A page's own extra module (the landing page, a course's lesson) that is not in the build
  // would silently leave the page to fetch it while hydrating.
  const unknown = extraFiles.filter((key) => !(key in manifest));
  if (unknown.length > 0) throw new Error(`prerender: ${unknown.join(', ')} not in the manifest`);
  const roots = [
    ...routeFiles.flatMap((file) => [`${file}?tsr-split=component`, file]),
    ...extraFiles,
  ].filter((key) => key in manifest);
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key) || initial.has(key)) return;
    loaded.add(key);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of roots) walk(key);
  const chunks = [...loaded].map((key) => manifest[key] as ManifestChunk);
  return {
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
  };
}
type ServerEntry = {
  PRERENDERED_ADDRESSES: readonly string[];
  NOT_FOUND_PATH: string;
  render: (path: string) => Promise<RenderedPage>;
};

/** dist-relative file for a prerendered address (src/prerender/paths.ts). */
export function htmlFileFor(path: string): string {
  const [pathname = '/', query] = decodeURI(path).split('?');
  const file = prerenderedFileFor(pathname, query === undefined ? '' : `?${query}`);
  if (!file) throw new Error(`prerender: no file for ${path}`);
  return file;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const unescapeText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The shell with one rendered page: its head tags in place of the shell's title and description,
 * and its markup in #root, marked with the path it was rendered for.
 */
export function pageDocument(
  shell: string,
  page: { path: string; html: string; head: string },
  siteUrl: string,
  assets: { css: string[]; js: string[] } = { css: [], js: [] },
): string {
  // The last title wins, as in the browser (the root's, then the page's own, e.g. the 404's).
  const titles = [...page.head.matchAll(/<title>([^<]*)<\/title>/g)];
  const title = unescapeText(titles.at(-1)?.[1] ?? '');
  const description = unescapeText(
    /<meta name="description" content="([^"]*)"/.exec(page.head)?.[1] ?? '',
  );
  const url = `${siteUrl.replace(/\/$/, '')}${page.path === '/' ? '/' : encodeURI(decodeURI(page.path))}`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    description && `<meta name="description" content="${escapeAttribute(description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Slantis" />`,
    `<meta property="og:locale" content="sv_SE" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    description && `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:image" content="${escapeAttribute(`${siteUrl.replace(/\/$/, '')}/icons/icon-512.png`)}" />`,
    // Read by src/boot before first paint: a page for another URL or a member stays hidden
    // until the app has rendered the right one.
    `<meta name="slantis-prerendered" content="${escapeAttribute(page.path)}" />`,
    `<style>html[data-client-render] #root{display:none}</style>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  let document = shell
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[^<]*<\/title>/, tags);
  if (document === shell) throw new Error('prerender: the shell has no <title> to replace');
  // After the entry's own stylesheet, in the order Vite would load them.
  const links = assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  document = document.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
  document = deferAppCode(document, assets.js);
  document = document.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeAttribute(decodeURI(page.path))}">${page.html}</div>`,
  );
  if (!document.includes('data-prerendered=')) {
    throw new Error('prerender: the shell has no empty <div id="root"></div>');
  }
  return document;
}

/**
 * A prerendered page reads, scrolls and links as plain HTML, so its code does not load with it:
 * the entry script and the shell's modulepreloads move into one `<meta name="slantis-app">`,
 * entry first, and the page's own modules (`pageJs`) into its `data-page`. src/boot loads
 * them all at a visitor's first sign of interaction; for a member, or a page that must be
 * rendered afresh, it loads the shell at once and leaves the visitor page's modules out.
 */
export function deferAppCode(document: string, pageJs: string[]): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(document);
  if (!entry?.[1]) throw new Error('prerender: the shell has no module script');
  const preloads: string[] = [];
  let deferred = document
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const shell = [...new Set([entry[1], ...preloads])];
  const page = [...new Set(pageJs.map((file) => `/${file}`))].filter(
    (file) => !shell.includes(file),
  );
  const meta =
    `<meta name="slantis-app" content="${escapeAttribute(shell.join(' '))}"` +
    ` data-page="${escapeAttribute(page.join(' '))}" />`;
  // Before src/boot, which reads it while the head is still being parsed.
  deferred = deferred.replace(/(\s*)<script src="\/boot\.js"><\/script>/, `$1${meta}$&`);
  if (!deferred.includes(meta)) throw new Error('prerender: the shell has no /boot.js script');
  return deferred;
}

/**
 * Names what a member's start loads besides the entry, for src/boot to preload at once in a
 * member's browser (the router would ask for it only once the entry has run): the member frame
 * in `content`, each start screen's own files in `data-<screen>`. Before /boot.js, which reads it.
 */
export function withMemberStart(shell: string, manifest: BuildManifest): string {
  const { frame, screens } = memberStartFiles(manifest);
  const list = (files: Set<string>) =>
    escapeAttribute([...files].map((file) => `/${file}`).join(' '));
  const meta =
    `<meta name="slantis-member" content="${list(frame)}"` +
    ` data-home="${list(screens.home)}" data-form="${list(screens.form)}" />`;
  const document = shell.replace(/(\s*)<script src="\/boot\.js"><\/script>/, `$1${meta}$&`);
  if (document === shell) throw new Error('prerender: the shell has no /boot.js script');
  return document;
}

export function prerenderPlugin(options: { siteUrl: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'slantis-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    // Before vite-plugin-pwa's closeBundle, so the service worker precaches the pages.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr || process.env[NESTED]) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = join(config.root, '.prerender');
        process.env[NESTED] = '1';
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: join(config.root, 'src/prerender/entry-server.tsx'),
              outDir: serverDir,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              // Named by its content: the chunks import the entry by this name, and so does the
              // import below, so the page and its lazy parts share one instance of each module
              // (a cache-busting query would load the entry twice, with two React contexts).
              rolldownOptions: { output: { entryFileNames: 'entry-server-[hash].mjs' } },
            },
          });
        } finally {
          delete process.env[NESTED];
        }
        const entryFile = readdirSync(serverDir).find((file) =>
          /^entry-server-.+\.mjs$/.test(file),
        );
        if (!entryFile) throw new Error(`prerender: no entry-server-*.mjs in ${serverDir}`);
        const entry = (await import(pathToFileURL(join(serverDir, entryFile)).href)) as ServerEntry;
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest & BuildManifest;
        const shell = withMemberStart(readFileSync(join(outDir, 'index.html'), 'utf8'), manifest);
        writeFileSync(join(outDir, SHELL_FILE), shell);
        const write = (file: string, path: string, page: RenderedPage) => {
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          // The landing page is a lazy part of '/', loaded for visitors only.
          const extra = path === '/' ? ['src/routes/-landing-page.tsx'] : [];
          const assets = pageAssets(manifest, page.routeFiles, [...extra, ...page.modules]);
          writeFileSync(target, pageDocument(shell, { ...page, path }, options.siteUrl, assets));
        };
        for (const path of entry.PRERENDERED_ADDRESSES) {
          const page = await entry.render(path);
          if (decodeURI(page.pathname) !== decodeURI(path) || !/<h1[\s>]/.test(page.html)) {
            throw new Error(`prerender: ${path} ended at ${page.pathname} without a heading`);
          }
          write(htmlFileFor(path), path, page);
        }
        const missing = await entry.render(entry.NOT_FOUND_PATH);
        write('404.html', entry.NOT_FOUND_PATH, missing);
        if (!process.env.SLANTIS_KEEP_PRERENDER)
          rmSync(serverDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${entry.PRERENDERED_ADDRESSES.length + 1} pages`);
      },
    },
    // `vite preview` (npm start, E2E, bench): a path without a prerendered page gets the shell,
    // not the landing page in index.html.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (!accept.includes('text/html')) return next();
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        let path: string;
        try {
          path = decodeURIComponent(pathname);
        } catch {
          return next();
        }
        if (/\.[a-z0-9]+$/i.test(path)) return next();
        // A public course's page is served for its query string (?kurs=<id>).
        const course = query ? prerenderedFileFor(path, `?${query}`) : undefined;
        if (course && existsSync(join(outDir, course))) {
          req.url = `/${course}`;
          return next();
        }
        if (path === '/') return next();
        if (existsSync(join(outDir, `${path.replace(/\/$/, '')}.html`))) return next();
        req.url = `/${SHELL_FILE}`;
        next();
      });
    },
  };
}
