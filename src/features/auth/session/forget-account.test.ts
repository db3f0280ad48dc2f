import { afterEach, describe, expect, it } from 'vitest';

import { dbNameFor } from '@/data/db';
import { enqueue } from '@/data/outbox';
import { currentUserData, openUserData } from '@/data/session';
import { readUnsyncedNote, rememberUnsynced } from '@/data/unsynced-note';

import { hashPin } from '../device-unlock/pin-hash';
import { readDeviceUnlock, saveDeviceUnlock } from '../device-unlock/unlock-record';
import { forgetAccountOnThisDevice } from './forget-account';

afterEach(() => window.localStorage.clear());

describe('a deleted account leaves nothing on the device (issue 21)', () => {
  it('deletes its local database, its unsynced note and its device unlock', async () => {
    const userId = `gone-${crypto.randomUUID()}`;
    const { db } = openUserData(userId);
    await enqueue(db, 'transactions', 'upsert', 't1', { amount: 10 }, null);
    await rememberUnsynced(db);
    saveDeviceUnlock({ id: userId, email: null }, await hashPin('2580', 1_000), 4);
    const before = (await indexedDB.databases()).map((database) => database.name);
    expect(before).toContain(dbNameFor(userId));

    await forgetAccountOnThisDevice(userId);

    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(dbNameFor(userId));
    expect(currentUserData()).toBeNull();
    expect(readUnsyncedNote()).toBeNull();
    expect(readDeviceUnlock()).toBeNull();
  });

  it('keeps another user’s device unlock', async () => {
    saveDeviceUnlock({ id: 'someone-else', email: null }, await hashPin('2580', 1_000), 4);
    await forgetAccountOnThisDevice('gone');
    expect(readDeviceUnlock()?.user.id).toBe('someone-else');
  });
});
