// @both-engines: pg_cron and the month close at Stockholm midnight.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_DIR } from '../../local/migrate';
import {
  as,
  createUser,
  profileMetadata,
  sqlstate,
  type Actor,
  type World,
} from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Månadsavslut (docs/gamification.md): closing months and weeks with a fake clock (`at`), the
// winners told and paid, prize claims, and the fraud review. History is staged as the table owner
// with explicit dates. The scenarios run in calendar order in one database, each closing its own
// month: a close also catches up on every earlier period that is not closed yet.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

let serial = 500;
/** First names by user id: the board shows nicknames (20261125000300), the tests think in names. */
const names = new Map<string, string>();
const nameOf = (id: string) => names.get(id) ?? id;
/** The nickname a participant has on the board. */
async function nick(actor: Actor): Promise<string> {
  const { rows } = await test.db.query<{ display_name: string }>(
    'select display_name from public.competition_participants where user_id = $1',
    [actor.id],
  );
  return rows[0]!.display_name;
}
/** A teen (roll barn) with an old account; optionally an adult (22) and a child of a family. */
async function person(
  fornamn: string,
  options: {
    adult?: boolean;
    family?: string;
    roll?: 'barn' | 'foralder';
    createdAt?: string;
  } = {},
): Promise<Actor> {
  serial += 1;
  const email = `${fornamn.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createUser(
    test.db,
    email,
    profileMetadata({
      fornamn,
      roll: options.roll ?? 'barn',
      ...(options.adult ? { personnummer: personnummer('2003-04-02', serial) } : {}),
    }),
  );
  names.set(id, fornamn);
  await test.db.query('update auth.users set created_at = $2 where id = $1', [
    id,
    options.createdAt ?? '2024-01-01T00:00:00Z',
  ]);
  if (options.family) {
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role)
       values ($1, $2, $3)`,
      [options.family, id, options.roll === 'foralder' ? 'guardian' : 'child'],
    );
  }
  return { name: 'teenA', role: 'authenticated', id, email };
}

/** A staff member: an account without a teen's or a parent's profile, listed by service_role. */
async function staffMember(name: string): Promise<Actor> {
  const email = `${name}-${randomUUID().slice(0, 8)}@slantis.example`;
  const id = await createUser(test.db, email, null);
  await test.db.query('insert into public.staff_members (user_id) values ($1)', [id]);
  return { name: 'teenA', role: 'authenticated', id, email };
}

async function family(name: string): Promise<string> {
  const { rows } = await test.db.query<{ id: string }>(
    'insert into public.families (name) values ($1) returning id',
    [name],
  );
  return rows[0]!.id;
}

const call = <T>(actor: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query<T>(sql, params)).rows);
const outcome = (actor: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => sqlstate(q.query(sql, params)), { rollback: true });
const failure = (actor: Actor, sql: string, params: unknown[] = []) =>
  as(
    test.db,
    actor,
    async (q) => {
      try {
        await q.query(sql, params);
        return { code: 'ok', message: '' };
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return { code, message };
      }
    },
    { rollback: true },
  );

async function join(actor: Actor, joinedAt: string) {
  await call(actor, 'select public.join_competition()');
  await test.db.query(
    'update public.competition_participants set joined_at = $2 where user_id = $1',
    [actor.id, joinedAt],
  );
}

/** Catalogue lessons, handed out so no user gets the same lesson twice. */
let lessons: string[] = [];
const used = new Map<string, number>();
function nextLesson(user: Actor): string {
  const n = used.get(user.id!) ?? 0;
  used.set(user.id!, n + 1);
  const lesson = lessons[n];
  if (!lesson) throw new Error('out of catalogue lessons');
  return lesson;
}

/** `tens` lessons finished at `at` (10 competition points each; at most 7 a day). */
async function points(user: Actor, tens: number, at: string) {
  for (let i = 0; i < tens; i += 1) {
    await test.db.query(
      `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
       values ($1, $2, 'lesson_completed', 10, $3, $4)`,
      [randomUUID(), user.id, nextLesson(user), at],
    );
  }
}

type Closed = {
  closed_period: string;
  starts: Date;
  ends: Date;
  participants: number;
  winners: number;
};
const close = async (period: 'month' | 'week', at: string) =>
  (await test.db.query<Closed>('select * from private.close_competition($1, $2)', [period, at]))
    .rows;

type Result = { position: number; who: string; score: number; prize: string | null };
const results = async (period: 'month' | 'week', starts: string): Promise<Result[]> =>
  (
    await test.db.query<{ position: number; user_id: string; score: number; prize: string | null }>(
      `select position, user_id, score, prize from public.competition_results
       where period = $1 and starts = $2 order by position`,
      [period, starts],
    )
  ).rows.map(({ user_id, ...row }) => ({ ...row, who: nameOf(user_id) }));

const notificationsOf = async (user: Actor) =>
  (
    await test.db.query<{ kind: string; title: string; body: string; link: string }>(
      'select kind, title, body, link from public.notifications where user_id = $1 order by created_at, kind',
      [user.id],
    )
  ).rows;
const mailsOf = async (user: Actor) =>
  (
    await test.db.query<{ subject: string; body: string }>(
      'select subject, body from private.mail_outbox where to_user = $1 order by created_at',
      [user.id],
    )
  ).rows;
const claimOf = async (user: Actor, periodStart: string) =>
  (
    await test.db.query<{ id: string; status: string; confirmer: string; prize: string }>(
      'select id, status, confirmer, prize from public.prize_claims where user_id = $1 and period_start = $2',
      [user.id, periodStart],
    )
  ).rows[0];

beforeAll(async () => {
  const { rows } = await test.db.query<{ id: string }>(
    'select id from private.catalog_lessons order by course_id, position',
  );
  lessons = rows.map((row) => row.id);
});

// Stockholm month starts (UTC): 1 Dec 2024, 1 Jan, 1 Feb, 1 Mar, 1 Apr 2025 (summer time), 1 May.
const DEC = '2024-11-30T23:00:00.000Z';
const JAN = '2024-12-31T23:00:00.000Z';
const FEB = '2025-01-31T23:00:00.000Z';
const MAR = '2025-02-28T23:00:00.000Z';
const APR = '2025-03-31T22:00:00.000Z';

describe('a month with nobody', () => {
  it('closes with no results and no winners', async () => {
    const closed = await close('month', '2025-01-01T00:10:00+01:00');
    expect(closed).toEqual([
      {
        closed_period: 'month',
        starts: new Date(DEC),
        ends: new Date(JAN),
        participants: 0,
        winners: 0,
      },
    ]);
    expect(await results('month', DEC)).toEqual([]);
    expect(
      await call(world.actors.teenA, `select * from public.competition_winners('month')`),
    ).toEqual([]);
    const { rows } = await test.db.query('select count(*)::int as n from public.prize_claims');
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('January: ties, leavers, deleted accounts, prizes and who is told', () => {
  let ada: Actor; // 16, child of family A (guardian parentOfA): 30 points, reached 12 Jan
  let bea: Actor; // 22, her own guardian Gerd: 30 points, reached 8 Jan → ahead of Ada
  let cid: Actor; // 16, no family, e-mail off: 20 points
  let dan: Actor; // 10 points: fourth, no prize
  let eve: Actor; // 0 points
  let fay: Actor; // 60 points, left the league before the close
  let gus: Actor; // 70 points, account deleted before the close
  let gerd: Actor;
  let closed: Closed[];

  beforeAll(async () => {
    const beasFamily = await family('Familjen Bea');
    ada = await person('Ada', { family: world.families.a });
    bea = await person('Bea', { adult: true, family: beasFamily });
    gerd = await person('Gerd', { roll: 'foralder', family: beasFamily });
    cid = await person('Cid');
    dan = await person('Dan');
    eve = await person('Eve');
    fay = await person('Fay');
    gus = await person('Gus');
    for (const actor of [ada, bea, cid, dan, eve, fay, gus])
      await join(actor, '2025-01-02T10:00:00Z');
    await test.db.query(
      'insert into public.user_settings (user_id, email_notifications) values ($1, false)',
      [cid.id],
    );
    await points(ada, 2, '2025-01-03T10:00:00Z');
    await points(ada, 1, '2025-01-12T10:00:00Z');
    await points(bea, 3, '2025-01-08T10:00:00Z');
    await points(cid, 2, '2025-01-20T10:00:00Z');
    await points(dan, 1, '2025-01-21T10:00:00Z');
    await points(fay, 6, '2025-01-05T10:00:00Z');
    await points(gus, 7, '2025-01-06T10:00:00Z');
    await points(ada, 5, '2025-02-01T10:00:00Z'); // February: not January's

    await call(fay, 'select public.leave_competition()');
    await test.db.query('delete from auth.users where id = $1', [gus.id]);

    // 23:59 on 31 January (Stockholm) is still January: nothing to close yet.
    expect(await close('month', '2025-01-31T22:59:00Z')).toEqual([]);
    closed = await close('month', '2025-02-01T00:10:00+01:00');
  });

  it('freezes the standings: ties go to who reached the score first; leavers and deleted accounts are out', async () => {
    expect(closed).toEqual([
      {
        closed_period: 'month',
        starts: new Date(JAN),
        ends: new Date(FEB),
        participants: 5,
        winners: 3,
      },
    ]);
    expect(await results('month', JAN)).toEqual([
      { position: 1, who: 'Bea', score: 30, prize: '500 kr + hörlurar' },
      { position: 2, who: 'Ada', score: 30, prize: '300 kr presentkort' },
      { position: 3, who: 'Cid', score: 20, prize: '200 kr presentkort' },
      { position: 4, who: 'Dan', score: 10, prize: null },
      { position: 5, who: 'Eve', score: 0, prize: null },
    ]);
  });

  it('running it again, or with a later clock, changes nothing', async () => {
    const snapshot = async () =>
      (
        await test.db.query(
          `select (select count(*) from public.competition_results)::int as results,
             (select count(*) from public.prize_claims)::int as claims,
             (select count(*) from public.notifications)::int as notifications,
             (select count(*) from private.mail_outbox)::int as mails`,
        )
      ).rows[0];
    const before = await snapshot();
    expect(await close('month', '2025-02-01T00:10:00+01:00')).toEqual([]);
    expect(await close('month', '2025-02-15T12:00:00Z')).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('shows the podium to the league, without user ids', async () => {
    const podium = await call<Record<string, unknown>>(
      ada,
      `select w.*, w.period_start::text as period_start from public.competition_winners('month') w`,
    );
    expect(podium).toEqual([
      {
        period_start: '2025-01-01',
        position: 1,
        display_name: await nick(bea),
        score: 30,
        prize: '500 kr + hörlurar',
        is_me: false,
      },
      {
        period_start: '2025-01-01',
        position: 2,
        display_name: await nick(ada),
        score: 30,
        prize: '300 kr presentkort',
        is_me: true,
      },
      {
        period_start: '2025-01-01',
        position: 3,
        display_name: await nick(cid),
        score: 20,
        prize: '200 kr presentkort',
        is_me: false,
      },
    ]);
    expect(JSON.stringify(podium)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(
      await outcome(world.actors.anon, `select * from public.competition_winners('month')`),
    ).toBe('42501');
    expect(await outcome(ada, `select * from public.competition_winners('year')`)).toBe('P0001');
  });

  it('each participant reads only their own result rows', async () => {
    expect(
      await call(dan, 'select position, score from public.competition_results order by starts'),
    ).toEqual([{ position: 4, score: 10 }]);
    expect(await call(world.actors.teenB, 'select * from public.competition_results')).toEqual([]);
  });

  it('tells each winner and the active guardians of a minor, in Swedish, in the app and by e-mail', async () => {
    expect(await notificationsOf(ada)).toEqual([
      {
        kind: 'competition_won',
        title: 'Grattis!',
        body: 'Du kom på plats 2 i Månadens Tävling i januari – 300 kr presentkort. En förälder i din familj bekräftar vart priset ska skickas.',
        link: '/leaderboard',
      },
    ]);
    expect(await notificationsOf(world.actors.parentOfA)).toEqual([
      {
        kind: 'competition_won_child',
        title: 'Ada vann i Månadens Tävling',
        body: 'Ada kom på plats 2 i Månadens Tävling i januari – 300 kr presentkort. Bekräfta vart priset ska skickas under Familj.',
        link: '/familj',
      },
    ]);
    expect((await notificationsOf(bea))[0]?.body).toBe(
      'Du kom på plats 1 i Månadens Tävling i januari – 500 kr + hörlurar. Fyll i vart priset ska skickas under Topplista.',
    );
    // Bea is an adult who shares nothing with Gerd: her win is hers to tell (issue 21;
    // adult-child-privacy.test.ts tells a guardian once the winner shares learning).
    expect(await notificationsOf(gerd)).toEqual([]);
    expect((await notificationsOf(cid))[0]?.body).toMatch(
      /^Du kom på plats 3 .*Koppla ihop ditt konto/,
    );
    // Everyone else who scored hears their place; at 0 nobody is told.
    expect(await notificationsOf(dan)).toEqual([
      {
        kind: 'competition_result',
        title: 'Månadens Tävling är avgjord',
        body: expect.stringMatching(
          /^Du kom på plats 4 av \d+ med 10 poäng i januari\. En ny månad har börjat – alla börjar om från 0\.$/,
        ) as string,
        link: '/leaderboard',
      },
    ]);
    expect(await notificationsOf(eve)).toEqual([]);
    // Nobody else in family A is told (teenA is a child there, not a guardian).
    expect(await notificationsOf(world.actors.teenA)).toEqual([]);

    expect((await mailsOf(ada)).map((m) => m.subject)).toEqual([
      'Grattis till vinsten i Månadens Tävling!',
    ]);
    expect((await mailsOf(world.actors.parentOfA)).map((m) => m.subject)).toEqual([
      'Ada vann i Månadens Tävling',
    ]);
    expect((await mailsOf(bea)).length).toBe(1);
    expect(await mailsOf(gerd)).toEqual([]);
    expect(await mailsOf(cid)).toEqual([]); // e-mail notifications turned off
  });

  it('notifications: the owner reads and marks them read; nobody else, and only the server writes', async () => {
    const mine = await call<{ id: string; read_at: string | null }>(
      ada,
      'select id, read_at from public.my_notifications()',
    );
    expect(mine).toHaveLength(1);
    expect(await call(world.actors.teenB, 'select * from public.notifications')).toEqual([]);
    expect(
      await call(world.actors.teenB, 'select public.mark_notifications_read($1) as n', [
        [mine[0]!.id],
      ]),
    ).toEqual([{ n: 0 }]);
    expect(
      await outcome(
        ada,
        `insert into public.notifications (user_id, kind, title, body) values ($1, 'x', 'Grattis!', 'Fejk')`,
        [ada.id],
      ),
    ).toBe('42501');
    expect(
      await outcome(ada, 'update public.notifications set read_at = now() where user_id = $1', [
        ada.id,
      ]),
    ).toBe('42501');
    expect(
      await call(ada, 'select public.mark_notifications_read($1) as n', [[mine[0]!.id]]),
    ).toEqual([{ n: 1 }]);
    expect(
      (await call<{ read_at: unknown }>(ada, 'select read_at from public.my_notifications()'))[0]
        ?.read_at,
    ).not.toBeNull();
  });

  it('the mail outbox is for service_role only, and hands each e-mail out once', async () => {
    expect(await outcome(ada, 'select * from public.take_mail_outbox()')).toBe('42501');
    const first = await call<{ to_email: string; subject: string }>(
      world.actors.service,
      'select to_email, subject from public.take_mail_outbox(100)',
    );
    expect(first.map((m) => m.to_email).sort()).toEqual(
      [ada.email, bea.email, dan.email, world.actors.parentOfA.email].sort(),
    );
    expect(await call(world.actors.service, 'select * from public.take_mail_outbox(100)')).toEqual(
      [],
    );
  });

  describe('prize claims', () => {
    const confirm = (actor: Actor, claim: string, fields: string[]) =>
      failure(actor, 'select public.confirm_prize_claim($1, $2, $3, $4, $5)', [claim, ...fields]);
    const valid = ['Bea Testsson', 'Storgatan 1', '123 45', 'Uppsala'];

    it('a winner of 18 or more confirms her own delivery details, validated with the form’s messages', async () => {
      const claim = (await claimOf(bea, JAN))!;
      expect(claim).toMatchObject({
        status: 'pending',
        confirmer: 'winner',
        prize: '500 kr + hörlurar',
      });
      for (const [fields, message] of [
        [['Bea', 'Storgatan 1', '12345', 'Uppsala'], 'Skriv för- och efternamn.'],
        [['Bea Testsson', 'S1', '12345', 'Uppsala'], 'Skriv gatuadressen (3–100 tecken).'],
        [
          ['Bea Testsson', 'Storgatan 1', '1234', 'Uppsala'],
          'Postnumret ska vara fem siffror, till exempel 123 45.',
        ],
        [
          ['Bea Testsson', 'Storgatan 1', 'abcde', 'Uppsala'],
          'Postnumret ska vara fem siffror, till exempel 123 45.',
        ],
        [['Bea Testsson', 'Storgatan 1', '12345', 'U'], 'Skriv orten (2–60 bokstäver).'],
      ] as const) {
        expect(await confirm(bea, claim.id, [...fields])).toEqual({ code: 'P0001', message });
      }
      // A stranger, and the guardian of an adult winner, see no such claim.
      expect((await confirm(world.actors.teenB, claim.id, valid)).code).toBe('P0002');
      expect((await confirm(gerd, claim.id, valid)).code).toBe('P0002');
      expect(await call(gerd, 'select * from public.prize_claims')).toEqual([]);

      expect(
        await call(bea, 'select public.confirm_prize_claim($1, $2, $3, $4, $5) as s', [
          claim.id,
          ...valid,
        ]),
      ).toEqual([{ s: 'confirmed' }]);
      expect(
        await call(
          bea,
          'select status, full_name, street_address, postal_code, city from public.prize_claims',
        ),
      ).toEqual([
        {
          status: 'confirmed',
          full_name: 'Bea Testsson',
          street_address: 'Storgatan 1',
          postal_code: '12345',
          city: 'Uppsala',
        },
      ]);
      // Nobody writes a claim directly, not even the winner.
      expect(
        await outcome(bea, `update public.prize_claims set status = 'sent' where user_id = $1`, [
          bea.id,
        ]),
      ).toBe('42501');
      expect(
        await outcome(
          bea,
          `insert into public.prize_claims (user_id, period_start, position, prize, confirmer)
           values ($1, '2030-01-01', 1, '500 kr + hörlurar', 'winner')`,
          [bea.id],
        ),
      ).toBe('42501');
    });

    it('for a minor, an active guardian confirms; the minor, strangers and other parents cannot', async () => {
      const claim = (await claimOf(ada, JAN))!;
      expect(claim).toMatchObject({ status: 'pending', confirmer: 'guardian' });
      const details = ['Petra Testsson', 'Lillgatan 2 B', '11122', 'Stockholm'];
      expect(await confirm(ada, claim.id, details)).toMatchObject({ code: '42501' });
      expect((await confirm(world.actors.unrelatedParent, claim.id, details)).code).toBe('P0002');
      expect((await confirm(world.actors.teenB, claim.id, details)).code).toBe('P0002');
      expect(await call(world.actors.unrelatedParent, 'select * from public.prize_claims')).toEqual(
        [],
      );

      const listed = await call<Record<string, unknown>>(
        world.actors.parentOfA,
        'select position, prize, status, winner_name, is_mine, can_confirm from public.my_prize_claims()',
      );
      expect(listed).toEqual([
        {
          position: 2,
          prize: '300 kr presentkort',
          status: 'pending',
          winner_name: 'Ada',
          is_mine: false,
          can_confirm: true,
        },
      ]);
      expect(await call(ada, 'select can_confirm, is_mine from public.my_prize_claims()')).toEqual([
        { can_confirm: false, is_mine: true },
      ]);
      expect(
        await call(
          world.actors.parentOfA,
          'select public.confirm_prize_claim($1, $2, $3, $4, $5) as s',
          [claim.id, ...details],
        ),
      ).toEqual([{ s: 'confirmed' }]);
      // The winner and the guardian read it; the details never reach the board or the podium.
      for (const reader of [ada, world.actors.parentOfA]) {
        expect(await call(reader, 'select city from public.prize_claims')).toEqual([
          { city: 'Stockholm' },
        ]);
      }
      const text = JSON.stringify(
        await call(ada, `select * from public.competition_winners('month')`),
      );
      expect(text).not.toContain('Lillgatan');
      // A minor without a guardian cannot confirm her own prize either.
      const cids = (await claimOf(cid, JAN))!;
      expect((await confirm(cid, cids.id, details)).code).toBe('42501');
    });

    it('staff mark a confirmed prize as sent; nobody else can', async () => {
      const staff = await staffMember('stina');
      const claim = (await claimOf(bea, JAN))!;
      for (const actor of [bea, world.actors.parentOfA, world.actors.teenA]) {
        expect(await outcome(actor, 'select public.staff_mark_prize_sent($1)', [claim.id])).toBe(
          '42501',
        );
      }
      const pending = (await claimOf(cid, JAN))!;
      expect(await outcome(staff, 'select public.staff_mark_prize_sent($1)', [pending.id])).toBe(
        '23514',
      );
      // The staff's list: the confirmed prize first, with where to post it; the one still
      // waiting for its confirmation without any address. Nobody else may read the list.
      for (const actor of [bea, world.actors.parentOfA, world.actors.anon]) {
        expect(await outcome(actor, 'select * from public.staff_prize_claims()')).toBe('42501');
      }
      const toShip = () =>
        call<{ id: string; status: string; city: string | null; street_address: string | null }>(
          staff,
          'select id, status, city, street_address from public.staff_prize_claims()',
        );
      const listed = await toShip();
      expect(listed[0]).toMatchObject({ id: claim.id, status: 'confirmed', city: 'Uppsala' });
      expect(listed.find((row) => row.id === pending.id)).toMatchObject({
        status: 'pending',
        city: null,
        street_address: null,
      });
      expect(await call(staff, 'select public.staff_mark_prize_sent($1) as s', [claim.id])).toEqual(
        [{ s: 'sent' }],
      );
      // Sent: the address is no longer shown (January 2025 is also past the three months).
      expect((await toShip()).find((row) => row.id === claim.id)?.city ?? null).toBeNull();
      expect((await confirm(bea, claim.id, valid)).message).toBe('Priset är redan skickat');
    });
  });
});

describe('February: only the ones with points win; two closes at once close it once', () => {
  it('closes concurrently without doubling anything', async () => {
    const hal = await person('Hal');
    const ida = await person('Ida');
    for (const actor of [hal, ida]) await join(actor, '2025-02-02T10:00:00Z');
    await points(hal, 4, '2025-02-10T10:00:00Z'); // Ida has no points

    const closeAs = () =>
      call<Closed>(world.actors.service, 'select * from public.close_competition($1, $2)', [
        'month',
        '2025-03-01T00:05:00+01:00',
      ]);
    expect(await outcome(hal, `select * from public.close_competition('month')`)).toBe('42501');
    const [one, two] = await Promise.all([closeAs(), closeAs()]);
    expect([...one, ...two].map((row) => [row.starts, row.winners])).toEqual([[new Date(FEB), 2]]);
    const rows = await results('month', FEB);
    // Ada's 50 February points count; everyone else still in the league has 0 and wins nothing.
    expect(rows.filter((row) => row.prize).map((row) => [row.who, row.score, row.prize])).toEqual([
      ['Ada', 50, '500 kr + hörlurar'],
      ['Hal', 40, '300 kr presentkort'],
    ]);
    expect(rows.filter((row) => row.score === 0).every((row) => row.prize === null)).toBe(true);
    const { rows: claims } = await test.db.query<{ n: number }>(
      'select count(*)::int as n from public.prize_claims where period_start = $1',
      [FEB],
    );
    expect(claims[0]?.n).toBe(2);
  });
});

describe('weeks', () => {
  it('close each Monday 00:00 Stockholm the same way, without prizes', async () => {
    const jon = await person('Jon');
    await join(jon, '2025-03-02T10:00:00Z');
    await points(jon, 3, '2025-03-09T22:30:00Z'); // Sunday 9 March 23:30 Stockholm
    await points(jon, 5, '2025-03-09T23:30:00Z'); // Monday 10 March 00:30: the next week
    const notifiedBefore = await notificationsOf(jon);

    // Sunday 23:59: the week of 3 March has not ended.
    const early = await close('week', '2025-03-09T22:59:00Z');
    expect(early.map((row) => row.starts)).not.toContainEqual(new Date('2025-03-02T23:00:00Z'));
    const closed = await close('week', '2025-03-10T00:05:00+01:00');
    expect(closed.at(-1)).toMatchObject({
      closed_period: 'week',
      starts: new Date('2025-03-02T23:00:00Z'),
      ends: new Date('2025-03-09T23:00:00Z'),
      winners: 0,
    });
    const week = await results('week', '2025-03-02T23:00:00Z');
    expect(week[0]).toEqual({ position: 1, who: 'Jon', score: 30, prize: null });
    expect(week.every((row) => row.prize === null)).toBe(true);
    expect(await close('week', '2025-03-10T00:05:00+01:00')).toEqual([]);

    const podium = await call<{ display_name: string; prize: string | null; is_me: boolean }>(
      jon,
      `select display_name, prize, is_me from public.competition_winners('week')`,
    );
    expect(podium).toEqual([{ display_name: await nick(jon), prize: null, is_me: true }]);
    const { rows } = await test.db.query<{ n: number }>(
      `select count(*)::int as n from public.prize_claims where user_id = $1`,
      [jon.id],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await notificationsOf(jon)).toEqual(notifiedBefore);
  });

  it('a month where one person has points has one winner', async () => {
    const closed = await close('month', '2025-04-01T00:10:00+02:00');
    expect(closed).toEqual([expect.objectContaining({ starts: new Date(MAR), winners: 1 })]);
    const rows = await results('month', MAR);
    expect(rows.filter((row) => row.prize).map((row) => row.who)).toEqual(['Jon']);
  });
});

describe('fraud review (April)', () => {
  let kim: Actor; // an account made 3 days before the month ended, on the podium
  let lea: Actor; // at the daily ceiling on every day she scored
  let mia: Actor; // honest
  let staff: Actor;
  let kimNick: string;
  let leaNick: string;
  let miaNick: string;

  beforeAll(async () => {
    kim = await person('Kim', { createdAt: '2025-04-27T10:00:00Z' });
    lea = await person('Lea');
    mia = await person('Mia', { family: world.families.a });
    staff = await staffMember('sam');
    for (const actor of [kim, lea, mia]) await join(actor, '2025-04-01T10:00:00Z');
    [kimNick, leaNick, miaNick] = [await nick(kim), await nick(lea), await nick(mia)];
    // Lea: each day three lessons and their quizzes (75, the learning cap) and a reached goal of
    // 100 kr (100): 175 points, over the daily ceiling of 150.
    for (const day of ['02', '03', '04']) {
      const goal = randomUUID();
      await test.db.query(
        `insert into public.savings_goals (id, user_id, title, target_ore, created_at)
         values ($1, $2, 'Mål', 10000, '2025-03-01T10:00:00Z')`,
        [goal, lea.id],
      );
      const at = `2025-04-${day}T10:00:00Z`;
      await test.db.query(
        `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
         values ($1, $2, 'goal_reached', 100, $3, $4)`,
        [randomUUID(), lea.id, goal, at],
      );
      for (let i = 0; i < 3; i += 1) {
        const lesson = nextLesson(lea);
        for (const [kind, amount] of [
          ['lesson_completed', 10],
          ['quiz_passed', 15],
        ] as const) {
          await test.db.query(
            `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
             values ($1, $2, $3, $4, $5, $6)`,
            [randomUUID(), lea.id, kind, amount, lesson, at],
          );
        }
      }
    }
    await points(kim, 6, '2025-04-28T10:00:00Z');
    await points(mia, 4, '2025-04-10T10:00:00Z');
    await points(mia, 1, '2025-04-11T10:00:00Z');
    await close('month', '2025-05-01T00:10:00+02:00');
  });

  it('flags the rules’ accounts and holds their prizes; the honest winner’s is pending', async () => {
    const winners = await results('month', APR);
    expect(winners.slice(0, 3).map((row) => row.who)).toEqual(['Lea', 'Kim', 'Mia']);
    expect((await claimOf(lea, APR))?.status).toBe('held');
    expect((await claimOf(kim, APR))?.status).toBe('held');
    expect((await claimOf(mia, APR))?.status).toBe('pending');
    expect((await notificationsOf(kim))[0]?.body).toContain(
      'Vi kontrollerar resultatet innan priset skickas.',
    );
    // A held prize cannot be claimed yet.
    const held = (await claimOf(kim, APR))!;
    expect(
      (
        await failure(kim, 'select public.confirm_prize_claim($1, $2, $3, $4, $5)', [
          held.id,
          'Kim Testsson',
          'Gatan 1',
          '12345',
          'Lund',
        ])
      ).code,
    ).toBe('23514');
  });

  it('staff see the flags with points per day and account age, and nothing private', async () => {
    type Flag = {
      id: string;
      display_name: string;
      rule: string;
      reason: string;
      daily_scores: { day: string; score: number }[];
      account_age_days: number;
      prize_status: string | null;
    };
    const flags = await call<Flag>(staff, 'select * from public.staff_competition_flags()');
    const leaFlag = flags.find((flag) => flag.display_name === leaNick)!;
    const kimFlag = flags.find((flag) => flag.display_name === kimNick)!;
    expect(leaFlag).toMatchObject({ rule: 'ceiling_days', prize_status: 'held' });
    expect(leaFlag.reason).toBe('Nådde dagstaket (150 poäng) 3 av 3 dagar med poäng');
    expect(leaFlag.daily_scores.map((d) => d.day)).toEqual([
      '2025-04-02',
      '2025-04-03',
      '2025-04-04',
    ]);
    expect(leaFlag.daily_scores.every((d) => d.score >= 150)).toBe(true);
    expect(kimFlag).toMatchObject({ rule: 'new_account_podium', prize_status: 'held' });
    expect(kimFlag.reason).toBe('Plats 2 med ett konto som skapades 3 dagar före månadens slut');
    expect(kimFlag.account_age_days).toBeGreaterThan(500);
    expect(flags.some((flag) => flag.display_name === miaNick)).toBe(false);
    // No personnummer (ids are UUIDs, whose hex digits can look like one: left out of the check).
    const text = JSON.stringify(flags).replace(/[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}/g, 'id');
    expect(text).not.toMatch(/\d{8}-\d{4}/);
    expect(text).not.toContain('@');
  });

  it('teens and parents are refused every staff function', async () => {
    const flag = (
      await test.db.query<{ id: string }>('select id from private.competition_flags limit 1')
    ).rows[0]!.id;
    for (const actor of [kim, mia, world.actors.parentOfA, world.actors.unrelatedParent]) {
      for (const sql of [
        'select * from public.staff_competition_flags()',
        'select public.staff_review_competition()',
        `select public.staff_clear_flag('${flag}')`,
        `select public.staff_disqualify('${flag}')`,
      ]) {
        expect(await failure(actor, sql)).toEqual({ code: '42501', message: 'Ingen behörighet' });
      }
    }
    expect(await outcome(world.actors.anon, 'select * from public.staff_competition_flags()')).toBe(
      '42501',
    );
    expect(await outcome(kim, 'select * from public.staff_members')).toBe('42501');
    expect(
      await outcome(kim, 'insert into public.staff_members (user_id) values ($1)', [kim.id]),
    ).toBe('42501');
  });

  it('clearing releases a held prize; disqualifying withdraws it from the podium', async () => {
    const flags = await call<{ id: string; display_name: string }>(
      staff,
      'select id, display_name from public.staff_competition_flags()',
    );
    const flagOf = (name: string) => flags.find((flag) => flag.display_name === name)!.id;
    expect(await call(staff, 'select public.staff_clear_flag($1) as s', [flagOf(kimNick)])).toEqual(
      [{ s: 'cleared' }],
    );
    expect((await claimOf(kim, APR))?.status).toBe('pending');
    expect((await notificationsOf(kim)).map((n) => n.title)).toEqual([
      'Grattis!',
      'Priset är godkänt',
    ]);
    expect(await outcome(staff, 'select public.staff_clear_flag($1)', [flagOf(kimNick)])).toBe(
      '23514',
    );

    expect(await call(staff, 'select public.staff_disqualify($1) as s', [flagOf(leaNick)])).toEqual(
      [{ s: 'disqualified' }],
    );
    expect((await claimOf(lea, APR))?.status).toBe('disqualified');
    expect((await notificationsOf(lea)).map((n) => n.title)).toEqual([
      'Grattis!',
      'Priset delas inte ut',
    ]);
    const podium = await call<{ position: number; display_name: string }>(
      mia,
      `select position, display_name from public.competition_winners('month')`,
    );
    expect(podium).toEqual([
      { position: 2, display_name: kimNick },
      { position: 3, display_name: miaNick },
    ]);
  });

  it('reviews the running month on demand', async () => {
    const nova = await person('Nova', { createdAt: '2025-05-18T10:00:00Z' });
    await join(nova, '2025-05-18T10:00:00Z');
    const novaNick = await nick(nova);
    await points(nova, 7, '2025-05-19T10:00:00Z');
    expect(
      await call(staff, 'select public.staff_review_competition($1) as n', [
        '2025-05-20T12:00:00Z',
      ]),
    ).toEqual([{ n: 1 }]);
    expect(
      await call(staff, 'select public.staff_review_competition($1) as n', [
        '2025-05-20T12:00:00Z',
      ]),
    ).toEqual([{ n: 0 }]);
    const flags = await call<{ display_name: string; reason: string; period_start: unknown }>(
      staff,
      'select display_name, reason, period_start from public.staff_competition_flags()',
    );
    expect(flags.find((flag) => flag.display_name === novaNick)?.reason).toBe(
      'Plats 1 med ett konto som skapades 2 dagar före granskningen',
    );
  });
});

describe('fraud review (May): families and quizzes (issue 40 §7)', () => {
  let nora: Actor; // her parent gave 4 000 kr into her goals: gifts score nothing, but a family buys
  let otto: Actor; // his parent confirmed 3 500 kr of typed deposits
  let pia: Actor; // six attempts on one quiz
  let rut: Actor; // honest: a parent's 200 kr, one attempt
  let staff: Actor;

  /** A 1 000 kr goal of the teen's with one deposit in May of this origin. */
  async function deposit(teen: Actor, amountOre: number, origin: string, confirmedBy?: Actor) {
    const goal = randomUUID();
    await test.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore, created_at)
       values ($1, $2, 'Mål', 1000000, '2025-03-01T10:00:00Z')`,
      [goal, teen.id],
    );
    await test.db.query(
      `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, origin, created_at,
         confirmed_by, confirmed_at)
       values ($1, $2, $3, $4, $5, '2025-05-10T10:00:00Z', $6,
         case when $6::uuid is null then null else '2025-05-11T10:00:00Z'::timestamptz end)`,
      [randomUUID(), teen.id, goal, amountOre, origin, confirmedBy?.id ?? null],
    );
  }
  async function attempts(teen: Actor, lesson: string, n: number) {
    for (let i = 0; i < n; i += 1) {
      const id = randomUUID();
      await test.db.query(
        `insert into public.quiz_attempts (id, user_id, lesson_id, answers) values ($1, $2, $3, '{}')`,
        [id, teen.id, lesson],
      );
      await test.db.transaction(async (tx) => {
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(
          `update public.quiz_attempts set created_at = '2025-05-12T10:00:00Z' where id = $1`,
          [id],
        );
      });
    }
  }

  beforeAll(async () => {
    const parent = await person('Per', { roll: 'foralder', family: world.families.a });
    nora = await person('Nora', { family: world.families.a });
    otto = await person('Otto', { family: world.families.a });
    pia = await person('Pia');
    rut = await person('Rut', { family: world.families.a });
    staff = await staffMember('siv');
    for (const actor of [nora, otto, pia, rut]) await join(actor, '2025-05-01T10:00:00Z');
    await deposit(nora, 250000, 'gift');
    await deposit(nora, 150000, 'interest');
    await deposit(otto, 350000, 'self', parent);
    await deposit(rut, 20000, 'gift');
    await attempts(pia, nextLesson(pia), 6);
    await attempts(rut, nextLesson(rut), 1);
    await close('month', '2025-06-01T00:10:00+02:00');
  });

  it('lists families that put large sums into a competing teen’s goals, and brute-forced quizzes', async () => {
    const flags = await call<{ display_name: string; rule: string; reason: string }>(
      staff,
      'select display_name, rule, reason from public.staff_competition_flags()',
    );
    const byName = new Map<string, { rule: string; reason: string }[]>();
    for (const actor of [nora, otto, pia, rut]) {
      const name = await nick(actor);
      byName.set(
        nameOf(actor.id!),
        flags
          .filter((flag) => flag.display_name === name)
          .map(({ rule, reason }) => ({ rule, reason })),
      );
    }
    expect(byName.get('Nora')).toEqual([
      {
        rule: 'family_money',
        reason: 'Föräldrar satte in 4\u00a0000\u00a0kr på tävlande mål under månaden',
      },
    ]);
    expect(byName.get('Otto')).toEqual([
      {
        rule: 'family_money',
        reason: 'Föräldrar bekräftade 3\u00a0500\u00a0kr som barnet själv skrev in under månaden',
      },
    ]);
    expect(byName.get('Pia')).toEqual([
      {
        rule: 'quiz_brute_force',
        reason:
          '6 quizförsök på 1 lektion, högst 6 på samma lektion, 6 för snabba för att ha lästs',
      },
    ]);
    expect(byName.get('Rut')).toEqual([]);
  });
});

describe('scheduling', () => {
  it('creates no pg_cron job where this database does not run pg_cron', async () => {
    const { rows } = await test.db.query<{ n: number }>(
      `select count(*)::int as n from pg_extension where extname = 'pg_cron'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  // Postgres 15 with pg_cron preloaded (scripts/pg-cluster.sh): the migration's guarded block,
  // run in the cluster's cron database inside a transaction that is rolled back.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'schedules the closes where pg_cron runs',
    async (ctx) => {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{
          cron_db: string | null;
          here: string;
          available: boolean;
        }>(
          `select current_setting('cron.database_name', true) as cron_db, current_database() as here,
           exists (select 1 from pg_available_extensions where name = 'pg_cron') as available`,
        );
        const info = rows[0]!;
        if (!info.available || info.cron_db !== info.here) {
          ctx.skip();
          return;
        }
        const sql = await readFile(
          `${MIGRATIONS_DIR}/20261125000200_competition_close.sql`,
          'utf8',
        );
        // The guard every scheduled job goes through, and the block that schedules the closes.
        const guard = /create function private\.schedule_job[\s\S]*?\n\$\$;/.exec(sql)?.[0];
        const block = /do \$cron\$[\s\S]*?\$cron\$;/.exec(sql)?.[0];
        expect(guard).toBeDefined();
        expect(block).toBeDefined();
        await client.query('begin');
        await client.query('create schema if not exists private');
        await client.query(guard!);
        await client.query(block!);
        await client.query(block!); // a second run updates the jobs instead of adding more
        const jobs = await client.query<{ jobname: string; schedule: string; command: string }>(
          `select jobname, schedule, command from cron.job where jobname like 'slantis-close-%' order by jobname`,
        );
        expect(jobs.rows).toEqual([
          {
            jobname: 'slantis-close-month',
            schedule: '*/15 * * * *',
            command: "select private.close_competition('month')",
          },
          {
            jobname: 'slantis-close-week',
            schedule: '*/15 * * * *',
            command: "select private.close_competition('week')",
          },
        ]);
      } finally {
        await client.query('rollback').catch(() => undefined);
        await client.end();
      }
    },
  );
});
