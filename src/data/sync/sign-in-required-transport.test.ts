import { describe, expect, it } from 'vitest';

import { freshDbName, openDb } from '@/testing/sync-harness';

import { enqueue } from '../outbox';
import { syncOnce } from './engine';
import { signInRequiredTransport } from './sign-in-required-transport';
import { describeFailure } from './status';
import { isTransportError } from './transport';

describe('a device unlocked with its PIN syncs nothing (issue 20)', () => {
  it('fails like the network offline, and asks for a sign-in online', async () => {
    let online = false;
    const transport = signInRequiredTransport(() => online);
    await expect(transport.push([])).rejects.toSatisfy((e) => isTransportError(e, 'network'));
    online = true;
    await expect(transport.pull('transactions', 0, 10)).rejects.toSatisfy((e) =>
      isTransportError(e, 'unauthorized'),
    );
    expect(await transport.refreshSession()).toBe(false);
  });

  it('keeps every queued change in the outbox, and the sync chip asks to sign in', async () => {
    const db = openDb(freshDbName('device'));
    await enqueue(db, 'transactions', 'upsert', 't1', { amount: 45 }, null);
    const run = syncOnce({ db, userId: 'u1', transport: signInRequiredTransport(() => true) });
    const error: unknown = await run.catch((e: unknown) => e);
    expect(describeFailure(error)).toMatchObject({ status: 'paused' });
    expect(await db.outbox.count()).toBe(1);
    db.close();
    await db.delete();
  });
});
