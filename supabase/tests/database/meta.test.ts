import { describe, expect, it } from 'vitest';

import { EXPECTED } from '../helpers/matrix-expectations';
import { LOGIN_ATTEMPTS_TABLE, MATRIX_TABLES } from '../helpers/matrix-tables';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Guards that stop the next migration from quietly opening a hole (research §7 meta-tests).

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const publicTables = async () =>
  (
    await test.db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows;

describe('schema meta-tests', () => {
  it('every table in public has row level security on', async () => {
    const tables = await publicTables();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([]);
  });

  it('every table in public appears in the RLS matrix, and the matrix names only real tables', async () => {
    const names = (await publicTables()).map((t) => t.name);
    const matrix = MATRIX_TABLES.map((t) => t.table);
    // login_attempts belongs to task C's migration: required in the matrix only when present.
    if (names.includes('login_attempts')) matrix.push(LOGIN_ATTEMPTS_TABLE.table);
    expect([...names].sort()).toEqual([...matrix].sort());
    for (const name of matrix) expect(EXPECTED[name], `expectations for ${name}`).toBeDefined();
  });

  it('anon holds no privilege on any public table', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
         and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
           or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete')
           or has_table_privilege('anon', c.oid, 'truncate'))`,
    );
    expect(rows).toEqual([]);
  });

  it('authenticated can never truncate (TRUNCATE ignores RLS)', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and has_table_privilege('authenticated', c.oid, 'truncate')`,
    );
    expect(rows).toEqual([]);
  });

  it('every security-definer function in public and private pins search_path', async () => {
    const { rows } = await test.db.query<{ name: string; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as name, p.proconfig as config from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const unpinned = rows.filter(
      (row) => !(row.config ?? []).some((setting) => /^search_path=(""|)$/.test(setting)),
    );
    expect(unpinned.map((row) => row.name)).toEqual([]);
  });

  it('anon may execute no security-definer function in public but these seven', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')`,
    );
    // PostgREST's pre-request check runs as every caller, anon too: it takes no argument and
    // reads only the caller's own claims. A visitor may write to customer service (validated
    // and rate-limited), look up their ticket's status by its number and e-mail, and ask whether
    // the 24-hour promise holds (a yes or no). Nothing else.
    // A relative with a gift link's token (issue 26) sees one child's first name and one goal's
    // progress, and pledges a gift (checked, rate-limited per link; a guardian confirms it).
    // A visitor may ask customer service to call them back (issue 41 §3; validated, rate-limited).
    expect(rows.map((row) => row.name).sort()).toEqual([
      'check_request',
      'gift_link_view',
      'pledge_gift',
      'request_callback',
      'submit_support_ticket',
      'support_answers_within_a_day',
      'support_ticket_status',
    ]);
  });

  it('scheduled jobs and the mail outbox answer only service_role', async () => {
    const { rows } = await test.db.query<{ name: string; member: boolean; service: boolean }>(
      `select p.proname as name,
         has_function_privilege('authenticated', p.oid, 'execute') as member,
         has_function_privilege('service_role', p.oid, 'execute') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and p.proname in ('close_competition', 'run_notification_jobs', 'take_mail_outbox',
           'run_allowance_jobs', 'run_money_year_jobs', 'run_support_jobs', 'receive_support_mail')
       order by 1`,
    );
    expect(rows).toEqual([
      { name: 'close_competition', member: false, service: true },
      { name: 'receive_support_mail', member: false, service: true },
      { name: 'run_allowance_jobs', member: false, service: true },
      { name: 'run_money_year_jobs', member: false, service: true },
      { name: 'run_notification_jobs', member: false, service: true },
      { name: 'run_support_jobs', member: false, service: true },
      { name: 'take_mail_outbox', member: false, service: true },
    ]);
  });

  it('API roles cannot reach the private schema (keys, encrypted personnummer)', async () => {
    const { rows } = await test.db.query<{ role: string; usage: boolean }>(
      `select r as role, has_schema_privilege(r, 'private', 'usage') as usage
       from unnest(array['anon', 'authenticated']) r`,
    );
    expect(rows).toEqual([
      { role: 'anon', usage: false },
      { role: 'authenticated', usage: false },
    ]);
  });

  it('every view in public is security_invoker', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'v'
         and not coalesce(c.reloptions @> array['security_invoker=true'], false)`,
    );
    expect(rows).toEqual([]);
  });

  it('no policy is a blanket using (true) / with check (true)', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select tablename || ': ' || policyname as name from pg_policies
       where schemaname = 'public' and (qual = 'true' or with_check = 'true')`,
    );
    expect(rows).toEqual([]);
  });

  it('every policy is for authenticated only', async () => {
    const { rows } = await test.db.query<{ name: string }>(
      `select tablename || ': ' || policyname as name from pg_policies
       where schemaname = 'public' and roles <> '{authenticated}'::name[]`,
    );
    expect(rows).toEqual([]);
  });
});
