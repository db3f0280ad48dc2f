import { showToast } from '@/components/toast';
import { onChangesReplaced, type ReplacedNotice } from '@/data/signals';

import { syncStatusCopy } from './copy';

/** The message for one sync run's replaced changes (see ReplacedNotice). */
export function describeReplaced({ changes }: ReplacedNotice): { title: string; message: string } {
  const { replaced, tables } = syncStatusCopy;
  if (changes.length !== 1)
    return { title: replaced.title, message: replaced.many(changes.length) };
  const [change] = changes as [ReplacedNotice['changes'][number]];
  const labels = replaced.fields as Record<string, string>;
  const fields = change.fields.map((field) => labels[field] ?? field);
  return { title: replaced.title, message: replaced.one(tables[change.table], fields) };
}

let stop: (() => void) | null = null;

/** Tells the user, in a toast, when sync kept a newer change instead of theirs (idempotent). */
export function startReplacedNotices(): void {
  stop ??= onChangesReplaced((notice) => {
    const { title, message } = describeReplaced(notice);
    showToast(title, message, 'info');
  });
}
