// push_ops throughput (issue 23): batches of 500 new purchases pushed straight through the RPC
// with supabase-js against the local stack (embedded PGlite, or Postgres when DATABASE_URL is
// set), the way a device with a long offline backlog sends them. Prints figures; never fails on
// timing.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { BENCH_PASSWORD, benchKeys, createBenchUser, startBenchStack } from './bench-stack.ts';

const BATCH = 500;
const CALLS = Number(process.env.BENCH_PUSH_CALLS ?? 12);
const WARMUP = 2;
const bench = await startBenchStack('bench_push');
const { stack, onPostgres } = bench;
const email = `push-rpc-${randomUUID()}@example.com`;
await createBenchUser(stack, email);
const client = createClient(stack.url, benchKeys.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
});
const { data, error } = await client.auth.signInWithPassword({ email, password: BENCH_PASSWORD });
if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
const userId = data.user.id;

const purchase = (n: number) => ({
  opId: randomUUID(),
  table: 'transactions',
  op: 'upsert',
  id: randomUUID(),
  patch: {
    user_id: userId,
    type: 'expense',
    category: 'food',
    description: `Fika ${n}`,
    amount_ore: 900,
    occurred_at: new Date(Date.now() - n * 60_000).toISOString(),
    deleted: false,
  },
  baseVersion: null,
});

let timedMs = 0;
let applied = 0;
for (let call = 0; call < WARMUP + CALLS; call += 1) {
  const ops = Array.from({ length: BATCH }, (_, i) => purchase(call * BATCH + i));
  const started = performance.now();
  const response = await client.rpc('push_ops', { ops });
  const ms = performance.now() - started;
  if (response.error) throw new Error(`push_ops failed: ${response.error.message}`);
  const results = response.data as { status: string }[];
  const ok = results.filter((result) => result.status === 'applied').length;
  if (ok !== BATCH) throw new Error(`only ${ok} of ${BATCH} ops applied`);
  if (call >= WARMUP) {
    timedMs += ms;
    applied += ok;
  }
}

const perSecond = Math.round((applied / timedMs) * 1000);
console.log(
  `\npush_ops RPC on ${onPostgres ? 'Postgres' : 'PGlite'} (supabase-js, ${BATCH} ops per call)`,
);
console.log(
  `  ${CALLS} calls, ${applied.toLocaleString('sv-SE')} ops   ${(timedMs / CALLS).toFixed(0)} ms per call  (${perSecond.toLocaleString('sv-SE')} ops/s)   goal ≥ 4 000 ops/s`,
);

await bench.stop();
