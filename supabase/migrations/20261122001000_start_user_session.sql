-- Sign-ins that do not go through auth-proxy (e-mail link, one-time code, password recovery)
-- still need an app session for the keep-alive (spec §4).
--
-- Owns: public.start_user_session and private.jwt_session_id (the token's session, which
-- 20261126000400_reauthentication.sql reads too). Sessions start with the sign-in itself (Supabase Auth makes
-- the row, 20261126000150_enforced_sessions.sql), so the RPC only answers the token's own
-- session and records the device's user agent once. Nobody can start one or choose its id.

-- The session id of the caller's token (null without one).
create function private.jwt_session_id() returns uuid
language sql
stable
set search_path = ''
as $$
  select nullif((select auth.jwt()) ->> 'session_id', '')::uuid
$$;
revoke all on function private.jwt_session_id() from public, anon, authenticated;

create function public.start_user_session(user_agent text default null) returns uuid
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  sid uuid := private.jwt_session_id();
begin
  if uid is null or sid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  update public.user_sessions
  set user_agent = coalesce(user_sessions.user_agent, left(start_user_session.user_agent, 512))
  where session_id = sid and user_id = uid;
  return sid;
end
$$;

revoke all on function public.start_user_session(text) from public, anon;
grant execute on function public.start_user_session(text) to authenticated;
