#!/usr/bin/env node
// `npm run bench`: builds the app and prints the figures behind our performance budgets
// (research/offline-pwa.md §4, G2 and G3): what the first visit downloads, gzipped, and the
// service worker's precache. It prints figures; it never fails on timing.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

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
const swSource = readFileSync(join(DIST, 'sw.js'), 'utf8');
const precacheEntries = (swSource.match(/\{"revision":/g) ?? []).length;
const distBytes = (files) =>
  files.reduce((total, file) => total + statSync(join(DIST, file)).size, 0);

const rows = [
  ['Initial JS (entry + static imports), gzip', kib(sum(initialJs)), '≤ 170 KiB'],
  ['Initial CSS, gzip', kib(sum(initialCss)), '≤ 30 KiB'],
  [
    `Largest lazy chunk (${lazyChunks[0]?.file ?? '-'}), gzip`,
    kib(lazyChunks[0]?.gzip ?? 0),
    '≤ 60 KiB',
  ],
  ['Lazy chunks', String(lazyChunks.length), ''],
  ['Service worker, gzip', kib(gz('sw.js')), ''],
  ['Precache entries', String(precacheEntries), '≤ 60'],
  [
    'All JS + CSS in dist, raw',
    kib(
      distBytes(
        Object.values(manifest)
          .flatMap((c) => [c.file, ...(c.css ?? [])])
          .filter((f, i, a) => a.indexOf(f) === i),
      ),
    ),
    '≤ 1.5 MiB precache',
  ],
];

console.log('\nSlantis bundle figures');
for (const [name, value, budget] of rows) {
  console.log(`  ${name.padEnd(58)} ${value.padStart(11)}   ${budget}`);
}

// Local data (Chromium IndexedDB) and sync figures; each script prints its own table.
for (const script of ['scripts/bench/local-data.mjs', 'scripts/bench/sync.mjs']) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
