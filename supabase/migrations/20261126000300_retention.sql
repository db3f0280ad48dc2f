-- Issue 21 §8: scheduled pruning keeps what /integritetspolicy promises. The figures are those of
-- src/lib/retention.ts (RETENTION); supabase/tests/database/retention.test.ts checks this function
-- against them, so the page and the database say the same thing:
--   profile access log          90 days after the row was written
--   failed sign-ins             24 hours after the last failure (private.password_failures and
--                               address_failures), unless the account still waits out a delay
--   app sessions                90 days after they were last used (ended or long dead: the app
--                               ends a session after 10 minutes without activity)
--   support tickets             12 months after they were sent, whatever their status
--   sent e-mail (mail outbox)   90 days after it was sent; unsent mail waits for delivery
-- Everything else is kept while the account exists and goes with it (delete_my_account).
--
-- One entry point, for the service role and the scheduler only: public.prune_expired_data()
-- returns how many rows it deleted from each table. pg_cron runs it hourly where this database
-- has pg_cron (hosted Supabase); the local stack runs it on a timer (supabase/local/
-- retention-timer.ts) at start and every hour.

create function public.prune_expired_data() returns jsonb
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  access_log integer;
  failed_accounts integer;
  failed_addresses integer;
  sessions integer;
  support_tickets integer;
  sent_mail integer;
begin
  delete from public.profile_access_log where created_at < now() - interval '90 days';
  get diagnostics access_log = row_count;

  delete from private.password_failures
  where last_failure_at < now() - interval '24 hours'
    and (locked_until is null or locked_until < now());
  get diagnostics failed_accounts = row_count;
  delete from private.address_failures where failed_at < now() - interval '24 hours';
  get diagnostics failed_addresses = row_count;

  delete from public.user_sessions where last_activity_at < now() - interval '90 days';
  get diagnostics sessions = row_count;

  delete from public.support_tickets where created_at < now() - interval '12 months';
  get diagnostics support_tickets = row_count;

  delete from private.mail_outbox where sent_at < now() - interval '90 days';
  get diagnostics sent_mail = row_count;

  return jsonb_build_object(
    'profile_access_log', access_log,
    'login_attempts', failed_accounts + failed_addresses,
    'user_sessions', sessions,
    'support_tickets', support_tickets,
    'mail_outbox', sent_mail);
end
$$;

comment on function public.prune_expired_data() is
  'Deletes rows older than /integritetspolicy promises to keep them (src/lib/retention.ts). Service role and scheduler only.';

revoke all on function public.prune_expired_data() from public, anon, authenticated;
grant execute on function public.prune_expired_data() to service_role;

-- Schedule: hourly at minute 17, where pg_cron is installed in this database (the competition
-- close migration creates it where the server offers it: hosted Supabase, the Postgres 15 cluster
-- of scripts/pg-cluster.sh). Elsewhere (PGlite, a test database that is not cron.database_name)
-- nothing is scheduled and the local stack's timer prunes. Naming the job makes a second run
-- update it instead of adding another.
do $cron$
begin
  if exists (select from pg_extension where extname = 'pg_cron')
    and current_database() = current_setting('cron.database_name', true) then
    perform cron.schedule('slantis-prune-expired-data', '17 * * * *',
      $job$select public.prune_expired_data()$job$);
  end if;
end
$cron$;
