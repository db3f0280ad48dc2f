// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { personnummer } from '../helpers/personnummer';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Spec §7's calls through the unmodified supabase-js client, on the project's own migrations.
let stack: TestStack;

let serial = 0;

/**
 * A valid personnummer born 2010-06-12, a new one per call: personnummer are unique per
 * profile, so random serials collided now and then and failed a sign-up.
 */
function nextPersonnummer(): string {
  serial += 1;
  return personnummer('2010-06-12', serial);
}

async function member(fornamn: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = stack.client();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(fornamn),
    password: PASSWORD,
    options: {
      data: {
        fornamn,
        efternamn: 'Andersson',
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 1, Stockholm',
        personnummer: nextPersonnummer(),
        roll: 'barn',
      },
    },
  });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('spec §7 calls', () => {
  it('sign-up with the registration metadata creates the profile', async () => {
    const { id } = await member('Elsa');
    const { rows } = await stack.db.query(
      'select fornamn, roll from public.profiles where id = $1',
      [id],
    );
    expect(rows).toEqual([{ fornamn: 'Elsa', roll: 'barn' }]);
  });

  it("sign-up with invalid metadata is refused with the form's first message (hook)", async () => {
    const { error } = await stack.client().auth.signUp({
      email: uniqueEmail('invalid'),
      password: PASSWORD,
      options: {
        data: {
          fornamn: 'X',
          efternamn: 'Y',
          mobilnummer: '1',
          adress: 'a',
          personnummer: '1',
          roll: 'barn',
        },
      },
    });
    expect(error).toMatchObject({
      status: 422,
      message: 'Ogiltigt personnummer format (YYYYMMDD-XXXX)',
    });
  });

  it("rpc('get_masked_profile') returns the own profile masked and denies a stranger's", async () => {
    const elsa = await member('Elsa');
    const omar = await member('Omar');
    const own = await elsa.client.rpc('get_masked_profile', { target_user_id: elsa.id });
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({
      fornamn: 'Elsa',
      efternamn: 'Andersson',
      roll: 'barn',
      masked: true,
    });
    const { personnummer: masked } = own.data as { personnummer: string };
    expect(masked).toMatch(/^\d{6}/);
    expect(masked).not.toMatch(/^\d{8}-?\d{4}$/);
    const denied = await elsa.client.rpc('get_masked_profile', { target_user_id: omar.id });
    expect(denied.status).toBe(403);
    expect(denied.error).toMatchObject({ code: '42501', message: 'Access denied' });
    const anon = await stack.client().rpc('get_masked_profile', { target_user_id: elsa.id });
    expect(anon.status).toBe(401);
  });

  it("rpc('log_profile_access') and reading profile_access_log newest first, limit 50", async () => {
    const elsa = await member('Elsa');
    const omar = await member('Omar');
    const logged = await omar.client.rpc('log_profile_access', {
      accessed_user_id: elsa.id,
      access_type: 'UNAUTHORIZED_ATTEMPT',
      ip_address: null,
      user_agent: 'vitest',
    });
    expect(logged.error).toBeNull();
    expect(logged.data).toMatch(/^[0-9a-f-]{36}$/);
    const log = await elsa.client
      .from('profile_access_log')
      .select('*')
      .eq('accessed_user_id', elsa.id)
      .order('created_at', { ascending: false })
      .limit(50);
    expect(log.error).toBeNull();
    expect(log.data?.[0]).toMatchObject({
      accessor_user_id: omar.id,
      access_type: 'UNAUTHORIZED_ATTEMPT',
      user_agent: 'vitest',
    });
    const mine = await omar.client
      .from('profile_access_log')
      .select('*')
      .eq('accessor_user_id', omar.id);
    expect(mine.data?.length).toBeGreaterThan(0);
  });

  it("from('user_sessions').update({active:false}).eq('session_id', id) ends the own session only", async () => {
    const elsa = await member('Elsa');
    const omar = await member('Omar');
    const { rows } = await stack.db.query<{ session_id: string; user_id: string }>(
      'insert into public.user_sessions (user_id) values ($1), ($2) returning session_id, user_id',
      [elsa.id, omar.id],
    );
    const elsaSession = rows.find((row) => row.user_id === elsa.id)!.session_id;
    const omarSession = rows.find((row) => row.user_id === omar.id)!.session_id;
    const ended = await elsa.client
      .from('user_sessions')
      .update({ active: false })
      .eq('session_id', elsaSession);
    expect(ended.error).toBeNull();
    expect(ended.status).toBe(204);
    await elsa.client.from('user_sessions').update({ active: false }).eq('session_id', omarSession);
    const { rows: after } = await stack.db.query<{ session_id: string; active: boolean }>(
      'select session_id, active from public.user_sessions where session_id = any($1)',
      [[elsaSession, omarSession]],
    );
    expect(Object.fromEntries(after.map((row) => [row.session_id, row.active]))).toEqual({
      [elsaSession]: false,
      [omarSession]: true,
    });
  });
});
