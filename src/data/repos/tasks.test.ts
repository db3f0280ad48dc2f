import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dropTestDb, openTestDb } from '@/testing/test-db';

import type { SlantisDb } from '../db';
import type { TaskRow } from '../types';
import { RepoError } from './errors';
import { childTasks, markTaskDone, queueTaskReview } from './tasks';

const CHILD = 'child-1';
let db: SlantisDb;

beforeEach(async () => {
  db = await openTestDb('tasks');
});
afterEach(() => dropTestDb(db));

const task = (status: TaskRow['status'], extra: Partial<TaskRow> = {}): TaskRow => ({
  id: crypto.randomUUID(),
  userId: CHILD,
  createdBy: 'parent-1',
  title: 'Dammsuga',
  rewardOre: 4500,
  rewardXp: 30,
  dueDate: null,
  status,
  serverSeq: 10,
  version: 3,
  deleted: false,
  updatedAt: 0,
  ...extra,
});

describe('markTaskDone', () => {
  it.each(['open', 'rejected'] as const)(
    'moves a %s task to done with one outbox op on its version',
    async (status) => {
      const row = task(status);
      await db.tasks.add(row);
      await markTaskDone(db, CHILD, row.id);
      expect((await db.tasks.get(row.id))?.status).toBe('done');
      const ops = await db.outbox.toArray();
      expect(ops).toEqual([
        expect.objectContaining({
          table: 'tasks',
          op: 'upsert',
          rowId: row.id,
          patch: { status: 'done' },
          baseVersion: 3,
        }),
      ]);
    },
  );

  it.each(['done', 'approved'] as const)('refuses a %s task and writes nothing', async (status) => {
    const row = task(status);
    await db.tasks.add(row);
    await expect(markTaskDone(db, CHILD, row.id)).rejects.toBeInstanceOf(RepoError);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.tasks.get(row.id))?.status).toBe(status);
  });

  it("refuses someone else's or a deleted task", async () => {
    const other = task('open', { userId: 'child-2' });
    const gone = task('open', { deleted: true });
    await db.tasks.bulkAdd([other, gone]);
    await expect(markTaskDone(db, CHILD, other.id)).rejects.toBeInstanceOf(RepoError);
    await expect(markTaskDone(db, CHILD, gone.id)).rejects.toBeInstanceOf(RepoError);
    expect(await childTasks(db, CHILD)).toEqual([]);
  });
});

describe('queueTaskReview', () => {
  it("queues a guardian's answer for a task this device does not hold", async () => {
    await queueTaskReview(db, 'task-9', true);
    await queueTaskReview(db, 'task-8', false);
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => [op.rowId, op.patch])).toEqual([
      ['task-9', { status: 'approved' }],
      ['task-8', { status: 'rejected' }],
    ]);
  });
});
