-- Issue 21: sessions and password guessing decided by the database, whatever path a client takes.
--
-- Sessions. The app session (public.user_sessions) is now the auth session itself: the same id
-- as auth.sessions and as the access token's session_id claim. Supabase Auth makes the row at
-- every sign-in (password, code, link, recovery); ending either side ends the other, so the
-- app's logout, its 10-minute inactivity and the keep-alive's expiry also revoke the refresh
-- token, and Supabase Auth's logout ends the app session. PostgREST's pre-request function
-- (public.check_request) refuses every REST and RPC request of a session that is not live:
-- ended, unheard of for 10 minutes, or older than the absolute lifetime of 12 hours.
--
-- Guessing. Supabase Auth's password-verification-attempt hook counts failed password checks
-- per account, whichever endpoint made them (auth-proxy or /auth/v1/token): after 5 a growing
-- delay (1, 2, 4 … 60 minutes) instead of a lockout, and the owner can always sign in with an
-- e-mail code, which also clears the count. Per address it counts failures across accounts,
-- not one pupil's typos: 20 different accounts failing from one address in 15 minutes is
-- guessing, a school's shared address with a few typos is not.

-- ---------------------------------------------------------------------------------------------
-- Sessions

create function private.session_is_live(p_session_id uuid, p_user_id uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_sessions s
    where s.session_id = p_session_id
      and s.user_id = p_user_id
      and s.active
      and s.last_activity_at > now() - interval '10 minutes'
      and s.created_at > now() - interval '12 hours'
  )
$$;
revoke all on function private.session_is_live(uuid, uuid) from public, anon, authenticated;

-- PostgREST db-pre-request: runs before every request, after the JWT's role is set.
create function public.check_request() returns void
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  if coalesce(claims ->> 'role', '') <> 'authenticated' then
    return;
  end if;
  if not private.session_is_live(
    nullif(claims ->> 'session_id', '')::uuid, nullif(claims ->> 'sub', '')::uuid
  ) then
    raise exception 'Session expired' using errcode = 'PT401',
      hint = 'The session has ended; sign in again.';
  end if;
end
$$;
revoke all on function public.check_request() from public;
grant execute on function public.check_request() to anon, authenticated, service_role;

-- Role settings are cluster-wide: set only when missing, so databases of one cluster migrating
-- side by side (the test suites) do not update the same catalog row at once.
do $$
begin
  if not exists (
    select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
    where r.rolname = 'authenticator' and s.setdatabase = 0
      and 'pgrst.db_pre_request=public.check_request' = any (s.setconfig)
  ) then
    alter role authenticator set pgrst.db_pre_request = 'public.check_request';
  end if;
end
$$;
notify pgrst, 'reload config';

-- For the edge functions (service role): the same verdict for a token's session.
create function public.session_is_live(p_session_id uuid, p_user_id uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select private.session_is_live(p_session_id, p_user_id)
$$;
revoke all on function public.session_is_live(uuid, uuid) from public, anon, authenticated;
grant execute on function public.session_is_live(uuid, uuid) to service_role;

create table private.password_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failures int not null,
  last_failure_at timestamptz not null,
  locked_until timestamptz
);
revoke all on private.password_failures from public, anon, authenticated;

-- A sign-in by any method opens the app session; it also proves the owner, so the count of
-- failed passwords starts over (an e-mail code always gets the owner in).
create function private.open_app_session() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  insert into public.user_sessions (session_id, user_id, user_agent)
  values (new.id, new.user_id, left(new.user_agent, 512))
  on conflict (session_id) do nothing;
  delete from private.password_failures where user_id = new.user_id;
  return new;
end
$$;

-- Supabase Auth ended the session (logout, a refused refresh): so has the app.
create function private.close_app_session() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  update public.user_sessions set active = false, ended_reason = 'logout'
  where session_id = old.id and active;
  return old;
end
$$;

-- The app ended the session (logout, inactivity, keep-alive expiry, "log out everywhere"):
-- revoke it in Supabase Auth too, with its refresh tokens.
create function private.revoke_auth_session() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  delete from auth.sessions where id = new.session_id;
  return new;
end
$$;

revoke all on function private.open_app_session(), private.close_app_session(),
  private.revoke_auth_session() from public, anon, authenticated;

create trigger auth_session_opens_app_session
after insert on auth.sessions
for each row execute function private.open_app_session();

create trigger auth_session_closes_app_session
after delete on auth.sessions
for each row execute function private.close_app_session();

create trigger app_session_end_revokes_auth_session
after update of active on public.user_sessions
for each row when (old.active and not new.active)
execute function private.revoke_auth_session();

-- Sessions start with the sign-in, so public.start_user_session
-- (20261122001000_start_user_session.sql) only answers the token's own session.

-- Ended sessions other than the caller's own, for "Logga ut från alla enheter" and a single
-- device: the owner may end any of theirs (the trigger revokes it in Supabase Auth).
-- The existing policy "user_sessions: owner ends" already allows that update.

-- ---------------------------------------------------------------------------------------------
-- Password guessing

create table private.address_failures (
  address_hash bytea not null,
  user_id uuid not null,
  failed_at timestamptz not null default now()
);
create index address_failures_window_idx on private.address_failures (address_hash, failed_at);
revoke all on private.address_failures from public, anon, authenticated;

create function private.password_reject(message text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('decision', 'reject', 'message', message, 'should_logout_user', false)
$$;

-- Supabase Auth's password-verification-attempt hook (config.toml
-- [auth.hook.password_verification_attempt]): event {user_id, valid, metadata?{ip_address}}.
create function public.hook_password_verification_attempt(event jsonb) returns jsonb
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  uid uuid := (event ->> 'user_id')::uuid;
  valid boolean := coalesce((event ->> 'valid')::boolean, false);
  address text := nullif(btrim(event -> 'metadata' ->> 'ip_address'), '');
  address_key bytea;
  current private.password_failures;
  failures int;
  wait_minutes int;
begin
  if address is not null and address <> 'unknown' then
    address_key := extensions.hmac(convert_to('address:' || address, 'UTF8'),
      private.secret('personnummer_hmac'), 'sha256');
    delete from private.address_failures where address_hash = address_key
      and failed_at < now() - interval '1 day';
    if (select count(distinct f.user_id) from private.address_failures f
        where f.address_hash = address_key and f.failed_at > now() - interval '15 minutes') >= 20 then
      return private.password_reject('För många misslyckade inloggningar från ditt nätverk. '
        || 'Vänta en stund eller logga in med en engångskod via e-post.');
    end if;
  end if;

  select * into current from private.password_failures where user_id = uid for update;
  if current.locked_until > now() then
    wait_minutes := ceil(extract(epoch from current.locked_until - now()) / 60)::int;
    return private.password_reject(format('För många felaktiga lösenord. Försök igen om %s min '
      || 'eller logga in med en engångskod via e-post.', wait_minutes));
  end if;

  if valid then
    delete from private.password_failures where user_id = uid;
    return jsonb_build_object('decision', 'continue');
  end if;

  failures := case
    when current.user_id is null or current.last_failure_at < now() - interval '24 hours' then 1
    else current.failures + 1
  end;
  insert into private.password_failures (user_id, failures, last_failure_at, locked_until)
  values (uid, failures, now(), case when failures >= 5
    then now() + make_interval(mins => least(60, power(2, failures - 5)::int)) end)
  on conflict (user_id) do update
  set failures = excluded.failures, last_failure_at = excluded.last_failure_at,
    locked_until = excluded.locked_until;
  if address_key is not null then
    insert into private.address_failures (address_hash, user_id) values (address_key, uid);
  end if;
  return jsonb_build_object('decision', 'continue');
end
$$;

revoke all on function private.password_reject(text) from public, anon, authenticated;
revoke all on function public.hook_password_verification_attempt(jsonb)
  from public, anon, authenticated;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
