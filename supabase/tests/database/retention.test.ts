// @both-engines: pg_cron jobs.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

import { RETENTION } from '@/lib/retention';

import { MIGRATIONS_DIR } from '../../local/migrate';
import { pruneExpiredData } from '../../local/retention-timer';
import { as, sqlstate, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 21 §8: public.prune_expired_data() deletes what /integritetspolicy promises not to keep
// (src/lib/retention.ts), keeps everything younger, and only the service role may run it.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const hex64 = () => (randomUUID() + randomUUID()).replaceAll('-', '').slice(0, 64);
const ticketNumber = (n: number) => `SL-250101-${'ABCDEFGH'[n]}${'JKLM'[n % 4]}23`;

/** One row per table just past its limit ('old') and one just inside it ('young'). */
async function seedRows() {
  const { teenA, teenB } = world.actors;
  const ids = { old: [] as string[], young: [] as string[] };
  const add = async (age: 'old' | 'young', sql: string, params: unknown[]) => {
    const { rows } = await test.db.query<{ id: string }>(sql, params);
    ids[age].push(rows[0]!.id);
  };
  for (const [age, slack] of [
    ['old', '1 hour'],
    ['young', '-1 hour'],
  ] as const) {
    await add(
      age,
      `insert into public.profile_access_log (accessed_user_id, accessor_user_id, access_type, created_at)
       values ($1, $1, 'VIEW', now() - make_interval(days => $2) - $3::interval) returning id`,
      [teenB.id, RETENTION.accessLogDays, slack],
    );
    // A failed password (issue 21: counted by the password-verification hook) per account and
    // per address; the account's delay is long over.
    const failedUser = age === 'old' ? teenA.id : teenB.id;
    await add(
      age,
      `insert into private.password_failures (user_id, failures, last_failure_at, locked_until)
       values ($1, 6, now() - make_interval(hours => $2) - $3::interval,
         now() - make_interval(hours => $2) - $3::interval + interval '2 minutes')
       returning user_id as id`,
      [failedUser, RETENTION.loginAttemptHours, slack],
    );
    await add(
      age,
      `insert into private.address_failures (address_hash, user_id, failed_at)
       values (decode($1, 'hex'), $2, now() - make_interval(hours => $3) - $4::interval)
       returning encode(address_hash, 'hex') as id`,
      [hex64(), failedUser, RETENTION.loginAttemptHours, slack],
    );
    await add(
      age,
      `insert into public.user_sessions (user_id, active, created_at, last_activity_at, ended_reason)
       values ($1, false, now() - interval '400 days',
         now() - make_interval(days => $2) - $3::interval, 'logout')
       returning session_id as id`,
      [teenA.id, RETENTION.sessionDays, slack],
    );
    await add(
      age,
      `insert into public.support_tickets (ticket_number, user_id, first_name, last_name, email,
         category, subject, message, client_key, status, created_at)
       values ($1, $2, 'Sara', 'Ek', 'sara@example.com', 'account', 'Min fråga',
         'Ett meddelande till kundtjänst.', $3, 'solved',
         now() - make_interval(months => $4) - $5::interval)
       returning id`,
      [
        ticketNumber(age === 'old' ? 0 : 1),
        teenA.id,
        hex64(),
        RETENTION.supportTicketMonths,
        slack,
      ],
    );
    await add(
      age,
      `insert into private.mail_outbox (to_user, kind, subject, body, created_at, sent_at)
       values ($1, 'test', 'Ämne', 'Text', now() - interval '400 days',
         now() - make_interval(days => $2) - $3::interval)
       returning id`,
      [teenA.id, RETENTION.sentMailDays, slack],
    );
  }
  // Unsent mail waits for delivery, however old it is.
  await add(
    'young',
    `insert into private.mail_outbox (to_user, kind, subject, body, created_at)
     values ($1, 'test', 'Ämne', 'Text', now() - interval '400 days') returning id`,
    [teenA.id],
  );
  return ids;
}

const TABLES = [
  ['public.profile_access_log', 'id'],
  ['private.password_failures', 'user_id'],
  ['private.address_failures', "encode(address_hash, 'hex')"],
  ['public.user_sessions', 'session_id'],
  ['public.support_tickets', 'id'],
  ['private.mail_outbox', 'id'],
] as const;

async function stillThere(ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, key] of TABLES) {
    const { rows } = await test.db.query<{ id: string }>(
      `select ${key}::text as id from ${table} where ${key}::text = any ($1)`,
      [ids],
    );
    found.push(...rows.map((row) => row.id));
  }
  return found.sort();
}

describe('prune_expired_data', () => {
  it('anon and members may not run it; the service role may', async () => {
    const { anon, teenA, parentOfA, service } = world.actors;
    for (const actor of [anon, teenA, parentOfA]) {
      expect(
        await sqlstate(as(test.db, actor, (q) => q.query('select public.prune_expired_data()'))),
        actor.name,
      ).toBe('42501');
    }
    expect(
      await sqlstate(
        as(test.db, service, (q) => q.query('select public.prune_expired_data()'), {
          rollback: true,
        }),
      ),
    ).toBe('ok');
  });

  it('deletes the rows past each limit, keeps the younger ones and says how many went', async () => {
    const ids = await seedRows();
    const { rows } = await as(test.db, world.actors.service, (q) =>
      q.query<{ counts: Record<string, number> }>('select public.prune_expired_data() as counts'),
    );
    expect(rows[0]?.counts).toEqual({
      profile_access_log: 1,
      login_attempts: 2,
      user_sessions: 1,
      support_tickets: 1,
      mail_outbox: 1,
    });
    expect(await stillThere(ids.old)).toEqual([]);
    expect(await stillThere(ids.young)).toEqual([...ids.young].sort());

    // A second run finds nothing more.
    const again = await pruneExpiredData(test.db);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('is security definer with a pinned search_path, owned by no API role', async () => {
    const { rows } = await test.db.query<{ definer: boolean; config: string[] }>(
      `select p.prosecdef as definer, p.proconfig as config from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = 'prune_expired_data'`,
    );
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'] }]);
  });
});

describe('scheduling', () => {
  // Postgres 15 with pg_cron preloaded (scripts/pg-cluster.sh): the migration's guarded block,
  // run in the cluster's cron database inside a transaction that is rolled back.
  it.runIf(Boolean(process.env.DATABASE_URL))('prunes hourly where pg_cron runs', async (ctx) => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ cron_db: string | null; here: string; ok: boolean }>(
        `select current_setting('cron.database_name', true) as cron_db, current_database() as here,
           exists (select 1 from pg_available_extensions where name = 'pg_cron') as ok`,
      );
      const info = rows[0]!;
      if (!info.ok || info.cron_db !== info.here) {
        ctx.skip();
        return;
      }
      const sql = await readFile(`${MIGRATIONS_DIR}/20261126000300_retention.sql`, 'utf8');
      const block = /do \$cron\$[\s\S]*?\$cron\$;/.exec(sql)?.[0];
      expect(block).toBeDefined();
      await client.query('begin');
      await client.query('create extension if not exists pg_cron');
      await client.query(block!);
      await client.query(block!); // a second run updates the job instead of adding another
      const jobs = await client.query(
        `select jobname, schedule, command from cron.job where jobname = 'slantis-prune-expired-data'`,
      );
      expect(jobs.rows).toEqual([
        {
          jobname: 'slantis-prune-expired-data',
          schedule: '17 * * * *',
          command: 'select public.prune_expired_data()',
        },
      ]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  });
});
