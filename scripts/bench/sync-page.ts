// Loaded into a Chromium page by scripts/bench/sync.mjs through the Vite dev server: the real
// sync engine, supabase-js and IndexedDB, against the local stack.
import { createClient } from '@supabase/supabase-js';

import { SlantisDb } from '@/data/db';
import { addTransaction } from '@/data/repos/transactions';
import { createSupabaseTransport, syncOnce } from '@/data/sync';
import { PULL_PAGE } from '@/data/sync/pull';
import type { TransactionRow } from '@/data/types';

async function signedIn(url: string, anonKey: string, email: string, password: string) {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, userId: data.user.id };
}

/** Writes `count` purchases offline, then times the push of all their ops. */
export async function pushBench(
  url: string,
  anonKey: string,
  email: string,
  password: string,
  count: number,
) {
  const { client, userId } = await signedIn(url, anonKey, email, password);
  const db = new SlantisDb(`bench-push-${crypto.randomUUID()}`);
  for (let i = 0; i < count; i += 1) {
    // Under 10 kr: no XP event, so one op per purchase.
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: `Fika ${i}`,
      amountOre: 900,
    });
  }
  const ops = await db.outbox.count();
  const started = performance.now();
  const summary = await syncOnce({
    db,
    userId,
    transport: createSupabaseTransport(client, userId),
  });
  const ms = performance.now() - started;
  const left = await db.outbox.count();
  await db.delete();
  return { ops, ms, pushed: summary.pushed, left };
}

/** Times a first sync on an empty device for a user who has `expected` rows on the server. */
export async function pullBench(url: string, anonKey: string, email: string, password: string) {
  const { client, userId } = await signedIn(url, anonKey, email, password);
  const db = new SlantisDb(`bench-pull-${crypto.randomUUID()}`);
  const started = performance.now();
  const summary = await syncOnce({
    db,
    userId,
    transport: createSupabaseTransport(client, userId),
  });
  const ms = performance.now() - started;
  const stored = await db.transactions.orderBy('id').toArray();
  await db.delete();
  const storeMs = await storeOnly(stored.sort((a, b) => Number(a.serverSeq) - Number(b.serverSeq)));
  return { ms, pulled: summary.pulled, rows: stored.length, storeMs };
}

/**
 * The floor under a first pull on this machine: the time IndexedDB takes to store the same rows
 * (in server order) into an empty database, a page per transaction, nothing fetched or mapped.
 */
async function storeOnly(rows: TransactionRow[]) {
  const db = new SlantisDb(`bench-store-${crypto.randomUUID()}`);
  await db.open();
  const started = performance.now();
  for (let i = 0; i < rows.length; i += PULL_PAGE) {
    await db.transaction('rw', db.transactions, () =>
      db.transactions.bulkPut(rows.slice(i, i + PULL_PAGE)),
    );
  }
  const ms = performance.now() - started;
  await db.delete();
  return ms;
}
