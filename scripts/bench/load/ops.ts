import { randomInt, randomUUID } from 'node:crypto';

import type { PushOp } from '../../../src/data/sync/transport.ts';

/** What a device expects the server to hold for a row it wrote, once its ops are acked. */
export type ExpectedRow = {
  table: 'transactions' | 'savings_goals' | 'goal_deposits';
  id: string;
  amountOre: number;
  description: string | null;
  version: number | null;
  /** A deposit's goal. */
  goalId?: string;
};

/** An op and the row it leaves on the server once acked. */
export type PlannedOp = { op: PushOp; row: ExpectedRow };

const EXPENSE_CATEGORIES = ['shopping', 'food', 'transport', 'entertainment', 'health'] as const;

/** A purchase (or now and then an income), as addTransaction sends it. */
export function newTransaction(userId: string): PlannedOp {
  const income = randomInt(10) === 0;
  const id = randomUUID();
  const amountOre = randomInt(100, 50_000);
  const description = income ? 'Veckopeng' : `Köp ${randomInt(1_000_000)}`;
  return {
    op: {
      opId: randomUUID(),
      table: 'transactions',
      op: 'upsert',
      id,
      patch: {
        user_id: userId,
        type: income ? 'income' : 'expense',
        category: income ? 'income' : EXPENSE_CATEGORIES[randomInt(EXPENSE_CATEGORIES.length)],
        description,
        amount_ore: amountOre,
        occurred_at: new Date(Date.now() - randomInt(3_600_000)).toISOString(),
        deleted: false,
      },
      baseVersion: null,
    },
    row: { table: 'transactions', id, amountOre, description, version: null },
  };
}

/** An edit of an acked transaction: the changed fields and the version it was based on. */
export function editedTransaction(row: ExpectedRow): PlannedOp {
  const amountOre = randomInt(100, 50_000);
  const description = `Ändrat köp ${randomInt(1_000_000)}`;
  return {
    op: {
      opId: randomUUID(),
      table: 'transactions',
      op: 'upsert',
      id: row.id,
      patch: { amount_ore: amountOre, description },
      baseVersion: row.version,
    },
    row: { ...row, amountOre, description },
  };
}

/** The teen's own savings goal, big enough for every deposit of the run. */
export function newGoal(userId: string): PlannedOp {
  const id = randomUUID();
  return {
    op: {
      opId: randomUUID(),
      table: 'savings_goals',
      op: 'upsert',
      id,
      patch: {
        user_id: userId,
        title: 'Ny mobil',
        target_ore: 10_000_000,
        target_date: null,
        set_by: null,
        match_percent: null,
        deleted: false,
      },
      baseVersion: null,
    },
    row: { table: 'savings_goals', id, amountOre: 0, description: null, version: null },
  };
}

export function newDeposit(userId: string, goalId: string): PlannedOp {
  const id = randomUUID();
  const amountOre = randomInt(100, 2_000);
  return {
    op: {
      opId: randomUUID(),
      table: 'goal_deposits',
      op: 'upsert',
      id,
      patch: { user_id: userId, goal_id: goalId, amount_ore: amountOre, deleted: false },
      baseVersion: null,
    },
    row: { table: 'goal_deposits', id, amountOre, description: null, version: null, goalId },
  };
}
