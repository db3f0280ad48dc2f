import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, profileMetadata, sqlstate } from '../helpers/actors';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test?.dispose();
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

  it('refuses a second account with the same personnummer', async () => {
    await signUp(profileMetadata({ personnummer: '19800101-3450' }));
    await expect(signUp(profileMetadata({ personnummer: '198001013450' }))).rejects.toMatchObject({
      code: '23505',
      message: 'Personnumret är redan registrerat',
    });
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

  it('rejects partial metadata (a profile key present, others missing)', async () => {
    expect(await sqlstate(signUp({ fornamn: 'Kim' }))).toBe('23514');
  });
});
