import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { as, familyOf, newPerson, sqlstate, type Actor } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 26 §6 (20261127001100_money_year.sql): the monthly "Lärt → gjort" report from the
// server's facts (its rules on seeded facts in months of 28, 30 and 31 days and across summer
// time), the teen's consent (off by default; only the teen sets it; without it a guardian reads
// nothing of the report) and the monthly notices with a fake clock.

let test: TestDatabase;
withTestWorld((opened) => {
  ({ test } = opened);
});

const person = (roll: 'barn' | 'foralder', fornamn: string): Promise<Actor> =>
  newPerson(test.db, roll, {
    firstName: fornamn,
    born: roll === 'barn' ? '2010-06-01' : '1980-02-02',
    emailPrefix: 'learned',
  });

const family = (guardian: Actor, child: Actor) =>
  familyOf(test.db, [guardian], [child], 'Familjen Rapport');

const lesson = (who: Actor, id: string, at: string) =>
  test.db.query(
    `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
     values ($1, $2, $3, $4, 100, 1)`,
    [randomUUID(), who.id, id, at],
  );
const expense = (who: Actor, kronor: number, at: string) =>
  test.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at, created_at)
     values ($1, $2, 'expense', 'food', 'Lunch', $3, $4, $4)`,
    [randomUUID(), who.id, kronor * 100, at],
  );
async function deposit(who: Actor, goal: string, kronor: number, at: string) {
  await test.db.query(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
     values ($1, $2, $3, $4, $5)`,
    [randomUUID(), who.id, goal, kronor * 100, at],
  );
}
const drillPassed = (who: Actor, drill: string, at: string) =>
  test.db.query(
    `insert into public.scam_drill_answers (user_id, drill_id, answered_scam, correct, first, created_at)
     values ($1, $2, true, true, true, $3)`,
    [who.id, drill, at],
  );

type Rule = {
  key: string;
  value: number;
  target: number;
  done: boolean;
  amount_ore: number | null;
};
type Report = {
  month: string;
  lessons: string[];
  courses: string[];
  drills_passed: number;
  rules: Rule[];
};
const report = async (who: Actor, month: string, today = '2026-05-15') =>
  (
    await test.db.query<{ v: Report }>(
      'select private.learned_done_report($1, $2::date, $3::date) as v',
      [who.id, month, today],
    )
  ).rows[0]!.v;
const rule = (r: Report, key: string) => r.rules.find((x) => x.key === key);

const call = <T>(who: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, who, async (q) => (await q.query<{ v: T }>(sql, params)).rows[0]?.v as T);

let teen: Actor;
let guardian: Actor;
let stranger: Actor;

beforeAll(async () => {
  teen = await person('barn', 'Lo');
  guardian = await person('foralder', 'Pia');
  stranger = await person('foralder', 'Ulf');
  await family(guardian, teen);

  // Budgeting: a lesson in January, a 500 kr weekly budget from the week of 19 January.
  await lesson(teen, 'budgetering-101-din-forsta-veckobudget', '2026-01-20T10:00:00Z');
  await test.db.query(
    `insert into public.weekly_budgets (id, user_id, week_start, limit_ore) values ($1, $2, '2026-01-19', 50000)`,
    [randomUUID(), teen.id],
  );
  await expense(teen, 300, '2026-02-03T12:00:00Z');
  await expense(teen, 600, '2026-02-10T12:00:00Z'); // the week of 9 February is over budget
  // Across the change to summer time (29 March): 23:30 on Sunday the 29th is the week of
  // 23 March (kept); 00:30 on Monday the 30th is the week of 30 March (over, counted in April).
  await expense(teen, 100, '2026-03-29T21:30:00Z');
  await expense(teen, 600, '2026-03-29T22:30:00Z');

  // Saving: a lesson on 10 February; deposits before it do not count.
  await lesson(teen, 'sparande-for-nyborjare-satt-ett-sparmal', '2026-02-10T12:00:00Z');
  const goal = randomUUID();
  await test.db.query(
    `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 300000)`,
    [goal, teen.id],
  );
  await deposit(teen, goal, 50, '2026-02-05T12:00:00Z');
  await deposit(teen, goal, 100, '2026-02-20T12:00:00Z');
  await deposit(teen, goal, 70, '2026-02-28T23:30:00Z'); // 00:30 on 1 March in Stockholm

  // Scams: the BankID lesson, then three drills passed in February.
  await lesson(teen, 'banktjanster-for-unga-bankid-och-bedragerier', '2026-02-01T09:00:00Z');
  for (const drill of ['blocket-swish', 'bankid-samtal', 'snabba-pengar']) {
    await drillPassed(teen, drill, '2026-02-15T12:00:00Z');
  }
});

describe('the report’s rules on the server’s facts', () => {
  it('February (28 days, four weeks ending in it)', async () => {
    const feb = await report(teen, '2026-02-10');
    expect(feb.month).toBe('2026-02-01');
    expect(feb.lessons).toEqual([
      'banktjanster-for-unga-bankid-och-bedragerier',
      'sparande-for-nyborjare-satt-ett-sparmal',
    ]);
    expect(feb.drills_passed).toBe(3);
    expect(rule(feb, 'budget')).toMatchObject({ value: 3, target: 3, done: true });
    expect(rule(feb, 'saving')).toMatchObject({ value: 1, amount_ore: 10000, done: true });
    expect(rule(feb, 'scams')).toMatchObject({ value: 3, done: true });
    // No lesson taught it: no logging rule.
    expect(rule(feb, 'logging')).toBeUndefined();
  });

  it('March (31 days, five weeks) and April (30 days, four weeks) across summer time', async () => {
    const mar = await report(teen, '2026-03-01');
    expect(mar.lessons).toEqual([]);
    expect(rule(mar, 'budget')).toMatchObject({ value: 5, done: true });
    expect(rule(mar, 'saving')).toMatchObject({ value: 1, amount_ore: 7000 });
    expect(rule(mar, 'scams')).toMatchObject({ value: 0, done: false });
    const apr = await report(teen, '2026-04-30');
    expect(rule(apr, 'budget')).toMatchObject({ value: 3, done: true });
    // January: the lesson on the 20th; the last week ending in January started before it.
    const jan = await report(teen, '2026-01-01');
    expect(jan.lessons).toEqual(['budgetering-101-din-forsta-veckobudget']);
    expect(rule(jan, 'budget')).toMatchObject({ value: 0, done: false });
    expect(rule(jan, 'saving')).toBeUndefined();
  });

  it('weeks that have not ended by today do not count yet', async () => {
    const early = await report(teen, '2026-03-01', '2026-03-16');
    // Sundays 1, 8 and 15 March have passed; the 22nd and 29th have not.
    expect(rule(early, 'budget')).toMatchObject({ value: 3 });
  });
});

describe('consent: the teen decides, the guardian reads nothing without it', () => {
  it('off by default: the guardian sees the child but no report', async () => {
    const list = await call<{ child: string; shared: boolean; report: unknown }[]>(
      guardian,
      'select public.children_learned_done($1::date) as v',
      ['2026-02-01'],
    );
    expect(list).toEqual([{ child: teen.id, first_name: 'Lo', shared: false, report: null }]);
    const own = await call<Report & { shared: boolean }>(
      teen,
      'select public.learned_done_report($1::date) as v',
      ['2026-02-01'],
    );
    expect(own.shared).toBe(false);
    expect(own.drills_passed).toBe(3);
  });

  it('a guardian cannot set the teen’s consent or read the teen’s facts behind it', async () => {
    for (const sql of [
      `insert into public.learned_done_sharing (user_id, share_with_guardians) values ('${teen.id}', true)`,
      `update public.learned_done_sharing set share_with_guardians = true where user_id = '${teen.id}'`,
    ]) {
      expect(await sqlstate(as(test.db, guardian, (q) => q.query(sql)))).toBe('42501');
    }
    expect(
      await sqlstate(call(guardian, 'select public.set_learned_done_sharing(true) as v')),
    ).toBe('42501');
    expect(
      await as(test.db, guardian, async (q) => {
        const drills = await q.query('select * from public.scam_drill_answers');
        const sharing = await q.query('select * from public.learned_done_sharing');
        return drills.rows.length + sharing.rows.length;
      }),
    ).toBe(0);
    expect(
      (
        await test.db.query('select 1 from public.learned_done_sharing where user_id = $1', [
          teen.id,
        ])
      ).rows,
    ).toEqual([]);
    // The guardian's report call is only ever her own.
    const hers = await call<Report>(guardian, 'select public.learned_done_report($1::date) as v', [
      '2026-02-01',
    ]);
    expect(hers.drills_passed).toBe(0);
  });

  it('with consent the guardian sees it; an unrelated parent never; withdrawn → nothing again', async () => {
    expect(await call<boolean>(teen, 'select public.set_learned_done_sharing(true) as v')).toBe(
      true,
    );
    const list = await call<{ shared: boolean; report: Report }[]>(
      guardian,
      'select public.children_learned_done($1::date) as v',
      ['2026-02-01'],
    );
    expect(list[0]!.shared).toBe(true);
    expect(list[0]!.report.drills_passed).toBe(3);
    expect(
      await call<unknown[]>(stranger, 'select public.children_learned_done($1::date) as v', [
        '2026-02-01',
      ]),
    ).toEqual([]);
    await call(teen, 'select public.set_learned_done_sharing(false) as v');
    const again = await call<{ report: unknown }[]>(
      guardian,
      'select public.children_learned_done() as v',
    );
    expect(again[0]!.report).toBeNull();
    expect(await sqlstate(call(anonActor, 'select public.children_learned_done() as v'))).toBe(
      '42501',
    );
    expect(
      await sqlstate(call(teen, `select public.learned_done_report('2099-01-01'::date) as v`)),
    ).toBe('P0001');
  });
});

const anonActor: Actor = { name: 'anon', role: 'anon', id: '', email: '' };

describe('the monthly notices (private.run_money_year_jobs with a fake clock)', () => {
  const jobs = (at: string) => test.db.query('select public.run_money_year_jobs($1)', [at]);
  const notices = async (who: Actor) =>
    (
      await test.db.query<{ title: string; body: string; link: string }>(
        `select title, body, link from public.notifications
         where user_id = $1 and kind = 'learned_done' order by created_at, id`,
        [who.id],
      )
    ).rows;

  it('once per month in its first week; guardians only with consent; missed days caught up', async () => {
    await call(teen, 'select public.set_learned_done_sharing(true) as v');
    const idle = await person('barn', 'Ingen');
    await jobs('2026-02-28T22:30:00Z'); // 23:30 on 28 February: not yet
    expect(await notices(teen)).toEqual([]);
    await jobs('2026-02-28T23:30:00Z'); // 00:30 on 1 March
    await jobs('2026-03-03T10:00:00Z');
    const told = await notices(teen);
    expect(told).toEqual([
      {
        title: 'Lärt → gjort: din rapport för februari',
        body: 'Du klarade 2 lektioner och 3 bedrägeriövningar i februari – och nådde 3 av 3 mål för det du lärde dig. Se hela rapporten.',
        link: '/rapport',
      },
    ]);
    expect((await notices(guardian)).map((n) => n.title)).toEqual(['Lärt → gjort: Lo i februari']);
    expect(await notices(stranger)).toEqual([]);
    expect(await notices(idle)).toEqual([]);

    // March had no lessons or drills: no notice in April. Without consent, no guardian notice.
    await call(teen, 'select public.set_learned_done_sharing(false) as v');
    await lesson(teen, 'sparande-for-nyborjare-buffert', '2026-04-20T10:00:00Z');
    await jobs('2026-04-02T10:00:00Z');
    expect(await notices(teen)).toHaveLength(1);
    // April's notice: the timer was down until the evening of 7 May (summer time).
    await jobs('2026-05-08T21:59:00Z'); // 23:59 on 8 May: too late for the first week
    expect(await notices(teen)).toHaveLength(1);
    await jobs('2026-05-07T21:30:00Z'); // 23:30 on 7 May
    expect((await notices(teen)).map((n) => n.title)).toEqual([
      'Lärt → gjort: din rapport för februari',
      'Lärt → gjort: din rapport för april',
    ]);
    expect(await notices(guardian)).toHaveLength(1);
  });
});
