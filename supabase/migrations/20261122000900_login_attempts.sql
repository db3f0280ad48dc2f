-- Login attempts seen by the auth-proxy edge function, for its rate limit. Nothing here
-- identifies a person in clear: the e-mail is stored only as a keyed hash, and the client only as
-- a hash of its IP address ('unknown' when the request carried none). Only the service role
-- (the edge function) may touch the table or its functions.

create table public.login_attempts (
  id uuid primary key default gen_random_uuid(),
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  client_key text not null check (client_key = 'unknown' or client_key ~ '^[0-9a-f]{64}$'),
  succeeded boolean not null,
  created_at timestamptz not null default now()
);

comment on table public.login_attempts is
  'Login attempts through auth-proxy (hashed e-mail and client), for rate limiting. Service role only.';

-- RLS on and no policy: anon and authenticated see nothing even if a grant slipped in.
alter table public.login_attempts enable row level security;
revoke all on table public.login_attempts from public, anon, authenticated;
grant select, insert, delete on table public.login_attempts to service_role;

-- The window queries: recent attempts for one e-mail, recent attempts from one client.
create index login_attempts_email_window_idx on public.login_attempts (email_hash, created_at);
create index login_attempts_client_window_idx on public.login_attempts (client_key, created_at);
-- Pruning deletes by age.
create index login_attempts_created_at_idx on public.login_attempts (created_at);

-- Failed attempts inside the window, for one e-mail and for one client. For the e-mail only
-- the failures after its latest success count: whoever succeeded knew the password, so the
-- earlier typos no longer point to guessing. The client count ignores successes, or one
-- attacker could reset it by logging into an account of their own between guesses.
create function public.login_failure_counts(
  p_email_hash text,
  p_client_key text,
  p_since timestamptz
) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'email', (
      select count(*)
      from public.login_attempts a
      where a.email_hash = p_email_hash
        and not a.succeeded
        and a.created_at >= p_since
        and a.created_at > coalesce(
          (
            select max(s.created_at)
            from public.login_attempts s
            where s.email_hash = p_email_hash and s.succeeded and s.created_at >= p_since
          ),
          '-infinity'::timestamptz
        )
    ),
    'client', (
      select count(*)
      from public.login_attempts a
      where a.client_key = p_client_key
        and not a.succeeded
        and a.created_at >= p_since
    )
  )
$$;

revoke all on function public.login_failure_counts(text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.login_failure_counts(text, text, timestamptz) to service_role;

-- Deletes attempts older than the given age (far longer than any rate-limit window) and returns
-- how many went. auth-proxy calls it after each successful login; a scheduler may call it too.
create function public.prune_login_attempts(p_older_than interval default interval '1 day')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.login_attempts where created_at < now() - p_older_than;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

revoke all on function public.prune_login_attempts(interval) from public, anon, authenticated;
grant execute on function public.prune_login_attempts(interval) to service_role;
