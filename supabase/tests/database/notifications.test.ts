// @both-engines: pg_cron jobs and DST.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { runNotificationJobs } from '../../local/notification-timer';
import { as, familyOf, newPerson, sqlstate, type Actor, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 25 §3 (20261127000700_notifications.sql): one way to notify (the app and, per the
// member's settings, the mail outbox), the events the database raises, the scheduled jobs with a
// fake clock (`at`), and forged attempts that earn nothing.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const person = (roll: 'barn' | 'foralder', fornamn: string, born?: string): Promise<Actor> =>
  newPerson(test.db, roll, {
    firstName: fornamn,
    born: born ?? (roll === 'foralder' ? '1981-03-04' : '2011-03-04'),
    emailPrefix: 'notify',
  });

const family = (guardians: Actor[], children: Actor[]): Promise<string> =>
  familyOf(test.db, guardians, children, 'Familjen Notis');

async function call<T = unknown>(actor: Actor, sql: string, params: unknown[] = []) {
  return as(test.db, actor, async (q) => (await q.query<{ v: T }>(sql, params)).rows[0]?.v as T);
}

type Row = { kind: string; title: string; body: string; link: string | null };
const notes = async (actor: Actor, kind?: string) =>
  (
    await test.db.query<Row>(
      `select kind, title, body, link from public.notifications
       where user_id = $1 and ($2::text is null or kind = $2) order by created_at, id`,
      [actor.id, kind ?? null],
    )
  ).rows;
const mails = async (actor: Actor, kind?: string) =>
  (
    await test.db.query<{ kind: string; subject: string; body: string }>(
      `select kind, subject, body from private.mail_outbox
       where to_user = $1 and ($2::text is null or kind = $2) order by created_at, id`,
      [actor.id, kind ?? null],
    )
  ).rows;
const settings = (actor: Actor, email: boolean, security: boolean) =>
  test.db.query(
    `insert into public.user_settings (user_id, email_notifications, security_alerts)
     values ($1, $2, $3) on conflict (user_id) do update
     set email_notifications = excluded.email_notifications, security_alerts = excluded.security_alerts`,
    [actor.id, email, security],
  );
// What pg_cron and the local stack's timer run (supabase/local/notification-timer.ts).
const jobs = (at: string) => runNotificationJobs(test.db, new Date(at));

describe('private.notify', () => {
  it('notifies in the app and by mail; e-mail off → notification but no mail', async () => {
    const on = await person('barn', 'Ina');
    const off = await person('barn', 'Otto');
    await settings(off, false, true);
    for (const who of [on, off]) {
      await test.db.query(
        `select private.notify($1, 'test', 'activity', 'Hej', 'Text', '/app', 'Ämne')`,
        [who.id],
      );
    }
    expect(await notes(on)).toEqual([{ kind: 'test', title: 'Hej', body: 'Text', link: '/app' }]);
    expect(await mails(on)).toEqual([
      { kind: 'test', subject: 'Ämne', body: 'Text\n\nLogga in i Slantis för att läsa mer.' },
    ]);
    expect(await notes(off)).toHaveLength(1);
    expect(await mails(off)).toEqual([]);
  });

  it('security events obey security_alerts, not email_notifications', async () => {
    const a = await person('barn', 'Siri');
    await settings(a, false, true);
    await test.db.query(`select private.notify($1, 'sec', 'security', 'Varning', 'Text')`, [a.id]);
    expect(await mails(a, 'sec')).toHaveLength(1);
    await settings(a, true, false);
    await test.db.query(`select private.notify($1, 'sec', 'security', 'Varning', 'Text')`, [a.id]);
    expect(await notes(a, 'sec')).toHaveLength(2);
    expect(await mails(a, 'sec')).toHaveLength(1);
  });

  it('a dedupe key makes the second call change nothing', async () => {
    const a = await person('barn', 'Dana');
    const sent = async () =>
      (
        await test.db.query<{ v: boolean }>(
          `select private.notify($1, 'once', 'activity', 'En gång', 'Text', dedupe_key => 'k1') as v`,
          [a.id],
        )
      ).rows[0]!.v;
    expect(await sent()).toBe(true);
    expect(await sent()).toBe(false);
    expect(await notes(a, 'once')).toHaveLength(1);
    expect(await mails(a, 'once')).toHaveLength(1);
  });
  it('the jobs forget dedupe keys after 90 days (real time, not the fake clock)', async () => {
    const a = await person('barn', 'Gun');
    await test.db.query(
      `insert into private.notification_dedupe (user_id, dedupe_key, created_at)
       values ($1, 'old', now() - interval '91 days'), ($1, 'young', now() - interval '89 days')`,
      [a.id],
    );
    await jobs('2030-01-01T12:00:00Z');
    const { rows } = await test.db.query<{ dedupe_key: string }>(
      'select dedupe_key from private.notification_dedupe where user_id = $1',
      [a.id],
    );
    expect(rows.map((r) => r.dedupe_key)).toEqual(['young']);
  });
});

describe('task events', () => {
  it('done → every guardian is told (link /familj); approved → the teen is told it is paid', async () => {
    const mum = await person('foralder', 'Maria');
    const dad = await person('foralder', 'David');
    const teen = await person('barn', 'Tove');
    await family([mum, dad], [teen]);
    await settings(dad, false, true);
    const task = await call<string>(
      mum,
      `select public.create_task($1, 'Diska', 2500, 20, null) as v`,
      [teen.id],
    );
    await as(test.db, teen, (q) =>
      q.query(`update public.tasks set status = 'done' where id = $1`, [task]),
    );
    for (const guardian of [mum, dad]) {
      expect(await notes(guardian, 'task_done')).toEqual([
        {
          kind: 'task_done',
          title: 'Tove är klar med ett uppdrag',
          body: '”Diska” väntar på att du godkänner det. Godkänn eller skicka tillbaka under Familj.',
          link: '/familj',
        },
      ]);
    }
    expect(await mails(mum, 'task_done')).toHaveLength(1);
    expect(await mails(dad, 'task_done')).toEqual([]); // his e-mail is off
    expect(await notes(teen)).toEqual([]);

    expect(await call(mum, 'select public.review_task($1, true) as v', [task])).toBe('approved');
    expect(await notes(teen, 'task_approved')).toEqual([
      {
        kind: 'task_approved',
        title: 'Uppdraget är godkänt',
        body: '”Diska” är godkänt och du har fått 25\u00a0kr och 20 XP. Bra jobbat!',
        link: '/app',
      },
    ]);
    expect(await mails(teen, 'task_approved')).toHaveLength(1);
  });

  it('sent back → the teen is told; done again → the guardians are told again', async () => {
    const mum = await person('foralder', 'Mona');
    const teen = await person('barn', 'Tim');
    await family([mum], [teen]);
    const task = await call<string>(
      mum,
      `select public.create_task($1, 'Bädda', 0, 0, null) as v`,
      [teen.id],
    );
    const done = () =>
      as(test.db, teen, (q) =>
        q.query(`update public.tasks set status = 'done' where id = $1`, [task]),
      );
    await done();
    await call(mum, 'select public.review_task($1, false) as v', [task]);
    expect((await notes(teen, 'task_rejected'))[0]?.title).toBe('Uppdraget skickades tillbaka');
    await done();
    expect(await notes(mum, 'task_done')).toHaveLength(2);
  });

  it('forged: a teen approving her own task is refused and nobody is told it was paid', async () => {
    const mum = await person('foralder', 'Mia');
    const teen = await person('barn', 'Tea');
    await family([mum], [teen]);
    const task = await call<string>(
      mum,
      `select public.create_task($1, 'Fuska', 5000, 0, null) as v`,
      [teen.id],
    );
    await as(test.db, teen, (q) =>
      q.query(`update public.tasks set status = 'done' where id = $1`, [task]),
    );
    expect(
      await sqlstate(
        as(test.db, teen, (q) =>
          q.query(`update public.tasks set status = 'approved' where id = $1`, [task]),
        ),
      ),
    ).not.toBe('ok');
    expect(await sqlstate(call(teen, 'select public.review_task($1, true) as v', [task]))).toBe(
      'P0002',
    );
    expect(await notes(teen, 'task_approved')).toEqual([]);
  });
});

describe('security events', () => {
  const session = (actor: Actor, userAgent: string | null) =>
    test.db
      .query<{ session_id: string }>(
        `insert into public.user_sessions (user_id, user_agent) values ($1, $2) returning session_id`,
        [actor.id, userAgent],
      )
      .then((r) => r.rows[0]!.session_id);
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0';

  it('a sign-in from a new device is told once; the first sign-in and known devices are not', async () => {
    const a = await person('barn', 'Vera');
    await session(a, iphone);
    await session(a, iphone);
    expect(await notes(a, 'new_device')).toEqual([]);
    await session(a, windows);
    const told = await notes(a, 'new_device');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/^Någon loggade in på ditt konto från en Windows-dator /);
    expect(told[0]!.body).not.toContain('Chrome');
    expect(await mails(a, 'new_device')).toHaveLength(1);
  });

  it('a session ended from another device is told; one’s own logout is not', async () => {
    const a = await person('barn', 'Wilma');
    const first = await session(a, iphone);
    const second = await session(a, iphone);
    await as(test.db, { ...a, sessionId: first }, (q) =>
      q.query(
        `update public.user_sessions set active = false, ended_reason = 'logout' where session_id = $1`,
        [first],
      ),
    );
    expect(await notes(a, 'session_ended')).toEqual([]);
    await as(test.db, a, (q) =>
      q.query(
        `update public.user_sessions set active = false, ended_reason = 'revoked' where session_id = $1`,
        [second],
      ),
    );
    expect((await notes(a, 'session_ended'))[0]?.title).toBe('En enhet loggades ut');
  });

  it('a changed password is told (security_alerts off: no mail); setting the first one is not', async () => {
    const a = await person('barn', 'Ylva');
    await test.db.query(`update auth.users set encrypted_password = null where id = $1`, [a.id]);
    await test.db.query(
      `update auth.users set encrypted_password = extensions.crypt('första', extensions.gen_salt('bf')) where id = $1`,
      [a.id],
    );
    expect(await notes(a, 'password_changed')).toEqual([]);
    await settings(a, true, false);
    await test.db.query(
      `update auth.users set encrypted_password = extensions.crypt('andra', extensions.gen_salt('bf')) where id = $1`,
      [a.id],
    );
    expect((await notes(a, 'password_changed'))[0]?.title).toBe('Ditt lösenord har ändrats');
    expect(await mails(a, 'password_changed')).toEqual([]);
  });
});

describe('scheduled: streak at risk (19:00 Stockholm, at most once a day)', () => {
  const checkIn = (actor: Actor, day: string) =>
    test.db.query(
      `insert into private.transaction_days (user_id, day, transactions) values ($1, $2, 1)
       on conflict do nothing`,
      [actor.id, day],
    );

  it('tells a teen with a live streak who has not checked in today, once, and only in the evening', async () => {
    const at = await person('barn', 'Alma');
    const doneToday = await person('barn', 'Bea');
    const noStreak = await person('barn', 'Cleo');
    const parent = await person('foralder', 'Dora');
    for (const day of ['2027-01-11', '2027-01-12', '2027-01-13']) {
      await checkIn(at, day);
      await checkIn(doneToday, day);
      await checkIn(parent, day);
    }
    await checkIn(doneToday, '2027-01-14');
    await checkIn(noStreak, '2027-01-01');
    // 18:59 Stockholm (17:59 UTC in winter): too early.
    await jobs('2027-01-14T17:59:00Z');
    expect(await notes(at, 'streak_at_risk')).toEqual([]);
    // 19:00: told; later runs that evening change nothing.
    await jobs('2027-01-14T18:00:00Z');
    await jobs('2027-01-14T21:30:00Z');
    const told = await notes(at, 'streak_at_risk');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/^Du har en streak på 3 dagar\./);
    for (const other of [doneToday, noStreak, parent]) {
      expect(await notes(other, 'streak_at_risk')).toEqual([]);
    }
    // A missed evening is not told the next morning (the day is over)…
    await checkIn(at, '2027-01-14');
    await jobs('2027-01-16T07:00:00Z');
    expect(await notes(at, 'streak_at_risk')).toHaveLength(1);
    // …but is caught up late the same evening: 23:50 on the 15th.
    await jobs('2027-01-15T22:50:00Z');
    expect(await notes(at, 'streak_at_risk')).toHaveLength(2);
  });

  it('in summer 19:00 Stockholm is 17:00 UTC', async () => {
    const teen = await person('barn', 'Elin');
    await checkIn(teen, '2027-07-05');
    await jobs('2027-07-06T16:59:00Z');
    expect(await notes(teen, 'streak_at_risk')).toEqual([]);
    await jobs('2027-07-06T17:00:00Z');
    expect(await notes(teen, 'streak_at_risk')).toHaveLength(1);
  });
});

describe('scheduled: the weekly family report (Sunday 18:00 Stockholm, once per guardian and week)', () => {
  // A family with a minor (shares everything) and an adult child who shares only spending.
  async function setup() {
    const mum = await person('foralder', 'Karin');
    const dad = await person('foralder', 'Lars');
    const minor = await person('barn', 'Nora');
    const adult = await person('barn', 'Axel', '2003-02-02');
    await settings(dad, false, true);
    await test.db.query(
      `insert into public.user_settings (user_id, share_spending) values ($1, true)
       on conflict (user_id) do update set share_spending = true`,
      [adult.id],
    );
    await family([mum, dad], [minor, adult]);
    return { mum, dad, minor, adult };
  }
  const seq = () => `nextval('private.sync_server_seq')`;

  it('tells each guardian once per week, from the same numbers as parent_insights, as much as each child shares', async () => {
    const { mum, dad, minor, adult } = await setup();
    // The week 2027-03-08 … 2027-03-14 (ISO week 10).
    await test.db.query(
      `insert into public.weekly_budgets (id, user_id, week_start, limit_ore, server_seq)
       values ($1, $2, '2027-03-01', 40000, ${seq()})`,
      [randomUUID(), minor.id],
    );
    for (const [who, amount, when] of [
      [minor, 12000, '2027-03-09T10:00:00Z'],
      [minor, 20000, '2027-03-14T16:00:00Z'],
      [minor, 99900, '2027-03-15T10:00:00Z'], // next week
      [adult, 55000, '2027-03-10T10:00:00Z'],
    ] as const) {
      await test.db.query(
        `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at, server_seq)
         values ($1, $2, 'expense', 'food', 'Mat', $3, $4, ${seq()})`,
        [randomUUID(), who.id, amount, when],
      );
    }
    const goal = randomUUID();
    await test.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore, server_seq) values ($1, $2, 'Cykel', 100000, ${seq()})`,
      [goal, minor.id],
    );
    await test.db.query(
      `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at, server_seq)
       values ($1, $2, $3, 15000, '2027-03-12T12:00:00Z', ${seq()})`,
      [randomUUID(), minor.id, goal],
    );
    await test.db.query(
      `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, server_seq)
       values ($1, $2, 'budget-basics', '2027-03-11T15:00:00Z', ${seq()}),
              ($3, $4, 'budget-basics', '2027-03-11T15:00:00Z', ${seq()})`,
      [randomUUID(), minor.id, randomUUID(), adult.id],
    );

    // Sunday 17:59 Stockholm (16:59 UTC): not yet; the previous week's report (ISO week 9) goes.
    await jobs('2027-03-14T16:59:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).toEqual([
      'Veckorapport, vecka 9',
    ]);
    // 18:00: week 10, once, however often the job runs.
    await jobs('2027-03-14T17:00:00Z');
    await jobs('2027-03-14T17:15:00Z');
    await jobs('2027-03-15T07:00:00Z');
    const reports = (await notes(mum, 'weekly_report')).filter((n) => n.title.endsWith('10'));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.link).toBe('/familj');
    expect(reports[0]!.body).toBe(
      [
        'Så gick veckan 8–14 mars:',
        'Axel: handlade för 550\u00a0kr (ingen veckobudget), 0 uppdrag godkända.',
        'Nora: handlade för 320\u00a0kr av budgeten 400\u00a0kr – inom budget, sparade 150\u00a0kr, 1 lektion, 0 uppdrag godkända.',
      ].join('\n'),
    );
    // The same numbers parent_insights shows for that week.
    const insights = await test.db.query<{ v: { weeks: { spent_ore: number }[] } }>(
      `select private.family_insights($1, $2, 1, '2027-03-14') as v`,
      [mum.id, minor.id],
    );
    expect(insights.rows[0]!.v.weeks[0]!.spent_ore).toBe(32000);
    // Mail per settings: mum gets it, dad (e-mail off) only in the app.
    expect((await mails(mum, 'weekly_report')).map((m) => m.subject)).toContain(
      'Slantis veckorapport – vecka 10',
    );
    expect((await notes(dad, 'weekly_report')).filter((n) => n.title.endsWith('10'))).toHaveLength(
      1,
    );
    expect(await mails(dad, 'weekly_report')).toEqual([]);
    // Children get no report.
    expect(await notes(minor, 'weekly_report')).toEqual([]);
  });

  it('a missed Sunday evening is caught up on Monday, once', async () => {
    const { mum } = await setup();
    await jobs('2027-05-10T06:00:00Z'); // Monday 08:00 CEST after week 18
    await jobs('2027-05-12T06:00:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).toEqual([
      'Veckorapport, vecka 18',
    ]);
  });

  it('DST weeks: 18:00 Stockholm on the Sundays summer time starts and ends', async () => {
    const { mum } = await setup();
    // 2027-03-28: summer time starts at 02:00, so 18:00 CEST is 16:00 UTC.
    await jobs('2027-03-28T15:59:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).toEqual([
      'Veckorapport, vecka 11',
    ]);
    await jobs('2027-03-28T16:00:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).toContain(
      'Veckorapport, vecka 12',
    );
    // 2027-10-31: summer time ends at 03:00, so 18:00 CET is 17:00 UTC (16:00 UTC is 17:00).
    await jobs('2027-10-31T16:00:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).not.toContain(
      'Veckorapport, vecka 43',
    );
    await jobs('2027-10-31T17:00:00Z');
    expect((await notes(mum, 'weekly_report')).map((n) => n.title)).toContain(
      'Veckorapport, vecka 43',
    );
  });
});

describe('forged attempts earn nothing', () => {
  it('a member cannot insert a notification, for herself or anyone', async () => {
    const a = world.actors.teenA;
    for (const target of [a.id, world.actors.teenB.id]) {
      expect(
        await sqlstate(
          as(test.db, a, (q) =>
            q.query(
              `insert into public.notifications (user_id, kind, title, body) values ($1, 'x', 'Falsk', 'x')`,
              [target],
            ),
          ),
        ),
      ).toBe('42501');
    }
    expect(
      await sqlstate(
        as(test.db, a, (q) =>
          q.query(`select private.notify($1, 'x', 'activity', 'Falsk', 'x')`, [
            world.actors.teenB.id,
          ]),
        ),
      ),
    ).toBe('42501');
  });

  it("marking someone else's notifications read changes nothing", async () => {
    const b = world.actors.teenB;
    await test.db.query(`select private.notify($1, 'test', 'activity', 'Till Bo', 'x')`, [b.id]);
    const id = (
      await test.db.query<{ id: string }>(
        `select id from public.notifications where user_id = $1 and read_at is null limit 1`,
        [b.id],
      )
    ).rows[0]!.id;
    const a = world.actors.teenA;
    expect(await call(a, 'select public.mark_notifications_read($1) as v', [[id]])).toBe(0);
    expect(await call(a, 'select public.mark_all_notifications_read() as v')).toBe(0);
    expect(
      await as(test.db, a, (q) =>
        q.query(`update public.notifications set read_at = now() where id = $1`, [id]),
      ).then(
        () => 'ran',
        (e: { code?: string }) => e.code,
      ),
    ).toBe('42501');
    const unread = await test.db.query(
      `select 1 from public.notifications where id = $1 and read_at is null`,
      [id],
    );
    expect(unread.rows).toHaveLength(1);
    // Bo marks all his own read.
    expect(await call(b, 'select public.mark_all_notifications_read() as v')).toBeGreaterThan(0);
  });

  it('a member cannot run the jobs, nor read anyone’s mail', async () => {
    const a = world.actors.teenA;
    for (const sql of [
      'select public.run_notification_jobs() as v',
      'select private.run_notification_jobs() as v',
      'select private.send_weekly_reports(now()) as v',
      'select * from public.take_mail_outbox(10)',
      'select * from private.mail_outbox',
    ]) {
      expect(await sqlstate(as(test.db, a, (q) => q.query(sql))), sql).toBe('42501');
      expect(await sqlstate(as(test.db, world.actors.anon, (q) => q.query(sql))), sql).toBe(
        '42501',
      );
    }
    expect(
      await sqlstate(
        as(test.db, world.actors.service, (q) =>
          q.query(`select public.run_notification_jobs('2027-01-01T12:00:00Z') as v`),
        ),
      ),
    ).toBe('ok');
  });
});
