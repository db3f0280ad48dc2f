import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { as, callAs, familyOf, newPerson, valueOf, type Actor } from '../helpers/actors';
import { seedSpendingSavingLearning } from '../helpers/history';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 26 point 7: the 18-year handover (docs/families.md "The 18-year handover"). From the 18th
// birthday (Stockholm date) the child decides, item by item, what the family's guardians keep
// seeing (decide_adult_sharing); before it she cannot. Until she decides, the adult default holds
// (nothing shared). Each guardian-facing read honours the choice, no guardian can undo it, and
// the guardians are told what changed.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

/** Stockholm's date `years` years and `days` days ago, as YYYY-MM-DD. */
function stockholmDate(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

const person = (roll: 'barn' | 'foralder', born: string, fornamn: string) =>
  newPerson(test.db, roll, { firstName: fornamn, born, emailPrefix: 'handover' });

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, sql, params);
const value = <T>(sql: string, params: unknown[] = []) => valueOf<T>(test.db, sql, params);

type Section = 'spending' | 'goals' | 'learning';
type Handover = {
  adult: boolean;
  has_guardians: boolean;
  guardians: string[];
  decided_at: string | null;
  shared: Record<Section, boolean>;
};
type Insights = {
  shared: Record<Section, boolean>;
  weeks: unknown[] | null;
  goals: unknown[] | null;
  learning: unknown;
  xp: unknown;
};
type HomeChild = {
  insights: { child: { user_id: string } };
  last_week: { spent_ore: number | null; saved_ore: number | null; lessons: number | null };
};

let parent: Actor;
let coParent: Actor;
let birthday: Actor; // turns 18 today (Stockholm)
let almost: Actor; // turns 18 tomorrow
const NICK = 'Glad Utter';

const handover = (actor: Actor) => call<Handover>(actor, `select public.adult_handover() as v`);
const decide = (actor: Actor, spending: boolean, goals: boolean, learning: boolean) =>
  call<Handover>(actor, `select public.decide_adult_sharing($1, $2, $3) as v`, [
    spending,
    goals,
    learning,
  ]);
const insights = (guardian: Actor, child: Actor) =>
  call<Insights>(guardian, `select public.parent_insights($1) as v`, [child.id]);
const homeOf = async (guardian: Actor, child: Actor) =>
  (
    (await call<{ children: HomeChild[] }>(guardian, `select public.parent_home() as v`)) as {
      children: HomeChild[];
    }
  ).children.find((c) => c.insights.child.user_id === child.id)!;
const visible = (actor: Actor, table: string, owner: Actor) =>
  call<number>(actor, `select count(*)::int as v from public.${table} where user_id = $1`, [
    owner.id,
  ]);
const onBoard = async (guardian: Actor) =>
  (
    (await as(
      test.db,
      guardian,
      async (q) =>
        (
          await q.query<{ display_name: string }>(
            `select * from public.leaderboard('month', 'family')`,
          )
        ).rows,
    )) as { display_name: string }[]
  ).some((row) => row.display_name === NICK);
const notices = (guardian: Actor) =>
  test.db
    .query<{ title: string; body: string }>(
      `select title, body from public.notifications where user_id = $1 and kind = 'sharing_changed'
       order by created_at, id`,
      [guardian.id],
    )
    .then((r) => r.rows);

async function seed(child: Actor) {
  await seedSpendingSavingLearning(test.db, child.id!, 'budgetering-101-vad-ar-en-budget');
  await test.db.query(
    `insert into public.xp_events (id, user_id, kind, amount, source_id)
     values ($1, $2, 'lesson_completed', 10, 'budgetering-101-vad-ar-en-budget')`,
    [randomUUID(), child.id],
  );
}

beforeAll(async () => {
  parent = await person('foralder', stockholmDate(45), 'Anna');
  coParent = await person('foralder', stockholmDate(47), 'Per');
  birthday = await person('barn', stockholmDate(18), 'Elsa');
  almost = await person('barn', stockholmDate(18, -1), 'Omar');
  await familyOf(test.db, [parent, coParent], [birthday, almost], 'Familjen Arton');
  await seed(birthday);
  await seed(almost);
  await call(birthday, `select public.join_competition($1) as v`, [NICK]);
});

describe('before the 18th birthday', () => {
  it('the teen cannot restrict anything: the family rules apply', async () => {
    expect(await handover(almost)).toMatchObject({ adult: false, has_guardians: true });
    expect(await decide(almost, false, false, false)).toMatch(/^ERR 23514 Du bestämmer själv/);
    // A direct write of the flags changes nothing the guardians see, and tells nobody.
    await call(
      almost,
      `insert into public.user_settings (user_id, share_spending, share_goals, share_learning)
       values ($1, false, false, false)`,
      [almost.id],
    );
    const seen = (await insights(parent, almost)) as Insights;
    expect(seen.shared).toEqual({ spending: true, goals: true, learning: true });
    expect(await visible(parent, 'goal_deposits', almost)).toBe(1);
    expect(await notices(parent)).toEqual([]);
    expect(await value(`select count(*)::int as v from private.adult_handovers`)).toBe(0);
  });

  it('the teen sees the day it opens; a guardian sees each child and her birthday', async () => {
    expect(await handover(almost)).toMatchObject({ turns_18: stockholmDate(0, -1), children: [] });
    const mine = (await handover(parent)) as Handover & {
      children: { first_name: string; adult: boolean; turns_18: string | null; decided: boolean }[];
    };
    expect(
      mine.children.map(({ first_name, adult, turns_18, decided }) => ({
        first_name,
        adult,
        turns_18,
        decided,
      })),
    ).toEqual([
      // Elsa is 18 today: her birth date is hers now, and she has not decided yet.
      { first_name: 'Elsa', adult: true, turns_18: null, decided: false },
      { first_name: 'Omar', adult: false, turns_18: stockholmDate(0, -1), decided: false },
    ]);
    // Another family's guardian learns nothing of them.
    const stranger = await person('foralder', stockholmDate(40), 'Sam');
    expect(await handover(stranger)).toMatchObject({ has_guardians: false, children: [] });
  });
});

describe('from the 18th birthday (Stockholm date)', () => {
  it('she has not decided yet, and the guardians see what an adult shares by default: nothing', async () => {
    expect(await handover(birthday)).toEqual({
      adult: true,
      has_guardians: true,
      guardians: ['Anna', 'Per'],
      decided_at: null,
      shared: { spending: false, goals: false, learning: false },
      turns_18: stockholmDate(0),
      children: [],
    });
    const seen = (await insights(parent, birthday)) as Insights;
    expect(seen.shared).toEqual({ spending: false, goals: false, learning: false });
  });

  it('she decides item by item; every guardian-facing read honours it; both guardians are told', async () => {
    const answer = (await decide(birthday, true, false, false)) as Handover;
    expect(answer.decided_at).not.toBeNull();
    expect(answer.shared).toEqual({ spending: true, goals: false, learning: false });

    for (const guardian of [parent, coParent]) {
      const seen = (await insights(guardian, birthday)) as Insights;
      expect(seen.shared).toEqual({ spending: true, goals: false, learning: false });
      expect(seen.weeks).not.toBeNull();
      expect(seen).toMatchObject({ goals: null, learning: null, xp: null });
      const home = await homeOf(guardian, birthday);
      expect(home.last_week.spent_ore).not.toBeNull();
      expect(home.last_week.saved_ore).toBeNull();
      expect(home.last_week.lessons).toBeNull();
      expect(await visible(guardian, 'transactions', birthday)).toBe(1);
      for (const table of ['savings_goals', 'goal_deposits', 'lesson_progress', 'xp_events']) {
        expect(await visible(guardian, table, birthday), table).toBe(0);
      }
      expect(await onBoard(guardian)).toBe(false);

      const told = await notices(guardian);
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe('Elsa har bestämt vad du ser');
      expect(told[0]!.body).toContain('Du ser: utgifter och budget.');
      expect(told[0]!.body).toContain('Du ser inte längre: sparmål, lektioner, XP och ligan.');
    }
  });

  it('a guardian cannot undo her choice', async () => {
    for (const guardian of [parent, coParent]) {
      expect(
        await call(
          guardian,
          `update public.user_settings set share_goals = true, share_learning = true
           where user_id = $1 returning 1 as v`,
          [birthday.id],
        ),
      ).toBeUndefined();
      expect(
        await call(
          guardian,
          `insert into public.user_settings (user_id, share_goals) values ($1, true)
           on conflict (user_id) do update set share_goals = true`,
          [birthday.id],
        ),
      ).toMatch(/^ERR 42501/);
      // The RPC acts on the caller's own settings only.
      await decide(guardian, true, true, true);
    }
    expect(((await handover(birthday)) as Handover).shared).toEqual({
      spending: true,
      goals: false,
      learning: false,
    });
    expect(((await insights(parent, birthday)) as Insights).goals).toBeNull();
  });

  it('she can change her mind later; the guardians hear what changed, and nothing when nothing did', async () => {
    await decide(birthday, true, true, false);
    expect(await visible(parent, 'goal_deposits', birthday)).toBe(1);
    let told = await notices(coParent);
    expect(told).toHaveLength(2);
    expect(told[1]).toEqual({
      title: 'Elsa har ändrat vad du ser',
      body: 'Nu ser du också: sparmål. Uppdrag du ger och sparmål du har satt ser du som förut.',
    });
    await decide(birthday, true, true, false);
    expect(await notices(coParent)).toHaveLength(2);

    // The settings page writes user_settings directly: told the same way.
    await call(
      birthday,
      `update public.user_settings set share_spending = false where user_id = $1`,
      [birthday.id],
    );
    told = await notices(coParent);
    expect(told).toHaveLength(3);
    expect(told[2]!.body).toContain('Du ser inte längre: utgifter och budget.');
    expect(await visible(coParent, 'transactions', birthday)).toBe(0);
    expect((await homeOf(coParent, birthday)).last_week.spent_ore).toBeNull();
  });

  it('a yes opens the item again: learning puts her back on the family board', async () => {
    expect(await onBoard(parent)).toBe(false);
    await decide(birthday, false, true, true);
    expect(await onBoard(parent)).toBe(true);
    expect(((await insights(parent, birthday)) as Insights).xp).not.toBeNull();
  });

  it('nobody but a signed-in user reaches the handover functions', async () => {
    const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };
    expect(await call(anon, `select public.adult_handover() as v`)).toMatch(/^ERR 42501/);
    expect(await call(anon, `select public.decide_adult_sharing(true, true, true) as v`)).toMatch(
      /^ERR 42501/,
    );
  });
});
