import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, callAs, newPerson, valueOf, type Actor, type World } from '../helpers/actors';
import { upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 9 (docs/families.md): linking by invite code, tasks paid exactly once, parent-set goals,
// insights and what an adult child shares.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const person = (
  roll: 'barn' | 'foralder',
  born = roll === 'foralder' ? '1981-03-04' : '2011-03-04',
  fornamn = 'Test',
) =>
  newPerson(test.db, roll, {
    firstName: fornamn,
    lastName: 'Svensson',
    born,
    name: 'teenA',
    emailPrefix: 'fam',
  });

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, sql, params);
const value = <T>(sql: string, params: unknown[] = []) => valueOf<T>(test.db, sql, params);

async function familyWith(parent: Actor, ...children: Actor[]) {
  const family = await call<string>(parent, `select public.create_family('Familjen Test') as v`);
  for (const child of children) {
    const code = await call<string>(
      parent,
      `select code as v from public.create_family_invite($1, 'child')`,
      [family],
    );
    expect(await call(child, `select public.accept_family_invite($1) as v`, [code])).toBe(family);
  }
  return family as string;
}

describe('linking', () => {
  it('a parent creates a family, invites by a 12-character code, the child joins once', async () => {
    const parent = await person('foralder');
    const child = await person('barn');
    const family = await call<string>(parent, `select public.create_family(' Familjen Ek ') as v`);
    expect(await value(`select name as v from public.families where id = $1`, [family])).toBe(
      'Familjen Ek',
    );
    const invite = await as(
      test.db,
      parent,
      async (q) =>
        (
          await q.query<{ code: string; expires_at: Date }>(
            `select code, expires_at from public.create_family_invite($1, 'child')`,
            [family],
          )
        ).rows[0],
    );
    expect(invite?.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const days = (invite!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Typed loosely: lower case, spaces and hyphens.
    const loose = `${invite!.code.slice(0, 4).toLowerCase()}-${invite!.code.slice(4, 8)} ${invite!.code.slice(8)}`;
    const preview = await as(
      test.db,
      child,
      async (q) => (await q.query(`select * from public.invite_preview($1)`, [loose])).rows[0],
    );
    expect(preview).toMatchObject({
      family_name: 'Familjen Ek',
      invited_by: 'Test S.',
      member_role: 'child',
    });
    expect(await call(child, `select public.accept_family_invite($1) as v`, [loose])).toBe(family);
    // Single use.
    const other = await person('barn');
    expect(await call(other, `select public.accept_family_invite($1) as v`, [invite!.code])).toBe(
      'ERR P0002 Koden finns inte eller har gått ut',
    );
    const seen = await call<{ members: { role: string; display_name: string }[] }>(
      parent,
      `select public.my_family() as v`,
    );
    expect(
      (seen as { members: { role: string; display_name: string }[] }).members.map((m) => m.role),
    ).toEqual(['guardian', 'child']);
  });

  it('my_family shows names and roles, never personnummer, phone, address or e-mail', async () => {
    const parent = await person('foralder');
    const child = await person('barn');
    await familyWith(parent, child);
    const family = (await call(child, `select public.my_family() as v`)) as {
      invites: unknown[];
      me: { role: string };
    };
    const answer = JSON.stringify(family);
    expect(answer).toContain('Test S.');
    // The fixture's own values (a bare '070' would also match ids and timestamps).
    expect(answer).not.toMatch(/070-123 45 67|Testgatan|@example\.com|personnummer|mobilnummer/);
    // A child sees no invites.
    expect(family.invites).toEqual([]);
    expect(family.me.role).toBe('child');
  });

  it.each([
    ['a child invite used by a parent', 'child', 'foralder', 'Koden är till för ett barnkonto'],
    ['a guardian invite used by a child', 'guardian', 'barn', 'Koden är till för en förälder'],
  ] as const)('refuses %s', async (_label, role, roll, message) => {
    const parent = await person('foralder');
    const family = await familyWith(parent);
    const code = await call<string>(
      parent,
      `select code as v from public.create_family_invite($1, $2)`,
      [family, role],
    );
    expect(
      await call(await person(roll), `select public.accept_family_invite($1) as v`, [code]),
    ).toMatch(new RegExp(`^ERR 23514 ${message}`));
  });

  it('a second guardian joins by a guardian invite', async () => {
    const parent = await person('foralder');
    const second = await person('foralder');
    const family = await familyWith(parent);
    const code = await call<string>(
      parent,
      `select code as v from public.create_family_invite($1, 'guardian')`,
      [family],
    );
    expect(await call(second, `select public.accept_family_invite($1) as v`, [code])).toBe(family);
    expect(await call(second, `select public.is_family_guardian($1) as v`, [family])).toBe(true);
  });

  it('refuses expired and revoked codes, children creating families and invites', async () => {
    const parent = await person('foralder');
    const child = await person('barn');
    const family = await familyWith(parent);
    const code = await call<string>(
      parent,
      `select code as v from public.create_family_invite($1, 'child')`,
      [family],
    );
    await test.db.query(
      `update public.family_invites set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where code = $1`,
      [code],
    );
    expect(await call(child, `select public.accept_family_invite($1) as v`, [code])).toBe(
      'ERR P0002 Koden finns inte eller har gått ut',
    );
    const revoked = await as(
      test.db,
      parent,
      async (q) =>
        (
          await q.query<{ id: string; code: string }>(
            `select id, code from public.create_family_invite($1, 'child')`,
            [family],
          )
        ).rows[0],
    );
    await call(parent, `select public.revoke_family_invite($1) as v`, [revoked!.id]);
    expect(await call(child, `select public.invite_preview($1) as v`, [revoked!.code])).toBe(
      'ERR P0002 Koden finns inte eller har gått ut',
    );
    expect(await call(child, `select public.create_family('Min') as v`)).toBe(
      'ERR 42501 Bara föräldrar kan skapa en familj',
    );
    expect(
      await call(child, `select code as v from public.create_family_invite($1, 'child')`, [family]),
    ).toBe('ERR 42501 Bara familjens föräldrar kan bjuda in');
    // Another family's guardian cannot revoke or see this family's invites.
    expect(
      await call(world.actors.unrelatedParent, `select public.revoke_family_invite($1) as v`, [
        revoked!.id,
      ]),
    ).toBe('ERR P0002 Inbjudan finns inte');
  });

  it('one family at a time; the last guardian cannot leave children behind', async () => {
    const parent = await person('foralder');
    const child = await person('barn');
    const family = await familyWith(parent, child);
    const otherParent = await person('foralder');
    const other = await familyWith(otherParent);
    const code = await call<string>(
      otherParent,
      `select code as v from public.create_family_invite($1, 'child')`,
      [other],
    );
    expect(await call(child, `select public.accept_family_invite($1) as v`, [code])).toBe(
      'ERR 23514 Du är redan med i en annan familj. Lämna den först.',
    );
    expect(await call(parent, `select public.create_family('Två') as v`)).toBe(
      'ERR 23514 Du är redan med i en familj',
    );
    expect(
      await call(parent, `select public.remove_family_member($1, $2) as v`, [family, parent.id]),
    ).toMatch(/^ERR 23514 Familjen behöver minst en förälder/);
    // The child leaves, then joins the other family.
    expect(
      String(
        await call(child, `select public.remove_family_member($1, $2) as v`, [family, child.id]),
      ),
    ).not.toMatch(/^ERR/);
    expect(await call(child, `select public.accept_family_invite($1) as v`, [code])).toBe(other);
    expect(await call(parent, `select public.is_guardian_of($1) as v`, [child.id])).toBe(false);
  });

  it('a child cannot remove others; a guardian removes a child and access ends at once', async () => {
    const parent = await person('foralder');
    const [a, b] = [await person('barn'), await person('barn')];
    const family = await familyWith(parent, a, b);
    expect(await call(a, `select public.remove_family_member($1, $2) as v`, [family, b.id])).toBe(
      'ERR 42501 Bara familjens föräldrar kan ta bort någon ur familjen',
    );
    await test.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore)
       values ($1, $2, 'expense', 'food', 'Glass', 2500)`,
      [randomUUID(), b.id],
    );
    const sees = () =>
      call<number>(
        parent,
        `select count(*)::int as v from public.transactions where user_id = $1`,
        [b.id],
      );
    expect(await sees()).toBe(1);
    await call(parent, `select public.remove_family_member($1, $2) as v`, [family, b.id]);
    expect(await sees()).toBe(0);
  });

  it('siblings see nothing of each other', async () => {
    const parent = await person('foralder');
    const [a, b] = [await person('barn'), await person('barn')];
    await familyWith(parent, a, b);
    await test.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore)
       values ($1, $2, 'expense', 'food', 'Hemlis', 2500)`,
      [randomUUID(), b.id],
    );
    expect(
      await call(a, `select count(*)::int as v from public.transactions where user_id = $1`, [
        b.id,
      ]),
    ).toBe(0);
    expect(await call(a, `select public.get_masked_profile($1) as v`, [b.id])).toBe(
      'ERR 42501 Access denied',
    );
    expect(await call(a, `select public.parent_insights($1) as v`, [b.id])).toMatch(/^ERR 42501/);
    expect(await call(a, `select count(*)::int as v from public.family_tasks($1)`, [b.id])).toBe(0);
  });
});

describe('tasks', () => {
  async function setup() {
    const parent = await person('foralder');
    const child = await person('barn');
    await familyWith(parent, child);
    const task = await call<string>(
      parent,
      `select public.create_task($1, 'Dammsuga', 4500, 30, null) as v`,
      [child.id],
    );
    return { parent, child, task: task as string };
  }
  const money = (child: Actor) =>
    value<number>(
      `select coalesce(sum(amount_ore), 0)::int as v from public.transactions where user_id = $1 and type = 'income'`,
      [child.id],
    );
  const xp = (child: Actor) =>
    value<number>(
      `select coalesce(sum(amount), 0)::int as v from public.xp_events where user_id = $1 and kind = 'task_approved'`,
      [child.id],
    );

  it('approval pays the child once: income and XP, however often it is approved again', async () => {
    const { parent, child, task } = await setup();
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toMatch(
      /^ERR 23514 Uppdraget kan godkännas eller nekas först när barnet har markerat det som klart/,
    );
    await call(child, `update public.tasks set status = 'done' where id = $1`, [task]);
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toBe('approved');
    expect(await money(child)).toBe(4500);
    expect(await xp(child)).toBe(30);
    expect(
      await value(`select description as v from public.transactions where user_id = $1`, [
        child.id,
      ]),
    ).toBe('Uppdrag: Dammsuga');
    // Again by RPC, by a replayed push (new opId), and by a direct update: nothing more.
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toBe(
      'ERR 23514 Uppdraget är redan godkänt',
    );
    const replay = await call<{ status: string }[]>(
      parent,
      `select public.push_ops($1::jsonb) as v`,
      [JSON.stringify([upsertOp('tasks', { status: 'approved' }, task)])],
    );
    expect((replay as { status: string }[])[0]?.status).toBe('applied');
    expect(
      await call(parent, `update public.tasks set status = 'rejected' where id = $1`, [task]),
    ).toBe('ERR 23514 Uppdraget är redan godkänt och kan inte ändras');
    expect(await money(child)).toBe(4500);
    expect(await xp(child)).toBe(30);
  });

  it('an approval pushed from an offline guardian device pays exactly once too', async () => {
    const { parent, child, task } = await setup();
    const done = await call<{ status: string }[]>(child, `select public.push_ops($1::jsonb) as v`, [
      JSON.stringify([
        { opId: randomUUID(), table: 'tasks', op: 'upsert', id: task, patch: { status: 'done' } },
      ]),
    ]);
    expect((done as { status: string }[])[0]?.status).toBe('applied');
    const op = {
      opId: randomUUID(),
      table: 'tasks',
      op: 'upsert',
      id: task,
      patch: { status: 'approved' },
    };
    await call(parent, `select public.push_ops($1::jsonb) as v`, [JSON.stringify([op])]);
    const again = await call<{ status: string }[]>(
      parent,
      `select public.push_ops($1::jsonb) as v`,
      [JSON.stringify([op])],
    );
    expect((again as { status: string }[])[0]?.status).toBe('duplicate');
    expect(await money(child)).toBe(4500);
    expect(await xp(child)).toBe(30);
  });

  it('a rejected task can be done again; the child cannot approve; others cannot review', async () => {
    const { parent, child, task } = await setup();
    await call(child, `update public.tasks set status = 'done' where id = $1`, [task]);
    expect(await call(parent, `select public.review_task($1, false) as v`, [task])).toBe(
      'rejected',
    );
    expect(
      await call(child, `update public.tasks set status = 'approved' where id = $1`, [task]),
    ).toBe('ERR 42501 A child may only mark a task as done');
    expect(await call(child, `select public.review_task($1, true) as v`, [task])).toBe(
      'ERR P0002 Uppdraget finns inte',
    );
    expect(
      await call(world.actors.unrelatedParent, `select public.review_task($1, true) as v`, [task]),
    ).toBe('ERR P0002 Uppdraget finns inte');
    await call(child, `update public.tasks set status = 'done' where id = $1`, [task]);
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toBe('approved');
    expect(await money(child)).toBe(4500);
  });

  it('a new task starts open; create_task checks its input in Swedish', async () => {
    const { parent, child } = await setup();
    const cases: [unknown[], string][] = [
      [[child.id, ' ', 0, 0, null], 'ERR P0001 Uppdraget behöver en titel'],
      [[child.id, 'x'.repeat(101), 0, 0, null], 'ERR P0001 Titeln får vara max 100 tecken'],
      [[child.id, 'Diska', -1, 0, null], 'ERR P0001 Belöningen kan inte vara negativ'],
      [[child.id, 'Diska', 1_000_001, 0, null], 'ERR P0001 Belöningen får vara högst 10 000 kr'],
      [[child.id, 'Diska', 0, 101, null], 'ERR P0001 Ett uppdrag ger högst 100 XP'],
      [[child.id, 'Diska', 0, 10, '2020-01-01'], 'ERR P0001 Sista dagen kan inte ha passerat'],
      [
        [world.actors.teenB.id, 'Diska', 0, 10, null],
        'ERR 42501 Du kan bara ge uppdrag till barn i din familj',
      ],
    ];
    for (const [params, expected] of cases) {
      expect(
        await call(parent, `select public.create_task($1, $2, $3, $4, $5::date) as v`, params),
      ).toBe(expected);
    }
    expect(
      await call(
        parent,
        `insert into public.tasks (id, user_id, title, status) values ($1, $2, 'Gratis', 'approved')`,
        [randomUUID(), child.id],
      ),
    ).toBe('ERR 23514 Ett nytt uppdrag börjar som öppet');
  });

  it('family_tasks: a guardian sees the children’s tasks with names, waiting ones first', async () => {
    const { parent, child, task } = await setup();
    const second = await call<string>(
      parent,
      `select public.create_task($1, 'Diska', 0, 10) as v`,
      [child.id],
    );
    await call(child, `update public.tasks set status = 'done' where id = $1`, [task]);
    const rows = await as(
      test.db,
      parent,
      async (q) => (await q.query(`select id, child_name, status from public.family_tasks()`)).rows,
    );
    expect(rows).toEqual([
      { id: task, child_name: 'Test S.', status: 'done' },
      { id: second, child_name: 'Test S.', status: 'open' },
    ]);
    const own = await as(
      test.db,
      child,
      async (q) => (await q.query(`select id from public.family_tasks()`)).rows,
    );
    expect(own).toHaveLength(2);
  });
});

describe('parent-set goals', () => {
  it('a guardian sets a goal with a matching promise; the child deposits but cannot rewrite it', async () => {
    const parent = await person('foralder');
    const child = await person('barn');
    await familyWith(parent, child);
    const goal = await call<string>(
      parent,
      `select public.create_goal_for_child($1, 'Cykel', 300000, null, 50) as v`,
      [child.id],
    );
    expect(
      await value(
        `select to_jsonb(g) - 'id' - 'server_seq' - 'created_at' - 'updated_at' as v
        from public.savings_goals g where id = $1`,
        [goal],
      ),
    ).toMatchObject({ user_id: child.id, set_by: parent.id, match_percent: 50, title: 'Cykel' });
    expect(
      await call(child, `update public.savings_goals set match_percent = 100 where id = $1`, [
        goal,
      ]),
    ).toMatch(/^ERR 42501/);
    expect(
      String(
        await call(
          child,
          `insert into public.goal_deposits (id, goal_id, amount_ore) values ($1, $2, 10000)`,
          [randomUUID(), goal],
        ),
      ),
    ).not.toMatch(/^ERR/);
    expect(
      await value(`select saved_ore::int as v from public.savings_goals where id = $1`, [goal]),
    ).toBe(10000);
    const cases: [unknown[], string][] = [
      [[child.id, '', 1000, null, null], 'ERR P0001 Sparmålet behöver ett namn'],
      [[child.id, 'Bil', 50, null, null], 'ERR P0001 Målbeloppet måste vara minst 1 kr'],
      [[child.id, 'Bil', 1000, null, 101], 'ERR P0001 Matchningen är mellan 1 och 100 procent'],
      [[child.id, 'Bil', 1000, '2020-01-01', null], 'ERR P0001 Måldatumet kan inte ha passerat'],
      [
        [world.actors.teenA.id, 'Bil', 1000, null, null],
        'ERR 42501 Du kan bara sätta sparmål åt barn i din familj',
      ],
    ];
    for (const [params, expected] of cases) {
      expect(
        await call(
          parent,
          `select public.create_goal_for_child($1, $2, $3, $4::date, $5) as v`,
          params,
        ),
      ).toBe(expected);
    }
  });
});

describe('insights and what an adult shares', () => {
  const adultBirth = () => {
    const d = new Date();
    return `${d.getUTCFullYear() - 19}-01-15`;
  };

  it('under 18: weeks by category, budget kept, goals, learning, streaks, level', async () => {
    const parent = await person('foralder');
    const child = await person('barn', '2011-03-04', 'Elsa');
    await familyWith(parent, child);
    await test.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
       values ($1, $3, 'expense', 'food', 'Lunch', 9000, now() - interval '7 days'),
              ($2, $3, 'expense', 'transport', 'SL', 4000, now() - interval '7 days')`,
      [randomUUID(), randomUUID(), child.id],
    );
    await test.db.query(
      `insert into public.weekly_budgets (id, user_id, week_start, limit_ore)
       values ($1, $2, private.iso_monday(private.stockholm_today()) - 28, 10000)`,
      [randomUUID(), child.id],
    );
    const insights = (await call(parent, `select public.parent_insights($1, 4) as v`, [
      child.id,
    ])) as {
      shared: Record<string, boolean>;
      weeks: {
        spent_ore: number;
        by_category: Record<string, number>;
        budget_kept: boolean | null;
      }[];
      child: { first_name: string; age_group: string };
      learning: unknown;
      streak: unknown;
      xp: { level: number };
    };
    expect(insights.child).toMatchObject({ first_name: 'Elsa', age_group: 'under18' });
    expect(insights.shared).toEqual({ spending: true, goals: true, learning: true });
    expect(insights.weeks).toHaveLength(4);
    const lastWeek = insights.weeks[2]!;
    expect(lastWeek.spent_ore).toBe(13000);
    expect(lastWeek.by_category).toEqual({ food: 9000, transport: 4000 });
    expect(lastWeek.budget_kept).toBe(false); // 130 kr > 100 kr
    expect(insights.weeks[3]!.budget_kept).toBeNull(); // this week is not over
    expect(insights.learning).toMatchObject({ lessons_completed: 0 });
    expect(insights.xp.level).toBe(1);
  });

  it('18 or older: the child decides; unshared sections are null and RLS hides the rows', async () => {
    const parent = await person('foralder');
    const adult = await person('barn', adultBirth(), 'Omar');
    await familyWith(parent, adult);
    await test.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore)
       values ($1, $2, 'expense', 'food', 'Middag', 15000)`,
      [randomUUID(), adult.id],
    );
    const read = async () =>
      (await call(parent, `select public.parent_insights($1) as v`, [adult.id])) as {
        shared: Record<string, boolean>;
        weeks: unknown;
        goals: unknown;
        learning: unknown;
        streak: unknown;
        xp: unknown;
      };
    const before = await read();
    expect(before.shared).toEqual({ spending: false, goals: false, learning: false });
    expect(before.weeks).toBeNull();
    expect(before.goals).toBeNull();
    expect(before.learning).toBeNull();
    // Streaks and level are progress too (issue 21; adult-child-privacy.test.ts has the rest).
    expect(before.streak).toEqual({ check_in: null, alive: null, saving_weeks: null });
    expect(before.xp).toBeNull();
    const rows = () =>
      call<number>(
        parent,
        `select count(*)::int as v from public.transactions where user_id = $1`,
        [adult.id],
      );
    expect(await rows()).toBe(0);

    await call(
      adult,
      `insert into public.user_settings (user_id, share_spending) values ($1, true)`,
      [adult.id],
    );
    const after = await read();
    expect(after.shared).toEqual({ spending: true, goals: false, learning: false });
    expect(after.weeks).toHaveLength(4);
    expect(await rows()).toBe(1);
  });
});
