import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { bornYearsAgo, callAs, newPerson, valueOf, type Actor } from '../helpers/actors';
import { upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 25 (deliverable 4): a parent's home in one call (public.parent_home): each of her
// children with this week's insights, the tasks waiting for her, and last week's report. Sending
// a task back (review_task false) lets the child do it again; nobody else may answer it.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const person = (roll: 'barn' | 'foralder', age: number, fornamn: string) =>
  newPerson(test.db, roll, { firstName: fornamn, born: bornYearsAgo(age), emailPrefix: 'home' });

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, sql, params);
const value = <T>(sql: string, params: unknown[] = []) => valueOf<T>(test.db, sql, params);

type Week = {
  week: string;
  spent_ore: number | null;
  budget_ore: number | null;
  saved_ore: number | null;
  lessons: number | null;
  tasks_approved: number;
};
type Child = {
  insights: {
    child: { user_id: string; first_name: string };
    weeks: { spent_ore: number }[] | null;
    learning: unknown;
    goals: unknown;
  };
  waiting: { id: string; title: string; reward_ore: number; reward_xp: number }[];
  last_week: Week;
};
const home = async (actor: Actor) =>
  (await call<{ children: Child[] }>(actor, `select public.parent_home() as v`)) as {
    children: Child[];
  };

async function family(parent: Actor, ...children: Actor[]) {
  const { rows } = await test.db.query<{ id: string }>(
    `insert into public.families (name) values ('Familjen Hem') returning id`,
  );
  const id = rows[0]!.id;
  await test.db.query(
    `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian')`,
    [id, parent.id],
  );
  for (const [n, child] of children.entries()) {
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role, created_at)
       values ($1, $2, 'child', now() - make_interval(days => $3))`,
      [id, child.id, 10 - n],
    );
  }
}

/** Last week's Monday noon in Stockholm, and this week's, as timestamptz text. */
const lastWeekNoon = `private.stockholm_midnight(private.iso_monday(private.stockholm_today()) - 7) + interval '36 hours'`;

/** Facts of last week and this week, written as the server (service role) would hold them. */
async function history(child: Actor) {
  const goal = randomUUID();
  await test.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
     values ($1, $3, 'expense', 'food', 'Lunch', 12000, ${lastWeekNoon}),
            ($2, $3, 'expense', 'shopping', 'Tröja', 30000, now())`,
    [randomUUID(), randomUUID(), child.id],
  );
  await test.db.query(
    `insert into public.weekly_budgets (id, user_id, week_start, limit_ore)
     values ($1, $2, private.iso_monday(private.stockholm_today()) - 14, 50000)`,
    [randomUUID(), child.id],
  );
  await test.db.query(
    `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 300000)`,
    [goal, child.id],
  );
  // Last week: 250 kr in, 50 kr out (net 200 kr); this week 100 kr more.
  await test.db.query(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
     values ($1, $4, $5, 25000, ${lastWeekNoon}), ($2, $4, $5, -5000, ${lastWeekNoon}),
            ($3, $4, $5, 10000, now())`,
    [randomUUID(), randomUUID(), randomUUID(), child.id, goal],
  );
  await test.db.query(
    `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
     values ($1, $3, 'budgetering-101-vad-ar-en-budget', ${lastWeekNoon}, 90, 1),
            ($2, $3, 'sparande-101-varfor-spara', now(), 80, 1)`,
    [randomUUID(), randomUUID(), child.id],
  );
}

async function doneTask(parent: Actor, child: Actor, title: string) {
  const task = (await call<string>(
    parent,
    `select public.create_task($1, $2, 2500, 20, null) as v`,
    [child.id, title],
  )) as string;
  expect(task).toMatch(/^[0-9a-f-]{36}$/);
  expect(
    await call(child, `update public.tasks set status = 'done' where id = $1 returning 'ok' as v`, [
      task,
    ]),
  ).toBe('ok');
  return task;
}

describe('parent_home', () => {
  it("lists the guardian's children with the tasks waiting and last week's report", async () => {
    const parent = await person('foralder', 44, 'Anna');
    const elsa = await person('barn', 15, 'Elsa');
    const omar = await person('barn', 17, 'Omar');
    await family(parent, elsa, omar);
    await history(elsa);
    const waiting = await doneTask(parent, elsa, 'Dammsuga');
    // A task approved last week counts there; one approved this week does not.
    const paid = await doneTask(parent, elsa, 'Diska');
    expect(await call(parent, `select public.review_task($1, true) as v`, [paid])).toBe('approved');
    const older = await doneTask(parent, elsa, 'Klippa gräset');
    expect(await call(parent, `select public.review_task($1, true) as v`, [older])).toBe(
      'approved',
    );
    // As if approved last week (the stamping trigger held back, as a restore would).
    await test.db.query(`set session_replication_role = replica`);
    await test.db.query(`update public.tasks set updated_at = ${lastWeekNoon} where id = $1`, [
      older,
    ]);
    await test.db.query(`set session_replication_role = origin`);

    const { children } = await home(parent);
    expect(children.map((c) => c.insights.child.first_name)).toEqual(['Elsa', 'Omar']);
    const [e, o] = children as [Child, Child];
    expect(e.waiting).toEqual([
      { id: waiting, title: 'Dammsuga', reward_ore: 2500, reward_xp: 20, due_date: null },
    ]);
    expect(e.insights.weeks?.map((w) => w.spent_ore)).toEqual([12000, 30000]);
    expect(e.last_week).toMatchObject({
      spent_ore: 12000,
      budget_ore: 50000,
      saved_ore: 20000,
      lessons: 1,
      tasks_approved: 1,
    });
    expect(e.last_week.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(o.waiting).toEqual([]);
    expect(o.last_week).toMatchObject({
      spent_ore: 0,
      budget_ore: null,
      saved_ore: 0,
      lessons: 0,
      tasks_approved: 0,
    });
  });

  it("keeps what an adult child does not share null, and her tasks the guardian's", async () => {
    const parent = await person('foralder', 50, 'Lena');
    const adult = await person('barn', 20, 'Vera');
    await family(parent, adult);
    await history(adult);
    await doneTask(parent, adult, 'Handla');
    const [child] = (await home(parent)).children as [Child];
    expect(child.insights.weeks).toBeNull();
    expect(child.insights.goals).toBeNull();
    expect(child.insights.learning).toBeNull();
    expect(child.last_week).toMatchObject({
      spent_ore: null,
      budget_ore: null,
      saved_ore: null,
      lessons: null,
      tasks_approved: 0,
    });
    expect(child.waiting.map((t) => t.title)).toEqual(['Handla']);

    // She shares spending only: that section appears, the rest stays hidden.
    await call(
      adult,
      `insert into public.user_settings (user_id, share_spending) values ($1, true)
       on conflict (user_id) do update set share_spending = true`,
      [adult.id],
    );
    const [shared] = (await home(parent)).children as [Child];
    expect(shared.last_week).toMatchObject({ spent_ore: 12000, saved_ore: null, lessons: null });
  });

  it('gives a teen, a parent of another family and a parent with no family nobody', async () => {
    const parent = await person('foralder', 40, 'Karin');
    const child = await person('barn', 14, 'Ida');
    await family(parent, child);
    await history(child);
    const other = await person('foralder', 42, 'Per');
    await family(other);
    const alone = await person('foralder', 39, 'Sara');
    for (const actor of [child, other, alone]) {
      expect(await home(actor)).toEqual({ children: [] });
    }
    const anon = { name: 'anon', role: 'anon', id: '', email: '' } as Actor;
    expect(await call(anon, `select public.parent_home() as v`)).toMatch(/^ERR 42501/);
    expect(
      await call(child, `select private.child_week_report($1, $1, current_date) as v`, [child.id]),
    ).toMatch(/^ERR 42501/);
  });
});

describe('sending a task back from the home', () => {
  it('lets the child do it again; a forged answer from another parent changes and pays nothing', async () => {
    const parent = await person('foralder', 45, 'Maria');
    const child = await person('barn', 13, 'Liam');
    await family(parent, child);
    const stranger = await person('foralder', 46, 'Olof');
    await family(stranger, await person('barn', 13, 'Nils'));
    const task = await doneTask(parent, child, 'Bära ut soporna');
    const status = () =>
      value<string>(`select status as v from public.tasks where id = $1`, [task]);
    const income = () =>
      value<number>(
        `select coalesce(sum(amount_ore), 0)::int as v from public.transactions
         where user_id = $1 and type = 'income'`,
        [child.id],
      );

    // Forged: another family's parent answers by RPC, by a pushed op and by a direct update.
    for (const approve of [true, false]) {
      expect(await call(stranger, `select public.review_task($1, $2) as v`, [task, approve])).toBe(
        'ERR P0002 Uppdraget finns inte',
      );
    }
    const pushed = (await call<{ status: string }[]>(
      stranger,
      `select public.push_ops($1::jsonb) as v`,
      [JSON.stringify([upsertOp('tasks', { status: 'approved' }, task)])],
    )) as { status: string }[];
    expect(pushed[0]?.status).not.toBe('applied');
    await call(stranger, `update public.tasks set status = 'rejected' where id = $1`, [task]);
    expect(await status()).toBe('done');
    expect(await income()).toBe(0);
    expect((await home(stranger)).children.flatMap((c) => c.waiting)).toEqual([]);

    // Her own parent sends it back: it leaves the waiting list, the child can do it again.
    expect(await call(parent, `select public.review_task($1, false) as v`, [task])).toBe(
      'rejected',
    );
    expect((await home(parent)).children[0]?.waiting).toEqual([]);
    expect(
      await call(
        child,
        `update public.tasks set status = 'done' where id = $1 returning 'ok' as v`,
        [task],
      ),
    ).toBe('ok');
    expect((await home(parent)).children[0]?.waiting.map((t) => t.id)).toEqual([task]);
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toBe('approved');
    expect(await income()).toBe(2500);
    expect((await home(parent)).children[0]?.last_week.tasks_approved).toBe(0);
  });
});
