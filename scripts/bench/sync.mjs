#!/usr/bin/env node
// Sync figures (research/offline-pwa.md §4, G9): pushing queued offline purchases and the first
// pull of 10 000 rows onto an empty device, with the real engine, supabase-js and Chromium
// IndexedDB against the local stack (in-memory PGlite). Prints figures; never fails on timing.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

import { stackKeys } from '../../supabase/local/keys.ts';
import { startStack } from '../../supabase/local/stack.ts';
import { createTemporaryDatabase } from '../../supabase/local/temporary-database.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PUSH_COUNT = Number(process.env.BENCH_PUSH ?? 1000);
const PULL_COUNT = Number(process.env.BENCH_PULL ?? 10000);
const PASSWORD = 'Bench2026pw';

// On Postgres when DATABASE_URL is set (a database of its own, dropped at the end), else PGlite.
const temporary = process.env.DATABASE_URL
  ? await createTemporaryDatabase(process.env.DATABASE_URL, 'bench_sync')
  : null;
const stack = await startStack({
  port: 0,
  functions: false,
  quiet: true,
  databaseUrl: temporary?.url,
  env: { RATE_LIMITS: 'off' },
});
const keys = stackKeys({});

async function createUser(email) {
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: keys.serviceRoleKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  });
  return (await response.json()).id;
}

const pusher = `push-${randomUUID()}@example.com`;
const puller = `pull-${randomUUID()}@example.com`;
await createUser(pusher);
const pullerId = await createUser(puller);
await stack.db.query(
  `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
   select gen_random_uuid(), $1, 'expense', 'food', 'Rad ' || n, 100 + n % 50000,
          now() - make_interval(mins => n * 97)
   from generate_series(1, $2) n`,
  [pullerId, PULL_COUNT],
);

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
const pull = await page.evaluate(
  async ([url, key, email, password]) =>
    (await import('/scripts/bench/sync-page.ts')).pullBench(url, key, email, password),
  [stack.url, keys.anonKey, puller, PASSWORD],
);

const perSecond = (count, ms) => Math.round((count / ms) * 1000).toLocaleString('sv-SE');
const database = temporary ? 'Postgres' : 'PGlite';
console.log(
  `\nSync against the local stack on ${database} (Chromium, real engine and supabase-js)`,
);
console.log(
  `  push ${push.ops} queued ops in batches of 200       ${(push.ms / 1000).toFixed(2)} s  (${perSecond(push.pushed, push.ms)} ops/s, ${push.left} left)   goal ≥ 500 ops/s`,
);
console.log(
  `  first pull of ${pull.rows.toLocaleString('sv-SE')} rows onto an empty device   ${(pull.ms / 1000).toFixed(2)} s  (${perSecond(pull.pulled, pull.ms)} rows/s)   goal ≤ 10 s at 4× CPU`,
);

await browser.close();
await vite.close();
await stack.stop();
await temporary?.drop();
