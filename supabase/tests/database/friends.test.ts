import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, createUser, profileMetadata, type Actor } from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 25 (deliverables 1 and 2, 20261127000600_friends.sql): friends by code, the addressee's
// yes, and a guardian's approval for every teen under 18 before the friendship exists. Each
// forged request below is what a rewritten client could send with its own session; none of them
// makes a friendship, shows a friend's data or puts anyone on the friends league.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  test.db.query<T>(text, params);

let serial = 900;
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 40);
  return date.toISOString().slice(0, 10);
}

/** A teen of 15 (or `age`), or a parent; ages other than sign-up's are swapped in afterwards. */
async function person(roll: 'barn' | 'foralder' = 'barn', age = 15): Promise<Actor> {
  serial += 1;
  const email = `friend-${randomUUID().slice(0, 8)}@example.com`;
  const signUpAge = roll === 'barn' ? 15 : 40;
  const id = await createUser(
    test.db,
    email,
    profileMetadata({ roll, personnummer: personnummer(bornYearsAgo(signUpAge), serial) }),
  );
  if (age !== signUpAge) {
    const pnr = personnummer(bornYearsAgo(age), serial).replace('-', '');
    await sql(
      `update private.profile_secrets set personnummer_encrypted = private.encrypt_personnummer($2),
         personnummer_hmac = private.personnummer_hmac($2) where user_id = $1`,
      [id, pnr],
    );
  }
  return { name: 'teenA', role: 'authenticated', id, email };
}

async function family(guardian: Actor | null, ...children: Actor[]) {
  const { rows } = await sql<{ id: string }>(
    `insert into public.families (name) values ('Familjen V') returning id`,
  );
  const id = rows[0]!.id;
  if (guardian) {
    await sql(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian')`,
      [id, guardian.id],
    );
  }
  for (const child of children) {
    await sql(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'child')`,
      [id, child.id],
    );
  }
  return id;
}

const call = <T>(actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query<T>(text, params)).rows);

/** The rejection of one statement as the actor (rolled back): its code and message. */
async function refusal(actor: Actor, text: string, params: unknown[] = []) {
  return as(
    test.db,
    actor,
    async (q) => {
      try {
        await q.query(text, params);
        return { code: 'ok', message: '' };
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        return { code: code ?? '?', message: message ?? '' };
      }
    },
    { rollback: true },
  );
}

const codeOf = async (actor: Actor) =>
  (await call<{ code: string }>(actor, 'select code from public.my_friend_code()'))[0]!.code;
const request = async (from: Actor, to: Actor) =>
  (
    await call<{ friendship_id: string }>(
      from,
      'select friendship_id from public.send_friend_request($1)',
      [await codeOf(to)],
    )
  )[0]!.friendship_id;
const answer = async (actor: Actor, id: string, accept = true) =>
  (
    await call<{ s: string }>(actor, 'select public.answer_friend_request($1, $2) as s', [
      id,
      accept,
    ])
  )[0]!.s;
const approve = async (guardian: Actor, id: string, yes = true) =>
  (
    await call<{ s: string }>(guardian, 'select public.approve_friend_request($1, $2) as s', [
      id,
      yes,
    ])
  )[0]!.s;

type FriendRow = {
  friendship_id: string;
  status: string;
  direction: string;
  nickname: string | null;
  level: number | null;
  streak: number | null;
  badge_count: number | null;
  friend_streak: number | null;
  waiting_for: string | null;
};
/** A column that would carry kronor (amount_ore, saved_ore_this_month, …). */
const MONEY = /(^|_)(ore|amount|saved|spent|budget)(_|$)/;
const friends = (actor: Actor) => call<FriendRow>(actor, 'select * from public.my_friends()');
const join = (actor: Actor) => call(actor, 'select public.join_competition()');
const friendsBoard = (actor: Actor) =>
  call<{ display_name: string; is_me: boolean; friend_streak: number | null }>(
    actor,
    `select * from public.leaderboard('month', 'friends')`,
  );
const nickname = async (actor: Actor) =>
  (
    await sql<{ display_name: string }>(
      'select display_name from public.competition_participants where user_id = $1',
      [actor.id],
    )
  ).rows[0]!.display_name;

/** Two minors in two families, each with a guardian, both in the league. */
async function twoFamilies() {
  const [a, b, guardianA, guardianB] = [
    await person(),
    await person(),
    await person('foralder'),
    await person('foralder'),
  ];
  await family(guardianA, a);
  await family(guardianB, b);
  await join(a);
  await join(b);
  return { a, b, guardianA, guardianB };
}

describe('friend codes', () => {
  it('a teen gets one 8-character code; renewing it makes the old one useless', async () => {
    const [a, b] = [await person(), await person()];
    const first = await codeOf(a);
    expect(first).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await codeOf(a)).toBe(first);

    const renewed = (
      await call<{ code: string }>(a, 'select code from public.renew_friend_code()')
    )[0]!.code;
    expect(renewed).not.toBe(first);
    expect(await refusal(b, 'select public.send_friend_request($1)', [first])).toEqual({
      code: 'P0002',
      message: 'Vi hittade ingen med den koden. Kolla att du skrev rätt.',
    });
    // Typed with spaces and in lower case, the new code works.
    const spaced = `${renewed.slice(0, 4).toLowerCase()} ${renewed.slice(4)}`;
    expect((await call(b, 'select * from public.send_friend_request($1)', [spaced])).length).toBe(
      1,
    );
  });

  it('is for teens only, and a teen cannot befriend themself', async () => {
    const parent = await person('foralder');
    expect(await refusal(parent, 'select public.my_friend_code()')).toEqual({
      code: '42501',
      message: 'Vänner finns för dig med ett ungdomskonto.',
    });
    const a = await person();
    expect(await refusal(a, 'select public.send_friend_request($1)', [await codeOf(a)])).toEqual({
      code: 'P0001',
      message: 'Det där är din egen vänkod. Be din kompis om deras kod.',
    });
  });
});

describe('request → accept → guardians', () => {
  it('two minors: the friendship exists only after both families’ guardians approve', async () => {
    const { a, b, guardianA, guardianB } = await twoFamilies();
    const id = await request(a, b);

    // Pending: B sees the nickname only; nobody is anybody's friend yet.
    const incoming = (await friends(b))[0]!;
    expect(incoming).toMatchObject({
      friendship_id: id,
      status: 'requested',
      direction: 'incoming',
      nickname: await nickname(a),
      level: null,
      streak: null,
      badge_count: null,
      friend_streak: null,
    });
    // A guardian cannot approve what the friend has not accepted.
    expect(
      await refusal(guardianA, 'select public.approve_friend_request($1, true)', [id]),
    ).toEqual({
      code: '23514',
      message:
        'Förfrågan är inte besvarad än. Du kan godkänna när ditt barns kompis har tackat ja.',
    });

    expect(await answer(b, id)).toBe('awaiting_guardians');
    expect((await friends(a))[0]).toMatchObject({
      status: 'awaiting_guardians',
      level: null,
      waiting_for: 'my_guardian',
    });
    expect((await friendsBoard(a)).map((row) => row.display_name)).toEqual([await nickname(a)]);
    expect((await sql('select * from private.friend_ids($1)', [a.id])).rows).toEqual([]);

    // Each guardian sees their own child's side, the friend by nickname only.
    const asked = await call<Record<string, unknown>>(
      guardianA,
      'select * from public.family_friend_requests()',
    );
    expect(asked).toEqual([
      expect.objectContaining({
        friendship_id: id,
        child_id: a.id,
        friend_name: await nickname(b),
        other_needs_guardian: true,
      }),
    ]);
    expect(Object.keys(asked[0]!).sort()).toEqual(
      [
        'accepted_at',
        'child_id',
        'child_name',
        'friend_name',
        'friendship_id',
        'other_needs_guardian',
      ].sort(),
    );

    expect(await approve(guardianA, id)).toBe('awaiting_guardians');
    // Approving twice gives nothing more.
    expect(
      await refusal(guardianA, 'select public.approve_friend_request($1, true)', [id]),
    ).toEqual({
      code: '23514',
      message: 'Det finns inget kvar för dig att godkänna här.',
    });
    expect((await friends(a))[0]).toMatchObject({
      status: 'awaiting_guardians',
      waiting_for: 'their_guardian',
    });
    expect((await friendsBoard(b)).map((row) => row.display_name)).toEqual([await nickname(b)]);

    expect(await approve(guardianB, id)).toBe('active');
    const [friend] = await friends(a);
    expect(friend).toMatchObject({
      status: 'active',
      nickname: await nickname(b),
      waiting_for: null,
    });
    expect(friend!.level).toBeGreaterThanOrEqual(1);
    expect(friend!.streak).toBe(0);
    expect(friend!.badge_count).toBe(0);
    expect(friend!.friend_streak).toBe(0);
    expect((await friendsBoard(a)).map((row) => row.display_name).sort()).toEqual(
      [await nickname(a), await nickname(b)].sort(),
    );
  });

  it('siblings: their one guardian approves once, seeing the family names', async () => {
    const [a, b, guardian] = [await person(), await person(), await person('foralder')];
    await family(guardian, a, b);
    const id = await request(a, b);
    await answer(b, id);
    const asked = await call<{ friendship_id: string; child_id: string; friend_name: string }>(
      guardian,
      'select * from public.family_friend_requests()',
    );
    expect(asked).toEqual([
      expect.objectContaining({
        friendship_id: id,
        child_id: a.id,
        friend_name: 'Test T.',
        other_needs_guardian: false,
      }),
    ]);
    expect(await approve(guardian, id)).toBe('active');
  });

  it('two adults (18+) are friends as soon as the request is accepted', async () => {
    const [a, b] = [await person('barn', 20), await person('barn', 19)];
    const id = await request(a, b);
    expect(await answer(b, id)).toBe('active');
    expect((await friends(a))[0]).toMatchObject({ status: 'active', direction: 'outgoing' });
  });

  it('an adult and a minor: only the minor’s guardian is asked', async () => {
    const [adult, minor, guardian] = [
      await person('barn', 19),
      await person(),
      await person('foralder'),
    ];
    await family(guardian, minor);
    const id = await request(adult, minor);
    expect(await answer(minor, id)).toBe('awaiting_guardians');
    expect((await friends(adult))[0]!.waiting_for).toBe('their_guardian');
    expect(
      (
        await call<{ other_needs_guardian: boolean }>(
          guardian,
          'select * from public.family_friend_requests()',
        )
      )[0],
    ).toMatchObject({ other_needs_guardian: false });
    expect(await approve(guardian, id)).toBe('active');
  });

  it('a minor with no guardian linked waits, and is told why', async () => {
    const [a, b] = [await person('barn', 19), await person()];
    const id = await request(a, b);
    await answer(b, id);
    expect((await friends(b))[0]).toMatchObject({
      status: 'awaiting_guardians',
      waiting_for: 'no_guardian',
    });
    // When a guardian links up later, the request is there to approve.
    const guardian = await person('foralder');
    await family(guardian, b);
    expect((await friends(b))[0]!.waiting_for).toBe('my_guardian');
    expect(await approve(guardian, id)).toBe('active');
  });

  it('a declined request or a guardian’s no leaves no friendship', async () => {
    const { a, b, guardianA } = await twoFamilies();
    const first = await request(a, b);
    expect(await answer(b, first, false)).toBe('declined');
    expect(await friends(a)).toEqual([]);

    const second = await request(a, b);
    await answer(b, second);
    expect(await approve(guardianA, second, false)).toBe('denied');
    expect(await friends(a)).toEqual([]);
    expect(await friends(b)).toEqual([]);
  });
});

describe('the cheating client', () => {
  it('cannot read or write the friendship tables directly', async () => {
    const { a, b } = await twoFamilies();
    for (const statement of [
      `insert into private.friendships (requester_id, addressee_id, status, active_since)
       values ('${a.id}', '${b.id}', 'active', now())`,
      'select * from private.friendships',
      `insert into private.friend_codes (user_id, code) values ('${a.id}', 'AAAAAAAA')`,
      `delete from private.friend_blocks`,
    ]) {
      expect((await refusal(a, statement)).code).toBe('42501');
    }
    expect((await refusal(a, 'select private.friend_ids($1)', [a.id])).code).toBe('42501');
    expect(await friends(a)).toEqual([]);
  });

  it('cannot accept its own request, answer twice or answer someone else’s', async () => {
    const { a, b } = await twoFamilies();
    const stranger = await person();
    const id = await request(a, b);
    expect(await refusal(a, 'select public.answer_friend_request($1, true)', [id])).toEqual({
      code: '42501',
      message: 'Bara den som fick förfrågan kan svara på den.',
    });
    expect(await refusal(stranger, 'select public.answer_friend_request($1, true)', [id])).toEqual({
      code: 'P0002',
      message: 'Förfrågan finns inte längre.',
    });
    await answer(b, id);
    expect(await refusal(b, 'select public.answer_friend_request($1, true)', [id])).toEqual({
      code: '23514',
      message: 'Du har redan svarat på den här förfrågan.',
    });
    expect((await friends(a))[0]!.status).toBe('awaiting_guardians');
  });

  it('cannot approve as a teen, or as the guardian of someone else’s child', async () => {
    const { a, b } = await twoFamilies();
    const otherParent = await person('foralder');
    await family(otherParent, await person());
    const id = await request(a, b);
    await answer(b, id);
    const notAllowed = {
      code: '42501',
      message: 'Bara en förälder i barnets familj kan godkänna en ny vän.',
    };
    expect(await refusal(a, 'select public.approve_friend_request($1, true)', [id])).toEqual(
      notAllowed,
    );
    expect(await refusal(b, 'select public.approve_friend_request($1, true)', [id])).toEqual(
      notAllowed,
    );
    expect(
      await refusal(otherParent, 'select public.approve_friend_request($1, true)', [id]),
    ).toEqual(notAllowed);
    // A teen who set up a "family" with itself as guardian still cannot approve its own side.
    const selfMade = await sql<{ id: string }>(
      `insert into public.families (name) values ('Egen') returning id`,
    );
    await sql(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian')`,
      [selfMade.rows[0]!.id, (await person()).id],
    );
    expect((await friends(a))[0]!.status).toBe('awaiting_guardians');
    expect(await call(otherParent, 'select * from public.family_friend_requests()')).toEqual([]);
  });

  it('cannot skip the guardian: the league and the friend list stay empty until approval', async () => {
    const { a, b } = await twoFamilies();
    const id = await request(a, b);
    await answer(b, id);
    // Every order of calls a client could try on its own.
    for (const statement of [
      'select public.answer_friend_request($1, true)',
      'select public.approve_friend_request($1, true)',
    ]) {
      expect((await refusal(a, statement, [id])).code).not.toBe('ok');
      expect((await refusal(b, statement, [id])).code).not.toBe('ok');
    }
    expect(await friendsBoard(a)).toHaveLength(1);
    expect((await friends(b))[0]).toMatchObject({ level: null, streak: null, friend_streak: null });
  });

  it('cannot send a request to or from a blocked person', async () => {
    const { a, b, guardianA, guardianB } = await twoFamilies();
    const id = await request(a, b);
    await answer(b, id);
    await approve(guardianA, id);
    await approve(guardianB, id);
    await call(b, 'select public.block_friend($1)', [id]);
    expect(await friends(a)).toEqual([]);
    expect(await friendsBoard(a)).toHaveLength(1);
    const blocked = {
      code: '42501',
      message: 'Det går inte att skicka en vänförfrågan till den här personen.',
    };
    expect(await refusal(a, 'select public.send_friend_request($1)', [await codeOf(b)])).toEqual(
      blocked,
    );
    expect(await refusal(b, 'select public.send_friend_request($1)', [await codeOf(a)])).toEqual(
      blocked,
    );
  });

  it('cannot read a friend’s amounts', async () => {
    const { a, b, guardianA, guardianB } = await twoFamilies();
    await call(
      b,
      `insert into public.transactions (id, user_id, type, category, description, amount_ore)
       values ($1, $2, 'expense', 'food', 'Lunch', 12300)`,
      [randomUUID(), b.id],
    );
    expect(
      await call(b, 'select id from public.transactions where user_id = $1', [b.id]),
    ).toHaveLength(1);
    const id = await request(a, b);
    await answer(b, id);
    await approve(guardianA, id);
    await approve(guardianB, id);
    for (const table of ['transactions', 'savings_goals', 'goal_deposits', 'weekly_budgets']) {
      const rows = await call(a, `select * from public.${table} where user_id = $1`, [b.id]);
      expect(rows, table).toEqual([]);
    }
    const [friend] = await friends(a);
    expect(Object.keys(friend!).filter((key) => MONEY.test(key))).toEqual([]);
    const board = await call<Record<string, unknown>>(
      a,
      `select * from public.leaderboard('month', 'friends')`,
    );
    expect(Object.keys(board[0]!).filter((key) => MONEY.test(key))).toEqual([]);
  });

  it('is limited to 10 requests a day', async () => {
    const a = await person();
    const others = [];
    for (let i = 0; i < 11; i += 1) others.push(await person());
    for (const other of others.slice(0, 10)) await request(a, other);
    expect(
      await refusal(a, 'select public.send_friend_request($1)', [await codeOf(others[10]!)]),
    ).toEqual({
      code: '23514',
      message:
        'Du har skickat 10 vänförfrågningar det senaste dygnet. Vänta till i morgon och försök igen.',
    });
    // Withdrawing requests does not reset the count.
    for (const row of await friends(a)) {
      await call(a, 'select public.remove_friend($1)', [row.friendship_id]);
    }
    expect(
      (await refusal(a, 'select public.send_friend_request($1)', [await codeOf(others[10]!)])).code,
    ).toBe('23514');
  });
});

describe('remove and report', () => {
  it('removing ends the friendship for both', async () => {
    const [a, b] = [await person('barn', 20), await person('barn', 20)];
    const id = await request(a, b);
    await answer(b, id);
    await call(a, 'select public.remove_friend($1)', [id]);
    expect(await friends(b)).toEqual([]);
    expect(await refusal(b, 'select public.remove_friend($1)', [id])).toEqual({
      code: 'P0002',
      message: 'Vänskapen finns inte längre.',
    });
  });

  it('a report reaches the staff desk as a friend_report ticket with only what staff need', async () => {
    const { a, b } = await twoFamilies();
    const id = await request(a, b);
    expect(await refusal(b, `select public.report_friend($1, 'rude')`, [id])).toEqual({
      code: 'P0001',
      message: 'Välj en orsak i listan.',
    });
    const number = (
      await call<{ n: string }>(
        b,
        `select public.report_friend($1, 'pressure', 'Tjatar om koder') as n`,
        [id],
      )
    )[0]!.n;
    const staff = await person('foralder');
    await sql('insert into public.staff_members (user_id) values ($1)', [staff.id]);
    const desk = await call<{
      ticket_number: string;
      category: string;
      message: string;
      email: string;
    }>(staff, `select * from public.staff_support_tickets(null, 'friend_report')`);
    expect(desk).toHaveLength(1);
    expect(desk[0]).toMatchObject({
      ticket_number: number,
      category: 'friend_report',
      email: b.email,
    });
    expect(desk[0]!.message).toContain(await nickname(a));
    expect(desk[0]!.message).toContain(a.id);
    expect(desk[0]!.message).toContain('Tjatar eller pressar');
    // The reporter cannot read the desk.
    expect((await refusal(b, `select * from public.staff_support_tickets()`)).code).toBe('42501');
  });
});

describe('the sparkompis streak', () => {
  it('counts the days in a row both friends checked in, since they became friends', async () => {
    const { a, b, guardianA, guardianB } = await twoFamilies();
    const id = await request(a, b);
    await answer(b, id);
    await approve(guardianA, id);
    await approve(guardianB, id);
    await sql(
      `update private.friendships set active_since = now() - interval '10 days' where id = $1`,
      [id],
    );
    const day = (ago: number) => `(private.stockholm_today() - ${ago})`;
    // Both: today, 1 and 2 days ago (and 5 days ago); A alone 3 days ago.
    for (const [who, ago] of [
      [a, 0],
      [b, 0],
      [a, 1],
      [b, 1],
      [a, 2],
      [b, 2],
      [a, 3],
      [a, 5],
      [b, 5],
    ] as const) {
      await sql(
        `insert into private.transaction_days (user_id, day, transactions) values ($1, ${day(ago)}, 1)`,
        [who.id],
      );
    }
    expect((await friends(a))[0]!.friend_streak).toBe(3);
    expect((await friends(b))[0]!.friend_streak).toBe(3);
    const board = await friendsBoard(a);
    expect(board.find((row) => !row.is_me)!.friend_streak).toBe(3);
    expect(board.find((row) => row.is_me)!.friend_streak).toBeNull();

    // Days before the friendship do not count.
    await sql(
      `update private.friendships set active_since = now() - interval '1 day' where id = $1`,
      [id],
    );
    expect((await friends(a))[0]!.friend_streak).toBe(2);
  });
});

describe('notifications', () => {
  type Note = { kind: string; title: string; body: string; link: string | null };
  const notes = async (actor: Actor) =>
    (
      await sql<Note>(
        `select kind, title, body, link from public.notifications
         where user_id = $1 and kind like 'friend%' order by created_at, kind`,
        [actor.id],
      )
    ).rows;

  it('tell the addressee, then each guardian who must approve, then both teens once it exists', async () => {
    const { a, b, guardianA, guardianB } = await twoFamilies();
    const id = await request(a, b);
    expect(await notes(b)).toEqual([
      {
        kind: 'friend_request',
        title: 'Ny vänförfrågan',
        body: `${await nickname(a)} vill bli vän med dig på Slantis. Svara under Vänner.`,
        link: '/vanner',
      },
    ]);
    expect(await notes(guardianA)).toEqual([]);

    await answer(b, id);
    for (const guardian of [guardianA, guardianB]) {
      const told = await notes(guardian);
      expect(told.map((note) => [note.kind, note.link])).toEqual([['friend_approval', '/familj']]);
      expect(told[0]!.body).toContain('aldrig belopp');
    }
    expect((await notes(a)).map((note) => note.kind)).toEqual(['friend_accepted']);

    await approve(guardianA, id);
    expect((await notes(a)).map((note) => note.kind)).toEqual(['friend_accepted']);
    await approve(guardianB, id);
    for (const [teen, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const active = (await notes(teen)).filter((note) => note.kind === 'friend_active');
      expect(active).toEqual([
        {
          kind: 'friend_active',
          title: 'Ni är vänner nu',
          body: `Du och ${await nickname(other)} är vänner på Slantis. Ni möts under Vänner i topplistan.`,
          link: '/leaderboard?scope=friends',
        },
      ]);
    }
  });

  it('a guardian of both teens is asked once', async () => {
    const [a, b, parent] = [await person(), await person(), await person('foralder')];
    await family(parent, a, b);
    await join(a);
    await join(b);
    await answer(b, await request(a, b));
    expect((await notes(parent)).map((note) => note.kind)).toEqual(['friend_approval']);
  });
});
