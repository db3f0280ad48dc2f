-- App sessions (spec §3, §4): the edge functions (service_role) create and expire them; the owner
-- may read their own and end them (logout), never re-activate them or touch other columns.

create table public.user_sessions (
  session_id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  ended_reason text null
    constraint user_sessions_ended_reason_check
    check (ended_reason in ('logout', 'inactivity', 'expired', 'revoked')),
  user_agent text null constraint user_sessions_user_agent_check check (char_length(user_agent) <= 512)
);
alter table public.user_sessions enable row level security;
create index user_sessions_user_id_idx on public.user_sessions (user_id, active);

-- Column grants stop the other columns; this stops re-activation by anyone but service_role.
create function private.guard_user_session() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.active and not old.active and current_user in ('anon', 'authenticated') then
    raise exception 'An ended session cannot be re-activated' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_user_session() from public, anon, authenticated;

create trigger user_sessions_guard
before update on public.user_sessions
for each row execute function private.guard_user_session();

revoke all on public.user_sessions from anon, authenticated;
grant select on public.user_sessions to authenticated;
grant update (active, ended_reason) on public.user_sessions to authenticated;

create policy "user_sessions: owner reads"
on public.user_sessions for select to authenticated
using (user_id = (select auth.uid()));

create policy "user_sessions: owner ends"
on public.user_sessions for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()) and active = false);
