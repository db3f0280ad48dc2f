-- Sign-ins that do not go through auth-proxy (e-mail link, one-time code, password recovery)
-- still need an app session for the keep-alive (spec §4). The signed-in user starts one for
-- themselves; nobody can start one for someone else or choose its id.

create function public.start_user_session(user_agent text default null) returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  new_id uuid;
begin
  if uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.user_sessions (user_id, user_agent)
  values (uid, left(start_user_session.user_agent, 512))
  returning session_id into new_id;
  return new_id;
end
$$;

revoke all on function public.start_user_session(text) from public, anon;
grant execute on function public.start_user_session(text) to authenticated;
