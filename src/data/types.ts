import type { LessonContent } from '@/content/types';
import type { Category } from '@/lib/categories';
import type { Ore } from '@/lib/money';
import type { MoneyOrigin } from '@/lib/money-origin';

/** Sync bookkeeping every synced row carries (research/offline-pwa.md §2.1). */
export type SyncMeta = {
  /** The server's sequence number once the row is known there; null while only local. */
  serverSeq: number | null;
  /** The server's row version the local copy is based on; null while only local. */
  version: number | null;
  /** Tombstone: synced rows are never hard-deleted. */
  deleted: boolean;
  /** Device time of the last local change, for display only (never for ordering). */
  updatedAt: number;
};

export type TransactionType = 'expense' | 'income';
export { EXPENSE_CATEGORIES, type Category, type ExpenseCategory } from '@/lib/categories';

export type TransactionRow = SyncMeta & {
  id: string;
  userId: string;
  type: TransactionType;
  category: Category;
  description: string;
  amountOre: Ore;
  /** ISO instant of the purchase (UTC, 'Z'); weeks and months are taken in Stockholm time. */
  occurredAt: string;
  /**
   * Who put the money there, stamped by the server (pulled, never pushed). Absent on a row the
   * device wrote and has not synced yet: the teen's own ('self').
   */
  origin?: MoneyOrigin;
};

export type WeeklyBudgetRow = SyncMeta & {
  id: string;
  userId: string;
  /** The Monday (YYYY-MM-DD, Stockholm) the budget week starts on. */
  weekStart: string;
  limitOre: Ore;
};

export type SavingsGoalRow = SyncMeta & {
  id: string;
  userId: string;
  title: string;
  targetOre: Ore;
  /** Sum of the goal's deposits (withdrawals are negative deposits); the server keeps it too. */
  savedOre: Ore;
  targetDate: string | null;
  /** The guardian who set the goal, or null for the teen's own goal. */
  setBy: string | null;
  matchPercent: number | null;
  createdAt: string;
};

export type GoalDepositRow = SyncMeta & {
  id: string;
  userId: string;
  goalId: string;
  /** Positive: a deposit. Negative: a withdrawal. Never 0. */
  amountOre: Ore;
  createdAt: string;
  /** Who put the money there (as TransactionRow.origin): a gift, interest … or the teen. */
  origin?: MoneyOrigin;
};

export type XpEventRow = SyncMeta & {
  id: string;
  userId: string;
  kind: string;
  amount: number;
  sourceId: string;
  createdAt: string;
};

export type EarnedBadgeRow = SyncMeta & {
  id: string;
  userId: string;
  badgeId: string;
  earnedAt: string;
};

/**
 * A member lesson's text and quiz as the server gave it (public.lesson_texts), kept for offline
 * reading; `version` is the content version it came with (refetched online once the app's differs).
 */
export type LessonTextRow = {
  lessonId: string;
  version: string;
  content: LessonContent;
  storedAt: string;
};

export type LessonProgressRow = SyncMeta & {
  id: string;
  userId: string;
  lessonId: string;
  completedAt: string | null;
  bestScore: number | null;
  attempts: number;
};

/**
 * A finished quiz as the device saw it (issue 19: facts in, points out): the chosen answers, not
 * a grade. The server grades them and derives lesson_progress and the XP; never pulled back.
 */
export type QuizAttemptRow = SyncMeta & {
  id: string;
  userId: string;
  lessonId: string;
  /** Question id → the chosen option's 0-based index in the content's order. */
  answers: Record<string, number>;
  /** When the lesson was opened on this device (ISO instant, device clock). */
  startedAt: string;
  /** When the quiz was submitted (ISO instant, device clock). */
  finishedAt: string;
};

/** 'Ingen utgift idag' as a claim for the server to check (its id is name-based, once a day). */
export type NoSpendClaimRow = SyncMeta & {
  id: string;
  userId: string;
  /** The Stockholm date claimed, 'YYYY-MM-DD'. */
  day: string;
};

export type TaskStatus = 'open' | 'done' | 'approved' | 'rejected';
export type TaskRow = SyncMeta & {
  id: string;
  userId: string;
  createdBy: string;
  title: string;
  rewardOre: Ore;
  rewardXp: number;
  dueDate: string | null;
  status: TaskStatus;
};

/** Running totals kept in step with every write, so no screen scans all rows on start. */
export type AggregateRow = { userId: string; key: string; value: number };

/** The server tables the client syncs (names as in Postgres). */
export type SyncTable =
  | 'transactions'
  | 'weekly_budgets'
  | 'savings_goals'
  | 'goal_deposits'
  | 'xp_events'
  | 'earned_badges'
  | 'lesson_progress'
  | 'tasks'
  | 'quiz_attempts'
  | 'no_spend_claims';

/** One pending change for the server (the push_ops wire shape plus local bookkeeping). */
export type OutboxOp = {
  /** Local order (auto-increment). */
  seq?: number;
  /** Idempotency key: a UUID made once, never regenerated on retry. */
  opId: string;
  table: SyncTable;
  op: 'upsert' | 'delete';
  rowId: string;
  /** Server column names → values: the changed fields only. */
  patch: Record<string, unknown>;
  /** The row version the change was made on (null for a new row). */
  baseVersion: number | null;
  createdAt: number;
  attempts: number;
  lastError?: string;
};

/**
 * An op the server rejected; kept until the user resolves it (never silently dropped). `code` is
 * the refusal code the sync panel words (src/data/remote/refusals.ts; a letter from before
 * issue 40 holds a SQLSTATE there), `reason` the server's sentence and `sqlstate` the SQLSTATE.
 */
export type DeadLetter = OutboxOp & {
  reason: string;
  code?: string;
  sqlstate?: string;
  failedAt: number;
};

/** Pull cursors and sync bookkeeping, one row per scope (e.g. 'pull:transactions'). */
export type SyncStateRow = { scope: string; cursor: number; updatedAt: number };
