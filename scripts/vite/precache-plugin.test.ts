import { expect, it } from 'vitest';

import {
  buildAssets,
  likelyAssets,
  pageAssets,
  precacheAssets,
  type Manifest,
} from './precache-plugin';

// A build in the shape of .vite/manifest.json: the entry loads the shared start chunk statically
// and, lazily, the sync engine and every route; /app loads its lower half lazily (a shared chunk
// and a page part, -more, precached only when named), and links to another route.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_start-b.js'],
    dynamicImports: [
      '_sync-c.js',
      'src/routes/_member/app/index.tsx?tsr-split=component',
      'src/routes/_member/vanner.tsx?tsr-split=component',
    ],
    css: ['assets/index-a.css'],
  },
  '_start-b.js': { file: 'assets/start-b.js' },
  '_sync-c.js': { file: 'assets/sync-c.js', dynamicImports: ['virtual:lesson/x'] },
  'src/routes/_member/app/index.tsx?tsr-split=component': {
    file: 'assets/app-d.js',
    imports: ['_start-b.js', '_ui-e.js'],
    dynamicImports: ['src/routes/-more.tsx', '_below-f.js', 'src/routes/_member/vanner.tsx'],
  },
  '_ui-e.js': { file: 'assets/ui-e.js', css: ['assets/ui-e.css'] },
  '_below-f.js': { file: 'assets/below-f.js' },
  'src/routes/-more.tsx': { file: 'assets/more-g.js' },
  'src/routes/_member/vanner.tsx?tsr-split=component': { file: 'assets/vanner-h.js' },
  'virtual:lesson/x': { file: 'assets/lessons/x-i.js' },
};

it('keeps the entry, what it loads after the first screen and the named routes with their imports', () => {
  const files = precacheAssets(manifest, ['src/routes/_member/app/index.tsx']);
  expect([...files].sort()).toEqual([
    'assets/app-d.js',
    'assets/below-f.js',
    'assets/index-a.css',
    'assets/index-a.js',
    'assets/start-b.js',
    'assets/sync-c.js',
    'assets/ui-e.css',
    'assets/ui-e.js',
  ]);
});

it('finds a module merged into a chunk of another name through the bundle', () => {
  const chunkModules = new Map([['assets/below-f.js', ['src/routes/-more.tsx', 'src/x.ts']]]);
  expect(precacheAssets(manifest, ['src/x.ts'], chunkModules)).toContain('assets/below-f.js');
  expect(precacheAssets(manifest, ['src/routes/-more.tsx'])).toContain('assets/more-g.js');
  expect(() => precacheAssets(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
});

it('does not follow a lazy import of online-only code (cached when first used)', () => {
  const chunkModules = new Map([['assets/below-f.js', ['src/online/sign-in.ts']]]);
  const files = precacheAssets(manifest, ['src/routes/_member/app/index.tsx'], chunkModules, [
    'src/online/',
  ]);
  expect(files).not.toContain('assets/below-f.js');
  expect(files).toContain('assets/app-d.js');
});

it('lists the assets a page links and every asset of the build but the lessons', () => {
  const html =
    '<meta name="slantis-app" content="/assets/index-a.js /assets/start-b.js" data-page="/assets/lessons/x-i.js" />' +
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css">';
  expect(pageAssets(html)).toEqual([
    'assets/index-a.js',
    'assets/start-b.js',
    'assets/index-a.css',
  ]);
  expect(buildAssets(manifest)).not.toContain('assets/lessons/x-i.js');
  expect(buildAssets(manifest)).toHaveLength(10);
});

it("lists a likely route's files that the precache does not already hold", () => {
  const options = {
    modules: ['src/routes/_member/app/index.tsx'],
    pages: [],
    likely: ['src/routes/_member/vanner.tsx'],
  };
  expect(likelyAssets(manifest, options)).toEqual(['assets/vanner-h.js']);
  expect(likelyAssets(manifest, { ...options, likely: [] })).toEqual([]);
});
