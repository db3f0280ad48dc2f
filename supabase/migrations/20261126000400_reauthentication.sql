-- Issue 21: sensitive actions need a fresh proof that the person is the account's owner, not
-- just a session someone found open. Supabase's own mechanism: supabase.auth.reauthenticate()
-- mails a one-time code (GoTrue keeps sha224(email || code) in auth.users); the password change
-- sends it as updateUser({password, nonce}) and Supabase Auth checks it (secure_password_change).
-- For the database's own sensitive calls, confirm_reauthentication(code) checks the same code
-- once and marks the caller's session re-authenticated for 5 minutes: revealing the own
-- personnummer, downloading the data export and deleting the account then work in that session.

alter table public.user_sessions
  add column reauthenticated_at timestamptz,
  add column reauthentication_failures int not null default 0;

-- True when the caller's own session proved its owner within the last 5 minutes.
create function private.recently_reauthenticated() returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_sessions s
    where s.session_id = (select private.jwt_session_id())
      and s.user_id = (select auth.uid())
      and s.reauthenticated_at > now() - interval '5 minutes'
  )
$$;

create function private.require_reauthentication() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.recently_reauthenticated() then
    raise exception 'Bekräfta att det är du med koden från din e-post först.'
      using errcode = '42501', hint = 'reauthentication_required';
  end if;
end
$$;

revoke all on function private.recently_reauthenticated(), private.require_reauthentication()
  from public, anon, authenticated;

-- Checks the code from supabase.auth.reauthenticate() (single use, 15 minutes). Five wrong
-- codes in one session void the code, so it cannot be guessed. Returns whether it matched.
create function public.confirm_reauthentication(code text) returns boolean
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  sid uuid := private.jwt_session_id();
  account record;
  failures int;
begin
  if uid is null or sid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select u.email, u.reauthentication_token, u.reauthentication_sent_at into account
  from auth.users u where u.id = uid for update;
  if coalesce(account.reauthentication_token, '') = ''
    or account.reauthentication_sent_at is null
    or account.reauthentication_sent_at < now() - interval '15 minutes' then
    return false;
  end if;
  if account.reauthentication_token
    = encode(sha224(convert_to(account.email || btrim(coalesce(code, '')), 'UTF8')), 'hex') then
    update auth.users set reauthentication_token = '', reauthentication_sent_at = null
    where id = uid;
    update public.user_sessions set reauthenticated_at = now(), reauthentication_failures = 0
    where session_id = sid and user_id = uid;
    return true;
  end if;
  update public.user_sessions set reauthentication_failures = reauthentication_failures + 1
  where session_id = sid and user_id = uid
  returning reauthentication_failures into failures;
  if coalesce(failures, 0) >= 5 then
    update auth.users set reauthentication_token = '', reauthentication_sent_at = null
    where id = uid;
  end if;
  return false;
end
$$;
revoke all on function public.confirm_reauthentication(text) from public, anon;
grant execute on function public.confirm_reauthentication(text) to authenticated;

-- The three calls that ask for it, each defined once in the file that owns it:
-- public.export_my_data and public.delete_my_account (20261122001510_profile_rights.sql) refuse
-- without it (42501, hint 'reauthentication_required'); public.get_masked_profile
-- (20261122000800_masked_profile.sql) opens mobile number and address with the session (the edit
-- form needs them) and the own personnummer only after it: until then it stays masked, with the
-- flag personnummer_locked.
