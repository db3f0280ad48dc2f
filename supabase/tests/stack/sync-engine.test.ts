// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import 'fake-indexeddb/auto';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

import { readCourse } from '../../../scripts/content/read-courses';
import {
  depositEffect,
  transactionEffect,
  xpEffect,
  type Delta,
} from '../../../src/data/aggregates';
import { SlantisDb } from '../../../src/data/db';
import { refusalWords } from '../../../src/data/remote/refusals';
import { addDeposit, createGoal } from '../../../src/data/repos/goals';
import { recordLessonResult } from '../../../src/data/repos/learning';
import { markNoSpendDay } from '../../../src/data/repos/no-spend';
import { addTransaction, updateTransaction } from '../../../src/data/repos/transactions';
import { onChangesReplaced, type ReplacedNotice } from '../../../src/data/signals';
import { syncOnce } from '../../../src/data/sync/engine';
import { createSupabaseTransport } from '../../../src/data/sync/supabase-transport';
import { fromServer, localTable, PULL_ORDER } from '../../../src/data/sync/tables';
import { TransportError, type SyncTransport } from '../../../src/data/sync/transport';
import { nameBasedUuid } from '../../../src/lib/ids';
import { signJwt } from '../../local/jwt';
import { statusForSqlState } from '../../local/rest/errors';
import { failPurchasesMarkedFail } from '../helpers/injected-failure';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// The course as written in content/courses.
const budgetering101 = readCourse('budgetering-101');

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' });
});

afterAll(async () => {
  await stack?.stop();
});

/**
 * A signed-in user and a sync transport of theirs; `expireNextRequest()` makes the next REST call
 * carry an expired JWT.
 */
async function signedInUser() {
  let expireNext = false;
  const client = createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (
          expireNext &&
          (input instanceof Request ? input.url : input.toString()).includes('/rest/v1/')
        ) {
          expireNext = false;
          const expired = await signJwt(
            { sub: userId, role: 'authenticated', aud: 'authenticated', exp: 1_000 },
            stack.keys.jwtSecret,
          );
          const headers = new Headers(init?.headers);
          headers.set('Authorization', `Bearer ${expired}`);
          return fetch(input, { ...init, headers });
        }
        return fetch(input, init);
      },
    },
  });
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('sync'),
    password: PASSWORD,
  });
  expect(error).toBeNull();
  const userId = data.user!.id;
  return {
    client,
    userId,
    transport: createSupabaseTransport(client, userId),
    expireNextRequest: () => (expireNext = true),
  };
}

const offline: SyncTransport = {
  push: () => Promise.reject(new TransportError('network', 'offline')),
  pull: () => Promise.reject(new TransportError('network', 'offline')),
  fetchRow: () => Promise.reject(new TransportError('network', 'offline')),
  refreshSession: () => Promise.reject(new TransportError('network', 'offline')),
};

const comparable = ({ updatedAt: _updatedAt, ...row }: Record<string, unknown>) => row;

/** The user's rows on the server, as local rows, per table. */
async function serverState(client: SupabaseClient) {
  const out: Record<string, unknown[]> = {};
  for (const table of PULL_ORDER) {
    const { data, error } = await client.from(table).select('*').order('id');
    expect(error).toBeNull();
    out[table] = (data as Record<string, unknown>[]).map((record) =>
      comparable(fromServer(table, record)),
    );
  }
  return out;
}

async function localState(db: SlantisDb) {
  const out: Record<string, unknown[]> = {};
  for (const table of PULL_ORDER) {
    const rows = await localTable(db, table).toArray();
    // A tombstone of a row the server never had (a declined provisional award) is left out.
    out[table] = rows
      .filter((row) => !(row.deleted && row.serverSeq === null))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(comparable);
  }
  return out;
}

async function totals(db: SlantisDb, userId: string) {
  const stored = (await db.aggregates.toArray())
    .filter((row) => row.userId === userId && row.value !== 0)
    .map((row): [string, number] => [row.key, row.value]);
  const deltas: Delta[] = [
    ...(await db.transactions.toArray()).flatMap(transactionEffect),
    ...(await db.goalDeposits.toArray()).flatMap(depositEffect),
    ...(await db.xpEvents.toArray()).flatMap(xpEffect),
  ];
  const recount = new Map<string, number>();
  for (const [key, change] of deltas) recount.set(key, (recount.get(key) ?? 0) + change);
  return {
    stored: Object.fromEntries(stored.sort(([a], [b]) => a.localeCompare(b))),
    recount: Object.fromEntries(
      [...recount].filter(([, value]) => value !== 0).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

const newDb = () => new SlantisDb(`stack-sync-${crypto.randomUUID()}`);

describe('sync engine against the local stack', () => {
  it('pushes offline writes when back online; a second device pulls the same rows and totals', async () => {
    const { client, userId, transport } = await signedInUser();
    const db = newDb();
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Lunch',
      amountOre: 12_500,
    });
    await addTransaction(db, userId, {
      type: 'income',
      category: 'income',
      description: 'Lön',
      amountOre: 150_000,
    });
    const goal = await createGoal(db, userId, {
      title: 'Cykel',
      targetOre: 300_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 40_000);
    await addDeposit(db, goal.id, -10_000);
    await expect(syncOnce({ db, userId, transport: offline })).rejects.toMatchObject({
      kind: 'network',
    });
    const queued = await db.outbox.count();

    const summary = await syncOnce({ db, userId, transport });
    expect(summary).toMatchObject({ pushed: queued, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
    const server = await serverState(client);
    expect(await localState(db)).toEqual(server);
    expect(server.savings_goals).toMatchObject([{ savedOre: 30_000 }]);

    const other = newDb();
    await syncOnce({ db: other, userId, transport });
    expect(await localState(other)).toEqual(server);
    const otherTotals = await totals(other, userId);
    expect(otherTotals.stored).toEqual(otherTotals.recount);
    expect(otherTotals.stored).toEqual((await totals(db, userId)).stored);
  });

  it('applies the same ops pushed twice only once', async () => {
    const { client, userId, transport } = await signedInUser();
    const db = newDb();
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Glass',
      amountOre: 2_500,
    });
    const ops = (await db.outbox.toArray()).map((op) => ({
      opId: op.opId,
      table: op.table,
      op: op.op,
      id: op.rowId,
      patch: op.patch,
      baseVersion: op.baseVersion,
    }));
    const first = await transport.push(ops);
    const second = await transport.push(ops);
    expect(first.map((result) => result.status)).toEqual(['applied']);
    expect(second.map((result) => result.status)).toEqual(['duplicate']);
    expect(second.map((result) => result.serverSeq)).toEqual(
      first.map((result) => result.serverSeq),
    );

    await syncOnce({ db, userId, transport }); // the outbox still holds them: acked as duplicates
    const { data } = await client.from('transactions').select('version');
    expect(data).toEqual([{ version: 1 }]);
    expect(await localState(db)).toEqual(await serverState(client));
  });

  it('refreshes an expired session once and carries on', async () => {
    const { client, userId, expireNextRequest } = await signedInUser();
    const refresh = vi.spyOn(client.auth, 'refreshSession');
    const transport = createSupabaseTransport(client, userId);
    const db = newDb();
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Pizza',
      amountOre: 9_000,
    });
    expireNextRequest();
    const summary = await syncOnce({ db, userId, transport });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(summary.pushed).toBe(1);
    expect(await localState(db)).toEqual(await serverState(client));
  });

  it('a lesson finished offline: the server grades the answers and its progress and XP replace the provisional rows', async () => {
    const { client, userId, transport } = await signedInUser();
    const db = newDb();
    const lesson = budgetering101.lessons[0]!;
    const answers = Object.fromEntries(
      lesson.quiz.map((q) => [q.id, q.options.findIndex((option) => option.correct)]),
    );
    const course = {
      id: budgetering101.id,
      xp: budgetering101.xp,
      lessonIds: budgetering101.lessons.map((l) => l.id),
    };
    // An account made yesterday, the lesson read for five minutes (issue 40: reading time must
    // fit after the account was made).
    await stack.db.query(
      `update auth.users set created_at = now() - interval '1 day' where id = $1`,
      [userId],
    );
    const opened = new Date(Date.now() - 5 * 60_000);
    const outcome = await recordLessonResult(db, userId, {
      lessonId: lesson.id,
      correct: lesson.quiz.length,
      questions: lesson.quiz.length,
      answers,
      startedAt: opened,
      course,
    });
    expect(outcome.xpAwarded).toBe(25);
    await expect(syncOnce({ db, userId, transport: offline })).rejects.toMatchObject({
      kind: 'network',
    });
    expect((await db.outbox.toArray()).map((op) => op.table)).toEqual(['quiz_attempts']);

    const summary = await syncOnce({ db, userId, transport });
    expect(summary).toMatchObject({ pushed: 1, rejected: 0, removed: 0, xpDifference: 0 });
    const progressId = await nameBasedUuid('lesson_progress', userId, lesson.id);
    expect(await db.lessonProgress.get(progressId)).toMatchObject({
      bestScore: 100,
      attempts: 1,
      deleted: false,
    });
    expect((await db.lessonProgress.get(progressId))?.serverSeq).not.toBeNull();
    const ids = await Promise.all(
      ['lesson_completed', 'quiz_passed'].map((kind) =>
        nameBasedUuid('xp', userId, kind, lesson.id),
      ),
    );
    const { data: serverXp } = await client.from('xp_events').select('id, kind, amount, scoring');
    expect(
      (serverXp as { id: string; kind: string; amount: number; scoring: boolean }[])
        .map(({ id, kind, amount, scoring }) => [id, kind, amount, scoring])
        .sort(),
    ).toEqual(
      [
        [ids[0], 'lesson_completed', 10, true],
        [ids[1], 'quiz_passed', 15, true],
      ].sort(),
    );
    expect(await localState(db)).toEqual(await serverState(client));
    const sums = await totals(db, userId);
    expect(sums.stored).toEqual(sums.recount);
    expect(sums.stored['xp:total']).toBe(25);
  });

  it('a no-spend day is a claim; an award the server never grants is removed after sync', async () => {
    const { client, userId, transport } = await signedInUser();
    const db = newDb();
    expect(await markNoSpendDay(db, userId)).toBe(5);
    // A provisional award the server will not confirm (a forged one, say): shown until sync.
    await db.transaction('rw', [db.xpEvents, db.aggregates], async () => {
      await db.xpEvents.add({
        id: crypto.randomUUID(),
        userId,
        kind: 'lesson_completed',
        amount: 10,
        sourceId: 'ingen-sadan-lektion',
        createdAt: new Date().toISOString(),
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: Date.now(),
      });
      await db.aggregates.put({ userId, key: 'xp:total', value: 15 });
    });

    const summary = await syncOnce({ db, userId, transport });
    expect(summary).toMatchObject({ pushed: 1, rejected: 0, removed: 1, xpDifference: -10 });
    const { data: claims } = await client.from('no_spend_claims').select('id');
    expect(claims).toHaveLength(1);
    const { data: serverXp } = await client.from('xp_events').select('kind, amount');
    expect(serverXp).toEqual([{ kind: 'no_spend_day', amount: 5 }]);
    expect(await db.xpEvents.filter((event) => !event.deleted).count()).toBe(1);
    expect((await totals(db, userId)).stored['xp:total']).toBe(5);
  });

  it('puts a withdrawal the server refuses in the dead letters', async () => {
    const { userId, transport } = await signedInUser();
    const phone = newDb();
    const tablet = newDb();
    const goal = await createGoal(phone, userId, {
      title: 'Mobil',
      targetOre: 500_000,
      targetDate: null,
    });
    await addDeposit(phone, goal.id, 10_000);
    await syncOnce({ db: phone, userId, transport });
    await syncOnce({ db: tablet, userId, transport });

    await addDeposit(phone, goal.id, -10_000);
    await addDeposit(tablet, goal.id, -5_000);
    await syncOnce({ db: phone, userId, transport });
    const summary = await syncOnce({ db: tablet, userId, transport });
    expect(summary.rejected).toBe(1);
    expect(await tablet.deadLetters.toArray()).toMatchObject([
      {
        table: 'goal_deposits',
        code: 'withdrawal_over_saved',
        sqlstate: '23514',
        reason: refusalWords.withdrawal_over_saved,
      },
    ]);
    expect(await tablet.savingsGoals.get(goal.id)).toMatchObject({ savedOre: 0 });
  });
});

describe('validation refusals (issue 40)', () => {
  it('answers an RPC validation error with 400, not 401, and the transport keeps syncing', async () => {
    const { client, userId, transport } = await signedInUser();
    // A bad-input refusal of an RPC (P0001, in Swedish): 400 like PostgREST, never "not signed in".
    const notAList = await client.rpc('push_ops', { ops: { opId: crypto.randomUUID() } });
    expect(notAList).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'Ändringarna ska skickas som en lista' },
    });

    // The app's transport reads it as a server refusal: no session refresh, no pause.
    const refreshSession = vi.spyOn(transport, 'refreshSession');
    const tooMany = Array.from({ length: 501 }, () => ({
      opId: crypto.randomUUID(),
      table: 'transactions' as const,
      op: 'upsert' as const,
      id: crypto.randomUUID(),
      patch: { type: 'expense', category: 'food', description: 'Fika', amount_ore: 100 },
    }));
    const failure = await transport.push(tooMany).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({ kind: 'server', message: 'Högst 500 ändringar per synkning' });

    // And sync goes on: a purchase is pushed, and a forged op is refused alone, in Swedish.
    const db = newDb();
    const purchase = await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Lunch',
      amountOre: 8_900,
    });
    const forged = crypto.randomUUID();
    await db.outbox.add({
      opId: crypto.randomUUID(),
      table: 'transactions',
      op: 'upsert',
      rowId: forged,
      patch: {
        user_id: userId,
        type: 'expense',
        category: 'food',
        description: 'X',
        amount_ore: 'tjugo',
      },
      baseVersion: null,
      createdAt: Date.now(),
      attempts: 0,
    });
    const summary = await syncOnce({ db, userId, transport });
    expect(summary).toMatchObject({ pushed: 1, rejected: 1 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(await db.deadLetters.toArray()).toMatchObject([
      {
        rowId: forged,
        code: 'invalid_value',
        sqlstate: '22P02',
        reason: refusalWords.invalid_value,
      },
    ]);
    const { data } = await client.from('transactions').select('id').eq('id', purchase.id);
    expect(data).toEqual([{ id: purchase.id }]);
  });

  it('maps SQLSTATE 22023 to 401 only for an unknown role, as PostgREST does', () => {
    expect(statusForSqlState('22023', 'authenticated', 'role "nobody" does not exist')).toBe(401);
    expect(statusForSqlState('22023', 'authenticated', 'At most 500 ops per push')).toBe(400);
    expect(statusForSqlState('P0001', 'authenticated')).toBe(400);
    expect(statusForSqlState('PT400', 'authenticated')).toBe(400);
  });
});

describe('two devices editing the same row offline (issue 23)', () => {
  /** A purchase made on the phone and pulled by the tablet: both hold version 1. */
  async function sharedPurchase() {
    const { client, userId, transport } = await signedInUser();
    const phone = newDb();
    const tablet = newDb();
    const row = await addTransaction(phone, userId, {
      type: 'expense',
      category: 'food',
      description: 'ICA',
      amountOre: 4_500,
    });
    await syncOnce({ db: phone, userId, transport });
    await syncOnce({ db: tablet, userId, transport });
    expect(await tablet.transactions.get(row.id)).toMatchObject({ version: 1 });
    return { client, userId, transport, phone, tablet, id: row.id };
  }

  const replacedNotices = () => {
    const notices: ReplacedNotice[] = [];
    const stop = onChangesReplaced((notice) => notices.push(notice));
    return { notices, stop };
  };

  it('merges edits of different fields; both devices end with both, and nobody is told off', async () => {
    const { client, userId, transport, phone, tablet, id } = await sharedPurchase();
    await updateTransaction(phone, id, { category: 'entertainment' });
    await updateTransaction(tablet, id, { description: 'Bio med Sara' });
    const { notices, stop } = replacedNotices();
    await syncOnce({ db: phone, userId, transport });
    const summary = await syncOnce({ db: tablet, userId, transport });
    await syncOnce({ db: phone, userId, transport });
    stop();

    expect(summary).toMatchObject({ pushed: 1, rejected: 0, replaced: 0 });
    expect(notices).toEqual([]);
    const server = await serverState(client);
    expect(server.transactions).toMatchObject([
      { category: 'entertainment', description: 'Bio med Sara' },
    ]);
    expect(await localState(phone)).toEqual(server);
    expect(await localState(tablet)).toEqual(server);
  });

  it('keeps the newer change of the same field, shows the stale device the server copy and says so', async () => {
    const { client, userId, transport, phone, tablet, id } = await sharedPurchase();
    await updateTransaction(phone, id, { amountOre: 5_000 });
    await updateTransaction(tablet, id, { amountOre: 4_000 });
    const { notices, stop } = replacedNotices();
    await syncOnce({ db: phone, userId, transport });
    const summary = await syncOnce({ db: tablet, userId, transport });
    stop();

    expect(summary).toMatchObject({ pushed: 1, rejected: 0, replaced: 1 });
    expect(notices).toEqual([
      { userId, changes: [{ table: 'transactions', rowId: id, fields: ['amount_ore'] }] },
    ]);
    expect(await tablet.deadLetters.count()).toBe(0);
    const server = await serverState(client);
    expect(server.transactions).toMatchObject([{ amountOre: 5_000 }]);
    expect(await localState(tablet)).toEqual(server);
    const tabletTotals = await totals(tablet, userId);
    expect(tabletTotals.stored).toEqual(tabletTotals.recount);
  });

  it('sends a second offline edit of a row from the first, with no false conflict', async () => {
    const { client, userId, transport, phone, tablet, id } = await sharedPurchase();
    await updateTransaction(tablet, id, { description: 'ICA Maxi' });
    await syncOnce({ db: tablet, userId, transport });

    await updateTransaction(phone, id, { amountOre: 100 });
    await syncOnce({ db: phone, userId, transport: offline }).catch(() => undefined);
    await updateTransaction(phone, id, { amountOre: 200 });
    await updateTransaction(phone, id, { category: 'health' });
    const summary = await syncOnce({ db: phone, userId, transport });

    expect(summary).toMatchObject({ pushed: 3, replaced: 0 });
    const server = await serverState(client);
    expect(server.transactions).toMatchObject([
      { amountOre: 200, category: 'health', description: 'ICA Maxi' },
    ]);
    expect(await localState(phone)).toEqual(server);
  });
});

describe('transient server failures (issue 23)', () => {
  it('keeps the ops queued on a serialization failure or deadlock, never as refused, and sends them later', async () => {
    const { client, userId, transport } = await signedInUser();
    const db = newDb();
    await failPurchasesMarkedFail(stack.db);
    for (const code of ['40001', '40P01']) {
      const row = await addTransaction(db, userId, {
        type: 'expense',
        category: 'food',
        description: `FAIL ${code}`,
        amountOre: 4_500,
      });
      await expect(syncOnce({ db, userId, transport })).rejects.toMatchObject({ kind: 'server' });
      expect(await db.outbox.count()).toBe(1);
      expect(await db.deadLetters.count()).toBe(0);
      // The passing cause has passed: the same op goes through, once.
      await db.outbox.toCollection().modify((op) => {
        op.patch.description = 'Fika';
      });
      expect(await syncOnce({ db, userId, transport })).toMatchObject({ pushed: 1, rejected: 0 });
      expect((await serverState(client)).transactions).toContainEqual(
        expect.objectContaining({ id: row.id, description: 'Fika' }),
      );
    }
    await stack.db.query(`drop trigger transactions_fail_marked on public.transactions`);
  });
});
