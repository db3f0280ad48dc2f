-- Issue 9: families link, give tasks and goals and see insights — all enforced here
-- (docs/families.md is the contract). Every RPC is security definer with an empty search_path,
-- executable by authenticated only, and answers in Swedish with errcode 42501 (not allowed),
-- P0002 (not found), P0001 (bad input, HTTP 400) or 23514 (a rule refused it).
--
-- This file owns the helpers (names others may see, ages, sharing settings: shares_with_guardians,
-- guardian_sees), what guardians may read (section 1, which flag governs what) and linking
-- (families, invites by code, accepting, leaving). Tasks are in 20261122001501_family_tasks.sql,
-- goals a guardian sets in 20261122001502_family_goals.sql, insights in
-- 20261122001503_family_insights.sql.

-- ---------------------------------------------------------------------------------------------
-- 1. Helpers: names others may see, ages, sharing settings.

create function private.display_name(uid uuid) returns text
language sql
stable
security definer set search_path = ''
as $$
  select p.fornamn || ' ' || upper(left(p.efternamn, 1)) || '.' from public.profiles p where p.id = uid
$$;

-- Birth date from the personnummer (YYYYMMDDNNNN); null for users without one.
create function private.birth_date(uid uuid) returns date
language sql
stable
security definer set search_path = ''
as $$
  select to_date(left(private.decrypt_personnummer(s.personnummer_encrypted), 8), 'YYYYMMDD')
  from private.profile_secrets s where s.user_id = uid
$$;

-- Adult from the 18th birthday (Stockholm date). Unknown age counts as adult: they decide.
create function private.is_adult(uid uuid) returns boolean
language sql
stable
security definer set search_path = ''
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

-- What a child shares with their guardians, whoever asks (guardian_sees answers the caller).
create function private.shares_with_guardians(child uuid, section text) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select section in ('spending', 'goals', 'learning') and (
    not private.is_adult(child)
    or coalesce((
      select case section
        when 'spending' then s.share_spending
        when 'goals' then s.share_goals
        when 'learning' then s.share_learning
      end
      from public.user_settings s where s.user_id = child), false))
$$;
-- May the caller, a guardian, see this section ('spending', 'goals', 'learning') of the child?
create function public.guardian_sees(child uuid, section text) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select public.is_guardian_of(child) and private.shares_with_guardians(child, section)
$$;
revoke all on function private.display_name(uuid), private.birth_date(uuid), private.is_adult(uuid),
  private.shares_with_guardians(uuid, text) from public, anon, authenticated;
revoke all on function public.guardian_sees(uuid, text) from public, anon;
grant execute on function public.guardian_sees(uuid, text) to authenticated, service_role;

-- What guardians see (issue 9; issue 21 deliverable 6: an 18+ child's hidden data reaches no
-- guardian through any path). Under 18 the family rules apply: guardians see everything. From 18
-- the child decides (user_settings.share_spending / share_goals / share_learning, all off by
-- default), for every guardian of the family alike (a co-guardian is just another active
-- guardian). Which flag governs what:
--   spending  transactions, weekly budgets; parent_insights.weeks
--   goals     the child's savings goals and goal deposits; parent_insights.goals and
--             streak.saving_weeks; the saving streak on the leaderboard
--   learning  lesson progress, quiz attempts (owner-only anyway), XP events and earned badges;
--             parent_insights.learning, .xp and streak.check_in/alive; the child's row on the
--             leaderboard (level, check-in streak, badges, points, place); a guardian's notice
--             that the child won a prize (an adult winner confirms it herself)
-- Always visible to guardians, because they are the guardians' own: tasks (only a guardian creates
-- one; every guardian of the family reads and answers them, and parent_insights counts them) and a
-- savings goal a guardian set, to that guardian (its terms and progress are the promise they made).
-- Not section data: names and age group (my_family), the masked profile.
-- The readers outside this file ask the same question through guardian_sees /
-- shares_with_guardians: public.parent_insights (20261122001503_family_insights.sql),
-- public.leaderboard (20261122001520_leaderboard_saving_streak.sql, with
-- private.require_league_viewer) and private.tell_prize (20261125000200_competition_close.sql: a
-- minor's guardians are always told, they confirm the delivery).
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

drop policy "xp_events: owner or guardian reads" on public.xp_events;
create policy "xp_events: owner, or a guardian the owner shares learning with"
on public.xp_events for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

drop policy "earned_badges: owner or guardian reads" on public.earned_badges;
create policy "earned_badges: owner, or a guardian the owner shares learning with"
on public.earned_badges for select to authenticated
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
security definer set search_path = ''
as $$
  select m.family_id from public.family_members m
  where m.user_id = uid and m.status = 'active'
  order by m.created_at limit 1
$$;
revoke all on function private.active_family(uuid) from public, anon, authenticated;

create function public.create_family(name text) returns uuid
language plpgsql
security definer set search_path = ''
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
    raise exception 'Familjen behöver ett namn' using errcode = 'P0001';
  end if;
  if char_length(btrim(name)) > 60 then
    raise exception 'Familjens namn får vara max 60 tecken' using errcode = 'P0001';
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
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
begin
  if not public.is_family_guardian(create_family_invite.family_id) then
    raise exception 'Bara familjens föräldrar kan bjuda in' using errcode = '42501';
  end if;
  if member_role is null or member_role not in ('child', 'guardian') then
    raise exception 'En inbjudan gäller ett barn eller en förälder' using errcode = 'P0001';
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
security definer set search_path = ''
as $$
  select i.* from public.family_invites i
  where i.code = private.normalize_invite_code(raw_code)
    and not i.revoked and i.accepted_by is null and i.expires_at > now()
$$;
revoke all on function private.open_invite(text) from public, anon, authenticated;

create function public.invite_preview(code text)
returns table (family_name text, invited_by text, member_role text, expires_at timestamptz)
language plpgsql
security definer set search_path = ''
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
security definer set search_path = ''
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
security definer set search_path = ''
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
security definer set search_path = ''
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
  -- The guardian who pays for Familj (issue 43) stays until it is cancelled: out of the family
  -- she could no longer manage the subscription her card pays for.
  if private.pays_renewing_familj(member.user_id, member.family_id) then
    if member.user_id = me then
      raise exception 'Du betalar för Familj. Säg upp Familj först under Familjens plan, så dras inget mer när du har lämnat familjen.'
        using errcode = 'P0001', hint = 'payer_leaves';
    end if;
    raise exception 'Den förälder som betalar för Familj kan inte tas bort ur familjen förrän Familj är uppsagd.'
      using errcode = 'P0001', hint = 'payer_in_family';
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
security definer set search_path = ''
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

revoke all on function public.create_family(text), public.create_family_invite(uuid, text),
  public.invite_preview(text), public.accept_family_invite(text), public.revoke_family_invite(uuid),
  public.remove_family_member(uuid, uuid), public.my_family()
  from public, anon;
grant execute on function public.create_family(text), public.create_family_invite(uuid, text),
  public.invite_preview(text), public.accept_family_invite(text), public.revoke_family_invite(uuid),
  public.remove_family_member(uuid, uuid), public.my_family()
  to authenticated;
