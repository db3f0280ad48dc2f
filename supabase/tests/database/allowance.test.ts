// @both-engines: scheduled payouts (pg_cron) on Stockholm days.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  checkAllowanceAmount,
  checkInterestRate,
  familyMoneyWords,
} from '../../../src/lib/validation/family-money';
import {
  as,
  bornYearsAgo,
  callAs,
  familyOf,
  newPerson,
  valueOf,
  type Actor,
} from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 26 §1–2 (20261127000900_allowance_interest.sql): the allowance agreement both sides
// confirm, the pay-day job with a fake clock (exactly once, missed days, weekly and monthly, the
// last day of the month, February, summer time), parent interest on a savings goal, and forged
// clients that earn nothing.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const person = (roll: 'barn' | 'foralder', fornamn: string, age = roll === 'barn' ? 14 : 44) =>
  newPerson(test.db, roll, {
    firstName: fornamn,
    born: bornYearsAgo(age),
    emailPrefix: 'allowance',
  });

const family = (guardians: Actor[], children: Actor[]) =>
  familyOf(test.db, guardians, children, 'Familjen Peng');

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = async <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  (await callAs<T>(test.db, actor, sql, params)) as T;
const value = <T>(sql: string, params: unknown[] = []) => valueOf<T>(test.db, sql, params);

/** Calls SQL as the actor; resolves to its value or to its refusal (sqlstate, message, hint). */
async function refusal(actor: Actor, sql: string, params: unknown[] = []) {
  try {
    return await as(
      test.db,
      actor,
      async (q) => (await q.query<{ v: unknown }>(sql, params)).rows[0]?.v,
    );
  } catch (error) {
    const { code, message, hint } = error as { code?: string; message?: string; hint?: string };
    return { code, message, hint };
  }
}

/** What a person was told, oldest first, with every space a plain one. */
const told = async (person: Actor) =>
  (
    await value<{ kind: string; title: string; body: string }[] | null>(
      `select json_agg(json_build_object('kind', kind, 'title', title, 'body', body)
         order by created_at, id) as v from public.notifications where user_id = $1`,
      [person.id],
    )
  )?.map((n) => ({ ...n, body: n.body.replace(/\s/g, ' ') })) ?? [];

/** The scheduled job as the service role runs it, at a fake clock. */
const jobs = (at: string) =>
  value<{ allowances: number; goal_interest: number }>(
    `select public.run_allowance_jobs($1) as v`,
    [at],
  );

const propose = (
  actor: Actor,
  child: Actor,
  amountKr: number,
  frequency: 'weekly' | 'monthly',
  payDay: number,
  covers: string[] = ['lunch', 'mobil'],
) =>
  call<string>(actor, `select public.propose_allowance($1, $2, $3, $4, $5, $6) as v`, [
    child.id,
    amountKr * 100,
    frequency,
    payDay,
    covers,
    'Busskort ingår',
  ]);
const confirm = (actor: Actor, id: string) =>
  call<string>(actor, `select public.confirm_allowance($1) as v`, [id]);

/** Income rows from the allowance, as the teen's device would pull them. */
async function allowanceIncome(teen: Actor) {
  return as(test.db, teen, async (q) => {
    const { rows } = await q.query<{ day: string; amount_ore: string; description: string }>(
      `select to_char(occurred_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI') as day,
         amount_ore::text, description
       from public.transactions
       where user_id = $1 and type = 'income' and description in ('Veckopeng', 'Månadspeng')
       order by occurred_at`,
      [teen.id],
    );
    return rows.map((row) => `${row.day} ${row.description} ${Number(row.amount_ore) / 100}`);
  });
}

/** A signed agreement: the guardian proposes, the teen confirms. */
async function signed(frequency: 'weekly' | 'monthly', payDay: number, amountKr = 150) {
  const parent = await person('foralder', 'Anna');
  const teen = await person('barn', 'Elsa');
  await family([parent], [teen]);
  const id = await propose(parent, teen, amountKr, frequency, payDay);
  expect(await confirm(teen, id)).toBe('active');
  return { parent, teen, id };
}

describe('the allowance agreement', () => {
  it('is active only when both sides confirmed; the history shows who did what', async () => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const id = await propose(parent, teen, 200, 'weekly', 5);
    expect(
      await value(`select status as v from public.allowance_versions where id = $1`, [id]),
    ).toBe('proposed');
    // The proposing guardian cannot confirm the teen's side, nor their own twice.
    expect(await confirm(parent, id)).toMatch(/^ERR 23514 Förslaget är redan godkänt av en vuxen/);
    // Nothing is paid for a proposal, however long the job runs.
    await jobs('2027-01-20T12:00:00Z');
    expect(await allowanceIncome(teen)).toEqual([]);

    expect(await confirm(teen, id)).toBe('active');
    const history = await call<{ status: string; proposed_by_name: string }[]>(
      teen,
      `select json_agg(h) as v from public.allowance_history($1) h`,
      [teen.id],
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      status: 'active',
      proposed_by_name: 'Anna T.',
      proposed_by_child: false,
      guardian_confirmed_by_name: 'Anna T.',
      covers: ['lunch', 'mobil'],
      note: 'Busskort ingår',
    });
    // The teen was told of the proposal, the guardian that it is active.
    expect(
      await value<string[]>(
        `select array_agg(kind order by created_at) as v from public.notifications where user_id = $1`,
        [teen.id],
      ),
    ).toEqual(['allowance_proposed']);
    expect(
      await value<string>(
        `select body as v from public.notifications where user_id = $1 and kind = 'allowance_active'`,
        [parent.id],
      ),
    ).toMatch(/^Ni har båda godkänt 200\u00a0kr i veckan\. Första utbetalningen: \d+ \w+\.$/);
  });

  it('a teen proposes a change, a guardian confirms it; a change request needs a reason', async () => {
    const { parent, teen, id } = await signed('weekly', 5, 100);
    const counter = await propose(teen, teen, 150, 'weekly', 5);
    // The teen cannot confirm her own proposal on the guardian's side.
    expect(await confirm(teen, counter)).toMatch(/^ERR 23514 Du har redan godkänt förslaget/);
    expect(await call(teen, `select public.decline_allowance($1, 'nej') as v`, [counter])).toMatch(
      /^ERR 23514 Du har själv lagt förslaget/,
    );
    expect(await call(parent, `select public.decline_allowance($1, '  ') as v`, [counter])).toMatch(
      /^ERR P0001 Skriv kort vad du vill ändra/,
    );
    expect(
      await call(parent, `select public.decline_allowance($1, $2) as v`, [
        counter,
        'Vi kan ta 120 kr om mobilen ingår',
      ]),
    ).toBe('declined');
    // The active version is untouched by a declined proposal.
    expect(
      await value(`select status as v from public.allowance_versions where id = $1`, [id]),
    ).toBe('active');
    const again = await propose(teen, teen, 120, 'weekly', 5);
    expect(await confirm(parent, again)).toBe('active');
    const statuses = await call<{ version: number; status: string; decline_reason: string }[]>(
      parent,
      `select json_agg(json_build_object('version', version, 'status', status,
         'reason', decline_reason)) as v from public.allowance_history($1)`,
      [teen.id],
    );
    expect(statuses).toEqual([
      { version: 3, status: 'active', reason: null },
      { version: 2, status: 'declined', reason: 'Vi kan ta 120 kr om mobilen ingår' },
      { version: 1, status: 'superseded', reason: null },
    ]);
  });

  it('enforces the rules in SQL with Swedish messages', async () => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    expect(await propose(parent, teen, 100, 'weekly', 8)).toMatch(/^ERR P0001 Välj en veckodag/);
    expect(await propose(parent, teen, 100, 'monthly', 29)).toMatch(
      /^ERR P0001 Välj en dag mellan 1 och 28/,
    );
    expect(await propose(parent, teen, 100, 'monthly', 1, ['godis'])).toMatch(
      /^ERR P0001 Okänt val/,
    );
  });
});

// Issue 41 §2: what the form refuses, the database refuses with the form's own sentence (a P0001
// with the refusal code as its hint: HTTP 400, said from refusals.ts), and a refused value
// changes nothing and tells nobody.
describe('out-of-range money gets the form’s words from the database too', () => {
  it.each([
    ['-50', -5000],
    ['0', 0],
    ['0,5', 50],
    ['12,5', 1250],
    ['5001', 500100],
    ['6000', 600000],
    ['', null],
  ])('an allowance of %j kr', async (typed, amountOre) => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const form = checkAllowanceAmount(typed);
    if (form.ok) throw new Error(`the form takes ${typed}`);
    expect(
      await refusal(parent, `select public.propose_allowance($1, $2, 'weekly', 5) as v`, [
        teen.id,
        amountOre,
      ]),
    ).toEqual({ code: 'P0001', message: form.message, hint: form.code });
    expect(
      await value(`select count(*)::int as v from public.allowance_versions where child_id = $1`, [
        teen.id,
      ]),
    ).toBe(0);
    expect(await told(teen)).toEqual([]);
  });

  it.each([
    ['6', 6],
    ['5,01', 5.01],
    ['-1', -1],
    ['-0,01', -0.01],
    ['1,234', 1.234],
    ['', null],
  ])('a monthly interest of %j %', async (typed, percent) => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const goal = randomUUID();
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Körkort', 900000)`,
        [goal, teen.id],
      ),
    );
    expect(await call(parent, `select public.set_goal_interest($1, 1.5) as v`, [goal])).toBe(150);
    const before = await told(teen);
    const form = checkInterestRate(typed);
    if (form.ok) throw new Error(`the form takes ${typed}`);
    expect(
      await refusal(parent, `select public.set_goal_interest($1, $2) as v`, [goal, percent]),
    ).toEqual({ code: 'P0001', message: form.message, hint: form.code });
    // The rate that was saved stays, and the child hears nothing new.
    expect(
      await value(`select rate_bp as v from public.goal_interest where goal_id = $1`, [goal]),
    ).toBe(150);
    expect(await told(teen)).toEqual(before);
  });

  it('the limits themselves are taken', async () => {
    const { parent, teen } = await signed('weekly', 5, 5000);
    expect(await propose(parent, teen, 1, 'monthly', 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkAllowanceAmount('5000')).toEqual({ ok: true, ore: 500000 });
    expect(checkAllowanceAmount('1')).toEqual({ ok: true, ore: 100 });
    expect(Object.keys(familyMoneyWords)).toHaveLength(7);
  });
});

describe('the child hears of every change', () => {
  it('a proposal that replaces one, a change of the agreement and its end', async () => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const first = await propose(parent, teen, 1, 'weekly', 5);
    const second = await propose(parent, teen, 50, 'weekly', 5);
    expect(
      await value(`select status as v from public.allowance_versions where id = $1`, [first]),
    ).toBe('withdrawn');
    expect(await confirm(teen, second)).toBe('active');
    await propose(parent, teen, 200, 'monthly', 25);
    expect(await call(parent, `select public.end_allowance($1) as v`, [teen.id])).toBe(1);
    expect(await told(teen)).toEqual([
      {
        kind: 'allowance_proposed',
        title: 'Nytt förslag på veckopeng',
        body: 'Anna T. föreslår 1 kr i veckan. Titta på förslaget och godkänn eller be om en ändring.',
      },
      {
        kind: 'allowance_proposed',
        title: 'Nytt förslag på veckopeng',
        body: 'Anna T. föreslår 50 kr i veckan. Det ersätter förslaget på 1 kr i veckan. Titta på förslaget och godkänn eller be om en ändring.',
      },
      {
        kind: 'allowance_proposed',
        title: 'Förslag på ändrad veckopeng',
        body: 'Anna T. föreslår 200 kr i månaden i stället för 50 kr i veckan. Titta på förslaget och godkänn eller be om en ändring. Till dess gäller avtalet som förut.',
      },
      {
        kind: 'allowance_ended',
        title: 'Veckopengsavtalet är avslutat',
        body: 'Anna T. avslutade avtalet om 50 kr i veckan. Ingen mer veckopeng läggs in från och med i dag. Ni kan göra ett nytt avtal när ni vill.',
      },
    ]);
    // The guardians hear the child's counter-proposal the same way.
    const counter = await propose(teen, teen, 75, 'weekly', 5);
    expect(counter).toMatch(/^[0-9a-f-]{36}$/);
    expect((await told(parent)).at(-1)).toEqual({
      kind: 'allowance_proposed',
      title: 'Nytt förslag på veckopeng',
      body: 'Elsa T. föreslår 75 kr i veckan. Titta på förslaget och godkänn eller be om en ändring.',
    });
  });

  it('interest set, changed, set again unchanged, removed, and set once more', async () => {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const goal = randomUUID();
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Körkort', 900000)`,
        [goal, teen.id],
      ),
    );
    const set = (percent: number) =>
      call(parent, `select public.set_goal_interest($1, $2) as v`, [goal, percent]);
    expect(await set(1.5)).toBe(150);
    expect(await set(2)).toBe(200);
    expect(await set(2)).toBe(200); // the same rate again: nothing to tell
    expect(await set(0)).toBe(0);
    expect(await set(0)).toBe(0); // nothing left to remove
    expect(await set(1.5)).toBe(150);
    const setText =
      'Anna T. ger dig 1,5 % i månaden på ”Körkort”. Räntan sätts in den sista dagen varje månad.';
    expect(await told(teen)).toEqual([
      { kind: 'goal_interest_set', title: 'Föräldraränta på ditt sparmål', body: setText },
      {
        kind: 'goal_interest_changed',
        title: 'Ny ränta på ditt sparmål',
        body: 'Anna T. har ändrat räntan på ”Körkort” från 1,5 % till 2 % i månaden. Räntan sätts in den sista dagen varje månad.',
      },
      {
        kind: 'goal_interest_removed',
        title: 'Föräldraräntan är borttagen',
        body: 'Anna T. har tagit bort räntan på ”Körkort”. Det du har sparat och räntan du redan har fått finns kvar på målet.',
      },
      { kind: 'goal_interest_set', title: 'Föräldraränta på ditt sparmål', body: setText },
    ]);
    // By e-mail too (the child's settings are the defaults): the removal is in the outbox.
    expect(
      await value<string[]>(
        `select array_agg(kind order by created_at, id) as v from private.mail_outbox where to_user = $1`,
        [teen.id],
      ),
    ).toEqual([
      'goal_interest_set',
      'goal_interest_changed',
      'goal_interest_removed',
      'goal_interest_set',
    ]);
  });
});

describe('forged clients earn nothing', () => {
  it("another family's guardian can neither propose, confirm, read nor end", async () => {
    const { teen, id } = await signed('weekly', 5);
    const stranger = await person('foralder', 'Olle');
    const strangerKid = await person('barn', 'Kim');
    await family([stranger], [strangerKid]);
    expect(await propose(stranger, teen, 500, 'weekly', 1)).toMatch(/^ERR 42501 /);
    const teenOwn = await propose(teen, teen, 500, 'weekly', 1);
    expect(await confirm(stranger, teenOwn)).toMatch(/^ERR P0002 Förslaget finns inte/);
    expect(await call(stranger, `select public.end_allowance($1) as v`, [teen.id])).toMatch(
      /^ERR 42501/,
    );
    expect(
      await call(stranger, `select count(*)::int as v from public.allowance_history($1)`, [
        teen.id,
      ]),
    ).toBe(0);
    expect(
      await call(
        stranger,
        `select count(*)::int as v from public.allowance_versions where id = $1`,
        [id],
      ),
    ).toBe(0);
  });

  it('a teen cannot write the agreement table directly, nor mint allowance income', async () => {
    const { teen, id } = await signed('weekly', 5, 200);
    expect(
      await call(teen, `update public.allowance_versions set amount_ore = 500000 where id = $1`, [
        id,
      ]),
    ).toMatch(/^ERR 42501/);
    expect(
      await call(
        teen,
        `insert into public.allowance_versions (child_id, family_id, version, amount_ore, frequency,
           pay_day, status, starts_on) select $1, family_id, 99, 500000, 'weekly', 1, 'active',
           '2020-01-01' from public.allowance_versions where id = $2`,
        [teen.id, id],
      ),
    ).toMatch(/^ERR 42501/);
    // Only the service role runs the job.
    expect(
      await call(teen, `select public.run_allowance_jobs('2027-01-08T12:00:00Z') as v`),
    ).toMatch(/^ERR 42501/);
    // The income's id is name-based: a teen who writes a row with it first, for 5 000 kr, gets
    // the agreement's 150 kr when the pay day comes, once.
    await jobs('2027-01-07T12:00:00Z');
    const forgedId = await value<string>(`select private.allowance_income_id($1, $2) as v`, [
      teen.id,
      '2027-01-08',
    ]);
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.transactions (id, user_id, type, category, description, amount_ore)
         values ($1, $2, 'income', 'income', 'Veckopeng', 500000)`,
        [forgedId, teen.id],
      ),
    );
    await jobs('2027-01-08T12:00:00Z');
    await jobs('2027-01-08T13:00:00Z');
    expect(
      await value(`select amount_ore::int as v from public.transactions where id = $1`, [forgedId]),
    ).toBe(20000);
    expect((await allowanceIncome(teen)).filter((row) => row.startsWith('2027-01-08'))).toEqual([
      '2027-01-08 00:00 Veckopeng 200',
    ]);
  });
});

describe('the pay-day job (fake clock)', () => {
  it('pays a weekly allowance exactly once per pay day and catches up missed days', async () => {
    const { teen, parent } = await signed('weekly', 5, 150);
    // Bring the agreement to Thursday 2027-01-07 (the job ran every day until then).
    await jobs('2027-01-07T12:00:00Z');
    const before = (await allowanceIncome(teen)).length;
    expect(before).toBeGreaterThan(0);
    // Friday 8 January: paid once, however often the job runs.
    await jobs('2027-01-08T06:00:00Z');
    await jobs('2027-01-08T18:00:00Z');
    let income = await allowanceIncome(teen);
    expect(income).toHaveLength(before + 1);
    expect(income.at(-1)).toBe('2027-01-08 00:00 Veckopeng 150');
    // The job does not run for three weeks: each missed Friday is paid once, dated its own day.
    await jobs('2027-01-30T10:00:00Z');
    await jobs('2027-01-30T10:00:00Z');
    income = await allowanceIncome(teen);
    expect(income.slice(before + 1)).toEqual([
      '2027-01-15 00:00 Veckopeng 150',
      '2027-01-22 00:00 Veckopeng 150',
      '2027-01-29 00:00 Veckopeng 150',
    ]);
    // Teen and guardian are told once per pay day.
    const told = async (who: Actor) =>
      value<number>(
        `select count(*)::int as v from public.notifications where user_id = $1 and kind = 'allowance_paid'`,
        [who.id],
      );
    expect(await told(teen)).toBe(income.length);
    expect(await told(parent)).toBe(income.length);
  });

  it("the teen's device pulls the income past its cursor, also after being offline that day", async () => {
    const { teen } = await signed('weekly', 3, 80);
    await jobs('2027-02-01T12:00:00Z');
    const cursor = await call<string>(
      teen,
      `select coalesce(max(server_seq), 0)::text as v from public.transactions where user_id = $1`,
      [teen.id],
    );
    await jobs('2027-02-10T12:00:00Z'); // Wednesdays 3 and 10 February
    const pulled = await call<string[]>(
      teen,
      `select json_agg(description order by server_seq) as v from public.transactions
       where user_id = $1 and server_seq > $2`,
      [teen.id, cursor],
    );
    expect(pulled).toEqual(['Veckopeng', 'Veckopeng']);
  });

  it('pays on the Stockholm date across both summer-time changes', async () => {
    const { teen } = await signed('weekly', 7, 100);
    await jobs('2027-03-20T12:00:00Z');
    // Sunday 28 March 2027, 00:30 in Stockholm is still Saturday in UTC (clocks go forward at 02).
    await jobs('2027-03-27T23:30:00Z');
    expect((await allowanceIncome(teen)).at(-1)).toBe('2027-03-28 00:00 Veckopeng 100');
    expect(
      await value<string>(
        `select occurred_at::text as v from public.transactions where user_id = $1 order by occurred_at desc limit 1`,
        [teen.id],
      ),
    ).toBe('2027-03-27 23:00:00+00');
    // The next Sunday is in summer time: 00:30 Stockholm is 22:30 UTC on Saturday.
    await jobs('2027-04-03T22:30:00Z');
    expect((await allowanceIncome(teen)).at(-1)).toBe('2027-04-04 00:00 Veckopeng 100');
    // Sunday 31 October 2027, when the clocks go back.
    await jobs('2027-10-24T12:00:00Z');
    await jobs('2027-10-30T22:30:00Z');
    expect((await allowanceIncome(teen)).at(-1)).toBe('2027-10-31 00:00 Veckopeng 100');
    // Just before midnight Stockholm (22:59 UTC in October) the next Sunday is not yet due.
    await jobs('2027-11-06T22:59:00Z');
    expect((await allowanceIncome(teen)).at(-1)).toBe('2027-10-31 00:00 Veckopeng 100');
  });

  it('"sista dagen" follows months of different lengths, February 28 and 29', async () => {
    const { teen } = await signed('monthly', 0, 500);
    await jobs('2027-01-15T12:00:00Z');
    const before = (await allowanceIncome(teen)).length;
    await jobs('2027-05-01T12:00:00Z');
    await jobs('2027-05-01T12:00:00Z');
    expect((await allowanceIncome(teen)).slice(before)).toEqual([
      '2027-01-31 00:00 Månadspeng 500',
      '2027-02-28 00:00 Månadspeng 500',
      '2027-03-31 00:00 Månadspeng 500',
      '2027-04-30 00:00 Månadspeng 500',
    ]);
    await jobs('2028-03-05T12:00:00Z');
    const leap = await allowanceIncome(teen);
    expect(leap).toContain('2028-02-29 00:00 Månadspeng 500');
    expect(leap).not.toContain('2028-02-28 00:00 Månadspeng 500');
  });

  it('a monthly day 28 is paid in February too; day 15 once a month', async () => {
    const { teen } = await signed('monthly', 28, 300);
    await jobs('2027-01-29T12:00:00Z');
    const before = (await allowanceIncome(teen)).length;
    await jobs('2027-03-30T12:00:00Z');
    expect((await allowanceIncome(teen)).slice(before)).toEqual([
      '2027-02-28 00:00 Månadspeng 300',
      '2027-03-28 00:00 Månadspeng 300',
    ]);
  });

  it('an ended agreement pays nothing more; a new version pays its own amount', async () => {
    const { parent, teen } = await signed('weekly', 1, 100);
    await jobs('2027-06-01T12:00:00Z');
    const paid = (await allowanceIncome(teen)).length;
    expect(await call(teen, `select public.end_allowance($1) as v`, [teen.id])).toBe(1);
    await jobs('2027-08-01T12:00:00Z');
    expect(await allowanceIncome(teen)).toHaveLength(paid);
    expect(await call(parent, `select public.end_allowance($1) as v`, [teen.id])).toMatch(
      /^ERR P0002 Det finns inget avtal att avsluta/,
    );
  });
});

describe('leaving the family', () => {
  it('ends the agreement and the parent interest: the jobs pay nothing more', async () => {
    const { parent, teen } = await signed('weekly', 5);
    const goal = randomUUID();
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Moped', 900000)`,
        [goal, teen.id],
      ),
    );
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 50000)`,
        [randomUUID(), teen.id, goal],
      ),
    );
    expect(await call(parent, `select public.set_goal_interest($1, 2) as v`, [goal])).toBe(200);
    const familyId = await value<string>(
      `select family_id as v from public.family_members where user_id = $1`,
      [teen.id],
    );
    expect(
      await call(parent, `select public.remove_family_member($1, $2)::text as v`, [
        familyId,
        teen.id,
      ]),
    ).not.toMatch(/^ERR/);

    await jobs('2027-03-01T12:00:00Z');
    expect(await allowanceIncome(teen)).toEqual([]);
    expect(
      await value(`select count(*)::int as v from public.goal_interest where goal_id = $1`, [goal]),
    ).toBe(0);
    expect(
      await value(
        `select count(*)::int as v from public.goal_deposits where goal_id = $1
           and id in (select deposit_id from private.goal_interest_payments)`,
        [goal],
      ),
    ).toBe(0);
    expect(
      await value(`select status as v from public.allowance_versions where child_id = $1`, [
        teen.id,
      ]),
    ).toBe('ended');
  });
});

describe('föräldraränta', () => {
  async function goalWithInterest(ratePercent: number, depositsKr: number[]) {
    const parent = await person('foralder', 'Anna');
    const teen = await person('barn', 'Elsa');
    await family([parent], [teen]);
    const goal = randomUUID();
    await as(test.db, teen, async (q) => {
      await q.query(
        `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 500000)`,
        [goal, teen.id],
      );
      for (const kr of depositsKr) {
        await q.query(
          `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, $4)`,
          [randomUUID(), teen.id, goal, kr * 100],
        );
      }
    });
    expect(
      await call(parent, `select public.set_goal_interest($1, $2) as v`, [goal, ratePercent]),
    ).toBe(Math.round(ratePercent * 100));
    return { parent, teen, goal };
  }
  const interest = (goal: string) =>
    value<string[]>(
      `select coalesce(json_agg(to_char(created_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD')
         || ' ' || amount_ore order by created_at), '[]') as v
       from public.goal_deposits where goal_id = $1 and user_id <> '00000000-0000-0000-0000-000000000000'
         and id in (select deposit_id from private.goal_interest_payments)`,
      [goal],
    );
  const saved = (goal: string) =>
    value<number>(`select saved_ore::int as v from public.savings_goals where id = $1`, [goal]);

  it('pays once on the last day of the month, compounding, with catch-up over months of different lengths', async () => {
    const { goal } = await goalWithInterest(2, [600, 400]); // 1 000 kr at 2 % a month
    // 30 November 2026, 00:30 in Stockholm (23:30 UTC on the 29th): 2 % of 1 000 kr.
    await jobs('2026-11-29T23:30:00Z');
    await jobs('2026-11-30T20:00:00Z');
    expect(await interest(goal)).toEqual(['2026-11-30 2000']);
    expect(await saved(goal)).toBe(102000);
    // Missed December to March: each month from its own balance, rounded down to whole öre.
    await jobs('2027-04-02T10:00:00Z');
    await jobs('2027-04-02T10:00:00Z');
    const expected: string[] = ['2026-11-30 2000'];
    let balance = 102000;
    for (const day of ['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31']) {
      const amount = Math.floor((balance * 200) / 10000);
      expected.push(`${day} ${amount}`);
      balance += amount;
    }
    expect(await interest(goal)).toEqual(expected);
    expect(await saved(goal)).toBe(balance);
  });

  it('nothing before the month ends, nothing on an empty goal; 0 removes the rate', async () => {
    const { parent, goal } = await goalWithInterest(1.5, []);
    await jobs('2026-11-29T12:00:00Z');
    await jobs('2026-12-01T12:00:00Z');
    expect(await interest(goal)).toEqual([]);
    expect(await call(parent, `select public.set_goal_interest($1, 0) as v`, [goal])).toBe(0);
    expect(
      await value(`select count(*)::int as v from public.goal_interest where goal_id = $1`, [goal]),
    ).toBe(0);
  });

  it("a teen's forged deposit with the interest's id becomes the real interest", async () => {
    const { teen, goal } = await goalWithInterest(1, [1000]);
    const forgedId = await value<string>(
      `select private.goal_interest_deposit_id($1, '2026-11-30') as v`,
      [goal],
    );
    await as(test.db, teen, (q) =>
      q.query(
        `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 400000)`,
        [forgedId, teen.id, goal],
      ),
    );
    await jobs('2026-11-30T12:00:00Z');
    // 1 % of the 1 000 kr saved before (the forged row is not counted as saved money), dated the
    // month's last day as every interest deposit is, not the day the teen wrote the row.
    expect(await interest(goal)).toEqual(['2026-11-30 1000']);
    expect(await saved(goal)).toBe(101000);
  });

  it('a teen cannot set or change the rate; limits are enforced in SQL', async () => {
    const { parent, teen, goal } = await goalWithInterest(1, [100]);
    expect(await call(teen, `select public.set_goal_interest($1, 5) as v`, [goal])).toMatch(
      /^ERR 42501 Bara en vuxen i familjen kan sätta ränta/,
    );
    expect(
      await call(teen, `update public.goal_interest set rate_bp = 500 where goal_id = $1`, [goal]),
    ).toMatch(/^ERR 42501/);
    expect(
      await call(
        teen,
        `insert into public.goal_interest (goal_id, user_id, rate_bp, starts_on) values ($1, $2, 500, '2020-01-01')`,
        [goal, teen.id],
      ),
    ).toMatch(/^ERR 42501/);
    expect(await call(parent, `select public.set_goal_interest($1, 5.5) as v`, [goal])).toMatch(
      /^ERR P0001 Räntan får vara högst 5 % i månaden/,
    );
    expect(await call(parent, `select public.set_goal_interest($1, 1.234) as v`, [goal])).toMatch(
      /^ERR P0001 Skriv räntan med högst två decimaler/,
    );
    const stranger = await person('foralder', 'Olle');
    expect(await call(stranger, `select public.set_goal_interest($1, 2) as v`, [goal])).toMatch(
      /^ERR P0002 Sparmålet finns inte/,
    );
    expect(
      await value(`select rate_bp as v from public.goal_interest where goal_id = $1`, [goal]),
    ).toBe(100);
    // The teen sees her rate.
    expect(
      await call(teen, `select rate_bp as v from public.goal_interest_rates($1)`, [teen.id]),
    ).toBe(100);
  });
});
