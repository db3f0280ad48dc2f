import { describe, expect, it } from 'vitest';

import {
  as,
  bornYearsAgo,
  createUser,
  familyOf,
  newPerson,
  profileMetadata,
  sqlstate,
  type Actor,
} from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 26 §4 (20261127001100_money_year.sql): the money year's dates (CSN's pay days, who gets
// studiebidrag when) and its reminders with a fake clock: exactly once, missed days caught up,
// the right ages only, across summer time.

let test: TestDatabase;
withTestWorld((opened) => {
  ({ test } = opened);
});

let serial = 0;
async function teen(fornamn: string, born: string): Promise<Actor> {
  serial += 1;
  const email = `moneyyear${serial}@example.com`;
  const id = await createUser(
    test.db,
    email,
    profileMetadata({ roll: 'barn', fornamn, personnummer: personnummer(born, 300 + serial) }),
  );
  return { name: 'teenA', role: 'authenticated', id, email };
}

const jobs = async (at: string) =>
  (
    await test.db.query<{ v: Record<string, number> }>(
      'select public.run_money_year_jobs($1) as v',
      [at],
    )
  ).rows[0]!.v;

type Note = { title: string; body: string; link: string | null };
const notes = async (actor: Actor) =>
  (
    await test.db.query<Note>(
      `select title, body, link from public.notifications
       where user_id = $1 and kind = 'money_year' order by created_at, id`,
      [actor.id],
    )
  ).rows;

const scalar = async <T>(sql: string, params: unknown[] = []) =>
  (await test.db.query<{ v: T }>(sql, params)).rows[0]!.v;

describe('the money year’s dates', () => {
  it('studiebidrag is paid on the last weekday of September–June, never on New Year’s Eve', async () => {
    // CSN's dates for 2019/2020 (csn.se, "Datum och tider för utbetalningar").
    const csn = [
      ['2019-09-01', '2019-09-30'],
      ['2019-10-01', '2019-10-31'],
      ['2019-11-01', '2019-11-29'],
      ['2019-12-01', '2019-12-30'],
      ['2020-01-01', '2020-01-31'],
      ['2020-02-01', '2020-02-28'],
      ['2020-03-01', '2020-03-31'],
      ['2020-04-01', '2020-04-30'],
      ['2020-05-01', '2020-05-29'],
      ['2020-06-01', '2020-06-30'],
      ['2020-07-01', null],
      ['2020-08-15', null],
      // 2026: 30 November is a Monday; 31 December a Thursday (no pay day) → the 30th.
      ['2026-11-01', '2026-11-30'],
      ['2026-12-01', '2026-12-30'],
    ] as const;
    for (const [month, pay] of csn) {
      const got = await scalar<string | null>(
        `select private.studiebidrag_pay_day($1::date)::text as v`,
        [month],
      );
      expect([month, got]).toEqual([month, pay]);
    }
  });

  it('the first month follows the 16th birthday; the last is June of the year one turns 20', async () => {
    const cases = [
      ['2010-03-15', '2026-09-01'],
      ['2010-06-30', '2026-09-01'],
      ['2010-07-01', '2026-10-01'],
      ['2010-09-30', '2026-10-01'],
      ['2010-10-01', '2027-01-01'],
      ['2010-12-31', '2027-01-01'],
    ] as const;
    for (const [born, first] of cases) {
      expect(
        await scalar<string>(`select private.studiebidrag_first_month($1::date)::text as v`, [
          born,
        ]),
      ).toBe(first);
    }
    const paid = (born: string, month: string) =>
      scalar<boolean>(`select private.studiebidrag_month($1::date, $2::date) as v`, [born, month]);
    expect(await paid('2007-03-01', '2027-06-01')).toBe(true);
    expect(await paid('2007-03-01', '2027-09-01')).toBe(false);
    expect(await paid('2010-10-01', '2026-12-01')).toBe(false);
    expect(await paid('2009-05-10', '2026-07-01')).toBe(false);
  });

  it('the calendar is personal: dates and who gets the money from the birth date', async () => {
    const ida = await teen('Ida', '2009-05-10');
    const vera = await teen('Vera', '2007-11-02');
    const sam = await teen('Sam', '2012-05-10');
    const at = (who: Actor, day: string) =>
      scalar<{
        age: number;
        items: { key: string; date: string | null; applies: boolean; receiver?: string }[];
      }>(`select private.money_year_for($1, $2::date) as v`, [who.id, day]);

    const idas = await at(ida, '2026-11-27');
    expect(idas.age).toBe(17);
    expect(idas.items.find((i) => i.key === 'studiebidrag')).toMatchObject({
      date: '2026-11-30',
      applies: true,
      receiver: 'guardian',
    });
    expect(idas.items.find((i) => i.key === 'fyller-18')).toMatchObject({
      date: '2027-05-10',
      applies: true,
    });
    // Vera turned 18 on 2 November: from now on the money is hers.
    const veras = await at(vera, '2026-11-27');
    expect(veras.items.find((i) => i.key === 'studiebidrag')).toMatchObject({
      applies: true,
      receiver: 'you',
    });
    expect(veras.items.find((i) => i.key === 'fyller-18')).toMatchObject({ applies: false });
    // Sam is 14: no studiebidrag yet (the calendar shows the general date), Fritidskortet applies.
    const sams = await at(sam, '2026-11-27');
    expect(sams.items.find((i) => i.key === 'studiebidrag')).toMatchObject({
      date: '2026-11-30',
      applies: false,
      receiver: null,
    });
    expect(sams.items.find((i) => i.key === 'fritidskortet')).toMatchObject({
      applies: true,
      date: null,
    });
    // A summer day: the next pay day is in September.
    expect((await at(ida, '2026-07-10')).items.find((i) => i.key === 'studiebidrag')).toMatchObject(
      { date: '2026-09-30', applies: true },
    );

    // The app's call answers only the signed-in member; anon may not call it.
    const mine = await as(
      test.db,
      ida,
      async (q) =>
        (await q.query<{ v: { age: number } }>('select public.money_year() as v')).rows[0]!.v,
    );
    expect(mine.age).toBeGreaterThanOrEqual(17);
    expect(
      await sqlstate(
        as(test.db, { name: 'anon', role: 'anon', id: '', email: '' }, (q) =>
          q.query('select public.money_year()'),
        ),
      ),
    ).toBe('42501');
  });
});

describe("a guardian's view of the children's money year (children_money_year)", () => {
  type ChildYear = {
    child: string;
    first_name: string;
    adult: boolean;
    money_year: { age: number | null; items: { key: string; date: string | null }[] } | null;
  };
  const childrenYear = (actor: Actor) =>
    as(
      test.db,
      actor,
      async (q) =>
        (await q.query<{ v: ChildYear[] }>('select public.children_money_year() as v')).rows[0]!.v,
    );

  it('each child under 18 with her own calendar; an adult child decides, so hers is not sent', async () => {
    const mother = await newPerson(test.db, 'foralder', { firstName: 'Maja', emailPrefix: 'my' });
    const stranger = await newPerson(test.db, 'foralder', { firstName: 'Sam', emailPrefix: 'my' });
    const young = await newPerson(test.db, 'barn', {
      firstName: 'Lova',
      born: bornYearsAgo(15),
      emailPrefix: 'my',
    });
    const grown = await newPerson(test.db, 'barn', {
      firstName: 'Axel',
      born: bornYearsAgo(19),
      emailPrefix: 'my',
    });
    await familyOf(test.db, [mother], [young, grown], 'Familjen Pengaår');

    const seen = await childrenYear(mother);
    expect(seen.map((c) => [c.first_name, c.adult])).toEqual([
      ['Axel', true],
      ['Lova', false],
    ]);
    expect(seen[0]!.money_year).toBeNull();
    const lova = seen[1]!.money_year!;
    expect(lova.age).toBe(15);
    // The same calendar as Lova's own: her 18th birthday, not her mother's dates.
    const own = await as(
      test.db,
      young,
      async (q) =>
        (await q.query<{ v: ChildYear['money_year'] }>('select public.money_year() as v')).rows[0]!
          .v,
    );
    expect(lova).toEqual(own);
    expect(lova.items.find((i) => i.key === 'fyller-18')!.date).toBe(bornYearsAgo(-3));

    // Not a guardian of them: nothing; a teen has no children; anon may not call it.
    expect(await childrenYear(stranger)).toEqual([]);
    expect(await childrenYear(young)).toEqual([]);
    expect(
      await sqlstate(
        as(test.db, { name: 'anon', role: 'anon', id: '', email: '' }, (q) =>
          q.query('select public.children_money_year()'),
        ),
      ),
    ).toBe('42501');
  });
});

describe('money-year reminders (private.run_money_year_jobs with a fake clock)', () => {
  it('studiebidrag: 16–19 only, from two days before the pay day, exactly once a month', async () => {
    const ung = await teen('Ung', '2009-05-10'); // 17
    const vuxen = await teen('Vuxen', '2007-03-01'); // 19, paid until June 2027
    const liten = await teen('Liten', '2012-05-10'); // 14
    const klar = await teen('Klar', '2006-04-01'); // 20: the last payment was June 2026

    await jobs('2026-11-27T12:00:00Z'); // Friday: three days before Monday the 30th
    expect(await notes(ung)).toEqual([]);
    await jobs('2026-11-28T09:00:00Z'); // Saturday
    await jobs('2026-11-28T18:00:00Z');
    await jobs('2026-11-29T09:00:00Z');
    await jobs('2026-11-30T09:00:00Z');
    expect(await notes(ung)).toEqual([
      {
        title: 'Studiebidraget kommer på måndag',
        body: 'CSN betalar ut studiebidraget, 1 250 kr, måndag 30 november. Du är under 18, så pengarna går till din vårdnadshavare. Prata hemma om hur mycket av dem som blir dina.',
        link: '/pengaaret/studiebidrag',
      },
    ]);
    expect((await notes(vuxen)).map((n) => n.body)).toEqual([
      'CSN betalar ut studiebidraget, 1 250 kr, måndag 30 november. Du är 18, så pengarna kommer till ditt eget konto.',
    ]);
    expect(await notes(liten)).toEqual([]);
    expect(await notes(klar)).toEqual([]);
  });

  it('a missed window is caught up until the pay day, never after it', async () => {
    const sen = await teen('Sen', '2009-08-20');
    // December: pay day Wednesday 30 December; the timer was down until late that evening.
    await jobs('2026-12-30T22:30:00Z'); // 23:30 in Stockholm, still the 30th
    expect((await notes(sen)).map((n) => n.title)).toEqual(['Studiebidraget kommer i dag']);
    // January: pay day Friday 29 January; the timer only ran after it.
    await jobs('2027-01-30T09:00:00Z');
    expect(await notes(sen)).toHaveLength(1);
  });

  it('across the change to summer time: the Stockholm date decides', async () => {
    const vår = await teen('Vår', '2009-02-14');
    // Pay day Tuesday 31 March 2026; the window opens on Sunday 29 March, the night the clocks
    // go forward. 22:30 UTC on the 28th is 23:30 Saturday in Stockholm: not yet.
    await jobs('2026-03-28T22:30:00Z');
    expect(await notes(vår)).toEqual([]);
    await jobs('2026-03-28T23:30:00Z'); // 00:30 Sunday (CET)
    await jobs('2026-03-29T12:00:00Z'); // noon (CEST)
    expect((await notes(vår)).map((n) => n.title)).toEqual(['Studiebidraget kommer på tisdag']);
  });

  it('the summer-job reminder comes once in May, from 15 years, with the year of its figure', async () => {
    const femton = await teen('Femton', '2011-04-20'); // 16 in May 2027
    const fjorton = await teen('Fjorton', '2013-01-10'); // 14 in May 2027
    await jobs('2027-04-30T21:30:00Z'); // 23:30 on 30 April (CEST)
    const summer = async (who: Actor) =>
      (await notes(who)).filter((n) => n.title === 'Sommarjobb? Kolla skattegränsen');
    expect(await summer(femton)).toEqual([]);
    await jobs('2027-04-30T22:30:00Z'); // 00:30 on 1 May
    await jobs('2027-05-20T10:00:00Z');
    await jobs('2027-05-31T21:00:00Z');
    const told = await summer(femton);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('24 237 kr för 2024');
    expect(told[0]!.body).toContain('SKV 430');
    expect(told[0]!.link).toBe('/pengaaret/sommarjobb');
    expect(await summer(fjorton)).toEqual([]);
    // The next year: once again.
    await jobs('2028-05-02T10:00:00Z');
    expect(await summer(femton)).toHaveLength(2);
  });

  it('turning 18: once, in the 30 days before the birthday', async () => {
    const snart = await teen('Snart', '2008-12-15');
    const eighteen = async () =>
      (await notes(snart)).filter((n) => n.title.startsWith('Du fyller 18 snart'));
    await jobs('2026-11-14T12:00:00Z'); // 31 days before
    expect(await eighteen()).toEqual([]);
    await jobs('2026-11-15T12:00:00Z');
    await jobs('2026-11-20T12:00:00Z');
    await jobs('2026-12-14T12:00:00Z');
    const told = await eighteen();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/^Den 15 december fyller du 18\./);
    expect(told[0]!.link).toBe('/pengaaret/fyller-18');
    // A teen whose birthday passed while the timer was down is not told afterwards.
    const missad = await teen('Missad', '2008-11-01');
    await jobs('2026-11-02T12:00:00Z');
    expect((await notes(missad)).filter((n) => n.title.startsWith('Du fyller 18 snart'))).toEqual(
      [],
    );
  });

  it('only the service role runs the jobs', async () => {
    const someone = await teen('Någon', '2009-01-01');
    expect(
      await sqlstate(
        as(test.db, someone, (q) => q.query(`select public.run_money_year_jobs(now())`)),
      ),
    ).toBe('42501');
    expect(
      await sqlstate(
        as(test.db, someone, (q) => q.query(`select private.notify_money_year(now())`)),
      ),
    ).toBe('42501');
  });
});
