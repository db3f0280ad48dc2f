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
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_sessions s
    where s.session_id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid
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
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  sid uuid := nullif((select auth.jwt()) ->> 'session_id', '')::uuid;
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

-- The three calls keep their names and answers; each now asks for a recent re-authentication.
alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to export_my_data_unchecked;
alter function public.delete_my_account() set schema private;
alter function private.delete_my_account() rename to delete_my_account_unchecked;
alter function public.get_masked_profile(uuid, boolean) set schema private;
alter function private.get_masked_profile(uuid, boolean) rename to get_masked_profile_unchecked;
revoke all on function private.export_my_data_unchecked(), private.delete_my_account_unchecked(),
  private.get_masked_profile_unchecked(uuid, boolean) from public, anon, authenticated;

create function public.export_my_data() returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_reauthentication();
  return private.export_my_data_unchecked();
end
$$;

create function public.delete_my_account() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_reauthentication();
  perform private.delete_my_account_unchecked();
end
$$;

-- Mobile number and address open with the session (the edit form needs them); the own
-- personnummer only after re-authentication: until then it stays masked, with a flag saying so.
create function public.get_masked_profile(target_user_id uuid, reveal boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  answer jsonb := private.get_masked_profile_unchecked(target_user_id, reveal);
begin
  if coalesce((answer ->> 'is_own')::boolean, false) and coalesce(reveal, false)
    and answer ->> 'personnummer' is not null and not private.recently_reauthenticated() then
    answer := answer || jsonb_build_object(
      'personnummer', private.mask_personnummer(answer ->> 'personnummer'),
      'personnummer_locked', true);
  end if;
  return answer;
end
$$;

revoke all on function public.export_my_data(), public.delete_my_account(),
  public.get_masked_profile(uuid, boolean) from public, anon;
grant execute on function public.export_my_data(), public.delete_my_account(),
  public.get_masked_profile(uuid, boolean) to authenticated;
