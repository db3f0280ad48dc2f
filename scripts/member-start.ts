// Issue 38: what a member's start fetches, read off the build manifest (bytes, never timings).
// Before the first render: boot.js, the entry and its static imports, and the member screen's
// route chunks with theirs (the database it opens included). To idle: that plus what the start
// imports lazily once the screen is on show (the `later` group, scripts/vite/chunk-groups.ts).
// `npm run bench` measures the same in Chromium; scripts/size-check.ts holds it to budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { MEMBER_SCREEN_ROOTS } from './vite/chunk-groups.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The member screens budgeted, each with its own start-path group (scripts/vite/chunk-groups.ts):
 * a screen loads the entry, the member frame, its group and what those import.
 */
export const MEMBER_SCREENS = {
  '/': 'home',
  '/app': 'home',
  '/add-transaction': 'form',
} as const satisfies Record<string, keyof typeof MEMBER_SCREEN_ROOTS>;

export type MemberStart = {
  screen: string;
  firstRenderGzip: number;
  firstRenderFiles: number;
  idleGzip: number;
  idleFiles: number;
};

/** The JS files `keys` load, with their static imports. */
function staticFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const chunk = manifest[queue.pop()!];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The manifest keys of the chunks the start-path groups named `group` were built into: the group's
 * name and the content hash alone (`member-C8dZJ7FJ.js`), so a module of the app that happens to
 * be called `member-lessons.ts` is not taken for the group.
 */
const groupChunks = (manifest: Manifest, group: string) =>
  Object.keys(manifest).filter((key) =>
    new RegExp(`(^|/)${group}-[\\w-]{8}\\.js$`).test(manifest[key]?.file ?? ''),
  );

/** The JS files (dist-relative) each start step loads: the entry's, the member frame's, a screen's. */
export type MemberStartFiles = {
  entry: Set<string>;
  frame: Set<string>;
  screens: Record<keyof typeof MEMBER_SCREEN_ROOTS, Set<string>>;
};

export function memberStartFiles(manifest: Manifest): MemberStartFiles {
  const entry = staticFiles(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  const without = (files: Set<string>, ...known: Set<string>[]) =>
    new Set([...files].filter((file) => !known.some((set) => set.has(file))));
  const frame = without(staticFiles(manifest, groupChunks(manifest, 'member')), entry);
  const screen = (group: keyof typeof MEMBER_SCREEN_ROOTS) => {
    // The screen's own modules, in whichever chunk the build put them.
    const own = Object.keys(manifest).filter((key) =>
      MEMBER_SCREEN_ROOTS[group].some((root) => root.test(`/${key}`)),
    );
    return without(staticFiles(manifest, [...groupChunks(manifest, group), ...own]), entry, frame);
  };
  return { entry, frame, screens: { home: screen('home'), form: screen('form') } };
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function measureMemberStart(dist: string): MemberStart[] {
  const manifest = readManifest(dist);
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
  const { entry, frame, screens } = memberStartFiles(manifest);
  const later = staticFiles(manifest, groupChunks(manifest, 'later'));
  return Object.entries(MEMBER_SCREENS).map(([screen, group]) => {
    const first = new Set(['boot.js', ...entry, ...frame, ...screens[group]]);
    const idle = new Set([...first, ...later]);
    return {
      screen,
      firstRenderGzip: sum(first),
      firstRenderFiles: first.size,
      idleGzip: sum(idle),
      idleFiles: idle.size,
    };
  });
}
