// @both-engines: transient failures and retries under locks.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { as, sqlstate, type World } from '../helpers/actors';
import { failPurchasesMarkedFail } from '../helpers/injected-failure';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// push_ops applies a batch set-based, one statement per table, kind and set of columns, and falls
// back to one op at a time when a statement fails, so a refusal stays the bad op's alone. A
// transient failure (serialization, deadlock, lock timeout, …) is never answered as a refusal:
// the call fails as a whole, nothing is applied or recorded, and the device retries (issue 23).

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

beforeAll(() => failPurchasesMarkedFail(test.db));

const purchase = (description: string, amount = 4500) => ({
  opId: randomUUID(),
  table: 'transactions',
  op: 'upsert',
  id: randomUUID(),
  patch: { type: 'expense', category: 'food', description, amount_ore: amount },
});

const push = (ops: unknown[]) =>
  as(test.db, world.actors.teenA, async (q) => {
    const { rows } = await q.query<{
      r: { opId: string; status: string; code?: string; sqlstate?: string }[];
    }>('select public.push_ops($1::jsonb) as r', [JSON.stringify(ops)]);
    return rows[0]!.r;
  });

const countOf = async (ops: { id: string; opId: string }[]) => {
  const { rows } = await test.db.query<{ rows: number; recorded: number }>(
    `select (select count(*)::int from public.transactions where id = any($1)) as rows,
            (select count(*)::int from public.applied_ops where op_id = any($2)) as recorded`,
    [ops.map((op) => op.id), ops.map((op) => op.opId)],
  );
  return rows[0];
};

describe('push_ops under failure', () => {
  it.each([
    ['a serialization failure', '40001'],
    ['a deadlock', '40P01'],
    ['a lock timeout', '55P03'],
    ['a cancelled statement', '57014'],
  ])('fails the whole call on %s: nothing applied, nothing recorded', async (_, code) => {
    const ops = [purchase('Fika'), purchase(`FAIL ${code}`), purchase('Buss')];
    expect(await sqlstate(push(ops))).toBe(code);
    expect(await countOf(ops)).toEqual({ rows: 0, recorded: 0 });

    // The retry, once the cause has passed, applies every op once.
    ops[1]!.patch.description = 'Lunch';
    expect((await push(ops)).map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await countOf(ops)).toEqual({ rows: 3, recorded: 3 });
  });

  it('rejects a refusal alone, unrecorded, and applies the rest of its statement', async () => {
    const ops = Array.from({ length: 300 }, (_, i) => purchase(`Köp ${i}`));
    ops[137] = purchase('FAIL 23514');
    ops[250] = purchase('För dyrt', 200_000_000);
    const results = await push(ops);
    expect(results.map((r) => r.opId)).toEqual(ops.map((op) => op.opId));
    expect(results.filter((r) => r.status === 'rejected').map((r) => [r.opId, r.sqlstate])).toEqual(
      [
        [ops[137].opId, '23514'],
        [ops[250].opId, '23514'],
      ],
    );
    expect(await countOf(ops)).toEqual({ rows: 298, recorded: 298 });
  });
});
