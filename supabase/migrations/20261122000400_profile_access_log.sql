-- Who viewed or changed whose profile (spec §3, §7). Rows are written only by security-definer
-- functions; a user reads the rows where they are the accessed user or the accessor.

create table public.profile_access_log (
  id uuid primary key default gen_random_uuid(),
  accessed_user_id uuid not null references auth.users (id) on delete cascade,
  accessor_user_id uuid null references auth.users (id) on delete set null,
  access_type text not null constraint profile_access_log_access_type_check
    check (access_type in ('VIEW', 'UPDATE', 'CREATE', 'UNAUTHORIZED_ATTEMPT', 'ACCESS_DENIED')),
  ip_address text null constraint profile_access_log_ip_check check (char_length(ip_address) <= 64),
  user_agent text null constraint profile_access_log_user_agent_check check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  metadata jsonb not null default '{}'::jsonb
);
alter table public.profile_access_log enable row level security;
create index profile_access_log_accessed_idx on public.profile_access_log (accessed_user_id, created_at desc);
create index profile_access_log_accessor_idx on public.profile_access_log (accessor_user_id, created_at desc);
create index profile_access_log_created_at_idx on public.profile_access_log (created_at);

revoke all on public.profile_access_log from anon, authenticated;
grant select on public.profile_access_log to authenticated;

create policy "profile_access_log: accessed or accessor reads"
on public.profile_access_log for select to authenticated
using (accessed_user_id = (select auth.uid()) or accessor_user_id = (select auth.uid()));

-- The one writer: the RPCs below and the profile triggers.
create function private.write_access_log(
  accessed uuid,
  accessor uuid,
  kind text,
  ip text default null,
  agent text default null,
  meta jsonb default '{}'::jsonb
) returns uuid
language sql
security definer set search_path = ''
as $$
  insert into public.profile_access_log
    (accessed_user_id, accessor_user_id, access_type, ip_address, user_agent, metadata)
  values (accessed, accessor, kind, left(ip, 64), left(agent, 512), coalesce(meta, '{}'::jsonb))
  returning id
$$;
revoke all on function private.write_access_log(uuid, uuid, text, text, text, jsonb)
  from public, anon, authenticated;

-- Spec §7 "Log access": the accessor is always the caller.
create function public.log_profile_access(
  accessed_user_id uuid,
  access_type text,
  ip_address text default null,
  user_agent text default null
) returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if access_type is null or access_type not in
    ('VIEW', 'UPDATE', 'CREATE', 'UNAUTHORIZED_ATTEMPT', 'ACCESS_DENIED') then
    raise exception 'Okänd åtkomsttyp: %', access_type using errcode = 'P0001';
  end if;
  if not exists (select 1 from auth.users u where u.id = log_profile_access.accessed_user_id) then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  return private.write_access_log(log_profile_access.accessed_user_id, caller,
    log_profile_access.access_type, log_profile_access.ip_address, log_profile_access.user_agent);
end
$$;
revoke all on function public.log_profile_access(uuid, text, text, text) from public, anon;
grant execute on function public.log_profile_access(uuid, text, text, text) to authenticated, service_role;

-- Retention (spec §9: 90 days). Scheduled by service_role (e.g. a cron edge function).
create function public.prune_profile_access_log() returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.profile_access_log where created_at < now() - interval '90 days';
  get diagnostics removed = row_count;
  return removed;
end
$$;
revoke all on function public.prune_profile_access_log() from public, anon, authenticated;
grant execute on function public.prune_profile_access_log() to service_role;

-- Profile creation and edits are logged too (CREATE, UPDATE).
create function private.log_profile_change() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.write_access_log(new.id, coalesce(auth.uid(), new.id),
    case when tg_op = 'INSERT' then 'CREATE' else 'UPDATE' end);
  return null;
end
$$;
revoke all on function private.log_profile_change() from public, anon, authenticated;

create trigger profiles_log_change
after insert or update on public.profiles
for each row execute function private.log_profile_change();
