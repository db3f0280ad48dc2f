import Dexie, { type EntityTable, type Table } from 'dexie';

import type {
  AggregateRow,
  DeadLetter,
  EarnedBadgeRow,
  GoalDepositRow,
  LessonProgressRow,
  LessonTextRow,
  NoSpendClaimRow,
  OutboxOp,
  QuizAttemptRow,
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
  quizAttempts!: EntityTable<QuizAttemptRow, 'id'>;
  noSpendClaims!: EntityTable<NoSpendClaimRow, 'id'>;
  aggregates!: Table<AggregateRow, [string, string]>;
  outbox!: EntityTable<OutboxOp, 'seq'>;
  deadLetters!: EntityTable<DeadLetter, 'seq'>;
  syncState!: EntityTable<SyncStateRow, 'scope'>;
  lessonTexts!: EntityTable<LessonTextRow, 'lessonId'>;

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
    // Issue 19 (fair play): the device sends facts (quiz answers, no-spend claims) and the server
    // derives XP, badges and lesson progress. Ops for those from an older app would only be
    // refused: drop them (and their dead letters), mark the rows provisional and pull the
    // server's copies again, so the next sync reconciles them (sync/reconcile.ts).
    this.version(2)
      .stores({ quizAttempts: 'id, [userId+lessonId]', noSpendClaims: 'id, [userId+day]' })
      .upgrade(async (tx) => {
        const derived = (op: { table: string }) => DERIVED_TABLES.has(op.table);
        await tx.table('outbox').filter(derived).delete();
        await tx.table('deadLetters').filter(derived).delete();
        for (const table of ['xpEvents', 'earnedBadges', 'lessonProgress']) {
          await tx.table(table).toCollection().modify({ serverSeq: null });
        }
        await tx.table('syncState').bulkDelete([...DERIVED_TABLES].map((t) => `pull:${t}`));
      });
    // Issue 23 (fast first pull): no query reads transactions by serverSeq, and every index
    // entry is a write of its own in IndexedDB (a quarter of the time to store a pulled page).
    this.version(3).stores({ transactions: 'id, [userId+occurredAt]' });
    // Issue 40 (money has an origin): transactions and deposits carry the server's origin. Rows
    // pulled before it existed have none; pull them again (rows with pending changes keep them).
    this.version(4)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('syncState').bulkDelete(['pull:transactions', 'pull:goal_deposits']);
      });
    // Issue 41 §9: member lessons come through the member's session and are kept here for
    // offline reading (the app's files hold only the lessons a visitor may read).
    this.version(5).stores({ lessonTexts: 'lessonId' });
  }
}

/** The tables the server derives from facts since version 2: never pushed by the device. */
const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'xp_events',
  'earned_badges',
  'lesson_progress',
]);

export function openUserDb(userId: string): SlantisDb {
  return new SlantisDb(dbNameFor(userId));
}

/** Deletes a user's local database from this device (their account is gone). */
export function deleteUserDb(userId: string): Promise<void> {
  return Dexie.delete(dbNameFor(userId));
}
