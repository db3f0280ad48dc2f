import type { Table } from 'dexie';

import type { SlantisDb } from '../db';
import type { SyncMeta, SyncTable } from '../types';

type LocalTable =
  | 'transactions'
  | 'weeklyBudgets'
  | 'savingsGoals'
  | 'goalDeposits'
  | 'xpEvents'
  | 'earnedBadges'
  | 'lessonProgress'
  | 'tasks'
  | 'quizAttempts'
  | 'noSpendClaims';

/**
 * How one server table maps to its Dexie table: row field → column, for the synced fields.
 * `readOnly`: columns the app pulls but never pushes (push_ops does not admit them).
 *
 * This is the one sync column map. push_ops keeps its own allow-list (the database decides what a
 * client may write); supabase/tests/database/sync-column-map.test.ts fails when the two disagree.
 */
type TableSpec = {
  local: LocalTable;
  columns: Record<string, string>;
  readOnly?: readonly string[];
};

const common = { userId: 'user_id' };

export const SYNC_TABLES: Record<SyncTable, TableSpec> = {
  transactions: {
    local: 'transactions',
    columns: {
      ...common,
      type: 'type',
      category: 'category',
      description: 'description',
      amountOre: 'amount_ore',
      occurredAt: 'occurred_at',
      origin: 'origin',
    },
    // Who put the money there: stamped by the server (issue 40), never sent by a device.
    readOnly: ['origin'],
  },
  weekly_budgets: {
    local: 'weeklyBudgets',
    columns: { ...common, weekStart: 'week_start', limitOre: 'limit_ore' },
  },
  savings_goals: {
    local: 'savingsGoals',
    columns: {
      ...common,
      title: 'title',
      targetOre: 'target_ore',
      savedOre: 'saved_ore',
      targetDate: 'target_date',
      setBy: 'set_by',
      matchPercent: 'match_percent',
      createdAt: 'created_at',
    },
  },
  goal_deposits: {
    local: 'goalDeposits',
    columns: {
      ...common,
      goalId: 'goal_id',
      amountOre: 'amount_ore',
      createdAt: 'created_at',
      origin: 'origin',
    },
    readOnly: ['origin'],
  },
  xp_events: {
    local: 'xpEvents',
    columns: {
      ...common,
      kind: 'kind',
      amount: 'amount',
      sourceId: 'source_id',
      createdAt: 'created_at',
    },
  },
  earned_badges: {
    local: 'earnedBadges',
    columns: { ...common, badgeId: 'badge_id', earnedAt: 'earned_at' },
  },
  lesson_progress: {
    local: 'lessonProgress',
    columns: {
      ...common,
      lessonId: 'lesson_id',
      completedAt: 'completed_at',
      bestScore: 'best_score',
      attempts: 'attempts',
    },
  },
  tasks: {
    local: 'tasks',
    columns: {
      ...common,
      createdBy: 'created_by',
      title: 'title',
      rewardOre: 'reward_ore',
      rewardXp: 'reward_xp',
      dueDate: 'due_date',
      status: 'status',
    },
    // The guardian who set the task: stamped by public.create_task, never sent by a device.
    readOnly: ['created_by'],
  },
  // Facts for the server to judge (issue 19): pushed, never pulled (not in PULL_ORDER).
  quiz_attempts: {
    local: 'quizAttempts',
    columns: {
      ...common,
      lessonId: 'lesson_id',
      answers: 'answers',
      startedAt: 'started_at',
      finishedAt: 'finished_at',
    },
  },
  no_spend_claims: {
    local: 'noSpendClaims',
    columns: { ...common, day: 'day' },
  },
};

/**
 * Pull order: parents before children (goals before their deposits). The fact tables
 * (quiz_attempts, no_spend_claims) are push-only: the server turns them into the rows pulled here.
 */
export const PULL_ORDER: SyncTable[] = [
  'transactions',
  'weekly_budgets',
  'savings_goals',
  'goal_deposits',
  'xp_events',
  'earned_badges',
  'lesson_progress',
  'tasks',
];

/** Tables whose rows are recorded once and never changed or deleted (push_ops mode 'append'). */
export const APPEND_ONLY: ReadonlySet<SyncTable> = new Set([
  'xp_events',
  'earned_badges',
  'quiz_attempts',
  'no_spend_claims',
]);

/**
 * Tables the server derives from facts (issue 19): the device writes provisional rows for them
 * (XP and celebrations at once, offline too) but never pushes them; sync/reconcile.ts settles
 * them against the server's copies.
 */
export const SERVER_DERIVED: ReadonlySet<SyncTable> = new Set([
  'xp_events',
  'earned_badges',
  'lesson_progress',
]);

/** Columns the server sets itself and a client never sends (it reads them back on pull). */
const SERVER_ONLY = new Set(['created_at', 'saved_ore']);

/** A local row of any synced table. */
export type LocalRow = SyncMeta & { id: string } & Record<string, unknown>;

export function localTable(db: SlantisDb, table: SyncTable) {
  return db[SYNC_TABLES[table].local] as unknown as Table<LocalRow, string>;
}

/** The push_ops patch for changed row fields (server column names; money stays in öre). */
export function toPatch(
  table: SyncTable,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const { columns, readOnly = [] } = SYNC_TABLES[table];
  for (const [field, column] of Object.entries(columns)) {
    if (field in fields && !SERVER_ONLY.has(column) && !readOnly.includes(column)) {
      patch[column] = fields[field];
    }
  }
  if ('deleted' in fields && !APPEND_ONLY.has(table)) patch.deleted = fields.deleted;
  return patch;
}

/** Timestamps arrive as '…+00:00'; stored as ISO 'Z' strings so index order is time order. */
const TIMESTAMP_COLUMNS = new Set([
  'occurred_at',
  'created_at',
  'completed_at',
  'earned_at',
  'started_at',
  'finished_at',
]);

/** Per table, [field, column, is a timestamp]: worked out once, not once per pulled row. */
const PULLED_FIELDS = Object.fromEntries(
  Object.entries(SYNC_TABLES).map(([table, { columns }]) => [
    table,
    Object.entries(columns).map(
      ([field, column]) => [field, column, TIMESTAMP_COLUMNS.has(column)] as const,
    ),
  ]),
) as Record<SyncTable, (readonly [string, string, boolean])[]>;

/** A pulled server record as a local row (server-stamped, nothing pending). */
export function fromServer(table: SyncTable, record: Record<string, unknown>): LocalRow {
  const row: Record<string, unknown> = {};
  for (const [field, column, timestamp] of PULLED_FIELDS[table]) {
    const value = record[column] ?? null;
    row[field] = timestamp && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return {
    ...row,
    id: record.id as string,
    serverSeq: Number(record.server_seq),
    version: Number(record.version),
    deleted: record.deleted === true,
    updatedAt:
      (typeof record.updated_at === 'string' && Date.parse(record.updated_at)) || Date.now(),
  };
}
