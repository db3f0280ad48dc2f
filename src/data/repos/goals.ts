import {
  GOAL_MILESTONES,
  goalMilestonesCrossed,
  goalMilestoneSource,
  xpForAward,
} from '@/lib/gamification';
import { MAX_AMOUNT_ORE, type Ore } from '@/lib/money';
import { BASIC_ACTIVE_GOAL_LIMIT } from '@/lib/plans';

import { applyDeltas, depositEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { GoalDepositRow, SavingsGoalRow } from '../types';
import { RepoError } from './errors';
import {
  announceAwards,
  awardedXp,
  awardTables,
  depositAwardsOnDay,
  noAwards,
  planAwards,
  writeAwards,
  type PlannedAward,
} from './xp';

export { BASIC_ACTIVE_GOAL_LIMIT };

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

/**
 * A teen's own savings goal. Refused beyond the plan's active goals (`limit`, the family's plan:
 * Basic's 5 unless told; null is no limit).
 */
export async function createGoal(
  db: SlantisDb,
  userId: string,
  input: GoalInput,
  limit: number | null = BASIC_ACTIVE_GOAL_LIMIT,
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
    if (limit !== null && (await activeGoalCount(db, userId)) >= limit) {
      throw new RepoError('goal limit reached');
    }
    await db.savingsGoals.add(row);
    await enqueue(db, 'savings_goals', 'upsert', row.id, toPatch('savings_goals', row), null);
  });
  return row;
}

/**
 * Changes the teen's own goal. A goal a parent set keeps its terms (the server refuses with
 * 42501), so it is refused here too, before it could become a dead letter.
 */
export async function updateGoal(db: SlantisDb, id: string, input: GoalInput): Promise<void> {
  const goal = checkGoal(input);
  await runLocalWrite(db, [db.savingsGoals, db.outbox], async () => {
    const before = await db.savingsGoals.get(id);
    if (!before || before.deleted) throw new RepoError('goal not found');
    if (before.setBy !== null) throw new RepoError('goal set by a parent');
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

/** The share of the target saved, in percent (not rounded: 24.99 % has not reached 25 %). */
const savedPercent = (savedOre: number, targetOre: number) =>
  targetOre > 0 ? (savedOre * 100) / targetOre : 0;

/** A deposit or withdrawal and the XP it gave. */
export type AddedDeposit = GoalDepositRow & { xpAwarded: number };

/**
 * Puts money into a goal (positive) or takes it out (negative). The goal's saved amount and the
 * week's savings total move in the same transaction; a withdrawal can't exceed what is saved.
 *
 * XP in the same transaction (docs/gamification.md), never for a withdrawal:
 * - goal_deposit 10 for the first deposit of the Stockholm day over all goals (source: the
 *   deposit's id);
 * - goal_milestone 25 for each of 25 / 50 / 75 % the deposit crosses, once ever per goal and
 *   milestone (source `${goalId}:${m}`, so a withdrawal and a new deposit don't repeat it);
 * - goal_reached 100 when the goal reaches 100 %, once (source: the goal's id).
 */
export async function addDeposit(
  db: SlantisDb,
  goalId: string,
  amountOre: Ore,
  now: Date = new Date(),
): Promise<AddedDeposit> {
  if (!Number.isInteger(amountOre) || amountOre === 0 || Math.abs(amountOre) > MAX_AMOUNT_ORE) {
    throw new RepoError('deposit out of range');
  }
  const depositId = crypto.randomUUID();
  // The award ids need the user: read the goal first (the write re-reads it in its transaction).
  const userId = (await db.savingsGoals.get(goalId))?.userId;
  const planned =
    userId && amountOre > 0
      ? await planAwards(userId, [
          { kind: 'goal_deposit', sourceId: depositId, amount: 0 },
          ...GOAL_MILESTONES.map((m) => ({
            kind: 'goal_milestone' as const,
            sourceId: goalMilestoneSource(goalId, m),
            amount: 0,
          })),
          { kind: 'goal_reached', sourceId: goalId, amount: 0 },
        ])
      : [];
  let deposit: GoalDepositRow | undefined;
  let awards = noAwards();
  await runLocalWrite(db, [db.savingsGoals, db.goalDeposits, ...awardTables(db)], async () => {
    const goal = await db.savingsGoals.get(goalId);
    if (!goal || goal.deleted) throw new RepoError('goal not found');
    const savedOre = goal.savedOre + amountOre;
    if (savedOre < 0) throw new RepoError('withdrawal exceeds saved amount');
    if (savedOre > MAX_AMOUNT_ORE) throw new RepoError('saved amount out of range');
    deposit = {
      id: depositId,
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
    if (goal.userId !== userId || planned.length === 0) return;
    const before = savedPercent(goal.savedOre, goal.targetOre);
    const after = savedPercent(savedOre, goal.targetOre);
    const crossed = new Set(goalMilestonesCrossed(before, after));
    const depositsToday = await depositAwardsOnDay(db, goal.userId, now);
    const amountFor = (award: PlannedAward): number => {
      switch (award.kind) {
        case 'goal_deposit':
          return xpForAward('goal_deposit', { already: depositsToday });
        case 'goal_milestone': {
          const m = Number(award.sourceId.slice(goalId.length + 1));
          return crossed.has(m) ? xpForAward('goal_milestone', { already: 0, value: m }) : 0;
        }
        default:
          return before < 100 && after >= 100 ? xpForAward('goal_reached', { already: 0 }) : 0;
      }
    };
    awards = await writeAwards(
      db,
      goal.userId,
      planned.map((award) => ({ ...award, amount: amountFor(award) })),
      now,
    );
  });
  if (userId) announceAwards(userId, awards);
  return { ...(deposit as GoalDepositRow), xpAwarded: awardedXp(awards) };
}
