import { describe, expect, it } from 'vitest';

import { createUser, profileMetadata, sqlstate } from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const signUp = (
  meta: Record<string, string> | null,
  email = `${crypto.randomUUID()}@example.com`,
) => createUser(test.db, email, meta);

describe('profile trigger on auth.users', () => {
  it('builds the profile from the sign-up metadata, normalising the mobile number', async () => {
    const id = await signUp(
      profileMetadata({
        fornamn: '  Åsa-Li ',
        efternamn: 'Öberg Ek',
        personnummer: '20100101-1236',
        mobilnummer: '+46 70-123 45 67',
        adress: ' Storgatan 1 ',
        roll: 'barn',
      }),
    );
    const { rows } = await test.db.query(
      `select fornamn, efternamn, mobilnummer, adress, roll from public.profiles where id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        fornamn: 'Åsa-Li',
        efternamn: 'Öberg Ek',
        mobilnummer: '0701234567',
        adress: 'Storgatan 1',
        roll: 'barn',
      },
    ]);
  });

  it('keeps the personnummer only encrypted (12 digits inside) with an HMAC', async () => {
    const id = await signUp(profileMetadata({ personnummer: '201002022349' }));
    const { rows } = await test.db.query<{ raw: string; clear: string; hmac_len: number }>(
      `select encode(personnummer_encrypted, 'escape') as raw,
         private.decrypt_personnummer(personnummer_encrypted) as clear,
         length(personnummer_hmac) as hmac_len
       from private.profile_secrets where user_id = $1`,
      [id],
    );
    expect(rows[0]?.clear).toBe('201002022349');
    expect(rows[0]?.raw).not.toContain('201002022349');
    expect(rows[0]?.hmac_len).toBe(32);
    const columns = await test.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public'
         and table_name = 'profiles' and column_name like '%personnummer%'`,
    );
    expect(columns.rows).toEqual([]);
  });

  it('keeps no plain personnummer, mobile or address in the auth user metadata', async () => {
    const id = await signUp(profileMetadata());
    const { rows } = await test.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [id],
    );
    expect(Object.keys(rows[0]?.meta ?? {}).sort()).toEqual(['efternamn', 'fornamn', 'roll']);
  });

  it('refuses a second confirmed account with the same personnummer', async () => {
    await signUp(profileMetadata({ personnummer: personnummer('2010-01-01', 345) }));
    await expect(
      signUp(profileMetadata({ personnummer: personnummer('2010-01-01', 345).replace('-', '') })),
    ).rejects.toMatchObject({
      code: '23505',
      message: 'Personnumret är redan registrerat',
    });
  });

  it('lets an unconfirmed sign-up share a personnummer until its address is confirmed', async () => {
    const pnr = personnummer('2010-01-01', 489);
    const confirmed = await signUp(profileMetadata({ personnummer: pnr }));
    // An unconfirmed sign-up with the same personnummer is made as any other (no existence leak).
    const pending = await createUser(
      test.db,
      `${crypto.randomUUID()}@example.com`,
      profileMetadata({ personnummer: pnr }),
      { confirmed: false },
    );
    await expect(
      test.db.query('update auth.users set email_confirmed_at = now() where id = $1', [pending]),
    ).rejects.toMatchObject({ code: '23505', message: 'Personnumret är redan registrerat' });
    // Once the first account is gone, the pending one may confirm and claim it.
    await test.db.query('delete from auth.users where id = $1', [confirmed]);
    await test.db.query('update auth.users set email_confirmed_at = now() where id = $1', [
      pending,
    ]);
    const { rows } = await test.db.query<{ confirmed: boolean }>(
      'select confirmed from private.profile_secrets where user_id = $1',
      [pending],
    );
    expect(rows).toEqual([{ confirmed: true }]);
  });

  it('makes no profile for a user created without profile metadata (admin tools)', async () => {
    const id = await signUp(null);
    const other = await signUp({ some_tool: 'x' });
    const { rows } = await test.db.query(`select id from public.profiles where id = any($1)`, [
      [id, other],
    ]);
    expect(rows).toEqual([]);
  });

  it.each([
    [{ fornamn: '' }, 'Förnamn krävs'],
    [{ fornamn: 'A'.repeat(51) }, 'Förnamn får vara max 50 tecken'],
    [{ fornamn: 'R2-D2' }, 'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck'],
    [
      { efternamn: '<script>' },
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [{ personnummer: '2010-01-01-1236' }, 'Ogiltigt personnummer format (YYYYMMDD-XXXX)'],
    [{ personnummer: '20100230-1236' }, 'Ogiltigt personnummer format (YYYYMMDD-XXXX)'],
    [{ personnummer: '18991231-1234' }, 'Ogiltigt personnummer format (YYYYMMDD-XXXX)'],
    [{ personnummer: '20100101-1237' }, 'Ogiltigt personnummer enligt kontrollsiffra'],
    [{ mobilnummer: '0812345678' }, 'Ogiltigt mobilnummer format'],
    [{ mobilnummer: '070123456' }, 'Ogiltigt mobilnummer format'],
    [{ adress: 'Gata' }, 'Adress måste vara minst 5 tecken'],
    [{ adress: 'G'.repeat(101) }, 'Adress får vara max 100 tecken'],
    [{ roll: 'admin' }, "Roll måste vara 'foralder' eller 'barn'"],
  ])('rejects invalid metadata %o with "%s", and no user is left', async (override, message) => {
    const email = `${crypto.randomUUID()}@example.com`;
    await expect(signUp(profileMetadata(override), email)).rejects.toMatchObject({
      code: '23514',
      message,
    });
    const { rows } = await test.db.query(`select 1 from auth.users where email = $1`, [email]);
    expect(rows).toEqual([]);
  });

  it.each([
    [
      'a youth account at 12',
      { personnummer: personnummer('2014-03-15', 7), roll: 'barn' },
      'minst 13 år',
    ],
    [
      'a parent account at 12',
      { personnummer: personnummer('2014-03-15', 7), roll: 'foralder' },
      'minst 13 år',
    ],
    ['a parent account at 15', { personnummer: '20110315-2383', roll: 'foralder' }, 'fyllt 18'],
    [
      'a youth account at 30',
      { personnummer: personnummer('1996-03-15', 6), roll: 'barn' },
      '13–23',
    ],
  ])('refuses %s with the age rule', async (_, override, fragment) => {
    const refusal = signUp(profileMetadata(override));
    await expect(refusal).rejects.toMatchObject({ code: '23514' });
    await expect(refusal).rejects.toThrow(fragment);
  });

  it('accepts the age limits on the day: 13 today as youth, 18 today as parent', async () => {
    const today = await test.db.query<{ d: string }>(
      `select to_char((now() at time zone 'Europe/Stockholm')::date, 'YYYYMMDD') as d`,
    );
    const ymd = today.rows[0]!.d;
    const born = (years: number) =>
      `${Number(ymd.slice(0, 4)) - years}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
    await signUp(profileMetadata({ personnummer: personnummer(born(13), 901), roll: 'barn' }));
    await signUp(profileMetadata({ personnummer: personnummer(born(18), 902), roll: 'foralder' }));
  });

  it('answers the before-user-created hook with the same Swedish message', async () => {
    const hook = (meta: Record<string, string>) =>
      test.db
        .query<{ out: unknown }>('select public.hook_before_user_created($1::jsonb) as out', [
          JSON.stringify({
            metadata: { name: 'before-user-created' },
            user: { user_metadata: meta },
          }),
        ])
        .then((r) => r.rows[0]?.out);
    expect(await hook(profileMetadata())).toEqual({});
    expect(await hook(profileMetadata({ personnummer: '20100101-1237' }))).toEqual({
      error: { http_code: 422, message: 'Ogiltigt personnummer enligt kontrollsiffra' },
    });
    expect(
      await hook(profileMetadata({ personnummer: '20110315-2383', roll: 'foralder' })),
    ).toEqual({
      error: {
        http_code: 422,
        message: 'Ett föräldrakonto kräver att du har fyllt 18 år. Välj Ungdom/barn i stället.',
      },
    });
    // The hook does not look for an existing personnummer: that would tell anyone it exists.
    const taken = profileMetadata();
    await signUp(taken);
    expect(await hook(taken)).toEqual({});
  });

  it('rejects partial metadata (a profile key present, others missing)', async () => {
    expect(await sqlstate(signUp({ fornamn: 'Kim' }))).toBe('23514');
  });
});
