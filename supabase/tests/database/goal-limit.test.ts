// @both-engines: a plan limit the form and the database share.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { BASIC_ACTIVE_GOAL_LIMIT } from '@/lib/plans';

import { as, callAs, familyOf, newPerson, type Actor } from '../helpers/actors';
import { pushAs, upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 41 §4: Basic holds 5 active savings goals, and the database says so, with the form's
// words, whichever way a goal arrives: the app's push, a REST insert, or a parent's goal for a child.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const goalOp = (title: string, id = randomUUID()) =>
  upsertOp('savings_goals', { title, target_ore: 100000 }, id);

async function fiveGoals(teen: Actor): Promise<string[]> {
  const ops = Array.from({ length: BASIC_ACTIVE_GOAL_LIMIT }, (_, i) => goalOp(`Mål ${i + 1}`));
  const results = await pushAs(test.db, teen, ops);
  expect(results.map((r) => r.status)).toEqual(ops.map(() => 'applied'));
  return ops.map((op) => op.id);
}

describe('the Basic plan’s five active goals', () => {
  it('refuses a sixth goal through push_ops and REST with the form’s words', async () => {
    const teen = await newPerson(test.db, 'barn', { emailPrefix: 'limit' });
    await fiveGoals(teen);
    const [sixth] = await pushAs(test.db, teen, [goalOp('Mål 6')]);
    expect([sixth?.status, sixth?.code, sixth?.reason]).toEqual([
      'rejected',
      'goal_limit',
      refusalWords.goal_limit,
    ]);
    const viaRest = await as(
      test.db,
      teen,
      async (q) => {
        try {
          await q.query(
            `insert into public.savings_goals (id, title, target_ore) values ($1, 'Mål 6', 100000)`,
            [randomUUID()],
          );
          return 'ok';
        } catch (error) {
          const { code, message } = error as { code?: string; message?: string };
          return `${code} ${message}`;
        }
      },
      { rollback: true },
    );
    expect(viaRest).toBe(`P0001 ${refusalWords.goal_limit}`);
    const { rows } = await test.db.query<{ n: number }>(
      `select count(*)::int as n from public.savings_goals where user_id = $1`,
      [teen.id],
    );
    expect(rows[0]?.n).toBe(BASIC_ACTIVE_GOAL_LIMIT);
  });

  it('a reached or deleted goal makes room; restoring one over the limit is refused', async () => {
    const teen = await newPerson(test.db, 'barn', { emailPrefix: 'limit' });
    const [first, second] = await fiveGoals(teen);
    // The first goal reached: it no longer counts.
    await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: first, amount_ore: 100000 }),
    ]);
    expect((await pushAs(test.db, teen, [goalOp('Mål 6')]))[0]?.status).toBe('applied');
    // Five active again; deleting one makes room for another.
    await pushAs(test.db, teen, [
      { opId: randomUUID(), table: 'savings_goals', op: 'delete', id: second! },
    ]);
    expect((await pushAs(test.db, teen, [goalOp('Mål 7')]))[0]?.status).toBe('applied');
    // Bringing the deleted one back would make six.
    const restored = await as(
      test.db,
      teen,
      async (q) => {
        try {
          await q.query(`update public.savings_goals set deleted = false where id = $1`, [second]);
          return 'ok';
        } catch (error) {
          return (error as { code?: string }).code;
        }
      },
      { rollback: true },
    );
    expect(restored).toBe('P0001');
  });

  it('a parent setting a sixth goal for a child hears why, in her words', async () => {
    const parent = await newPerson(test.db, 'foralder', { emailPrefix: 'limit' });
    const teen = await newPerson(test.db, 'barn', { firstName: 'Elsa', emailPrefix: 'limit' });
    await familyOf(test.db, [parent], [teen]);
    await fiveGoals(teen);
    expect(
      await callAs(
        test.db,
        parent,
        `select public.create_goal_for_child($1, 'Körkort', 1500000) as v`,
        [teen.id],
      ),
    ).toBe(
      'ERR P0001 Elsa har redan 5 aktiva sparmål, som är max i Basic. Ett mål behöver nås eller tas bort först.',
    );
  });
});
