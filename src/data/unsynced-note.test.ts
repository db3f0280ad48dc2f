import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { freshDbName, openDb } from '@/testing/sync-harness';

import type { SlantisDb } from './db';
import { enqueue } from './outbox';
import { clearUnsyncedNote, readUnsyncedNote, rememberUnsynced } from './unsynced-note';

let db: SlantisDb;

beforeEach(() => {
  window.localStorage.clear();
  db = openDb(freshDbName());
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the unsynced note of a signed-out user', () => {
  it('counts purchases, and all changes by row (an edit after a create is one change)', async () => {
    await enqueue(db, 'transactions', 'upsert', 't1', {}, null);
    await enqueue(db, 'transactions', 'upsert', 't1', {}, 1);
    await enqueue(db, 'transactions', 'upsert', 't2', {}, null);
    await rememberUnsynced(db);
    expect(readUnsyncedNote()).toEqual({ purchases: 2, changes: 2 });
    await enqueue(db, 'savings_goals', 'upsert', 'g1', {}, null);
    await rememberUnsynced(db);
    expect(readUnsyncedNote()).toEqual({ purchases: 2, changes: 3 });
  });

  it('says nothing when everything was synced, and is gone after the next sign-in', async () => {
    await rememberUnsynced(db);
    expect(readUnsyncedNote()).toBeNull();
    await enqueue(db, 'transactions', 'upsert', 't1', {}, null);
    await rememberUnsynced(db);
    clearUnsyncedNote();
    expect(readUnsyncedNote()).toBeNull();
  });

  it('ignores a broken note', () => {
    window.localStorage.setItem('slantis-unsynced', '{"changes":"x"}');
    expect(readUnsyncedNote()).toBeNull();
  });
});
