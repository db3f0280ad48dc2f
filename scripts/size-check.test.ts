import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';

import {
  measureDist,
  overBudget,
  precacheOverBudget,
  type BudgetFile,
  type Budgets,
} from './size-check';

// A small dist/ with one prerendered page and the app shell; random bytes don't compress, so each
// file's gzip size is close to its size.
let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'size-check-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'entry.js'), randomBytes(20_000));
  writeFileSync(join(dist, 'assets', 'page.js'), randomBytes(10_000));
  writeFileSync(join(dist, 'assets', 'app.css'), randomBytes(3_000));
  const head = (extra: string) =>
    `<html><head>${extra}<script type="module" crossorigin src="/assets/entry.js"></script>` +
    `<link rel="stylesheet" crossorigin href="/assets/app.css"></head><body></body></html>`;
  writeFileSync(
    join(dist, 'ungdom.html'),
    head(
      '<meta name="slantis-prerendered" content="/ungdom" />' +
        '<link rel="modulepreload" crossorigin href="/assets/page.js">',
    ),
  );
  writeFileSync(join(dist, 'shell.html'), head(''));
  // The worker's precache: the shell and its entry chunk (~24 KB).
  writeFileSync(
    join(dist, 'sw.js'),
    'precacheAndRoute([{"revision":"1a2b","url":"shell.html"},{"revision":null,"url":"assets/entry.js"}]);',
  );
  // Not a route of its own: measured with the pages, never budgeted.
  writeFileSync(join(dist, '404.html'), head('<meta name="slantis-prerendered" content="/404" />'));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const generous: Budgets = {
  '/ungdom': { jsGzip: 40_000, jsFiles: 2, cssGzip: 4_000, appJsGzip: 0, appJsFiles: 0 },
  shell: { jsGzip: 25_000, jsFiles: 1, cssGzip: 4_000, appJsGzip: 0, appJsFiles: 0 },
};

it('counts the app code a page defers to the first interaction apart', () => {
  writeFileSync(join(dist, 'assets', 'boot.js'), randomBytes(1_000));
  writeFileSync(
    join(dist, 'welcome.html'),
    '<html><head><meta name="slantis-prerendered" content="/welcome" />' +
      '<meta name="slantis-app" content="/assets/entry.js" data-page="/assets/page.js" />' +
      '<script src="/assets/boot.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css"></head><body></body></html>',
  );
  const welcome = measureDist(dist).find((figure) => figure.route === '/welcome');
  expect(welcome?.jsFiles).toBe(1);
  expect(welcome?.jsGzip).toBeLessThan(1_100);
  expect(welcome?.appJsFiles).toBe(2);
  expect(welcome?.appJsGzip).toBeGreaterThan(29_000);
  const budget = { jsGzip: 2_000, jsFiles: 1, cssGzip: 4_000, appJsGzip: 20_000, appJsFiles: 2 };
  expect(overBudget(welcome ? [welcome] : [], { '/welcome': budget })).toEqual([
    expect.stringMatching(/^\/welcome: appJsGzip \d+ > budget 20000$/),
  ]);
});

it('sums what each page loads before it runs, by gzip bytes', () => {
  const figures = measureDist(dist);
  expect(figures.map((figure) => [figure.route, figure.jsFiles])).toEqual([
    ['/ungdom', 2],
    ['shell', 1],
  ]);
  const [page, shell] = figures;
  expect(page?.jsGzip).toBeGreaterThan(30_000);
  expect(shell?.jsGzip).toBeGreaterThan(20_000);
  expect(shell?.jsGzip).toBeLessThan(page?.jsGzip ?? 0);
  expect(overBudget(figures, generous)).toEqual([]);
});

it('fails a route that goes over its budget, and a route without one', () => {
  // The page gains a chunk: one file and ~10 KB over.
  writeFileSync(join(dist, 'assets', 'extra.js'), randomBytes(10_000));
  writeFileSync(
    join(dist, 'welcome.html'),
    '<meta name="slantis-prerendered" content="/welcome" /><script type="module" src="/assets/entry.js"></script>',
  );
  const html = join(dist, 'ungdom.html');
  writeFileSync(
    html,
    `<meta name="slantis-prerendered" content="/ungdom" />` +
      `<script type="module" src="/assets/entry.js"></script>` +
      `<link rel="modulepreload" href="/assets/page.js"><link rel="modulepreload" href="/assets/extra.js">`,
  );
  const failures = overBudget(measureDist(dist), generous);
  expect(failures).toHaveLength(3);
  expect(failures[0]).toMatch(/^\/ungdom: jsGzip \d+ > budget 40000$/);
  expect(failures[1]).toBe('/ungdom: jsFiles 3 > budget 2');
  expect(failures[2]).toBe('/welcome: no budget in scripts/size-budgets.json');
});

/** The check as `npm test` runs it after the build: its exit status decides the run. */
function runCheck(budgets: BudgetFile) {
  const file = join(dist, 'budgets.json');
  writeFileSync(file, JSON.stringify(budgets));
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size-check.ts', dist, file], {
    encoding: 'utf8',
  });
}

it('passes a build within its budgets and fails one that goes over', () => {
  const within = runCheck({ ...generous, precache: { entries: 2, bytes: 30_000 } });
  expect(within.stderr).toBe('');
  expect(within.status).toBe(0);
  expect(within.stdout).toMatch(/\/ungdom\s+\d+\.\d KiB/);

  // The same build against a budget 1 KB under what /ungdom loads.
  const [page] = measureDist(dist);
  const tight = {
    ...generous,
    '/ungdom': { ...generous['/ungdom']!, jsGzip: page!.jsGzip - 1000 },
  };
  const over = runCheck(tight);
  expect(over.status).toBe(1);
  expect(over.stderr).toMatch(/over budget: \/ungdom: jsGzip \d+ > budget \d+/);

  // A precache that grew past its budget (or has none) fails the run too.
  const heavy = runCheck({ ...generous, precache: { entries: 1, bytes: 30_000 } });
  expect(heavy.status).toBe(1);
  expect(heavy.stderr).toMatch(/over budget: precache: entries 2 > budget 1/);
  expect(runCheck(generous).stderr).toMatch(/precache: no budget/);
});

it('fails when there is nothing to measure (the build did not prerender)', () => {
  rmSync(join(dist, 'ungdom.html'));
  rmSync(join(dist, 'shell.html'));
  rmSync(join(dist, '404.html'));
  const empty = runCheck(generous);
  expect(empty.status).toBe(1);
  expect(empty.stderr).toMatch(/no prerendered pages/);
});

it('fails a precache over its budget of entries or bytes', () => {
  const budget = { entries: 80, bytes: 1_572_864 };
  expect(precacheOverBudget({ entries: 80, bytes: 1_572_864 }, budget)).toEqual([]);
  expect(precacheOverBudget({ entries: 359, bytes: 3_739_266 }, budget)).toEqual([
    'precache: entries 359 > budget 80',
    'precache: bytes 3739266 > budget 1572864',
  ]);
});
