export type TaskLike = {
  status: 'open' | 'done' | 'approved' | 'rejected';
  dueDate: string | null;
  /** The server's change order: an approval is the row's latest change on the server. */
  serverSeq?: number | null;
};

const RANK = { rejected: 0, open: 1, done: 2, approved: 3 } as const;

const byDueDate = (a: TaskLike, b: TaskLike) =>
  (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** Most recently approved first: by the server's order of changes, not the device's clock. */
const latestFirst = (a: TaskLike, b: TaskLike) => (b.serverSeq ?? 0) - (a.serverSeq ?? 0);

/** To do first (rejected, then open, by due date), then waiting, then the latest approved. */
export function orderTasks<T extends TaskLike>(tasks: T[]): T[] {
  return [...tasks].sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      (a.status === 'approved' ? latestFirst(a, b) : byDueDate(a, b)),
  );
}

/** 'Försenad' when the last day (YYYY-MM-DD, Stockholm) has passed and it is still to do. */
export const isOverdue = (task: TaskLike, today: string) =>
  (task.status === 'open' || task.status === 'rejected') &&
  task.dueDate !== null &&
  task.dueDate < today;
