import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  as,
  bornYearsAgo,
  createUser,
  profileMetadata,
  type Actor,
  type MatrixActorName,
} from '../helpers/actors';
import { seedSpendingSavingLearning } from '../helpers/history';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 21 (deliverable 6): an adult child (18+) decides what the family's guardians see, section
// by section (user_settings.share_spending / share_goals / share_learning; docs/families.md).
// Nothing hidden may reach a guardian, nor a co-guardian, through any table, RPC or notification:
//   spending  transactions, weekly budgets; insights.weeks
//   goals     the child's own savings goals and deposits; insights.goals, the saving streak
//   learning  lesson progress, XP events, badges; insights.learning, insights.xp, the check-in
//             streak; the child's row on the leaderboard; a guardian's prize notification
// Always the guardians': the tasks they give (every guardian of the family) and the goal a
// guardian set (that guardian). Under 18 the guardians see everything.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

let serial = 800;
async function person(name: MatrixActorName, roll: 'barn' | 'foralder', born: string) {
  serial += 1;
  const email = `privacy-${serial}@example.com`;
  const id = await createUser(
    test.db,
    email,
    profileMetadata({ roll, fornamn: name, personnummer: personnummer(born, serial) }),
  );
  return { name, role: 'authenticated', id, email } as Actor;
}

const rows = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query<T>(sql, params)).rows);
const one = async <T>(actor: Actor, sql: string, params: unknown[] = []) =>
  (await rows<{ v: T }>(actor, sql, params))[0]?.v as T;

type Section = 'spending' | 'goals' | 'learning';
const SECTIONS: Section[] = ['spending', 'goals', 'learning'];
/** The child's rows a guardian may read, by the section that governs them. */
const TABLES: [string, Section][] = [
  ['transactions', 'spending'],
  ['weekly_budgets', 'spending'],
  ['savings_goals', 'goals'],
  ['goal_deposits', 'goals'],
  ['lesson_progress', 'learning'],
  ['xp_events', 'learning'],
  ['earned_badges', 'learning'],
];

type Insights = {
  shared: Record<Section, boolean>;
  weeks: unknown[] | null;
  goals: { title: string }[] | null;
  learning: { lessons_completed: number } | null;
  xp: { total: number; level: number } | null;
  streak: { check_in: number | null; alive: boolean | null; saving_weeks: number | null };
  tasks: { open: number };
};
type BoardRow = { display_name: string; level: number; saving_streak: number | null };

let parent: Actor; // parentOfA: set a goal for the adult and gave both children a task
let coParent: Actor; // coGuardian: the second guardian of the same family
let adult: Actor; // 20: shares nothing until a test turns a flag on
let minor: Actor; // 15: the family rules (everything)
let stranger: Actor; // a teen of the league outside the family
const NICK = { adult: 'Glad Utter', minor: 'Modig Räv', stranger: 'Klok Säl' };
let parentsGoal: string;

/** What each of the adult's data kinds holds for her, whoever reads it (service_role). */
async function seedHistory(child: Actor, lesson: string) {
  await seedSpendingSavingLearning(test.db, child.id!, lesson);
  await test.db.query(
    `insert into public.weekly_budgets (id, user_id, week_start, limit_ore)
     values ($1, $2, private.iso_monday(private.stockholm_today()), 50000)`,
    [randomUUID(), child.id],
  );
  await test.db.query(
    `insert into public.xp_events (id, user_id, kind, amount, source_id)
     values ($1, $2, 'lesson_completed', 10, $4), ($3, $2, 'quiz_passed', 15, $4)`,
    [randomUUID(), child.id, randomUUID(), lesson],
  );
  await test.db.query(
    `insert into public.earned_badges (id, user_id, badge_id) values ($1, $2, 'first-lesson')`,
    [randomUUID(), child.id],
  );
}

async function share(flags: Partial<Record<Section, boolean>>) {
  const value = (section: Section) => flags[section] ?? false;
  await rows(
    adult,
    `insert into public.user_settings (user_id, share_spending, share_goals, share_learning)
     values ($1, $2, $3, $4)
     on conflict (user_id) do update set share_spending = excluded.share_spending,
       share_goals = excluded.share_goals, share_learning = excluded.share_learning`,
    [adult.id, value('spending'), value('goals'), value('learning')],
  );
}

/** The adult's rows of a table the actor reads, as the sync pull asks for them (by owner). */
const visible = async (actor: Actor, table: string, owner: Actor) =>
  one<number>(
    actor,
    `select count(*)::int as v from (select * from public.${table}
       where user_id = $1 and server_seq > 0 order by server_seq) r`,
    [owner.id],
  );
const insightsOf = (actor: Actor, child: Actor) =>
  one<Insights>(actor, `select public.parent_insights($1) as v`, [child.id]);
const board = (actor: Actor, scope: 'all' | 'family') =>
  rows<BoardRow>(actor, `select * from public.leaderboard('month', $1)`, [scope]);
const notificationsOf = (actor: Actor) =>
  one<number>(actor, `select count(*)::int as v from public.my_notifications()`);

beforeAll(async () => {
  parent = await person('parentOfA', 'foralder', bornYearsAgo(45));
  coParent = await person('coGuardian', 'foralder', bornYearsAgo(47));
  adult = await person('adultChild', 'barn', bornYearsAgo(20));
  minor = await person('teenA', 'barn', bornYearsAgo(15));
  stranger = await person('teenB', 'barn', bornYearsAgo(16));
  const { rows: family } = await test.db.query<{ id: string }>(
    `insert into public.families (name) values ('Familjen Privat') returning id`,
  );
  for (const [member, role] of [
    [parent, 'guardian'],
    [coParent, 'guardian'],
    [adult, 'child'],
    [minor, 'child'],
  ] as const) {
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, $3)`,
      [family[0]!.id, member.id, role],
    );
  }
  await seedHistory(adult, 'budgetering-101-vad-ar-en-budget');
  await seedHistory(minor, 'budgetering-101-vad-ar-en-budget');
  for (const [child, nickname] of [
    [adult, NICK.adult],
    [minor, NICK.minor],
    [stranger, NICK.stranger],
  ] as const) {
    await rows(child, `select public.join_competition($1)`, [nickname]);
  }
  parentsGoal = await one<string>(
    parent,
    `select public.create_goal_for_child($1, 'Körkort', 1500000, null, 50) as v`,
    [adult.id],
  );
  for (const child of [adult, minor]) {
    await rows(parent, `select public.create_task($1, 'Klippa gräset', 10000, 20)`, [child.id]);
  }
});

describe('an adult child who shares nothing', () => {
  it('reaches neither guardian through any table, as the sync pull reads them', async () => {
    for (const guardian of [parent, coParent]) {
      for (const [table] of TABLES) {
        // The goal parentOfA set is parentOfA's own (below); the adult's own goal stays hidden.
        const expected = table === 'savings_goals' && guardian === parent ? 1 : 0;
        expect(await visible(guardian, table, adult), `${guardian.name}: ${table}`).toBe(expected);
        // The minor's rows: the family rules.
        expect(await visible(guardian, table, minor), `${guardian.name}: ${table}`).toBeGreaterThan(
          0,
        );
      }
    }
    // She reads all of her own.
    for (const [table] of TABLES) expect(await visible(adult, table, adult)).toBeGreaterThan(0);
  });

  it('parent_insights gives either guardian no XP, level, streak or section of hers', async () => {
    for (const guardian of [parent, coParent]) {
      const insights = await insightsOf(guardian, adult);
      expect(insights.shared).toEqual({ spending: false, goals: false, learning: false });
      expect(insights).toMatchObject({ weeks: null, goals: null, learning: null, xp: null });
      expect(insights.streak).toEqual({ check_in: null, alive: null, saving_weeks: null });
      // Tasks are the guardians' own business: still counted.
      expect(insights.tasks.open).toBe(1);

      const minors = await insightsOf(guardian, minor);
      expect(minors.shared).toEqual({ spending: true, goals: true, learning: true });
      expect(minors.xp?.total).toBe(25);
      expect(minors.streak.check_in).toBe(1);
      expect(minors.streak.saving_weeks).toBe(1);
    }
  });

  it('the leaderboard shows either guardian the minor but not her, in the whole league and the family', async () => {
    expect((await board(stranger, 'all')).map((row) => row.display_name).sort()).toEqual(
      [NICK.adult, NICK.minor, NICK.stranger].sort(),
    );
    for (const guardian of [parent, coParent]) {
      for (const scope of ['all', 'family'] as const) {
        expect((await board(guardian, scope)).map((row) => row.display_name)).toEqual([NICK.minor]);
      }
    }
  });

  it('a guardian is not told that she won a prize (she confirms it herself)', async () => {
    const before = await Promise.all([parent, coParent, adult].map(notificationsOf));
    await tellPrize(adult);
    const after = await Promise.all([parent, coParent, adult].map(notificationsOf));
    expect(after).toEqual([before[0], before[1], before[2]! + 1]);
  });

  it('tasks the guardians gave, and the goal a guardian set, stay visible to them', async () => {
    for (const guardian of [parent, coParent]) {
      expect(await visible(guardian, 'tasks', adult)).toBe(1);
      const tasks = await rows<{ user_id: string }>(
        guardian,
        `select user_id from public.family_tasks($1)`,
        [adult.id],
      );
      expect(tasks.map((task) => task.user_id)).toEqual([adult.id]);
    }
    const goals = (actor: Actor) =>
      rows<{ id: string }>(actor, `select id from public.savings_goals where user_id = $1`, [
        adult.id,
      ]);
    expect(await goals(parent)).toEqual([{ id: parentsGoal }]);
    expect(await goals(coParent)).toEqual([]);
  });
});

let prizeDay = 0;
/** A month's first place for `winner` (an adult confirms it herself), announced as the close does. */
async function tellPrize(winner: Actor) {
  prizeDay += 1;
  await test.db.query(
    `with claim as (
       insert into public.prize_claims (user_id, period_start, position, prize, confirmer)
       values ($1, $2, 1, '500 kr + hörlurar', 'winner') returning *)
     select private.tell_prize(claim, 'won') from claim`,
    [winner.id, new Date(Date.UTC(2020, 0, prizeDay)).toISOString()],
  );
}

describe('each share flag opens exactly its section, to both guardians', () => {
  afterAll(async () => {
    await share({});
  });

  it.each(SECTIONS)('%s', async (section) => {
    await share({ [section]: true });
    for (const guardian of [parent, coParent]) {
      for (const [table, governs] of TABLES) {
        const setter = table === 'savings_goals' && guardian === parent ? 1 : 0;
        const seen = await visible(guardian, table, adult);
        if (governs === section) expect(seen, `${guardian.name}: ${table}`).toBeGreaterThan(setter);
        else expect(seen, `${guardian.name}: ${table}`).toBe(setter);
      }

      const insights = await insightsOf(guardian, adult);
      expect(insights.shared).toEqual({
        spending: section === 'spending',
        goals: section === 'goals',
        learning: section === 'learning',
      });
      expect(insights.weeks === null).toBe(section !== 'spending');
      expect(insights.goals === null).toBe(section !== 'goals');
      expect(insights.learning === null).toBe(section !== 'learning');
      expect(insights.xp === null).toBe(section !== 'learning');
      expect(insights.streak.check_in === null).toBe(section !== 'learning');
      expect(insights.streak.alive === null).toBe(section !== 'learning');
      expect(insights.streak.saving_weeks === null).toBe(section !== 'goals');
      if (section === 'learning') {
        expect(insights.xp).toEqual({ total: 25, level: 1 });
        expect(insights.learning?.lessons_completed).toBe(1);
      }
      if (section === 'goals') {
        expect(insights.goals?.map((goal) => goal.title).sort()).toEqual(['Körkort', 'Resa']);
        expect(insights.streak.saving_weeks).toBe(1);
      }

      // Her place on the board is learning (level, streak, badges, points); the saving streak
      // on it is goals.
      const rowsOfHers = (await board(guardian, 'family')).filter(
        (row) => row.display_name === NICK.adult,
      );
      expect(rowsOfHers).toEqual(
        section === 'learning' ? [expect.objectContaining({ saving_streak: null })] : [],
      );
    }
  });

  it('all three: everything, the saving streak on the board and the prize news too', async () => {
    await share({ spending: true, goals: true, learning: true });
    for (const guardian of [parent, coParent]) {
      const [row] = (await board(guardian, 'family')).filter((r) => r.display_name === NICK.adult);
      expect(row).toMatchObject({ level: 1, saving_streak: 1 });
      const insights = await insightsOf(guardian, adult);
      expect(insights.streak).toEqual({ check_in: 1, alive: true, saving_weeks: 1 });
    }
    const before = await Promise.all([parent, coParent].map(notificationsOf));
    await tellPrize(adult);
    expect(await Promise.all([parent, coParent].map(notificationsOf))).toEqual(
      before.map((n) => n + 1),
    );
    for (const guardian of [parent, coParent]) {
      const [latest] = await rows<{ kind: string; body: string }>(
        guardian,
        'select kind, body from public.my_notifications() limit 1',
      );
      expect(latest?.kind).toBe('competition_won_child');
      expect(latest?.body).toMatch(/^adultChild kom på plats 1 .*Vinnaren fyller själv i vart/);
    }
  });
});
