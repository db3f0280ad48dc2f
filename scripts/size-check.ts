#!/usr/bin/env node
// Issue 24: the bundle size per route, by bytes (never timings), against budgets in
// scripts/size-budgets.json. For each prerendered page in dist/ (and the app shell members start
// from) it sums, as gzip -9, what the HTML makes the browser fetch as it loads (its scripts, every
// modulepreload and every stylesheet: `js*`, `css*`) and, apart, the app code a prerendered page
// loads at the visitor's first interaction (<meta name="slantis-app">: `appJs*`). `npm test` runs
// it after the build; a route over its budget fails the run. Raise a budget only with a reason in
// the commit message. The service worker's precache (issue 38) has a budget there too: its entries
// and raw bytes (`precache`), what a first visit downloads and stores.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { precacheFigures } from './bench/precache.mjs';
import { measureMemberStart, type MemberStart } from './member-start';

const FIGURES = ['jsGzip', 'jsFiles', 'cssGzip', 'appJsGzip', 'appJsFiles'] as const;
export type Budget = Record<(typeof FIGURES)[number], number>;
export type RouteFigures = Budget & { route: string };
export type Budgets = Record<string, Budget>;

const KIB = 1024;

/** What the service worker precaches (dist/sw.js): entries, and bytes as Cache Storage keeps them. */
export type PrecacheFigures = { entries: number; bytes: number };
/** scripts/size-budgets.json: each route's budget, and the precache's. */
export type BudgetFile = {
  precache?: PrecacheFigures;
  [route: string]: Budget | PrecacheFigures | undefined;
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The route an HTML file is for: its prerendered path, or 'shell' for the app shell. */
function routeOf(html: string, file: string): string | undefined {
  const prerendered = /<meta name="slantis-prerendered" content="([^"]*)"/.exec(html)?.[1];
  if (prerendered) return prerendered === '/404' ? undefined : prerendered;
  return file.endsWith('shell.html') ? 'shell' : undefined;
}

/** What each page's HTML loads before it runs, from a built dist/. */
export function measureDist(dist: string): RouteFigures[] {
  const gzip = new Map<string, number>();
  const gz = (url: string) => {
    const file = join(dist, url.replace(/^\//, ''));
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzip.get(file) ?? 0;
  };
  const figures: RouteFigures[] = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const route = routeOf(html, relative(dist, file));
    if (!route) continue;
    const urls = (pattern: RegExp) =>
      new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''));
    const js = new Set([
      ...urls(/<script[^>]*\ssrc="([^"]+)"/g),
      ...urls(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ]);
    const css = urls(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g);
    const meta = /<meta name="slantis-app" content="([^"]*)"(?: data-page="([^"]*)")?/.exec(html);
    const app = new Set(`${meta?.[1] ?? ''} ${meta?.[2] ?? ''}`.split(' ').filter(Boolean));
    const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gz(url), 0);
    figures.push({
      route,
      jsGzip: sum(js),
      jsFiles: js.size,
      cssGzip: sum(css),
      appJsGzip: sum(app),
      appJsFiles: app.size,
    });
  }
  return figures.sort((a, b) => a.route.localeCompare(b.route));
}

/** Every figure over its budget, in words; a route without a budget is one too. */
export function overBudget(figures: RouteFigures[], budgets: Budgets): string[] {
  const failures: string[] = [];
  for (const figure of figures) {
    const budget = budgets[figure.route];
    if (!budget) {
      failures.push(`${figure.route}: no budget in scripts/size-budgets.json`);
      continue;
    }
    for (const key of FIGURES) {
      if (figure[key] > budget[key]) {
        failures.push(`${figure.route}: ${key} ${figure[key]} > budget ${budget[key]}`);
      }
    }
  }
  return failures;
}

/** The precache over its budget, in words. */
export function precacheOverBudget(figures: PrecacheFigures, budget: PrecacheFigures): string[] {
  return (['entries', 'bytes'] as const)
    .filter((key) => figures[key] > budget[key])
    .map((key) => `precache: ${key} ${figures[key]} > budget ${budget[key]}`);
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

const MEMBER_FIGURES = ['firstRenderGzip', 'firstRenderFiles', 'idleGzip'] as const;
export type MemberBudgets = Record<string, Record<(typeof MEMBER_FIGURES)[number], number>>;

/** Every member start figure over its budget (scripts/member-budgets.json), in words. */
export function memberOverBudget(figures: MemberStart[], budgets: MemberBudgets): string[] {
  return figures.flatMap((figure) => {
    const budget = budgets[figure.screen];
    if (!budget) return [`member ${figure.screen}: no budget in scripts/member-budgets.json`];
    return MEMBER_FIGURES.filter((key) => figure[key] > budget[key]).map(
      (key) => `member ${figure.screen}: ${key} ${figure[key]} > budget ${budget[key]}`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // node --import tsx scripts/size-check.ts [dist] [budgets.json]
  const dist = process.argv[2] ?? 'dist';
  const budgetFile = process.argv[3] ?? 'scripts/size-budgets.json';
  const { precache: precacheBudget, ...routes } = JSON.parse(
    readFileSync(budgetFile, 'utf8'),
  ) as BudgetFile;
  const budgets = routes as Budgets;
  const figures = measureDist(dist);
  if (figures.length === 0) {
    console.error(`size-check: no prerendered pages in ${dist}/ (run the build first)`);
    process.exit(1);
  }
  console.log(
    'Route                 JS as it loads (budget)  files   CSS gzip (budget)    ' +
      'app JS at first interaction (budget)  files',
  );
  const cell = (value: number, budget: number | undefined, width: number, format = kib) =>
    `${format(value).padStart(width)} (${budget === undefined ? '-' : format(budget)})`;
  for (const figure of figures) {
    const budget = budgets[figure.route];
    console.log(
      figure.route.padEnd(20) +
        cell(figure.jsGzip, budget?.jsGzip, 12).padEnd(26) +
        cell(figure.jsFiles, budget?.jsFiles, 3, String).padEnd(10) +
        cell(figure.cssGzip, budget?.cssGzip, 10).padEnd(22) +
        cell(figure.appJsGzip, budget?.appJsGzip, 12).padEnd(26) +
        cell(figure.appJsFiles, budget?.appJsFiles, 3, String),
    );
  }
  // A member's start (issue 38), against the goal it is working towards.
  const memberBudgets = JSON.parse(
    readFileSync('scripts/member-budgets.json', 'utf8'),
  ) as MemberBudgets & { goal: Record<string, number> };
  // A build always has its manifest; a hand-made dist/ (the tests') may not.
  const member = existsSync(join(dist, '.vite', 'manifest.json')) ? measureMemberStart(dist) : [];
  const { goal } = memberBudgets;
  console.log(
    `\nMember start       before first render (budget; goal ${kib(goal.firstRenderGzip ?? 0)}, ` +
      `${goal.firstRenderFiles} files)   files   to idle (budget; goal ${kib(goal.idleGzip ?? 0)})`,
  );
  for (const figure of member) {
    const budget = memberBudgets[figure.screen];
    console.log(
      figure.screen.padEnd(20) +
        cell(figure.firstRenderGzip, budget?.firstRenderGzip, 12).padEnd(46) +
        cell(figure.firstRenderFiles, budget?.firstRenderFiles, 3, String).padEnd(10) +
        cell(figure.idleGzip, budget?.idleGzip, 12),
    );
  }
  const precache = precacheFigures(dist) as PrecacheFigures;
  console.log(
    `Precache: ${precache.entries} entries (${precacheBudget?.entries ?? '-'}), ` +
      `${kib(precache.bytes)} raw (${precacheBudget ? kib(precacheBudget.bytes) : '-'})`,
  );
  const failures = [
    ...overBudget(figures, budgets),
    ...memberOverBudget(member, memberBudgets),
    ...(precacheBudget
      ? precacheOverBudget(precache, precacheBudget)
      : ['precache: no budget in scripts/size-budgets.json']),
  ];
  for (const failure of failures) console.error(`✘ over budget: ${failure}`);
  process.exit(failures.length === 0 ? 0 : 1);
}
