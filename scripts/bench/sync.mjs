#!/usr/bin/env node
// Sync figures (research/offline-pwa.md §4, G9): pushing queued offline purchases and the first
// pull of 10 000 rows onto an empty device, with the real engine, supabase-js and Chromium
// IndexedDB against the local stack (in-memory PGlite). Prints figures; never fails on timing.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

import { BENCH_PASSWORD, benchKeys, createBenchUser, startBenchStack } from './bench-stack.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PUSH_COUNT = Number(process.env.BENCH_PUSH ?? 1000);
const PULL_COUNT = Number(process.env.BENCH_PULL ?? 10000);
const PASSWORD = BENCH_PASSWORD;
const keys = benchKeys;

// On Postgres when DATABASE_URL is set, else PGlite.
const main = await startBenchStack('bench_sync');
const { stack } = main;
const createUser = createBenchUser;

/** A user with PULL_COUNT purchases on the server of `target`, none on any device yet. */
async function seededPuller(target) {
  const email = `pull-${randomUUID()}@example.com`;
  const id = await createUser(target, email);
  await target.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
     select gen_random_uuid(), $1, 'expense', 'food', 'Rad ' || n, 100 + n % 50000,
            now() - make_interval(mins => n * 97)
     from generate_series(1, $2) n`,
    [id, PULL_COUNT],
  );
  return email;
}

const pusher = `push-${randomUUID()}@example.com`;
await createUser(stack, pusher);
const puller = await seededPuller(stack);
// The first pull on PGlite too when the stack above runs on Postgres.
const pglite = main.onPostgres ? await startBenchStack('bench_sync', '') : null;
const pgliteStack = pglite?.stack ?? null;
const pglitePuller = pgliteStack ? await seededPuller(pgliteStack) : null;

const vite = await createServer({ logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
await vite.listen();
const origin = vite.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(`${origin}/robots.txt`);

const push = await page.evaluate(
  async ([url, key, email, password, count]) =>
    (await import('/scripts/bench/sync-page.ts')).pushBench(url, key, email, password, count),
  [stack.url, keys.anonKey, pusher, PASSWORD, PUSH_COUNT],
);
const firstPull = (target, email) =>
  page.evaluate(
    async ([url, key, address, password]) =>
      (await import('/scripts/bench/sync-page.ts')).pullBench(url, key, address, password),
    [target.url, keys.anonKey, email, PASSWORD],
  );
const pull = await firstPull(stack, puller);
const pglitePull = pgliteStack ? await firstPull(pgliteStack, pglitePuller) : null;

const perSecond = (count, ms) => Math.round((count / ms) * 1000).toLocaleString('sv-SE');
const database = main.onPostgres ? 'Postgres' : 'PGlite';
console.log(
  `\nSync against the local stack on ${database} (Chromium, real engine and supabase-js)`,
);
console.log(
  `  drain of ${push.ops.toLocaleString('sv-SE')} queued purchases (one sync run: push, then pull)   ${(push.ms / 1000).toFixed(2)} s  (${perSecond(push.pushed, push.ms)} ops/s, ${push.left} left)   goal ≤ 1 s`,
);
const pullLine = (result, on) =>
  console.log(
    `  first pull of ${result.rows.toLocaleString('sv-SE')} rows onto an empty device (${on})   ${(result.ms / 1000).toFixed(2)} s  (${perSecond(result.pulled, result.ms)} rows/s; IndexedDB writes alone ${(result.storeMs / 1000).toFixed(2)} s)   goal ≤ 2 s`,
  );
if (pglitePull) pullLine(pglitePull, 'PGlite');
pullLine(pull, database);

await browser.close();
await vite.close();
await main.stop();
await pglite?.stop();
