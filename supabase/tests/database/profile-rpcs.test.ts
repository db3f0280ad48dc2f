import { beforeAll, describe, expect, it } from 'vitest';

import {
  as,
  createUser,
  profileMetadata,
  reauthenticated,
  type Actor,
  type World,
} from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Spec §6–7: get_masked_profile, log_profile_access, the access log and its retention.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

type Profile = Record<string, unknown>;
const view = (actor: Actor, target: string | null, reveal?: boolean) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{ p: Profile }>(
      reveal === undefined
        ? 'select public.get_masked_profile(target_user_id => $1) as p'
        : 'select public.get_masked_profile(target_user_id => $1, reveal => $2) as p',
      reveal === undefined ? [target] : [target, reveal],
    );
    return rows[0]?.p;
  });

const logRows = async (accessed: string | null, accessor: string | null) =>
  (
    await test.db.query<{ access_type: string; metadata: Record<string, unknown> }>(
      `select access_type, metadata from public.profile_access_log
       where accessed_user_id = $1 and accessor_user_id is not distinct from $2 order by created_at, id`,
      [accessed, accessor],
    )
  ).rows;

describe('get_masked_profile', () => {
  let subject: Actor;
  beforeAll(async () => {
    const id = await createUser(
      test.db,
      'subject@example.com',
      profileMetadata({
        fornamn: 'Sara',
        efternamn: 'Ek',
        personnummer: personnummer('2008-11-15', 123),
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 12, Stockholm',
        roll: 'barn',
      }),
    );
    subject = { name: 'teenA', role: 'authenticated', id, email: 'subject@example.com' };
    // The subject is a child in parentOfA's family.
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'child')`,
      [world.families.a, id],
    );
  });

  it('gives the owner masked values by default (personnummer, phone, address)', async () => {
    const profile = await view(subject, subject.id);
    expect(profile).toMatchObject({
      id: subject.id,
      fornamn: 'Sara',
      efternamn: 'Ek',
      roll: 'barn',
      personnummer: '081115-••••',
      mobilnummer: '070•••••67',
      adress: 'Storgatan •••',
      is_own: true,
      masked: true,
    });
    expect(typeof profile?.created_at).toBe('string');
    expect(Object.keys(profile ?? {}).sort()).toEqual([
      'adress',
      'created_at',
      'efternamn',
      'fornamn',
      'id',
      'is_own',
      'masked',
      'mobilnummer',
      'personnummer',
      'roll',
    ]);
  });

  it('reveals clear values to the owner and logs the reveal as a VIEW', async () => {
    const before = (await logRows(subject.id, subject.id)).length;
    const profile = await view(await reauthenticated(test.db, subject), subject.id, true);
    expect(profile?.personnummer).toMatch(/^20081115123\d$/);
    expect(profile).toMatchObject({
      mobilnummer: '0701234567',
      adress: 'Storgatan 12, Stockholm',
      masked: false,
    });
    const rows = await logRows(subject.id, subject.id);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toEqual({ access_type: 'VIEW', metadata: { reveal: true } });
  });

  it('gives a guardian masked values only, even when asking to reveal, and logs the VIEW', async () => {
    const guardian = world.actors.parentOfA;
    const profile = await view(guardian, subject.id, true);
    expect(profile).toMatchObject({
      personnummer: '081115-••••',
      mobilnummer: '070•••••67',
      is_own: false,
      masked: true,
    });
    expect((await logRows(subject.id, guardian.id)).map((r) => r.access_type)).toEqual(['VIEW']);
  });

  it('lets a child see their guardian masked', async () => {
    const profile = await view(world.actors.teenA, world.actors.parentOfA.id);
    expect(profile).toMatchObject({ is_own: false, masked: true, roll: 'foralder' });
  });

  it.each(['unrelatedParent', 'teenB'] as const)(
    'denies %s with 42501 "Access denied"; the attempt can then be logged for the target',
    async (name) => {
      const intruder = world.actors[name];
      await expect(view(intruder, subject.id)).rejects.toMatchObject({
        code: '42501',
        message: 'Access denied',
      });
      // The denial rolls back its own transaction, so the client records the attempt (spec §6).
      await as(test.db, intruder, (q) =>
        q.query(`select public.log_profile_access($1, 'UNAUTHORIZED_ATTEMPT', null, 'vitest')`, [
          subject.id,
        ]),
      );
      const rows = await as(test.db, subject, (q) =>
        q.query<{ access_type: string }>(
          `select access_type from public.profile_access_log where accessed_user_id = $1 and accessor_user_id = $2`,
          [subject.id, intruder.id],
        ),
      );
      expect(rows.rows).toEqual([{ access_type: 'UNAUTHORIZED_ATTEMPT' }]);
    },
  );

  it('denies anon, and reports a missing profile as "Profile not found" (P0002)', async () => {
    await expect(view(world.actors.anon, subject.id)).rejects.toMatchObject({ code: '42501' });
    const adminOnly = await createUser(test.db, 'admin-only@example.com', null);
    await expect(view(subject, adminOnly)).rejects.toMatchObject({
      code: 'P0002',
      message: 'Profile not found',
    });
  });

  it('a removed family member no longer sees the profile', async () => {
    await test.db.query(`update public.family_members set status = 'removed' where user_id = $1`, [
      subject.id,
    ]);
    await expect(view(world.actors.parentOfA, subject.id)).rejects.toMatchObject({ code: '42501' });
    await test.db.query(`update public.family_members set status = 'active' where user_id = $1`, [
      subject.id,
    ]);
  });
});

describe('log_profile_access and the access log', () => {
  it('rejects anon', async () => {
    await expect(
      as(test.db, world.actors.anon, (q) =>
        q.query(`select public.log_profile_access($1, 'VIEW')`, [world.actors.teenA.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('records the caller as accessor, whatever is passed, and rejects unknown types', async () => {
    const { teenA, teenB } = world.actors;
    await as(test.db, teenB, (q) =>
      q.query(`select public.log_profile_access($1, 'ACCESS_DENIED', '10.0.0.1', 'Firefox')`, [
        teenA.id,
      ]),
    );
    const { rows } = await test.db.query(
      `select accessor_user_id, ip_address, user_agent from public.profile_access_log
       where accessed_user_id = $1 and access_type = 'ACCESS_DENIED'`,
      [teenA.id],
    );
    expect(rows).toEqual([
      { accessor_user_id: teenB.id, ip_address: '10.0.0.1', user_agent: 'Firefox' },
    ]);
    await expect(
      as(test.db, teenB, (q) =>
        q.query(`select public.log_profile_access($1, 'DELETE')`, [teenA.id]),
      ),
    ).rejects.toMatchObject({ code: 'P0001' });
  });

  it('reads both ways: who viewed me, and whom I viewed (newest first)', async () => {
    const { teenA, parentOfA } = world.actors;
    await as(test.db, parentOfA, (q) =>
      q.query(`select public.get_masked_profile($1)`, [teenA.id]),
    );
    const viewedMe = await as(test.db, teenA, (q) =>
      q.query<{ accessor_user_id: string }>(
        `select accessor_user_id from public.profile_access_log where accessed_user_id = $1
         order by created_at desc limit 50`,
        [teenA.id],
      ),
    );
    expect(viewedMe.rows.map((r) => r.accessor_user_id)).toContain(parentOfA.id);
    const iViewed = await as(test.db, parentOfA, (q) =>
      q.query<{ accessed_user_id: string }>(
        `select accessed_user_id from public.profile_access_log where accessor_user_id = $1
         order by created_at desc limit 50`,
        [parentOfA.id],
      ),
    );
    expect(iViewed.rows.map((r) => r.accessed_user_id)).toContain(teenA.id);
  });

  it('prune_profile_access_log deletes only rows older than 90 days, for service_role only', async () => {
    const { teenB } = world.actors;
    await test.db.query(
      `insert into public.profile_access_log (accessed_user_id, accessor_user_id, access_type, created_at)
       values ($1, $1, 'VIEW', now() - interval '91 days'), ($1, $1, 'VIEW', now() - interval '91 days'),
              ($1, $1, 'VIEW', now() - interval '89 days')`,
      [teenB.id],
    );
    await expect(
      as(test.db, teenB, (q) => q.query('select public.prune_profile_access_log()')),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await as(test.db, world.actors.service, (q) =>
      q.query<{ n: number }>('select public.prune_profile_access_log() as n'),
    );
    expect(rows[0]?.n).toBe(2);
    const left = await test.db.query(
      `select count(*)::int as n from public.profile_access_log where created_at < now() - interval '80 days'`,
    );
    expect(left.rows).toEqual([{ n: 1 }]);
  });
});
