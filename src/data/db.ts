import Dexie, { type EntityTable, type Table } from 'dexie';

import type {
  AggregateRow,
  DeadLetter,
  EarnedBadgeRow,
  GoalDepositRow,
  LessonProgressRow,
  OutboxOp,
  SavingsGoalRow,
  SyncStateRow,
  TaskRow,
  TransactionRow,
  WeeklyBudgetRow,
  XpEventRow,
} from './types';

/** IndexedDB name of a user's database: one per signed-in user, so a shared computer never
 * shows one family member another's data. */
export const dbNameFor = (userId: string) => `slantis-${userId}`;

/**
 * The device's copy of one user's data (the source of truth on the device). Versions are
 * additive: keep every old version that has an upgrade, and never change a primary key.
 */
export class SlantisDb extends Dexie {
  transactions!: EntityTable<TransactionRow, 'id'>;
  weeklyBudgets!: EntityTable<WeeklyBudgetRow, 'id'>;
  savingsGoals!: EntityTable<SavingsGoalRow, 'id'>;
  goalDeposits!: EntityTable<GoalDepositRow, 'id'>;
  xpEvents!: EntityTable<XpEventRow, 'id'>;
  earnedBadges!: EntityTable<EarnedBadgeRow, 'id'>;
  lessonProgress!: EntityTable<LessonProgressRow, 'id'>;
  tasks!: EntityTable<TaskRow, 'id'>;
  aggregates!: Table<AggregateRow, [string, string]>;
  outbox!: EntityTable<OutboxOp, 'seq'>;
  deadLetters!: EntityTable<DeadLetter, 'seq'>;
  syncState!: EntityTable<SyncStateRow, 'scope'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      transactions: 'id, [userId+occurredAt], serverSeq',
      weeklyBudgets: 'id, [userId+weekStart]',
      savingsGoals: 'id, userId',
      goalDeposits: 'id, goalId, [userId+createdAt]',
      xpEvents: 'id, [userId+createdAt], [userId+kind+sourceId]',
      earnedBadges: 'id, [userId+badgeId]',
      lessonProgress: 'id, [userId+lessonId]',
      tasks: 'id, userId',
      aggregates: '[userId+key]',
      outbox: '++seq, &opId, [table+rowId]',
      deadLetters: '++seq, &opId',
      syncState: 'scope',
    });
  }
}

export function openUserDb(userId: string): SlantisDb {
  return new SlantisDb(dbNameFor(userId));
}
