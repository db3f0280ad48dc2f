-- Issue 9: families link, give tasks and goals and see insights — all enforced here
-- (docs/families.md is the contract). Every RPC is security definer with an empty search_path,
-- executable by authenticated only, and answers in Swedish with errcode 42501 (not allowed),
-- P0002 (not found), 22023 (bad input) or 23514 (a rule refused it).

-- ---------------------------------------------------------------------------------------------
-- 1. Helpers: names others may see, ages, sharing settings.

create function private.display_name(uid uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.fornamn || ' ' || upper(left(p.efternamn, 1)) || '.' from public.profiles p where p.id = uid
$$;

-- Birth date from the personnummer (YYYYMMDDNNNN); null for users without one.
create function private.birth_date(uid uuid) returns date
language sql
stable
security definer
set search_path = ''
as $$
  select to_date(left(private.decrypt_personnummer(s.personnummer_encrypted), 8), 'YYYYMMDD')
  from private.profile_secrets s where s.user_id = uid
$$;

-- Adult from the 18th birthday (Stockholm date). Unknown age counts as adult: they decide.
create function private.is_adult(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((private.birth_date(uid) + interval '18 years')::date <= private.stockholm_today(), true)
$$;

-- What a user shares with their guardians. A missing row means the defaults.
create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_notifications boolean not null default true,
  security_alerts boolean not null default true,
  -- Only read for users aged 18 or more; under 18 the family rules apply (everything).
  share_spending boolean not null default false,
  share_goals boolean not null default false,
  share_learning boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.user_settings enable row level security;
create trigger user_settings_touch
before update on public.user_settings
for each row execute function private.touch_updated_at();

revoke all on public.user_settings from anon, authenticated;
grant select, insert (user_id, email_notifications, security_alerts, share_spending, share_goals,
  share_learning) on public.user_settings to authenticated;
grant update (email_notifications, security_alerts, share_spending, share_goals, share_learning)
  on public.user_settings to authenticated;
create policy "user_settings: own row reads"
on public.user_settings for select to authenticated
using (user_id = (select auth.uid()));
create policy "user_settings: own row created"
on public.user_settings for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "user_settings: own row updated"
on public.user_settings for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

-- May the caller, a guardian, see this section ('spending', 'goals', 'learning') of the child?
create function public.guardian_sees(child uuid, section text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_guardian_of(child) and (
    not private.is_adult(child)
    or coalesce((
      select case section
        when 'spending' then s.share_spending
        when 'goals' then s.share_goals
        when 'learning' then s.share_learning
      end
      from public.user_settings s where s.user_id = child), false))
$$;
revoke all on function private.display_name(uuid), private.birth_date(uuid), private.is_adult(uuid)
  from public, anon, authenticated;
revoke all on function public.guardian_sees(uuid, text) from public, anon;
grant execute on function public.guardian_sees(uuid, text) to authenticated, service_role;

-- Guardians read an adult child's rows only where the child shares them (tasks, XP and badges
-- stay visible: tasks are family business, level and streak are on the leaderboard anyway).
drop policy "transactions: owner or guardian reads" on public.transactions;
create policy "transactions: owner, or a guardian the owner shares spending with"
on public.transactions for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'spending'));

drop policy "weekly_budgets: owner or guardian reads" on public.weekly_budgets;
create policy "weekly_budgets: owner, or a guardian the owner shares spending with"
on public.weekly_budgets for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'spending'));

drop policy "savings_goals: owner or guardian reads" on public.savings_goals;
create policy "savings_goals: owner, the guardian who set it, or one the owner shares goals with"
on public.savings_goals for select to authenticated
using (user_id = (select auth.uid())
  or (set_by = (select auth.uid()) and public.is_guardian_of(user_id))
  or public.guardian_sees(user_id, 'goals'));

drop policy "goal_deposits: owner or guardian reads" on public.goal_deposits;
create policy "goal_deposits: owner, or a guardian the owner shares goals with"
on public.goal_deposits for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'goals'));

drop policy "lesson_progress: owner or guardian reads" on public.lesson_progress;
create policy "lesson_progress: owner, or a guardian the owner shares learning with"
on public.lesson_progress for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

-- ---------------------------------------------------------------------------------------------
-- 2. Linking: families, invites by code, accepting, leaving.

-- Codes people can read aloud: 12 characters without 0/O/1/I (32 symbols, so a byte mod 32 is fair).
create function private.new_invite_code() returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(b, i) % 32 + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(12) as b) r, generate_series(0, 11) i
$$;
revoke all on function private.new_invite_code() from public, anon, authenticated;

alter table public.family_invites drop constraint family_invites_code_check;
alter table public.family_invites add constraint family_invites_code_check
  check (code ~ '^[A-HJ-NP-Z2-9]{12}$' or code ~ '^[0-9a-f]{12,64}$');
-- Invites are made by create_family_invite only (it checks roles and limits).
revoke insert on public.family_invites from authenticated;
drop policy "family_invites: guardians create" on public.family_invites;

-- 'abcd-efgh 2345' → 'ABCDEFGH2345'.
create function private.normalize_invite_code(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(raw, ''), '[^A-Za-z0-9]', '', 'g'))
$$;
revoke all on function private.normalize_invite_code(text) from public, anon, authenticated;

create function private.require_user() returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Du behöver vara inloggad' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;
revoke all on function private.require_user() from public, anon, authenticated;

-- The active family of a user (one at a time), or null.
create function private.active_family(uid uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.family_id from public.family_members m
  where m.user_id = uid and m.status = 'active'
  order by m.created_at limit 1
$$;
revoke all on function private.active_family(uuid) from public, anon, authenticated;

create function public.create_family(name text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  family uuid;
begin
  if (select p.roll from public.profiles p where p.id = me) is distinct from 'foralder' then
    raise exception 'Bara föräldrar kan skapa en familj' using errcode = '42501';
  end if;
  if private.active_family(me) is not null then
    raise exception 'Du är redan med i en familj' using errcode = '23514';
  end if;
  if name is null or char_length(btrim(name)) = 0 then
    raise exception 'Familjen behöver ett namn' using errcode = '22023';
  end if;
  if char_length(btrim(name)) > 60 then
    raise exception 'Familjens namn får vara max 60 tecken' using errcode = '22023';
  end if;
  insert into public.families (name, created_by) values (btrim(name), me) returning id into family;
  insert into public.family_members (family_id, user_id, member_role, status)
  values (family, me, 'guardian', 'active');
  return family;
end
$$;

create function public.create_family_invite(family_id uuid, member_role text)
returns table (id uuid, code text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
begin
  if not public.is_family_guardian(create_family_invite.family_id) then
    raise exception 'Bara familjens föräldrar kan bjuda in' using errcode = '42501';
  end if;
  if member_role is null or member_role not in ('child', 'guardian') then
    raise exception 'En inbjudan gäller ett barn eller en förälder' using errcode = '22023';
  end if;
  if (select count(*) from public.family_invites i
      where i.family_id = create_family_invite.family_id and not i.revoked
        and i.accepted_by is null and i.expires_at > now()) >= 10 then
    raise exception 'Familjen har redan 10 öppna inbjudningar. Ta bort någon först.' using errcode = '23514';
  end if;
  return query
  insert into public.family_invites as i (code, family_id, member_role, created_by)
  values (private.new_invite_code(), create_family_invite.family_id, create_family_invite.member_role, me)
  returning i.id, i.code, i.expires_at;
end
$$;

-- The open invite behind a code (null when unknown, expired, revoked or used).
create function private.open_invite(raw_code text) returns public.family_invites
language sql
stable
security definer
set search_path = ''
as $$
  select i.* from public.family_invites i
  where i.code = private.normalize_invite_code(raw_code)
    and not i.revoked and i.accepted_by is null and i.expires_at > now()
$$;
revoke all on function private.open_invite(text) from public, anon, authenticated;

create function public.invite_preview(code text)
returns table (family_name text, invited_by text, member_role text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  invite public.family_invites;
begin
  perform private.require_user();
  invite := private.open_invite(code);
  if invite.id is null then
    raise exception 'Koden finns inte eller har gått ut' using errcode = 'P0002';
  end if;
  return query
  select f.name, private.display_name(invite.created_by), invite.member_role, invite.expires_at
  from public.families f where f.id = invite.family_id;
end
$$;

create function public.accept_family_invite(code text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  invite public.family_invites;
  my_role text;
  current_family uuid;
begin
  invite := private.open_invite(code);
  if invite.id is null then
    raise exception 'Koden finns inte eller har gått ut' using errcode = 'P0002';
  end if;
  select p.roll into my_role from public.profiles p where p.id = me;
  if invite.member_role = 'child' and my_role is distinct from 'barn' then
    raise exception 'Koden är till för ett barnkonto. Logga in med barnets konto och skriv in den där.'
      using errcode = '23514';
  end if;
  if invite.member_role = 'guardian' and my_role is distinct from 'foralder' then
    raise exception 'Koden är till för en förälder. Be din förälder skriva in den i sitt konto.'
      using errcode = '23514';
  end if;
  current_family := private.active_family(me);
  if current_family = invite.family_id then
    raise exception 'Du är redan med i familjen' using errcode = '23514';
  end if;
  if current_family is not null then
    raise exception 'Du är redan med i en annan familj. Lämna den först.' using errcode = '23514';
  end if;

  -- Single use: claim the invite first, so two people racing for one code cannot both join.
  update public.family_invites i set accepted_by = me, accepted_at = now()
  where i.id = invite.id and i.accepted_by is null;
  if not found then
    raise exception 'Koden finns inte eller har gått ut' using errcode = 'P0002';
  end if;
  insert into public.family_members (family_id, user_id, member_role, status, created_at)
  values (invite.family_id, me, invite.member_role, 'active', now())
  on conflict (family_id, user_id) do update
    set member_role = excluded.member_role, status = 'active', created_at = now();
  return invite.family_id;
end
$$;

create function public.revoke_family_invite(invite_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid;
begin
  perform private.require_user();
  select i.family_id into family from public.family_invites i where i.id = invite_id;
  if family is null or not public.is_family_guardian(family) then
    raise exception 'Inbjudan finns inte' using errcode = 'P0002';
  end if;
  update public.family_invites i set revoked = true where i.id = invite_id;
end
$$;

create function public.remove_family_member(family_id uuid, user_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  member public.family_members;
begin
  select * into member from public.family_members m
  where m.family_id = remove_family_member.family_id and m.user_id = remove_family_member.user_id
    and m.status = 'active';
  if member.user_id is null or not (public.is_family_member(remove_family_member.family_id)) then
    raise exception 'Personen finns inte i familjen' using errcode = 'P0002';
  end if;
  if member.user_id <> me and not public.is_family_guardian(remove_family_member.family_id) then
    raise exception 'Bara familjens föräldrar kan ta bort någon ur familjen' using errcode = '42501';
  end if;
  if member.member_role = 'guardian'
    and not exists (select 1 from public.family_members g
      where g.family_id = member.family_id and g.member_role = 'guardian' and g.status = 'active'
        and g.user_id <> member.user_id)
    and exists (select 1 from public.family_members c
      where c.family_id = member.family_id and c.member_role = 'child' and c.status = 'active') then
    raise exception 'Familjen behöver minst en förälder så länge barn är med. Bjud in en annan förälder eller ta bort barnen först.'
      using errcode = '23514';
  end if;
  update public.family_members m set status = 'removed'
  where m.family_id = member.family_id and m.user_id = member.user_id;
end
$$;

create function private.age_group(uid uuid) returns text
language sql
stable
set search_path = ''
as $$
  select case when private.is_adult(uid) then 'adult' else 'under18' end
$$;
revoke all on function private.age_group(uuid) from public, anon, authenticated;

create function public.my_family() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  family uuid := private.active_family(me);
  my_role text;
begin
  if family is null then
    return jsonb_build_object('family', null, 'me', null, 'members', '[]'::jsonb, 'invites', '[]'::jsonb);
  end if;
  select m.member_role into my_role from public.family_members m
  where m.family_id = family and m.user_id = me;
  return jsonb_build_object(
    'family', (select jsonb_build_object('id', f.id, 'name', f.name) from public.families f where f.id = family),
    'me', jsonb_build_object('user_id', me, 'role', my_role),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
          'user_id', m.user_id,
          'display_name', private.display_name(m.user_id),
          'first_name', p.fornamn,
          'role', m.member_role,
          'joined_at', m.created_at,
          'age_group', private.age_group(m.user_id),
          'is_me', m.user_id = me)
        order by m.member_role desc, p.fornamn)
      from public.family_members m
      join public.profiles p on p.id = m.user_id
      where m.family_id = family and m.status = 'active'), '[]'::jsonb),
    'invites', case when my_role = 'guardian' then coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'code', i.code, 'member_role', i.member_role,
          'expires_at', i.expires_at) order by i.created_at desc)
      from public.family_invites i
      where i.family_id = family and not i.revoked and i.accepted_by is null and i.expires_at > now()),
      '[]'::jsonb) else '[]'::jsonb end);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Tasks: a guardian gives, the child marks done, a guardian approves — paid exactly once.

alter table public.tasks add constraint tasks_reward_limit_check check (reward_ore <= 1000000);
alter table public.tasks add constraint tasks_reward_xp_limit_check check (reward_xp <= 100);

create function private.task_income_id(task uuid) returns uuid
language sql
immutable
set search_path = ''
as $$
  select extensions.uuid_generate_v5('5a1a0000-0000-4000-8000-00000000a5c1'::uuid, 'task-income:' || task::text)
$$;
create function private.task_xp_id(task uuid) returns uuid
language sql
immutable
set search_path = ''
as $$
  select extensions.uuid_generate_v5('5a1a0000-0000-4000-8000-00000000a5c1'::uuid, 'task-xp:' || task::text)
$$;
revoke all on function private.task_income_id(uuid), private.task_xp_id(uuid) from public, anon, authenticated;

-- Replaces the child-only guard of 20261122000600. For API writers:
--   a new task starts 'open'; an approved task never changes again;
--   the child may only move open|rejected → done; a guardian may edit the terms, mark it done
--   for the child, answer a done task (approved or rejected) or reopen a rejected one.
create or replace function private.guard_task_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api constant boolean := current_user in ('anon', 'authenticated');
  me constant uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if api and new.status <> 'open' then
      raise exception 'Ett nytt uppdrag börjar som öppet' using errcode = '23514';
    end if;
    return new;
  end if;
  if old.status = 'approved'
    and (new.title, new.reward_ore, new.reward_xp, new.due_date, new.status, new.deleted, new.created_by)
      is distinct from (old.title, old.reward_ore, old.reward_xp, old.due_date, old.status, old.deleted, old.created_by) then
    raise exception 'Uppdraget är redan godkänt och kan inte ändras' using errcode = '23514';
  end if;
  if not api then
    return new;
  end if;
  if public.is_guardian_of(old.user_id) and me is distinct from old.user_id then
    if new.status is distinct from old.status and not (
        (old.status = 'done' and new.status in ('approved', 'rejected'))
        or (old.status in ('open', 'rejected') and new.status = 'done')
        or (old.status = 'rejected' and new.status = 'open')) then
      raise exception 'Uppdraget kan godkännas eller nekas först när barnet har markerat det som klart'
        using errcode = '23514';
    end if;
    return new;
  end if;
  if me is distinct from old.user_id then
    return new; -- RLS decides
  end if;
  if (new.title, new.reward_ore, new.reward_xp, new.due_date, new.deleted, new.created_by)
      is distinct from (old.title, old.reward_ore, old.reward_xp, old.due_date, old.deleted, old.created_by)
    or (new.status is distinct from old.status
      and not (new.status = 'done' and old.status in ('open', 'rejected'))) then
    raise exception 'A child may only mark a task as done' using errcode = '42501';
  end if;
  return new;
end
$$;
drop trigger tasks_guard on public.tasks;
create trigger tasks_guard
before insert or update on public.tasks
for each row execute function private.guard_task_update();

-- Approval pays: the child's income and XP, in the approving transaction. Name-based ids and
-- "on conflict do nothing" make it exactly once, whichever path approved (RPC or push_ops).
create function private.pay_approved_task() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reward_ore > 0 then
    insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
    values (private.task_income_id(new.id), new.user_id, 'income', 'income',
      'Uppdrag: ' || new.title, new.reward_ore, now())
    on conflict do nothing;
  end if;
  if new.reward_xp > 0 then
    insert into public.xp_events (id, user_id, kind, amount, source_id)
    values (private.task_xp_id(new.id), new.user_id, 'task_approved',
      least(new.reward_xp, private.gconst('task_xp_max')), new.id::text)
    on conflict do nothing;
  end if;
  return null;
end
$$;
revoke all on function private.pay_approved_task() from public, anon, authenticated;
create trigger tasks_pay_on_approval
after update of status on public.tasks
for each row when (new.status = 'approved' and old.status is distinct from 'approved')
execute function private.pay_approved_task();

create function public.create_task(child uuid, title text, reward_ore bigint default 0,
  reward_xp integer default 0, due_date date default null) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  task uuid := gen_random_uuid();
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara ge uppdrag till barn i din familj' using errcode = '42501';
  end if;
  if title is null or btrim(title) = '' then
    raise exception 'Uppdraget behöver en titel' using errcode = '22023';
  end if;
  if char_length(btrim(title)) > 100 then
    raise exception 'Titeln får vara max 100 tecken' using errcode = '22023';
  end if;
  if coalesce(reward_ore, 0) < 0 or coalesce(reward_xp, 0) < 0 then
    raise exception 'Belöningen kan inte vara negativ' using errcode = '22023';
  end if;
  if reward_ore > 1000000 then
    raise exception 'Belöningen får vara högst 10 000 kr' using errcode = '22023';
  end if;
  if reward_xp > 100 then
    raise exception 'Ett uppdrag ger högst 100 XP' using errcode = '22023';
  end if;
  if due_date is not null and due_date < private.stockholm_today() then
    raise exception 'Sista dagen kan inte ha passerat' using errcode = '22023';
  end if;
  insert into public.tasks (id, user_id, created_by, title, reward_ore, reward_xp, due_date, status)
  values (task, child, me, btrim(title), coalesce(reward_ore, 0), coalesce(reward_xp, 0), due_date, 'open');
  return task;
end
$$;

create function public.review_task(task_id uuid, approve boolean) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
begin
  perform private.require_user();
  select * into task from public.tasks t where t.id = task_id and not t.deleted;
  if task.id is null or not public.is_guardian_of(task.user_id) then
    raise exception 'Uppdraget finns inte' using errcode = 'P0002';
  end if;
  if task.status = 'approved' then
    raise exception 'Uppdraget är redan godkänt' using errcode = '23514';
  end if;
  if task.status <> 'done' then
    raise exception 'Uppdraget kan godkännas eller nekas först när barnet har markerat det som klart'
      using errcode = '23514';
  end if;
  update public.tasks t set status = case when approve then 'approved' else 'rejected' end
  where t.id = task_id;
  return case when approve then 'approved' else 'rejected' end;
end
$$;

-- A guardian's view of their children's tasks (or one child's); a child gets their own.
create function public.family_tasks(child uuid default null)
returns table (id uuid, user_id uuid, child_name text, created_by uuid, title text, reward_ore bigint,
  reward_xp integer, due_date date, status text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.user_id, private.display_name(t.user_id), t.created_by, t.title, t.reward_ore,
    t.reward_xp, t.due_date, t.status, t.created_at, t.updated_at
  from public.tasks t
  where not t.deleted
    and (child is null or t.user_id = child)
    and (t.user_id = (select auth.uid()) or public.is_guardian_of(t.user_id))
  order by (t.status = 'done') desc, t.created_at desc
  limit 200
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. Goals a guardian sets (optionally with a matching promise).

create function public.create_goal_for_child(child uuid, title text, target_ore bigint,
  target_date date default null, match_percent integer default null) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  goal uuid := gen_random_uuid();
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara sätta sparmål åt barn i din familj' using errcode = '42501';
  end if;
  if title is null or btrim(title) = '' then
    raise exception 'Sparmålet behöver ett namn' using errcode = '22023';
  end if;
  if char_length(btrim(title)) > 100 then
    raise exception 'Namnet får vara max 100 tecken' using errcode = '22023';
  end if;
  if target_ore is null or target_ore < 100 then
    raise exception 'Målbeloppet måste vara minst 1 kr' using errcode = '22023';
  end if;
  if target_ore > 100000000 then
    raise exception 'Belopp får inte överstiga 1 000 000 kr' using errcode = '22023';
  end if;
  if target_date is not null and target_date < private.stockholm_today() then
    raise exception 'Måldatumet kan inte ha passerat' using errcode = '22023';
  end if;
  if match_percent is not null and (match_percent < 1 or match_percent > 100) then
    raise exception 'Matchningen är mellan 1 och 100 procent' using errcode = '22023';
  end if;
  insert into public.savings_goals (id, user_id, title, target_ore, target_date, set_by, match_percent)
  values (goal, child, btrim(title), target_ore, target_date, me, match_percent);
  return goal;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. Insights: what a guardian may know of one child, by ISO week in Stockholm time.

create function public.parent_insights(child uuid, weeks integer default 4) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  today constant date := private.stockholm_today();
  this_monday constant date := private.iso_monday(today);
  span constant integer := least(greatest(coalesce(weeks, 4), 1), 12);
  adult boolean;
  sees_spending boolean;
  sees_goals boolean;
  sees_learning boolean;
  stats jsonb;
  streak record;
  saving record;
  total bigint;
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara se insikter om barn i din familj' using errcode = '42501';
  end if;
  adult := private.is_adult(child);
  sees_spending := public.guardian_sees(child, 'spending');
  sees_goals := public.guardian_sees(child, 'goals');
  sees_learning := public.guardian_sees(child, 'learning');
  stats := private.behaviour_stats(child, today);
  select * into streak from private.check_in_streak(private.check_in_days(child), today);
  select * into saving from private.weekly_streak(private.saving_mondays(child), this_monday);
  total := private.xp_total(child);

  return jsonb_build_object(
    'child', jsonb_build_object('user_id', child, 'display_name', private.display_name(child),
      'first_name', (select p.fornamn from public.profiles p where p.id = child),
      'age_group', case when adult then 'adult' else 'under18' end),
    'shared', jsonb_build_object('spending', sees_spending, 'goals', sees_goals, 'learning', sees_learning),
    'weeks', case when sees_spending then (
      select jsonb_agg(jsonb_build_object(
          'week', to_char(w.monday, 'IYYY-"W"IW'),
          'monday', w.monday,
          'spent_ore', coalesce(s.spent, 0),
          'by_category', coalesce(s.by_category, '{}'::jsonb),
          'budget_ore', b.limit_ore,
          'budget_kept', case when b.limit_ore is null or w.monday = this_monday then null
            else coalesce(s.spent, 0) <= b.limit_ore end)
        order by w.monday)
      from (select (this_monday - 7 * g)::date as monday from generate_series(span - 1, 0, -1) g) w
      left join lateral (
        select sum(c.total)::bigint as spent, jsonb_object_agg(c.category, c.total) as by_category
        from (
          select t.category, sum(t.amount_ore)::bigint as total
          from public.transactions t
          where t.user_id = child and t.type = 'expense' and not t.deleted
            and t.occurred_at >= private.stockholm_midnight(w.monday)
            and t.occurred_at < private.stockholm_midnight(w.monday + 7)
          group by t.category) c) s on true
      left join lateral (
        select wb.limit_ore from public.weekly_budgets wb
        where wb.user_id = child and not wb.deleted and wb.week_start <= w.monday
        order by wb.week_start desc, wb.updated_at desc limit 1) b on true) end,
    'goals', case when sees_goals then coalesce((
      select jsonb_agg(jsonb_build_object('id', g.id, 'title', g.title, 'target_ore', g.target_ore,
          'saved_ore', g.saved_ore, 'target_date', g.target_date, 'set_by_me', g.set_by = me,
          'match_percent', g.match_percent) order by g.created_at)
      from public.savings_goals g where g.user_id = child and not g.deleted), '[]'::jsonb) end,
    'learning', case when sees_learning then jsonb_build_object(
      'lessons_completed', (stats ->> 'lessonsCompleted')::integer,
      'lessons_this_week', (select count(*) from public.lesson_progress l
        where l.user_id = child and not l.deleted
          and l.completed_at >= private.stockholm_midnight(this_monday)),
      'quizzes_passed', (stats ->> 'quizzesPassed')::integer,
      'courses_completed', (stats ->> 'coursesCompleted')::integer,
      'courses_total', (stats ->> 'coursesTotal')::integer) end,
    'streak', jsonb_build_object('check_in', coalesce(streak.current_run, 0),
      'alive', coalesce(streak.alive, false), 'saving_weeks', coalesce(saving.current_run, 0)),
    'xp', jsonb_build_object('total', total, 'level', private.level_for_xp(total)),
    'tasks', jsonb_build_object(
      'waiting', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status = 'done'),
      'open', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status in ('open', 'rejected')),
      'approved_this_week', (select count(*) from public.tasks t where t.user_id = child and not t.deleted
        and t.status = 'approved' and t.updated_at >= private.stockholm_midnight(this_monday))));
end
$$;

revoke all on function public.create_family(text), public.create_family_invite(uuid, text),
  public.invite_preview(text), public.accept_family_invite(text), public.revoke_family_invite(uuid),
  public.remove_family_member(uuid, uuid), public.my_family(), public.create_task(uuid, text, bigint, integer, date),
  public.review_task(uuid, boolean), public.family_tasks(uuid),
  public.create_goal_for_child(uuid, text, bigint, date, integer), public.parent_insights(uuid, integer)
  from public, anon;
grant execute on function public.create_family(text), public.create_family_invite(uuid, text),
  public.invite_preview(text), public.accept_family_invite(text), public.revoke_family_invite(uuid),
  public.remove_family_member(uuid, uuid), public.my_family(), public.create_task(uuid, text, bigint, integer, date),
  public.review_task(uuid, boolean), public.family_tasks(uuid),
  public.create_goal_for_child(uuid, text, bigint, date, integer), public.parent_insights(uuid, integer)
  to authenticated;
