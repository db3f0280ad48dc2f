import { MAX_AMOUNT_ORE, type Ore } from '@/lib/money';

import { applyDeltas, depositEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { GoalDepositRow, SavingsGoalRow } from '../types';
import { RepoError } from './errors';

/** The Basic plan's limit on active (not yet reached, not deleted) savings goals (spec §9). */
export const BASIC_ACTIVE_GOAL_LIMIT = 5;

export type GoalInput = { title: string; targetOre: Ore; targetDate: string | null };

function checkGoal(input: GoalInput): GoalInput {
  const title = input.title.trim();
  if (title.length < 1 || title.length > 100) throw new RepoError('bad title');
  if (
    !Number.isInteger(input.targetOre) ||
    input.targetOre < 1 ||
    input.targetOre > MAX_AMOUNT_ORE
  ) {
    throw new RepoError('target out of range');
  }
  if (input.targetDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(input.targetDate)) {
    throw new RepoError('targetDate must be YYYY-MM-DD');
  }
  return { ...input, title };
}

export const isActiveGoal = (goal: SavingsGoalRow) =>
  !goal.deleted && goal.savedOre < goal.targetOre;

export async function activeGoalCount(db: SlantisDb, userId: string): Promise<number> {
  return db.savingsGoals.where({ userId }).filter(isActiveGoal).count();
}

/** A teen's own savings goal. Refused beyond the Basic plan's 5 active goals. */
export async function createGoal(
  db: SlantisDb,
  userId: string,
  input: GoalInput,
): Promise<SavingsGoalRow> {
  const goal = checkGoal(input);
  const row: SavingsGoalRow = {
    id: crypto.randomUUID(),
    userId,
    ...goal,
    savedOre: 0,
    setBy: null,
    matchPercent: null,
    createdAt: new Date().toISOString(),
    serverSeq: null,
    version: null,
    deleted: false,
    updatedAt: Date.now(),
  };
  await runLocalWrite(db, [db.savingsGoals, db.outbox], async () => {
    if ((await activeGoalCount(db, userId)) >= BASIC_ACTIVE_GOAL_LIMIT) {
      throw new RepoError('goal limit reached');
    }
    await db.savingsGoals.add(row);
    await enqueue(db, 'savings_goals', 'upsert', row.id, toPatch('savings_goals', row), null);
  });
  return row;
}

export async function updateGoal(db: SlantisDb, id: string, input: GoalInput): Promise<void> {
  const goal = checkGoal(input);
  await runLocalWrite(db, [db.savingsGoals, db.outbox], async () => {
    const before = await db.savingsGoals.get(id);
    if (!before || before.deleted) throw new RepoError('goal not found');
    await db.savingsGoals.put({ ...before, ...goal, updatedAt: Date.now() });
    await enqueue(
      db,
      'savings_goals',
      'upsert',
      id,
      toPatch('savings_goals', goal),
      before.version,
    );
  });
}

export async function deleteGoal(db: SlantisDb, id: string): Promise<void> {
  await runLocalWrite(db, [db.savingsGoals, db.outbox], async () => {
    const before = await db.savingsGoals.get(id);
    if (!before || before.deleted) return;
    await db.savingsGoals.put({ ...before, deleted: true, updatedAt: Date.now() });
    await enqueue(db, 'savings_goals', 'delete', id, {}, before.version);
  });
}

/**
 * Puts money into a goal (positive) or takes it out (negative). The goal's saved amount and the
 * week's savings total move in the same transaction; a withdrawal can't exceed what is saved.
 */
export async function addDeposit(
  db: SlantisDb,
  goalId: string,
  amountOre: Ore,
): Promise<GoalDepositRow> {
  if (!Number.isInteger(amountOre) || amountOre === 0 || Math.abs(amountOre) > MAX_AMOUNT_ORE) {
    throw new RepoError('deposit out of range');
  }
  let deposit: GoalDepositRow | undefined;
  await runLocalWrite(
    db,
    [db.savingsGoals, db.goalDeposits, db.outbox, db.aggregates],
    async () => {
      const goal = await db.savingsGoals.get(goalId);
      if (!goal || goal.deleted) throw new RepoError('goal not found');
      const savedOre = goal.savedOre + amountOre;
      if (savedOre < 0) throw new RepoError('withdrawal exceeds saved amount');
      if (savedOre > MAX_AMOUNT_ORE) throw new RepoError('saved amount out of range');
      const now = new Date();
      deposit = {
        id: crypto.randomUUID(),
        userId: goal.userId,
        goalId,
        amountOre,
        createdAt: now.toISOString(),
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: now.getTime(),
      };
      await db.goalDeposits.add(deposit);
      await db.savingsGoals.put({ ...goal, savedOre, updatedAt: now.getTime() });
      await enqueue(
        db,
        'goal_deposits',
        'upsert',
        deposit.id,
        toPatch('goal_deposits', deposit),
        null,
      );
      await applyDeltas(db, goal.userId, depositEffect(deposit));
    },
  );
  return deposit as GoalDepositRow;
}
