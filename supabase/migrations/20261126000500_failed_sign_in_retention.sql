-- Issue 21: failed passwords are counted by the database's password-verification hook
-- (private.password_failures per account, private.address_failures per address), no longer by
-- auth-proxy in public.login_attempts. The old table and its functions go; the hourly pruning
-- keeps the new records as long as the privacy page says for login attempts (24 hours), except
-- an account still waiting out its delay.

drop function if exists public.login_failure_counts(text, text, timestamptz);
drop function if exists public.prune_login_attempts(interval);
drop table if exists public.login_attempts;

create or replace function public.prune_expired_data() returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
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

revoke all on function public.prune_expired_data() from public, anon, authenticated;
grant execute on function public.prune_expired_data() to service_role;
