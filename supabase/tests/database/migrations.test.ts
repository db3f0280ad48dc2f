// @both-engines: DDL and the migration runner, which each engine takes in its own way.
import { afterAll, describe, expect, it } from 'vitest';

import { listMigrations, migrate, seed } from '../../local/migrate';
import { openEmptyDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const test of opened) await test.dispose();
});

describe('migrations and seed', () => {
  it('apply from scratch, in order, and a second run is a no-op', async () => {
    const test = await openEmptyDatabase();
    opened.push(test);
    const versions = (await listMigrations()).map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(8);
    expect(await migrate(test.db)).toEqual(versions);
    expect(await migrate(test.db)).toEqual([]);

    await seed(test.db);
    // seed.sql stops when its users exist, so running it again changes nothing.
    const count = async () =>
      Number(
        (await test.db.query<{ n: unknown }>('select count(*) as n from public.transactions'))
          .rows[0]?.n,
      );
    const before = await count();
    await seed(test.db);
    expect(await count()).toBe(before);

    const one = async <T>(sql: string) => (await test.db.query<T>(sql)).rows[0];
    const elsa = `(select id from auth.users where email = 'elsa.demo@example.com')`;
    expect(
      (
        await test.db.query<{ fornamn: string; roll: string }>(
          `select fornamn, roll from public.profiles order by fornamn`,
        )
      ).rows,
    ).toEqual([
      { fornamn: 'Anna', roll: 'foralder' },
      { fornamn: 'Elsa', roll: 'barn' },
      { fornamn: 'Omar', roll: 'barn' },
    ]);
    expect(
      Number(
        (
          await one<{ n: unknown }>(
            `select sum(amount) as n from public.xp_events where user_id = ${elsa}`,
          )
        )?.n,
      ),
    ).toBe(2840);
    const week = await one<{ limit_ore: unknown; spent: unknown }>(
      `select b.limit_ore,
         (select sum(amount_ore) from public.transactions t where t.user_id = b.user_id and t.type = 'expense'
            and t.occurred_at >= (b.week_start::timestamp at time zone 'Europe/Stockholm')) as spent
       from public.weekly_budgets b
       where b.user_id = ${elsa} and b.week_start = date_trunc('week', now() at time zone 'Europe/Stockholm')::date`,
    );
    expect(Number(week?.limit_ore)).toBe(120000);
    expect(Number(week?.spent)).toBe(85000);
    const goal = await one<{ saved_ore: unknown; target_ore: unknown }>(
      `select saved_ore, target_ore from public.savings_goals where user_id = ${elsa}`,
    );
    expect([Number(goal?.saved_ore), Number(goal?.target_ore)]).toEqual([240000, 500000]);
    const members = await test.db.query<{ email: string; member_role: string }>(
      `select u.email, m.member_role from public.family_members m join auth.users u on u.id = m.user_id
       order by u.email`,
    );
    expect(members.rows).toEqual([
      { email: 'anna.demo@example.com', member_role: 'guardian' },
      { email: 'elsa.demo@example.com', member_role: 'child' },
      { email: 'omar.demo@example.com', member_role: 'child' },
    ]);
    const login = await one<{ ok: boolean }>(
      `select encrypted_password = extensions.crypt('Slantis2026', encrypted_password) as ok
       from auth.users where email = 'omar.demo@example.com'`,
    );
    expect(login?.ok).toBe(true);
    const identities = await one<{ n: unknown }>(`select count(*) as n from auth.identities`);
    expect(Number(identities?.n)).toBe(3);
    // Every migration and the seed, twice over, on a fresh PGlite: about 30 s on a busy 2-core
    // machine. The limit is for a hung test, not a speed check.
  }, 120_000);

  it('refuse a database migrated with versions that no longer exist, and name the fix', async () => {
    const test = await openTestDatabase();
    opened.push(test);
    await test.db.query(
      `insert into supabase_migrations.schema_migrations (version, name)
       values ('20261101000000', 'folded_away')`,
    );
    await expect(migrate(test.db)).rejects.toThrow(
      /no longer exist \(20261101000000\)\. Rebuild it with `npm run db:reset`/,
    );
    // The first file to open a test database builds the migrated template (seconds, more under
    // load): the limit is for a hung test.
  }, 120_000);
});
