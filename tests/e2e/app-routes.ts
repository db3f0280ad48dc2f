import { readFileSync } from 'node:fs';

/**
 * Every page of the app, read from the router's own route table (src/routeTree.gen.ts, which
 * TanStack Router generates from src/routes): a page added there is walked by the specs that use
 * this without anyone remembering to list it.
 */
export type AppRoutes = {
  /** Pages a visitor opens: the public layout's, the start page and the gift link. */
  public: string[];
  /** Pages behind sign-in, in the member shell (the staff desk aside, see below). */
  member: string[];
};

/**
 * A value for each path parameter, so that the page has something real to show. A new dynamic
 * route needs one here: appRoutes() throws until it has.
 */
const sampleParams: Record<string, string> = {
  // A money-year item (src/features/money-year/rules/calendar.ts).
  $item: 'studiebidrag',
  // A gift link that does not exist: the page says so.
  $token: 'e2e0000000000000000000000000000x',
};

/** Member pages that are not a member's: the staff desk is used on a desktop (@desktop-only). */
const notMemberPages = [/^\/personal\//];

const ROUTE_TREE = new URL('../../src/routeTree.gen.ts', import.meta.url);

function concrete(id: string): string {
  const path = id.replace(/^\/_(member|public)(?=\/)/, '').replace(/(.)\/$/, '$1');
  return path.replace(/\$\w+/g, (param) => {
    const value = sampleParams[param];
    if (!value) throw new Error(`app-routes.ts: no sample value for ${param} in ${id}`);
    return value;
  });
}

export function appRoutes(): AppRoutes {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error('app-routes.ts: FileRoutesById not found in src/routeTree.gen.ts');
  const ids = [...block.matchAll(/^\s+'(\/[^']*)': typeof/gm)].map((match) => match[1]!);
  const routes: AppRoutes = { public: [], member: [] };
  for (const id of ids) {
    // The layouts themselves are not pages.
    if (id === '/_member' || id === '/_public') continue;
    const path = concrete(id);
    if (id.startsWith('/_member/')) {
      if (!notMemberPages.some((pattern) => pattern.test(path))) routes.member.push(path);
    } else {
      routes.public.push(path);
    }
  }
  return routes;
}
