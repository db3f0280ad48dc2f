import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, tryStatement, type Actor, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// RLS is row-level; these are the column-level rules (column grants and guard triggers).

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const run = (actor: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => tryStatement(q, sql, params));
const read = async <T>(sql: string, params: unknown[] = []) =>
  (await test.db.query<T>(sql, params)).rows[0];

async function ownTransaction() {
  const id = randomUUID();
  await test.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore)
     values ($1, $2, 'expense', 'food', 'ICA', 1000)`,
    [id, world.actors.teenA.id],
  );
  return id;
}

describe('sync rows: stamped by the server, identity fixed', () => {
  it('sets server_seq on insert, bumps it and version on update, keeps created_at', async () => {
    const id = await ownTransaction();
    const before = await read<{ server_seq: string; version: number; created_at: string }>(
      `select server_seq::text, version, created_at::text from public.transactions where id = $1`,
      [id],
    );
    expect(
      await run(
        world.actors.teenA,
        `update public.transactions set description = 'Coop' where id = $1`,
        [id],
      ),
    ).toBe('ok');
    const after = await read<{ server_seq: string; version: number; created_at: string }>(
      `select server_seq::text, version, created_at::text from public.transactions where id = $1`,
      [id],
    );
    expect(BigInt(after!.server_seq)).toBeGreaterThan(BigInt(before!.server_seq));
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.created_at).toBe(before!.created_at);
  });

  it('the trigger keeps a client from re-dating a row even where a grant would let it; server code may', async () => {
    const id = await ownTransaction();
    const createdAt = async () =>
      (await read<{ v: string }>(
        `select created_at::text as v from public.transactions where id = $1`,
        [id],
      ))!.v;
    const before = await createdAt();
    // The column grant is the first guard; take it away to test the second, the trigger.
    await test.db.query('grant update (created_at) on public.transactions to authenticated');
    try {
      expect(
        await run(
          world.actors.teenA,
          `update public.transactions set created_at = '2020-01-01' where id = $1`,
          [id],
        ),
      ).toBe('ok');
    } finally {
      await test.db.query('revoke update (created_at) on public.transactions from authenticated');
    }
    expect(await createdAt()).toBe(before);
    // A job (no API role), such as the interest payment taking over a forged deposit, may.
    await test.db.query(`update public.transactions set created_at = '2020-01-01' where id = $1`, [
      id,
    ]);
    expect(await createdAt()).toMatch(/^2020-01-01/);
  });

  it.each(['server_seq = 1', 'version = 99', 'user_id = $2', 'id = $2', 'created_at = now()'])(
    'a teen cannot set %s',
    async (assignment) => {
      const id = await ownTransaction();
      const params = assignment.includes('$2')
        ? [id, assignment.startsWith('id') ? randomUUID() : world.actors.teenB.id]
        : [id];
      expect(
        await run(
          world.actors.teenA,
          `update public.transactions set ${assignment} where id = $1`,
          params,
        ),
      ).toBe('42501');
      const row = await read<{ user_id: string; version: number }>(
        `select user_id, version from public.transactions where id = $1`,
        [id],
      );
      expect(row).toEqual({ user_id: world.actors.teenA.id, version: 1 });
    },
  );

  it('a client-sent server_seq or version on insert is overwritten', async () => {
    const id = randomUUID();
    await as(test.db, world.actors.teenA, (q) =>
      q.query(
        `insert into public.transactions (id, type, category, description, amount_ore, server_seq, version)
         values ($1, 'expense', 'food', 'ICA', 100, 999999999, 42)`,
        [id],
      ),
    );
    const row = await read<{ seq_ok: boolean; version: number; user_id: string }>(
      `select server_seq < 999999999 as seq_ok, version, user_id from public.transactions where id = $1`,
      [id],
    );
    expect(row).toEqual({ seq_ok: true, version: 1, user_id: world.actors.teenA.id });
  });
});

describe('user_sessions', () => {
  const session = async (active: boolean) =>
    (
      await test.db.query<{ session_id: string }>(
        `insert into public.user_sessions (user_id, active) values ($1, $2) returning session_id`,
        [world.actors.teenA.id, active],
      )
    ).rows[0]!.session_id;

  it('the owner ends a session with a reason', async () => {
    const id = await session(true);
    expect(
      await run(
        world.actors.teenA,
        `update public.user_sessions set active = false, ended_reason = 'logout' where session_id = $1`,
        [id],
      ),
    ).toBe('ok');
    expect(
      await read(`select active, ended_reason from public.user_sessions where session_id = $1`, [
        id,
      ]),
    ).toEqual({
      active: false,
      ended_reason: 'logout',
    });
  });

  it('the owner cannot re-activate an ended session', async () => {
    const id = await session(false);
    expect(
      await run(
        world.actors.teenA,
        `update public.user_sessions set active = true where session_id = $1`,
        [id],
      ),
    ).toBe('42501');
    expect(
      await read(`select active from public.user_sessions where session_id = $1`, [id]),
    ).toEqual({ active: false });
  });

  it.each(['last_activity_at = now()', 'user_agent = $2', 'user_id = $2', 'created_at = now()'])(
    'the owner cannot change %s',
    async (assignment) => {
      const id = await session(true);
      const params = assignment.includes('$2')
        ? [id, assignment.startsWith('user_id') ? world.actors.teenB.id : 'x']
        : [id];
      expect(
        await run(
          world.actors.teenA,
          `update public.user_sessions set ${assignment} where session_id = $1`,
          params,
        ),
      ).toBe('42501');
    },
  );

  it('service_role may re-activate (edge functions own the lifecycle)', async () => {
    const id = await session(false);
    expect(
      await run(
        world.actors.service,
        `update public.user_sessions set active = true where session_id = $1`,
        [id],
      ),
    ).toBe('ok');
  });
});

describe('tasks: a child only marks a task done', () => {
  const task = async (status = 'open') => {
    const id = randomUUID();
    await test.db.query(
      `insert into public.tasks (id, user_id, created_by, title, reward_ore, status) values ($1, $2, $3, 'Diska', 2000, $4)`,
      [id, world.actors.teenA.id, world.actors.parentOfA.id, status],
    );
    return id;
  };

  it('the child moves open → done', async () => {
    const id = await task();
    expect(
      await run(world.actors.teenA, `update public.tasks set status = 'done' where id = $1`, [id]),
    ).toBe('ok');
  });

  // An approved task is closed for everyone (23514); the rest is the child's own guard (42501).
  it.each([
    ["status = 'approved'", 'open', '42501'],
    ["status = 'open'", 'done', '42501'],
    ["status = 'done'", 'approved', '23514'],
    ['reward_ore = 99999', 'open', '42501'],
    ["title = 'Inget'", 'open', '42501'],
    ["status = 'done', reward_ore = 99999", 'open', '42501'],
    ['deleted = true', 'open', '42501'],
  ])('the child cannot set %s (task %s)', async (assignment, status, code) => {
    const id = await task(status);
    expect(
      await run(world.actors.teenA, `update public.tasks set ${assignment} where id = $1`, [id]),
    ).toBe(code);
    expect(
      await read(`select status, reward_ore::int as reward from public.tasks where id = $1`, [id]),
    ).toEqual({
      status,
      reward: 2000,
    });
  });

  it('the guardian approves and edits; an unrelated parent changes nothing', async () => {
    const id = await task('done');
    expect(
      await run(
        world.actors.parentOfA,
        `update public.tasks set status = 'approved', reward_ore = 2500 where id = $1`,
        [id],
      ),
    ).toBe('ok');
    const unrelated = await as(test.db, world.actors.unrelatedParent, (q) =>
      q.query(`update public.tasks set status = 'rejected' where id = $1`, [id]),
    );
    expect(unrelated.rowCount).toBe(0);
    expect(await read(`select status from public.tasks where id = $1`, [id])).toEqual({
      status: 'approved',
    });
  });

  it('the guardian cannot create a task claiming someone else created it', async () => {
    const outcome = await run(
      world.actors.parentOfA,
      `insert into public.tasks (id, user_id, created_by, title) values ($1, $2, $3, 'Städa')`,
      [randomUUID(), world.actors.teenA.id, world.actors.unrelatedParent.id],
    );
    expect(outcome).toBe('42501');
  });
});

describe('savings goals set by a guardian', () => {
  it('the teen records progress by deposits but cannot rewrite the terms', async () => {
    const id = randomUUID();
    await test.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore, set_by, match_percent)
       values ($1, $2, 'Körkort', 1500000, $3, 50)`,
      [id, world.actors.teenA.id, world.actors.parentOfA.id],
    );
    expect(
      await run(
        world.actors.teenA,
        `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 10000)`,
        [randomUUID(), world.actors.teenA.id, id],
      ),
    ).toBe('ok');
    expect(
      await run(
        world.actors.teenA,
        `update public.savings_goals set saved_ore = 99999 where id = $1`,
        [id],
      ),
    ).toBe('42501');
    expect(
      await run(
        world.actors.teenA,
        `update public.savings_goals set match_percent = 100 where id = $1`,
        [id],
      ),
    ).toBe('42501');
    expect(
      await run(world.actors.teenA, `update public.savings_goals set set_by = null where id = $1`, [
        id,
      ]),
    ).toBe('42501');
    expect(
      await run(
        world.actors.parentOfA,
        `update public.savings_goals set match_percent = 75 where id = $1`,
        [id],
      ),
    ).toBe('ok');
    expect(
      await read(
        `select saved_ore::int as saved, match_percent from public.savings_goals where id = $1`,
        [id],
      ),
    ).toEqual({
      saved: 10000,
      match_percent: 75,
    });
  });

  it('a teen cannot claim a goal was set by a parent', async () => {
    const outcome = await run(
      world.actors.teenA,
      `insert into public.savings_goals (id, user_id, title, target_ore, set_by) values ($1, $2, 'Fake', 1000, $3)`,
      [randomUUID(), world.actors.teenA.id, world.actors.parentOfA.id],
    );
    expect(outcome).toBe('42501');
  });
});

describe('profiles', () => {
  it('the owner edits contact fields (normalised) but not the role', async () => {
    const { teenA } = world.actors;
    expect(
      await run(
        teenA,
        `update public.profiles set mobilnummer = '+46 73-111 22 33' where id = $1`,
        [teenA.id],
      ),
    ).toBe('ok');
    expect(await read(`select mobilnummer from public.profiles where id = $1`, [teenA.id])).toEqual(
      {
        mobilnummer: '0731112233',
      },
    );
    expect(
      await run(teenA, `update public.profiles set roll = 'foralder' where id = $1`, [teenA.id]),
    ).toBe('42501');
    expect(
      await run(teenA, `update public.profiles set mobilnummer = '12345' where id = $1`, [
        teenA.id,
      ]),
    ).toBe('23514');
  });
});

describe('goal deposits keep the saved total', () => {
  it('sums deposits and withdrawals into saved_ore and refuses to go below zero', async () => {
    const teen = world.actors.teenA;
    const goal = randomUUID();
    await run(
      teen,
      `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 300000)`,
      [goal, teen.id],
    );
    const deposit = (amount: number) =>
      run(
        teen,
        `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, $4)`,
        [randomUUID(), teen.id, goal, amount],
      );
    expect(await deposit(50000)).toBe('ok');
    expect(await deposit(25000)).toBe('ok');
    expect(await deposit(-30000)).toBe('ok');
    expect(await deposit(-50000)).toBe('23514');
    expect(await deposit(0)).toBe('23514');
    expect(
      await read(`select saved_ore::int as saved from public.savings_goals where id = $1`, [goal]),
    ).toEqual({ saved: 45000 });
  });
});
