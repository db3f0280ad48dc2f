import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  callAs,
  createUser,
  profileMetadata,
  reauthenticated,
  type Actor,
} from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 9: editing one's profile (spec §5 rules), the data export (GDPR art. 15/20) and account
// deletion (art. 17).

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

let serial = 0;
async function person(roll: 'barn' | 'foralder', fornamn: string, born = '2010-06-01') {
  serial += 1;
  const email = `rights${serial}@example.com`;
  const pnr = personnummer(born, 700 + serial);
  const id = await createUser(
    test.db,
    email,
    profileMetadata({ roll, fornamn, efternamn: 'Berg', personnummer: pnr }),
  );
  return { actor: { name: 'teenA', role: 'authenticated', id, email } as Actor, pnr };
}

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, sql, params);

async function family(parent: Actor, child: Actor) {
  const id = await call<string>(parent, `select public.create_family('Familjen Berg') as v`);
  const code = await call<string>(
    parent,
    `select code as v from public.create_family_invite($1, 'child')`,
    [id],
  );
  await call(child, `select public.accept_family_invite($1) as v`, [code]);
  return id as string;
}

describe('update_my_profile', () => {
  it('saves normalised values, logs UPDATE and answers with the masked profile', async () => {
    const { actor } = await person('barn', 'Lisa');
    const answer = await call<Record<string, unknown>>(
      actor,
      `select public.update_my_profile(' Lisa-Marie ', 'Åberg', '+46 70-987 65 43', ' Storgatan 5, Umeå ') as v`,
    );
    expect(answer).toMatchObject({
      fornamn: 'Lisa-Marie',
      efternamn: 'Åberg',
      mobilnummer: '070•••••43',
      adress: 'Storgatan •••',
      masked: true,
    });
    const row = (
      await test.db.query(`select mobilnummer, adress from public.profiles where id = $1`, [
        actor.id,
      ])
    ).rows[0];
    expect(row).toEqual({ mobilnummer: '0709876543', adress: 'Storgatan 5, Umeå' });
    const log = (
      await test.db.query<{ n: number }>(
        `select count(*)::int as n from public.profile_access_log
         where accessed_user_id = $1 and accessor_user_id = $1 and access_type = 'UPDATE'`,
        [actor.id],
      )
    ).rows[0];
    expect(log?.n).toBe(1);
  });

  it.each([
    [['', 'Berg', '0701234567', 'Gatan 1'], 'Förnamn krävs'],
    [['A'.repeat(51), 'Berg', '0701234567', 'Gatan 1'], 'Förnamn får vara max 50 tecken'],
    [
      ['Lisa2', 'Berg', '0701234567', 'Gatan 1'],
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [['Lisa', '', '0701234567', 'Gatan 1'], 'Efternamn krävs'],
    [['Lisa', 'Berg', '0812345678', 'Gatan 1'], 'Ogiltigt mobilnummer format'],
    [['Lisa', 'Berg', '0701234567', 'Gå'], 'Adress måste vara minst 5 tecken'],
    [['Lisa', 'Berg', '0701234567', 'x'.repeat(101)], 'Adress får vara max 100 tecken'],
    // Sanitised like registration: the script goes, and what is left is too short.
    [
      ['Lisa', 'Berg', '0701234567', '<script>alert(1)</script>Ab'],
      'Adress måste vara minst 5 tecken',
    ],
  ])('refuses %j with “%s” and changes nothing', async (values, message) => {
    const { actor } = await person('barn', 'Lisa');
    expect(await call(actor, `select public.update_my_profile($1, $2, $3, $4) as v`, values)).toBe(
      `ERR P0001 ${message}`,
    );
    const row = (
      await test.db.query(`select fornamn from public.profiles where id = $1`, [actor.id])
    ).rows[0];
    expect(row).toEqual({ fornamn: 'Lisa' });
  });

  it('is for signed-in users only', async () => {
    expect(
      await call(
        { name: 'anon', role: 'anon', id: null, email: null },
        `select public.update_my_profile('A', 'B', '0701234567', 'Gatan 1') as v`,
      ),
    ).toMatch(/^ERR 42501/);
  });
});

describe('export_my_data', () => {
  it('holds everything about the caller and no one else’s personal data', async () => {
    const parent = await person('foralder', 'Karin', '1980-02-02');
    const child = await person('barn', 'Nils', '2011-09-09');
    await family(parent.actor, child.actor);
    await test.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore)
       values ($1, $2, 'expense', 'food', 'Pizza', 8900), ($3, $4, 'expense', 'food', 'Kaffe', 4500)`,
      [randomUUID(), child.actor.id, randomUUID(), parent.actor.id],
    );
    const task = await call<string>(
      parent.actor,
      `select public.create_task($1, 'Tvätta', 2000, 20) as v`,
      [child.actor.id],
    );
    await call(parent.actor, `select public.get_masked_profile($1) as v`, [child.actor.id]);
    await test.db.query(
      `insert into public.quiz_attempts (id, user_id, lesson_id, answers)
       values ($1, $2, 'budgetering-101-vad-ar-en-budget', '{}')`,
      [randomUUID(), child.actor.id],
    );
    await test.db.query(
      `insert into public.no_spend_claims (id, user_id, day) values ($1, $2, current_date - 1)`,
      [randomUUID(), child.actor.id],
    );

    const data = (await call(
      await reauthenticated(test.db, child.actor),
      `select public.export_my_data() as v`,
    )) as Record<string, unknown>;
    const text = JSON.stringify(data);
    expect(data.account).toMatchObject({ id: child.actor.id, email: child.actor.email });
    expect(data.profile).toMatchObject({ fornamn: 'Nils', personnummer: child.pnr });
    expect(data.transactions).toEqual([expect.objectContaining({ description: 'Pizza' })]);
    expect(data.quiz_attempts).toEqual([
      expect.objectContaining({ lesson_id: 'budgetering-101-vad-ar-en-budget', score: 0 }),
    ]);
    expect(data.no_spend_claims).toHaveLength(1);
    expect(data.support_tickets).toEqual([]);
    expect([data.competition_results, data.notifications, data.prize_claims]).toEqual([[], [], []]);
    expect(data.tasks).toEqual([
      expect.objectContaining({ id: task, title: 'Tvätta', given_by: 'Karin B.' }),
    ]);
    expect(data.families).toEqual([
      expect.objectContaining({
        name: 'Familjen Berg',
        role: 'child',
        members: [{ name: 'Karin B.', role: 'guardian' }],
      }),
    ]);
    expect(
      (data.profile_access_log as { who_viewed_me: { by: string }[] }).who_viewed_me,
    ).toContainEqual(expect.objectContaining({ by: 'Karin B.', access_type: 'VIEW' }));
    // Nobody else's data: not the parent's e-mail, id, personnummer or purchases.
    expect(text).not.toContain(parent.actor.email!);
    expect(text).not.toContain(parent.actor.id!);
    expect(text).not.toContain(parent.pnr);
    expect(text).not.toContain('Kaffe');

    const parentData = (await call(
      await reauthenticated(test.db, parent.actor),
      `select public.export_my_data() as v`,
    )) as Record<string, unknown>;
    expect(parentData.tasks_given).toEqual([
      expect.objectContaining({ to: 'Nils B.', title: 'Tvätta' }),
    ]);
    const parentText = JSON.stringify(parentData);
    expect(parentText).not.toContain(child.pnr);
    expect(parentText).not.toContain(child.actor.email!);
    expect(parentText).not.toContain('Pizza');
    // The export itself is logged.
    const logged = (
      await test.db.query<{ n: number }>(
        `select count(*)::int as n from public.profile_access_log
         where accessed_user_id = $1 and metadata ->> 'export' = 'true'`,
        [child.actor.id],
      )
    ).rows[0];
    expect(logged?.n).toBe(1);
  });
});

describe('re-authentication (issue 21)', () => {
  it('export, delete and the own personnummer need a fresh code; a bare session gets nothing', async () => {
    const teen = await person('barn', 'Vera', '2010-10-10');
    const bare = teen.actor;
    expect(await call(bare, `select public.export_my_data() as v`)).toMatch(
      /^ERR 42501 Bekräfta att det är du/,
    );
    expect(await call(bare, `select public.delete_my_account() as v`)).toMatch(/^ERR 42501/);
    const masked = (await call(bare, `select public.get_masked_profile($1, true) as v`, [
      bare.id,
    ])) as Record<string, unknown>;
    expect(masked).toMatchObject({ personnummer_locked: true, masked: false });
    expect(masked.personnummer).not.toBe(teen.pnr.replace('-', ''));

    // The code Supabase Auth mailed (stored as sha224(email || code)) confirms the session once.
    const session = await reauthenticated(test.db, bare);
    await test.db.query(
      `update public.user_sessions set reauthenticated_at = null where session_id = $1`,
      [session.sessionId],
    );
    await test.db.query(
      `update auth.users set reauthentication_token = encode(sha224(convert_to(email || '123456', 'UTF8')), 'hex'),
         reauthentication_sent_at = now() where id = $1`,
      [bare.id],
    );
    expect(await call(session, `select public.confirm_reauthentication('654321') as v`)).toBe(
      false,
    );
    expect(await call(session, `select public.confirm_reauthentication('123456') as v`)).toBe(true);
    expect(await call(session, `select public.confirm_reauthentication('123456') as v`)).toBe(
      false,
    );
    const clear = (await call(session, `select public.get_masked_profile($1, true) as v`, [
      bare.id,
    ])) as Record<string, unknown>;
    expect(clear.personnummer).toBe(teen.pnr.replace('-', ''));
    expect(await call(session, `select public.export_my_data() as v`)).toMatchObject({
      account: { id: bare.id },
    });
    // Another session of the same user has not proved anything.
    expect(await call(bare, `select public.export_my_data() as v`)).toMatch(/^ERR 42501/);
  });

  it('five wrong codes void the code', async () => {
    const teen = await person('barn', 'Vilja', '2010-11-11');
    const session = await reauthenticated(test.db, teen.actor);
    await test.db.query(
      `update auth.users set reauthentication_token = encode(sha224(convert_to(email || '111111', 'UTF8')), 'hex'),
         reauthentication_sent_at = now() where id = $1`,
      [teen.actor.id],
    );
    for (let i = 0; i < 5; i += 1) {
      expect(await call(session, `select public.confirm_reauthentication('99999${i}') as v`)).toBe(
        false,
      );
    }
    expect(await call(session, `select public.confirm_reauthentication('111111') as v`)).toBe(
      false,
    );
  });
});

describe('delete_my_account', () => {
  it('removes the user and their personal data; a family without a guardian dissolves', async () => {
    const parent = await person('foralder', 'Eva', '1979-04-04');
    const child = await person('barn', 'Siri', '2012-01-01');
    const familyId = await family(parent.actor, child.actor);
    await call(parent.actor, `select public.get_masked_profile($1) as v`, [child.actor.id]);
    await call(await reauthenticated(test.db, child.actor), `select public.export_my_data() as v`);

    expect(
      String(
        await call(
          await reauthenticated(test.db, parent.actor),
          `select public.delete_my_account() as v`,
        ),
      ),
    ).not.toMatch(/^ERR/);
    const count = async (sql: string, params: unknown[]) =>
      (await test.db.query<{ n: number }>(sql, params)).rows[0]?.n;
    expect(
      await count(`select count(*)::int as n from auth.users where id = $1`, [parent.actor.id]),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from public.profiles where id = $1`, [
        parent.actor.id,
      ]),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from private.profile_secrets where user_id = $1`, [
        parent.actor.id,
      ]),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from public.families where id = $1`, [familyId]),
    ).toBe(0);
    // The child's log keeps the view but not who it was.
    expect(
      await count(
        `select count(*)::int as n from public.profile_access_log
         where accessed_user_id = $1 and accessor_user_id is null and access_type = 'VIEW'`,
        [child.actor.id],
      ),
    ).toBe(1);
    // The child's own account is untouched.
    expect(
      await count(`select count(*)::int as n from public.profiles where id = $1`, [child.actor.id]),
    ).toBe(1);
  });
});
