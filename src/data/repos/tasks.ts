import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import type { TaskRow } from '../types';
import { RepoError } from './errors';

/** The child's tasks, newest first: what is open, what waits for a parent, what was paid. */
export async function childTasks(db: SlantisDb, userId: string): Promise<TaskRow[]> {
  const rows = await db.tasks.where({ userId }).toArray();
  return rows.filter((task) => !task.deleted);
}

/**
 * The child marks a task done (open or rejected → done): the row and its outbox op in one
 * transaction, so it works offline and reaches the parent at the next sync.
 */
export async function markTaskDone(db: SlantisDb, userId: string, taskId: string): Promise<void> {
  await runLocalWrite(db, [db.tasks, db.outbox], async () => {
    const task = await db.tasks.get(taskId);
    if (!task || task.userId !== userId || task.deleted) throw new RepoError('task not found');
    if (task.status !== 'open' && task.status !== 'rejected') {
      throw new RepoError(`task is ${task.status}`);
    }
    await db.tasks.update(taskId, { status: 'done' });
    await enqueue(db, 'tasks', 'upsert', taskId, { status: 'done' }, task.version ?? null);
  });
}

/**
 * A guardian answers a child's task while offline: only an outbox op (the task lives in the
 * child's database, not this one). The server applies it through RLS at the next sync and pays
 * exactly once.
 */
export async function queueTaskReview(
  db: SlantisDb,
  taskId: string,
  approve: boolean,
): Promise<void> {
  await runLocalWrite(db, [db.outbox], async () => {
    await enqueue(
      db,
      'tasks',
      'upsert',
      taskId,
      { status: approve ? 'approved' : 'rejected' },
      null,
    );
  });
}
