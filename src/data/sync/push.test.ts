import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { freshDbName, openDb } from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { refusalWords } from '../remote/refusals';
import { addTransaction, updateTransaction } from '../repos/transactions';
import { onChangesReplaced, type ReplacedNotice } from '../signals';
import { pushOutbox } from './push';
import type { PushOp, PushResult, SyncTransport } from './transport';

// How the device settles push_ops' answers (issue 23): a passing failure stays queued, a stale
// edit takes the server's row and tells the user, later edits build on an applied one.

const userId = crypto.randomUUID();
let db: SlantisDb;
let notices: ReplacedNotice[];
let stopListening: () => void;

/** A transport whose push answers each op with `answer`; pulls are empty. */
function answering(answer: (op: PushOp) => PushResult, during?: () => Promise<void>) {
  const sent: PushOp[][] = [];
  const transport: SyncTransport = {
    async push(ops) {
      sent.push(structuredClone(ops));
      await during?.();
      return ops.map(answer);
    },
    pull: () => Promise.resolve([]),
    fetchRow: () => Promise.resolve(null),
    refreshSession: () => Promise.resolve(true),
  };
  return { transport, sent };
}

const push = (transport: SyncTransport) => pushOutbox(db, userId, transport, Date.now);

/** A 30 kr fika: one new purchase in the outbox. */
const queueFika = () =>
  addTransaction(db, userId, {
    type: 'expense',
    category: 'food',
    description: 'Fika',
    amountOre: 3_000,
  });

beforeEach(() => {
  db = openDb(freshDbName('push'));
  notices = [];
  stopListening = onChangesReplaced((notice) => notices.push(notice));
});
afterEach(() => stopListening());

/** A purchase the server has at version 3. */
async function syncedPurchase() {
  const row = await addTransaction(db, userId, {
    type: 'expense',
    category: 'food',
    description: 'ICA',
    amountOre: 4_500,
  });
  await db.outbox.clear();
  await db.transactions.update(row.id, { serverSeq: 30, version: 3 });
  return row;
}

describe('pushOutbox', () => {
  it.each(['40001', '40P01', '55P03', '57014', '08006'])(
    'keeps an op the server could not apply for a passing reason (%s) queued and fails the run for a retry',
    async (code) => {
      await queueFika();
      const { transport } = answering((op) => ({
        opId: op.opId,
        status: 'rejected',
        code: 'refused',
        sqlstate: code,
        reason: refusalWords.refused,
      }));
      await expect(push(transport)).rejects.toMatchObject({ kind: 'server' });
      expect(await db.outbox.count()).toBe(1);
      expect(await db.deadLetters.count()).toBe(0);
    },
  );

  it('puts a refusal, and only a refusal, on the dead-letter list', async () => {
    await queueFika();
    const { transport } = answering((op) => ({
      opId: op.opId,
      status: 'rejected',
      code: 'description_length',
      sqlstate: '23514',
      reason: refusalWords.description_length,
    }));
    expect(await push(transport)).toMatchObject({ pushed: 0, rejected: 1 });
    expect(await db.deadLetters.toArray()).toMatchObject([
      { code: 'description_length', sqlstate: '23514', reason: refusalWords.description_length },
    ]);
  });

  it("takes the server's row for a stale edit and says which change was replaced", async () => {
    const row = await syncedPurchase();
    await updateTransaction(db, row.id, { amountOre: 4_000 });
    const { transport } = answering((op) => ({
      opId: op.opId,
      status: 'conflict',
      serverSeq: 41,
      version: 4,
      replaced: ['amount_ore'],
      row: {
        id: row.id,
        user_id: userId,
        type: 'expense',
        category: 'food',
        description: 'ICA',
        amount_ore: 5_000,
        occurred_at: row.occurredAt,
        server_seq: 41,
        version: 4,
        deleted: false,
        updated_at: new Date().toISOString(),
      },
    }));
    expect(await push(transport)).toMatchObject({ pushed: 1, rejected: 0, replaced: 1 });
    expect(await db.transactions.get(row.id)).toMatchObject({
      amountOre: 5_000,
      serverSeq: 41,
      version: 4,
    });
    expect(await db.deadLetters.count()).toBe(0);
    expect(notices).toEqual([
      { userId, changes: [{ table: 'transactions', rowId: row.id, fields: ['amount_ore'] }] },
    ]);
  });

  it('sends an edit made while the previous one was on its way from the version that one made', async () => {
    const row = await syncedPurchase();
    await updateTransaction(db, row.id, { amountOre: 100 });
    let edited = false;
    const { transport, sent } = answering(
      (op) => ({ opId: op.opId, status: 'applied', serverSeq: 50, version: 4 }),
      async () => {
        if (edited) return;
        edited = true;
        await updateTransaction(db, row.id, { amountOre: 200 });
      },
    );
    await push(transport);
    await push(transport); // the next run
    expect(sent.map((batch) => batch.map((op) => [op.patch.amount_ore, op.baseVersion]))).toEqual([
      [[100, 3]],
      [[200, 4]],
    ]);
    expect(notices).toEqual([]);
  });
});

describe('pushOutbox, chains of edits', () => {
  it('rebases an edit queued behind two applied ones on the last version they made', async () => {
    const row = await syncedPurchase();
    await updateTransaction(db, row.id, { amountOre: 100 });
    await updateTransaction(db, row.id, { amountOre: 200 });
    let version = 3;
    let edited = false;
    const { transport, sent } = answering(
      (op) => ({ opId: op.opId, status: 'applied', serverSeq: 50 + version, version: ++version }),
      async () => {
        if (edited) return;
        edited = true;
        await updateTransaction(db, row.id, { amountOre: 300 });
      },
    );
    await push(transport);
    await push(transport);
    expect(sent.map((batch) => batch.map((op) => [op.patch.amount_ore, op.baseVersion]))).toEqual([
      [
        [100, 3],
        [200, 3],
      ],
      [[300, 5]],
    ]);
    expect(await db.transactions.get(row.id)).toMatchObject({ version: 6, amountOre: 300 });
  });
});
