// Groups the app's code by when it is needed, not by folder (ARCHITECTURE §4c, issue 38):
//   react, router, supabase   libraries, one file each (they change least, so stay cached)
//   start                     what the entry needs: the shell, providers, the router's tree
//   shared                    what a member's first screen shares with visitors' pages (UI)
//   member                    what else the member frame adds (Dexie among it), and what both
//                             start screens need
//   home, form                what only the home's first screen / only the transaction form adds,
//                             so that each start screen loads its own and not the other's
//   home-ui, form-ui          the same, for the parts visitors' pages also use (the form's fields
//                             serve the sign-in page too)
//   visitor-ui                the rest of the UI library visitors' pages use, in one file
//   later                     what a member's start fetches once that screen is on show: the
//                             dashboard below the fold, the top bar's extras, sync, toasts
// Every other route stays a chunk of its own (TanStack's automatic code splitting), fetched when
// opened or while idle. Without these groups rolldown cuts the start into ~130 small shared
// files, each one a request and a module evaluation on a phone.
//
// Which module is needed when cannot be read from the import graph alone: feature barrels
// (index.ts) import everything their feature has, so the raw static graph of the entry holds
// most of the app. So the build plans in two passes: a first, unminified build in memory with
// rolldown's own (tree-shaken) chunks tells which modules each start step really loads; the
// real build then groups exactly those.
import type { CodeSplittingGroup, OutputChunk } from 'rolldown';

/** The start path's steps, earliest first (a group takes what no earlier step has taken). */
const STEPS = [
  'start',
  'shared',
  'member',
  'home',
  'form',
  'home-ui',
  'form-ui',
  'after',
  'later',
  'visitor-ui',
] as const;

export type StartPathPlan = Map<string, (typeof STEPS)[number]>;

/**
 * What every member start renders: the member frame and the database it reads (opened by
 * src/app/data-lifecycle.ts before the first screen).
 */
export const MEMBER_FRAME_ROOTS = [
  /[\\/]src[\\/]data[\\/]session\.ts$/,
  /[\\/]src[\\/]data[\\/]unsynced-note\.ts$/,
  /[\\/]src[\\/]routes[\\/]_member\.tsx\?tsr-split=component$/,
];

/** The start screens, each with the modules that render it (scripts/member-start.ts). */
export const MEMBER_SCREEN_ROOTS = {
  // The home: /app, and '/' for a member (the installed app's start_url).
  home: [
    /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component$/,
    /[\\/]src[\\/]routes[\\/]_member[\\/]app[\\/]index\.tsx\?tsr-split=component$/,
    /[\\/]src[\\/]routes[\\/]-member-home-page\.tsx$/,
  ],
  form: [/[\\/]src[\\/]routes[\\/]_member[\\/]add-transaction\.tsx\?tsr-split=component$/],
} as const;

/**
 * What every page loads once its first screen is on show, a visitor's too: the toasts container
 * and the service worker's registration. Their own group, never a root of `later`, or a visitor
 * would fetch the member's code with them.
 */
const AFTER_FOR_EVERYONE = [
  /[\\/]src[\\/]app[\\/]toasts\.tsx$/,
  /[\\/]src[\\/]app[\\/]service-worker\.ts$/,
  /[\\/]src[\\/]app[\\/]warm-likely-routes\.ts$/,
];
const holds = (chunk: OutputChunk, patterns: RegExp[]) =>
  chunk.moduleIds.some((id) => patterns.some((pattern) => pattern.test(id)));

/** Lazy parts of the start screens that are not pages of their own ('/' below the fold). */
const LATER_PAGE_PARTS = [/[\\/]src[\\/]routes[\\/]-member-home-more\.tsx$/];

/** Pages a visitor opens: their code must not bring the member's (Dexie, sync, supabase-js). */
const MEMBER_PAGES = /[\\/]src[\\/]routes[\\/](_member|-member-home|-parent-home)/;
const isVisitorPage = (chunk: OutputChunk) => {
  const facade = chunk.facadeModuleId ?? '';
  return /[\\/]src[\\/]routes[\\/]/.test(facade) && !MEMBER_PAGES.test(facade);
};

const UI_LIBRARY = /node_modules[\\/]@tabler[\\/]/;

/** Dynamic imports that are pages or content of their own, never part of the start path. */
const OWN_CHUNK = [/[\\/]src[\\/]routes[\\/]/, /^\0?virtual:/, /[\\/]content[\\/]/];

const LIBRARIES: CodeSplittingGroup[] = [
  // React first, so the others do not pull it in with them.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // Loaded once a member's first screen is on show, or on the way to signing in.
  // Without its dependencies: helpers it shares (tslib) would otherwise tie others to it.
  {
    name: 'supabase',
    test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/,
    priority: 20,
    includeDependenciesRecursively: false,
  },
];

/** The chunks `roots` load by static imports, leaving out `known`. */
function closure(
  byFile: Map<string, OutputChunk>,
  roots: OutputChunk[],
  known: Set<OutputChunk>,
): Set<OutputChunk> {
  const found = new Set<OutputChunk>();
  const queue = [...roots];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (found.has(chunk) || known.has(chunk)) continue;
    found.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return found;
}

const laterPart = (chunk: OutputChunk) => {
  const facade = chunk.facadeModuleId ?? '';
  if (holds(chunk, AFTER_FOR_EVERYONE)) return false;
  return (
    LATER_PAGE_PARTS.some((part) => part.test(facade)) ||
    !OWN_CHUNK.some((pattern) => pattern.test(facade))
  );
};

/** Reads the start path's steps off the first pass's chunks. */
export function planFromChunks(chunks: OutputChunk[]): StartPathPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootedAt = (roots: readonly RegExp[]) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => roots.some((root) => root.test(id))));
  const start = closure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry),
    new Set(),
  );
  const frame = closure(byFile, rootedAt(MEMBER_FRAME_ROOTS), start);
  const beforeScreens = new Set([...start, ...frame]);
  const home = closure(byFile, rootedAt(MEMBER_SCREEN_ROOTS.home), beforeScreens);
  const form = closure(byFile, rootedAt(MEMBER_SCREEN_ROOTS.form), beforeScreens);
  const after = closure(
    byFile,
    chunks.filter((chunk) => holds(chunk, AFTER_FOR_EVERYONE)),
    new Set([...beforeScreens, ...home, ...form]),
  );
  const known = new Set([...beforeScreens, ...home, ...form, ...after]);
  const laterRoots = [...known]
    .flatMap((chunk) => chunk.dynamicImports)
    .map((file) => byFile.get(file))
    .filter((chunk): chunk is OutputChunk => chunk !== undefined && laterPart(chunk));
  const later = closure(byFile, laterRoots, known);

  // What visitors' pages load stays out of the member's groups: the part of the member's start
  // they share (Mantine's components, formatting) has files of its own.
  const visitor = new Set(
    [...closure(byFile, chunks.filter(isVisitorPage), start)].flatMap((chunk) => chunk.moduleIds),
  );
  const modulesOf = (set: Set<OutputChunk>) =>
    new Set([...set].flatMap((chunk) => chunk.moduleIds));
  const homeModules = modulesOf(home);
  const formModules = modulesOf(form);

  const plan: StartPathPlan = new Map();
  for (const chunk of start) for (const id of chunk.moduleIds) plan.set(id, 'start');
  const memberStep = (id: string) => plan.set(id, visitor.has(id) ? 'shared' : 'member');
  for (const id of modulesOf(frame)) memberStep(id);
  for (const id of homeModules) {
    if (formModules.has(id)) memberStep(id);
    else plan.set(id, visitor.has(id) ? 'home-ui' : 'home');
  }
  for (const id of formModules) {
    if (!homeModules.has(id)) plan.set(id, visitor.has(id) ? 'form-ui' : 'form');
  }
  for (const chunk of after) for (const id of chunk.moduleIds) plan.set(id, 'after');
  for (const chunk of later) {
    for (const id of chunk.moduleIds) if (!visitor.has(id)) plan.set(id, 'later');
  }
  // The rest of the UI library that visitors' pages use, as one file rather than dozens of
  // sub-kilobyte ones (each a request, and an entry in the worker's precache).
  for (const id of visitor) if (!plan.has(id) && UI_LIBRARY.test(id)) plan.set(id, 'visitor-ui');
  return plan;
}

/**
 * rolldown's `output.codeSplitting` for the app build: the libraries, then the start path's
 * steps as `plan` found them (none in the planning pass itself).
 */
export function appCodeSplitting(plan: StartPathPlan | null): { groups: CodeSplittingGroup[] } {
  if (!plan) return { groups: LIBRARIES };
  // One group per step: a group also takes its modules' dependencies, and those a step before
  // it has taken stay there.
  return {
    groups: [
      ...LIBRARIES,
      ...STEPS.map((step, index) => ({
        name: step,
        test: (id: string) => plan.get(id) === step,
        priority: 16 - index,
        includeDependenciesRecursively: false,
      })),
    ],
  };
}
