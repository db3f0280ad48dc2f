-- Monthly competition ('Månadens Tävling', docs/gamification.md): opt-in participants, and
-- leaderboards computed on the server from synced rows. Others only ever see first name and
-- initial, initials, level, check-in streak, badge count and score; never kronor, goals,
-- purchases, e-mail or user ids. Plus an integrity trigger on client-posted XP.
--
-- Periods are Stockholm time: a calendar month, or an ISO week from Monday 00:00.
-- Score = competition XP created in the period (each event counted at most at its rule's
-- maximum) + goal progress: per goal, floor(net deposits in the period / target · 100),
-- clamped to 0 … 100. Ties: earlier time of reaching the score, then name.

-- The XP table of docs/gamification.md: the most one award of a kind may give (null = unknown
-- kind). Mirrors maxXpFor in src/lib/gamification/xp-rules.ts. Public and pure, because the
-- xp_events trigger runs as the inserting user (who has no access to the private schema).
create function public.xp_rule_max(kind text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind
    -- The day's ladder is 5, 5, 5, 2, 2, 2, then 0 (20261122001400 caps a day's awards).
    when 'purchase_logged' then 5
    when 'no_spend_day' then 5
    when 'goal_deposit' then 10
    when 'goal_milestone' then 25
    when 'goal_reached' then 100
    when 'budget_kept' then 50
    when 'lesson_completed' then 10
    when 'quiz_passed' then 15
    when 'course_completed' then 500
    when 'task_approved' then 100
    when 'streak_milestone' then 250
  end
$$;
revoke all on function public.xp_rule_max(text) from public, anon;
grant execute on function public.xp_rule_max(text) to authenticated, service_role;

-- Level from total XP: xpToNext(L) = min(500, 250 + 50·L) from level 1 (src/lib/levels.ts):
-- 300, 350, 400, 450, then 500 a level. 2 840 XP = level 7.
create function private.level_for_xp(total bigint) returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(total, 0) < 300 then 1
    when total < 650 then 2
    when total < 1050 then 3
    when total < 1500 then 4
    else 5 + ((total - 1500) / 500)::integer
  end
$$;
revoke all on function private.level_for_xp(bigint) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Integrity of client-posted XP (docs: "known kind, amount within the rule, source row exists
-- and is the user's"). 20261122001400_gamification_integrity.sql replaces this function with the
-- full checks (catalogue lessons and courses, fixed source formats, streak runs). Checks only what the API roles write for themselves: a row for someone
-- else is refused by RLS right after this trigger (checking it here would tell the caller
-- whether another user's source exists); service_role (server code) and the owner (migrations,
-- seed) are trusted. Runs as the caller, so the source lookups see only the caller's own rows.
-- source_id as the client forms it:
--   purchase_logged           the transaction's id (src/data/repos/transactions.ts)
--   lesson_completed          the lesson id; a completed lesson_progress row (learning.ts)
--   quiz_passed               the lesson id; lesson_progress with best_score >= 60 (learning.ts)
--   course_completed          the course id; lesson ids are '<course id>-…', so at least one
--                             completed lesson of the course must exist (not all: the server
--                             does not know a course's lessons)
--   goal_deposit              a goal_deposits id of a deposit (not a withdrawal)
--   goal_milestone            '<goal id>:<25|50|75>' of the user's goal (xp-rules.ts)
--   streak_milestone          'streak:<YYYY-MM-DD>:<7|30|100>', amount 25/100/250 (xp-rules.ts);
--                             the streak itself is not re-derived (freezes live on the client)
--   no_spend_day, budget_kept, goal_reached, task_approved: no client writes them yet and their
--                             source format is not fixed, so only kind and amount are checked.
create function private.check_xp_event() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_xp integer := public.xp_rule_max(new.kind);
  uuid_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  src text := lower(new.source_id);
  found_source boolean := false;
  parts text[];
begin
  if current_user not in ('anon', 'authenticated')
    or new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  -- Dated by the server (as push_ops does): XP cannot be moved into another competition period.
  new.created_at := now();

  if max_xp is null then
    raise exception 'Okänd XP-händelse: %', new.kind using errcode = '23514';
  end if;
  if new.amount > max_xp then
    raise exception 'För mycket XP för %: högst % XP', new.kind, max_xp using errcode = '23514';
  end if;

  -- (uuid casts only after the pattern matched: a failing cast would abort the insert.)
  case new.kind
    when 'purchase_logged' then
      if src ~ uuid_pattern then
        found_source := exists (
          select 1 from public.transactions t where t.id = src::uuid and t.user_id = new.user_id);
      end if;
    when 'goal_deposit' then
      if src ~ uuid_pattern then
        found_source := exists (
          select 1 from public.goal_deposits d
          where d.id = src::uuid and d.user_id = new.user_id and d.amount_ore > 0 and not d.deleted);
      end if;
    when 'lesson_completed' then
      found_source := exists (
        select 1 from public.lesson_progress l
        where l.user_id = new.user_id and l.lesson_id = new.source_id
          and l.completed_at is not null and not l.deleted);
    when 'quiz_passed' then
      found_source := exists (
        select 1 from public.lesson_progress l
        where l.user_id = new.user_id and l.lesson_id = new.source_id
          and l.best_score >= 60 and not l.deleted);
    when 'course_completed' then
      found_source := exists (
        select 1 from public.lesson_progress l
        where l.user_id = new.user_id
          and left(l.lesson_id, char_length(new.source_id) + 1) = new.source_id || '-'
          and l.completed_at is not null and not l.deleted);
    when 'goal_milestone' then
      parts := regexp_match(src, '^(.{36}):(25|50|75)$');
      if parts is not null and parts[1] ~ uuid_pattern then
        found_source := exists (
          select 1 from public.savings_goals g where g.id = parts[1]::uuid and g.user_id = new.user_id);
      end if;
    when 'streak_milestone' then
      parts := regexp_match(new.source_id, '^streak:([0-9]{4}-[0-9]{2}-[0-9]{2}):(7|30|100)$');
      found_source := parts is not null;
      max_xp := case parts[2] when '7' then 25 when '30' then 100 else 250 end;
      if found_source and new.amount > max_xp then
        raise exception 'För mycket XP för %: högst % XP', new.kind, max_xp using errcode = '23514';
      end if;
    else
      found_source := true;
  end case;

  if not found_source then
    raise exception 'XP kan bara ges för något du själv har gjort (% %)', new.kind, new.source_id
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_xp_event() from public, anon, authenticated;

create trigger xp_events_check
before insert on public.xp_events
for each row execute function private.check_xp_event();

-- ---------------------------------------------------------------------------------------------
-- Participants (opt-in). display_name is derived from the profile ('Elsa L.'), never typed by
-- the client: the API may insert only user_id, and the trigger fills in the name.
create table public.competition_participants (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null
    constraint competition_participants_name_check check (char_length(display_name) between 1 and 60),
  joined_at timestamptz not null default now()
);
alter table public.competition_participants enable row level security;

-- Runs as the caller (API insert) or as the RPC's owner (join_competition). Only teens (roll
-- 'barn') take part: the prizes are for teens, and a parent's name would show on the board.
create function private.derive_participant_name() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  profile record;
begin
  if (select auth.uid()) is not null and new.user_id is distinct from (select auth.uid()) then
    return new; -- someone else's row: RLS refuses it
  end if;
  select p.fornamn, p.efternamn, p.roll into profile from public.profiles p where p.id = new.user_id;
  if not found then
    raise exception 'Du behöver en profil för att vara med i Månadens Tävling' using errcode = '23514';
  end if;
  if profile.roll <> 'barn' then
    raise exception 'Månadens Tävling är bara för barn och unga' using errcode = '23514';
  end if;
  new.display_name := profile.fornamn || ' ' || upper(left(profile.efternamn, 1)) || '.';
  return new;
end
$$;
revoke all on function private.derive_participant_name() from public, anon, authenticated;

create trigger competition_participants_name
before insert on public.competition_participants
for each row execute function private.derive_participant_name();

revoke all on public.competition_participants from anon, authenticated;
grant select, delete on public.competition_participants to authenticated;
grant insert (user_id) on public.competition_participants to authenticated;

create policy "competition_participants: own row reads"
on public.competition_participants for select to authenticated
using (user_id = (select auth.uid()));
create policy "competition_participants: join as oneself"
on public.competition_participants for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "competition_participants: leave as oneself"
on public.competition_participants for delete to authenticated
using (user_id = (select auth.uid()));

-- Joins (or refreshes the name after a profile change); returns the name others will see.
create function public.join_competition() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  name text;
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  insert into public.competition_participants (user_id) values (me)
  on conflict (user_id) do update set display_name = excluded.display_name
  returning display_name into name;
  return name;
end
$$;

-- Leaves; true when the caller was taking part.
create function public.leave_competition() returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  delete from public.competition_participants where user_id = me;
  return found;
end
$$;

revoke all on function public.join_competition(), public.leave_competition() from public, anon;
grant execute on function public.join_competition(), public.leave_competition() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Scores of every participant for [starts, ends), plus `extra_user` (the caller's own score in
-- competition_standing) when given and not taking part. First version; 20261122001400 replaces
-- it with effective XP, the best three goals of 100 kr or more, the freeze-aware streak and
-- catalogue badges only. `today` (Stockholm) ends the streak.
--   score        competition XP + goal progress points (see the top of this file). XP kinds:
--                goal_deposit, goal_milestone, goal_reached, budget_kept, no_spend_day,
--                lesson_completed, quiz_passed (also the kinds the current client writes for
--                lessons), streak_milestone. Not purchase_logged (logging is not saving), not
--                course_completed or task_approved (xp-rules.ts: competition false).
--   reached_at   the earliest moment the running score was at least the final score (null for 0).
--   level        from all XP ever (every kind).
--   streak       daily check-in streak: consecutive Stockholm days with a transaction (by
--                occurred_at), a completed lesson or a no_spend_day award, ending `today` or the
--                day before. Simplified: no streak freezes, which only the client tracks so far.
--   badge_count  earned badges that are not deleted.
create function private.competition_scores(starts timestamptz, ends timestamptz, today date,
  extra_user uuid default null)
returns table (user_id uuid, display_name text, participating boolean, score integer,
  reached_at timestamptz, level integer, streak integer, badge_count integer)
language sql
stable
set search_path = ''
as $$
  with people as (
    select cp.user_id as uid, cp.display_name as name, true as participating
    from public.competition_participants cp
    union all
    select extra_user, null, false
    where extra_user is not null
      and not exists (select 1 from public.competition_participants cp where cp.user_id = extra_user)
  ),
  xp_steps as (
    select x.user_id as uid, x.created_at as at,
      least(x.amount, public.xp_rule_max(x.kind))::numeric as delta
    from public.xp_events x
    where x.user_id in (select uid from people) and not x.deleted
      and x.created_at >= starts and x.created_at < ends
      and x.kind in ('goal_deposit', 'goal_milestone', 'goal_reached', 'budget_kept', 'no_spend_day',
        'lesson_completed', 'quiz_passed', 'streak_milestone')
  ),
  deposit_times as (
    select d.user_id as uid, d.goal_id, d.created_at as at, sum(d.amount_ore) as amount
    from public.goal_deposits d
    where d.user_id in (select uid from people) and not d.deleted
      and d.created_at >= starts and d.created_at < ends
    group by d.user_id, d.goal_id, d.created_at
  ),
  goal_points as (
    select dt.uid, dt.goal_id, dt.at,
      greatest(0, least(100, floor(
        sum(dt.amount) over (partition by dt.uid, dt.goal_id order by dt.at) * 100 / g.target_ore
      ))) as points
    from deposit_times dt
    join public.savings_goals g on g.id = dt.goal_id
  ),
  goal_steps as (
    select gp.uid, gp.at,
      gp.points - coalesce(lag(gp.points) over (partition by gp.uid, gp.goal_id order by gp.at), 0)
        as delta
    from goal_points gp
  ),
  steps as (
    select s.uid, s.at, sum(s.delta) as delta
    from (select * from xp_steps union all select * from goal_steps) s
    group by s.uid, s.at
  ),
  running as (
    select st.uid, st.at,
      sum(st.delta) over (partition by st.uid order by st.at) as total,
      sum(st.delta) over (partition by st.uid) as final
    from steps st
  ),
  scores as (
    select r.uid, max(r.final) as score,
      case when max(r.final) > 0 then min(r.at) filter (where r.total >= r.final) end as reached_at
    from running r
    group by r.uid
  ),
  xp_totals as (
    select x.user_id as uid, sum(x.amount) as total
    from public.xp_events x
    where x.user_id in (select uid from people) and not x.deleted
    group by x.user_id
  ),
  badges as (
    select b.user_id as uid, count(*) as n
    from public.earned_badges b
    where b.user_id in (select uid from people) and not b.deleted
    group by b.user_id
  ),
  check_in_days as (
    select distinct c.uid, c.day
    from (
      select t.user_id as uid, (t.occurred_at at time zone 'Europe/Stockholm')::date as day
      from public.transactions t
      where t.user_id in (select uid from people) and not t.deleted
      union all
      select l.user_id, (l.completed_at at time zone 'Europe/Stockholm')::date
      from public.lesson_progress l
      where l.user_id in (select uid from people) and not l.deleted and l.completed_at is not null
      union all
      select x.user_id, (x.created_at at time zone 'Europe/Stockholm')::date
      from public.xp_events x
      where x.user_id in (select uid from people) and not x.deleted and x.kind = 'no_spend_day'
    ) c
    where c.day <= today
  ),
  islands as (
    select d.uid, d.day, d.day - (row_number() over (partition by d.uid order by d.day))::integer as run
    from check_in_days d
  ),
  last_runs as (
    select i.uid, count(*) as days, max(i.day) as last_day
    from islands i
    where (i.uid, i.run) in (
      select distinct on (j.uid) j.uid, j.run from islands j order by j.uid, j.day desc)
    group by i.uid
  )
  select p.uid, p.name, p.participating,
    coalesce(s.score, 0)::integer,
    s.reached_at,
    private.level_for_xp(coalesce(t.total, 0)::bigint),
    (case when lr.last_day >= today - 1 then lr.days else 0 end)::integer,
    coalesce(b.n, 0)::integer
  from people p
  left join scores s on s.uid = p.uid
  left join xp_totals t on t.uid = p.uid
  left join badges b on b.uid = p.uid
  left join last_runs lr on lr.uid = p.uid
$$;
revoke all on function private.competition_scores(timestamptz, timestamptz, date, uuid)
  from public, anon, authenticated;

-- The period ('month' | 'week') around `at`, in Stockholm time.
create function private.competition_period(period text, moment timestamptz,
  out starts timestamptz, out ends timestamptz, out today date)
language plpgsql
stable
set search_path = ''
as $$
declare
  local_at timestamp := coalesce(moment, now()) at time zone 'Europe/Stockholm';
begin
  if period is null or period not in ('month', 'week') then
    raise exception 'Okänd period: % (month eller week)', coalesce(period, 'null') using errcode = '22023';
  end if;
  starts := date_trunc(period, local_at) at time zone 'Europe/Stockholm';
  ends := (date_trunc(period, local_at)
    + case period when 'month' then interval '1 month' else interval '1 week' end)
    at time zone 'Europe/Stockholm';
  today := local_at::date;
end
$$;
revoke all on function private.competition_period(text, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The leaderboard: participants only, ranked by score, then earlier time of reaching it, then
-- name (then the hidden user id, so equal rows still get stable, distinct positions).
-- scope 'family' = participants sharing an active family with the caller (and the caller).
create function public.leaderboard(period text, scope text, at timestamptz default now())
returns table ("position" integer, display_name text, avatar_initials text, level integer,
  streak integer, badge_count integer, score integer, is_me boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  bounds record;
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  if scope is null or scope not in ('all', 'family') then
    raise exception 'Okänt urval: % (all eller family)', coalesce(scope, 'null') using errcode = '22023';
  end if;
  select * into bounds from private.competition_period(period, $3);
  return query
  select (row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name, s.user_id))::integer,
    s.display_name,
    upper(left(s.display_name, 1) || left(regexp_replace(s.display_name, '^.*\s', ''), 1)),
    s.level, s.streak, s.badge_count, s.score,
    s.user_id = me
  from private.competition_scores(bounds.starts, bounds.ends, bounds.today) s
  where s.participating and (scope = 'all' or s.user_id = me or s.user_id in (
    select them.user_id
    from public.family_members mine
    join public.family_members them on them.family_id = mine.family_id
    where mine.user_id = me and mine.status = 'active' and them.status = 'active'))
  order by 1;
end
$$;
revoke all on function public.leaderboard(text, text, timestamptz) from public, anon;
grant execute on function public.leaderboard(text, text, timestamptz) to authenticated;

-- The caller's own standing this month: kronor saved only ever for oneself.
create function public.competition_standing(at timestamptz default now())
returns table (joined boolean, "position" integer, participants integer, score integer,
  saved_ore_this_month bigint, days_left integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  bounds record;
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  select * into bounds from private.competition_period('month', $1);
  return query
  with scores as (
    select * from private.competition_scores(bounds.starts, bounds.ends, bounds.today, me)
  ),
  ranked as (
    select s.user_id,
      (row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name, s.user_id))::integer as pos
    from scores s
    where s.participating
  )
  select exists (select 1 from ranked r where r.user_id = me),
    (select r.pos from ranked r where r.user_id = me),
    (select count(*)::integer from ranked),
    coalesce((select s.score from scores s where s.user_id = me), 0),
    coalesce((select sum(d.amount_ore) from public.goal_deposits d
      where d.user_id = me and not d.deleted
        and d.created_at >= bounds.starts and d.created_at < bounds.ends), 0)::bigint,
    ((bounds.starts at time zone 'Europe/Stockholm' + interval '1 month')::date - bounds.today)::integer;
end
$$;
revoke all on function public.competition_standing(timestamptz) from public, anon;
grant execute on function public.competition_standing(timestamptz) to authenticated;
