#!/usr/bin/env node
// Issue 24: the bundle size per route, by bytes (never timings), against budgets in
// scripts/size-budgets.json. For each prerendered page in dist/ (and the app shell members start
// from) it sums what the HTML makes the browser fetch before hydration: the entry script, every
// modulepreload and every stylesheet, as gzip -9. `npm test` runs it after the build; a route over
// its budget fails the run. Raise a budget only with a reason in the commit message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export type RouteFigures = { route: string; jsGzip: number; jsFiles: number; cssGzip: number };
export type Budget = { jsGzip: number; jsFiles: number; cssGzip: number };
export type Budgets = Record<string, Budget>;

const KIB = 1024;

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
      ...urls(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...urls(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ]);
    const css = urls(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g);
    const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gz(url), 0);
    figures.push({ route, jsGzip: sum(js), jsFiles: js.size, cssGzip: sum(css) });
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
    for (const key of ['jsGzip', 'jsFiles', 'cssGzip'] as const) {
      if (figure[key] > budget[key]) {
        failures.push(`${figure.route}: ${key} ${figure[key]} > budget ${budget[key]}`);
      }
    }
  }
  return failures;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // node --import tsx scripts/size-check.ts [dist] [budgets.json]
  const dist = process.argv[2] ?? 'dist';
  const budgetFile = process.argv[3] ?? 'scripts/size-budgets.json';
  const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budgets;
  const figures = measureDist(dist);
  if (figures.length === 0) {
    console.error(`size-check: no prerendered pages in ${dist}/ (run the build first)`);
    process.exit(1);
  }
  console.log('Route                 JS gzip (budget)        files (budget)  CSS gzip (budget)');
  for (const figure of figures) {
    const budget = budgets[figure.route];
    console.log(
      `${figure.route.padEnd(20)}  ${kib(figure.jsGzip).padStart(10)} (${budget ? kib(budget.jsGzip) : '-'})`.padEnd(
        46,
      ) +
        `${String(figure.jsFiles).padStart(4)} (${budget?.jsFiles ?? '-'})`.padEnd(16) +
        `${kib(figure.cssGzip).padStart(10)} (${budget ? kib(budget.cssGzip) : '-'})`,
    );
  }
  const failures = overBudget(figures, budgets);
  for (const failure of failures) console.error(`✘ over budget: ${failure}`);
  process.exit(failures.length === 0 ? 0 : 1);
}
