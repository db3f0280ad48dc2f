#!/usr/bin/env node
// `npm run bench`: builds the app and prints the figures behind our performance budgets
// (research/offline-pwa.md §4): bundle and precache (G2, G3), what each entry route loads in
// Chromium (G2), the offline cold start (G6), Lighthouse (G4), local data (G7, G8), sync (G9)
// and the leaderboard at scale (issue 23, with DATABASE_URL).
// It prints figures; it never fails on timing or size, only on real errors.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { precacheFigures } from './bench/precache.mjs';
import { DIST, ensureServers, gzipBytes as gz, kib, row } from './bench/servers.mjs';

// Other work may be mid-edit: a failing build is retried a few times before giving up.
for (let attempt = 1; ; attempt += 1) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', DIST],
    { stdio: 'inherit' },
  );
  if (build.status === 0) break;
  if (attempt === 3) process.exit(build.status ?? 1);
  console.error(`Build failed (attempt ${attempt}); retrying in 10 s`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialJs = new Set();
const initialCss = new Set();
(function collect(key) {
  const chunk = manifest[key];
  if (!chunk || initialJs.has(chunk.file)) return;
  initialJs.add(chunk.file);
  for (const css of chunk.css ?? []) initialCss.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
})(entryKey);

const lazyChunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !initialJs.has(chunk.file))
  .map((chunk) => ({ file: chunk.file, gzip: gz(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const precache = precacheFigures(DIST);
const allAssets = [
  ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
];

const rows = [
  ['Entry chunk + static imports (build manifest), JS gzip', kib(sum(initialJs)), '≤ 170 KiB'],
  ['Entry chunk + static imports (build manifest), CSS gzip', kib(sum(initialCss)), '≤ 30 KiB'],
  [
    `Largest lazy chunk (${lazyChunks[0]?.file ?? '-'}), gzip`,
    kib(lazyChunks[0]?.gzip ?? 0),
    '≤ 60 KiB',
  ],
  ['Lazy chunks', String(lazyChunks.length), ''],
  ['Service worker, gzip', kib(gz('sw.js')), ''],
  [`Precache entries (${precache.urls} distinct URLs)`, String(precache.entries), '≤ 80'],
  ['Precache size, raw (as stored in Cache Storage)', kib(precache.bytes), '≤ 1.5 MiB'],
  [
    'All JS + CSS in the build, raw',
    kib(allAssets.reduce((total, file) => total + statSync(join(DIST, file)).size, 0)),
    '',
  ],
];

// Timings move with the machine's load (two cores): print it beside the figures.
console.log(
  `\nLoad average (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
console.log('\nSlantis bundle figures');
for (const [name, value, budget] of rows) console.log(row(name, value, budget));

/** Runs one benchmark script; a failing script ends the bench with its status. */
function run(script) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

// The browser figures share one `vite preview` (port 4174) and the local stack (54321); both
// are child processes, so they keep serving while each script runs.
const servers = await ensureServers();
for (const script of [
  'scripts/bench/route-weight.mjs',
  'scripts/bench/offline-start.mjs',
  'scripts/bench/offline-ready.mjs',
  'scripts/bench/lighthouse.mjs',
]) {
  // On a failure, process.exit runs the helper's exit hook, which stops the servers.
  run(script);
}
await servers.stop();

// Local data (Chromium IndexedDB), sync and push_ops figures; each script prints its own table.
for (const script of [
  'scripts/bench/local-data.mjs',
  'scripts/bench/sync.mjs',
  'scripts/bench/push-rpc.ts',
]) {
  run(script);
}

// The leaderboard at 100 000 participants (issue 23) needs Postgres 15: it seeds a temporary
// database on the server at DATABASE_URL and drops it afterwards.
if (process.env.DATABASE_URL) run('scripts/bench/leaderboard.ts');
else
  console.log(
    '\nLeaderboard at 100 000 participants: needs Postgres 15 (DATABASE_URL). Run:\n' +
      '  export DATABASE_URL="$(bash scripts/pg-cluster.sh start)"; node --import tsx scripts/bench/leaderboard.ts',
  );
