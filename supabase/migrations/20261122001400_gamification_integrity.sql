-- Gamification integrity (issue 8 §5, docs/gamification.md § Server checks): the server is the
-- judge of XP and badges, so a client cannot post itself to the top, and it never rejects what
-- an honest client (src/lib/gamification) writes.
--
--  1. The rules and the learning catalogue live on the server too, in private tables filled by
--     the generated 20261122001410_gamification_catalog.sql (scripts/gen-gamification-sql.ts).
--  2. Effective XP: every award counted at most at its rule, day- and week-limited kinds capped by
--     their ladder (the 7th purchase of a day gives 0). Levels and the competition use it.
--  3. Client-posted XP: every kind's source is checked (fixed formats, see check_xp_event).
--  4. Client-posted badges: the server's own counts (behaviour_stats, a port of the client's
--     BehaviourStats) must meet the badge's rule.
--  5. The competition score: effective XP, goal points from the best three goals of 100 kr or
--     more, the freeze-aware check-in streak, and only catalogue badges.
--
-- Dates. Every calendar rule is Stockholm time. The server dates an award by xp_events.created_at,
-- which it stamps itself when the award is synced (a client cannot move XP into another day or
-- competition period). So a day's purchases logged offline and synced the next day share that
-- day's ladder with the next day's: the server may count a little less than the client showed.
-- No-spend days and kept budget weeks are dated by their source (the date or week the client
-- names, checked below), so they are never affected.
--
-- Honest clients are not refused: a client pushes an award after the rows it comes from (its
-- outbox is in order and push_ops applies a batch in order, in one transaction), every check
-- reads what is stored when the award arrives, and where the server's own dating may lag an
-- offline client (goal_deposits.created_at is stamped at sync) the badge check gives the benefit
-- of the doubt in a bounded way (behaviour_stats' lenient mode). Known limits: two devices racing
-- (an expense synced from one before the other's no-spend mark), a saving streak whose deposits
-- were offline for more than a week, and a client that knows lessons the server's catalogue does
-- not yet (deploy the catalogue first).

-- ---------------------------------------------------------------------------------------------
-- 1. The rules and the catalogue (filled by the generated migration; read by the owner only).

create table private.gamification_constants (
  name text primary key,
  value integer not null
);

-- XP_RULES of src/lib/gamification/xp-rules.ts. scope: how far the ladder reaches (a Stockholm
-- day, an ISO week, or one source); ladder[n] = XP of the n-th award in the scope.
create table private.xp_rules (
  kind text primary key,
  max_xp integer not null,
  scope text not null constraint xp_rules_scope_check check (scope in ('day', 'week', 'source')),
  ladder integer[] not null,
  value_source text null,
  competition boolean not null
);

-- Goal milestones (25/50/75 %) and check-in streak milestones (7/30/100 days) with their XP.
create table private.xp_milestones (
  kind text not null,
  milestone integer not null,
  xp integer not null,
  primary key (kind, milestone)
);

-- Every course (is_public = PUBLIC_COURSE_IDS, the /kurser/publika list) and lesson.
create table private.catalog_courses (
  id text primary key,
  position integer not null,
  xp integer not null,
  audience text not null,
  is_public boolean not null
);
create table private.catalog_lessons (
  id text primary key,
  course_id text not null references private.catalog_courses (id) on delete cascade,
  position integer not null
);
create index catalog_lessons_course_idx on private.catalog_lessons (course_id);

-- BADGES of src/lib/gamification/badges.ts: a count (stat, a BehaviourStats key) at least
-- target, or at least the total named by total ('all' rules, e.g. every course).
create table private.catalog_badges (
  id text primary key,
  position integer not null,
  rarity text not null,
  rule_type text not null constraint catalog_badges_rule_check check (rule_type in ('atLeast', 'all')),
  stat text not null,
  target integer null,
  total text null,
  constraint catalog_badges_target_check check ((rule_type = 'atLeast') = (target is not null)),
  constraint catalog_badges_total_check check ((rule_type = 'all') = (total is not null))
);

revoke all on private.gamification_constants, private.xp_rules, private.xp_milestones,
  private.catalog_courses, private.catalog_lessons, private.catalog_badges
  from public, anon, authenticated;

create function private.gconst(name text) returns integer
language sql
stable
set search_path = ''
as $$
  select c.value from private.gamification_constants c where c.name = gconst.name
$$;

-- ---------------------------------------------------------------------------------------------
-- Calendar helpers (Stockholm), and the parsers of the fixed source formats. The parsers return
-- null for anything malformed (never an error: a bad source is refused with a message).

create function private.stockholm_date(instant timestamptz) returns date
language sql
stable
set search_path = ''
as $$
  select (instant at time zone 'Europe/Stockholm')::date
$$;

create function private.stockholm_today() returns date
language sql
stable
set search_path = ''
as $$
  select private.stockholm_date(now())
$$;

-- The instant a Stockholm calendar day starts.
create function private.stockholm_midnight(local_day date) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select local_day::timestamp at time zone 'Europe/Stockholm'
$$;

-- The Monday of the ISO week holding a date.
create function private.iso_monday(local_day date) returns date
language sql
immutable
set search_path = ''
as $$
  select local_day - (extract(isodow from local_day)::integer - 1)
$$;

-- 'YYYY-MM-DD' (a real calendar date) → the date.
create function private.parse_date(source text) returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[] := regexp_match(source, '^([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})$');
  y integer;
  m integer;
  d integer;
begin
  if parts is null then
    return null;
  end if;
  y := parts[1]::integer;
  m := parts[2]::integer;
  d := parts[3]::integer;
  if m < 1 or m > 12 or d < 1
    or d > extract(day from make_date(y, m, 1) + interval '1 month - 1 day') then
    return null;
  end if;
  return make_date(y, m, d);
end
$$;

-- ISO week key 'YYYY-Www' (as lib/dates weekKey writes it, e.g. '2026-W47') → its Monday.
-- Week 53 of a 52-week year is not a week.
create function private.parse_iso_week(source text) returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[] := regexp_match(source, '^([1-9][0-9]{3})-W([0-9]{2})$');
  jan4 date;
  monday date;
begin
  if parts is null or parts[2]::integer not between 1 and 53 then
    return null;
  end if;
  jan4 := make_date(parts[1]::integer, 1, 4); -- always in week 1
  monday := private.iso_monday(jan4) + 7 * (parts[2]::integer - 1);
  if to_char(monday, 'IYYY-"W"IW') <> source then
    return null;
  end if;
  return monday;
end
$$;

-- The user an API request (anon or authenticated, as PostgREST and push_ops run) writes as; null
-- for trusted writers (service_role, the owner: migrations, seed, server code). The triggers
-- below are security definer (they read the private catalogue), so current_user is their owner;
-- the role of the request is still in the 'role' setting.
create function private.api_user() returns uuid
language sql
stable
set search_path = ''
as $$
  select case when current_setting('role', true) in ('anon', 'authenticated')
    then (select auth.uid()) end
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Effective XP of the given users' awards: what each really counts. Unknown and retired kinds
-- count 0; a 'source' award counts at most its rule's XP (a streak milestone at most its own
-- 25/100/250); a 'day' or 'week' award counts at most its ladder step: the n-th award of its kind
-- in the same Stockholm day or ISO week, in the order the server recorded them, gets ladder[n]
-- (0 beyond the ladder).
-- The day is created_at's (stamped at sync), except no_spend_day, whose source is the day, and
-- budget_kept, whose source is the week: each is once per day or week by the award's unique key,
-- and their checks bound how far back they may go.
create function private.xp_effective(uids uuid[])
returns table (id uuid, user_id uuid, kind text, source_id text, amount integer,
  created_at timestamptz, effective integer)
language sql
stable
set search_path = ''
as $$
  with keyed as (
    select x.id, x.user_id, x.kind, x.source_id, x.amount, x.created_at, x.server_seq,
      r.scope, r.ladder, r.max_xp,
      case r.scope
        when 'day' then coalesce(
          case when x.kind = 'no_spend_day' then private.parse_date(x.source_id) end,
          private.stockholm_date(x.created_at))
        when 'week' then coalesce(
          case when x.kind = 'budget_kept' then private.parse_iso_week(x.source_id) end,
          private.iso_monday(private.stockholm_date(x.created_at)))
      end as scope_key
    from public.xp_events x
    left join private.xp_rules r on r.kind = x.kind
    where x.user_id = any (uids) and not x.deleted
  )
  select k.id, k.user_id, k.kind, k.source_id, k.amount, k.created_at,
    (case
      when k.scope is null then 0
      when k.scope = 'source' and k.kind = 'streak_milestone' then least(k.amount, coalesce((
        select m.xp from private.xp_milestones m
        where m.kind = 'streak_milestone'
          and m.milestone::text = (regexp_match(k.source_id, '^streak:[0-9-]{10}:([0-9]{1,3})$'))[1]), 0))
      when k.scope = 'source' then least(k.amount, k.max_xp)
      else least(k.amount, coalesce(k.ladder[(row_number() over (
        partition by k.user_id, k.kind, k.scope_key order by k.created_at, k.server_seq))::integer], 0))
    end)::integer
  from keyed k
$$;

-- A user's total XP: effective (what the level shows), or lenient: each award only clamped to
-- its rule's maximum, never to the day's ladder. The client's own total is never above the
-- lenient one (it writes each award at most at the rule), so the level-badge check uses it: an
-- offline day synced late cannot make an honest 'level-20' fail.
create function private.xp_total(uid uuid, lenient boolean default false) returns bigint
language sql
stable
set search_path = ''
as $$
  select case when lenient then (
      select coalesce(sum(least(x.amount, r.max_xp)), 0)
      from public.xp_events x
      join private.xp_rules r on r.kind = x.kind
      where x.user_id = uid and not x.deleted)
    else (select coalesce(sum(e.effective), 0) from private.xp_effective(array[uid]) e)
  end::bigint
$$;

-- ---------------------------------------------------------------------------------------------
-- Streaks (for 3., 4. and 5.): a line-by-line port of checkInStreak and weeklySavingStreak
-- (src/lib/gamification/streaks.ts); supabase/tests/database/gamification-integrity.test.ts
-- compares them with the TypeScript on random histories.

-- playRun: plays one streak forward from days[from_index] to `horizon` (the client's `today`). The
-- streak's days are taken in weeks of 7 from its first day; a week with a check-in on all of its
-- days earns a freeze when it ends (at most max_freezes held). A missed day before the horizon
-- uses a freeze or ends the streak (break_day). `days` is sorted and distinct.
create function private.streak_run(days date[], from_index integer, horizon date, max_freezes integer,
  days_per_freeze integer, out checks integer, out alive boolean, out held integer,
  out used integer, out break_day date)
language plpgsql
immutable
set search_path = ''
as $$
declare
  start date := days[from_index];
  next integer := from_index; -- the next check-in day not yet reached
  this_day date := start;
  week_full boolean := true;
begin
  checks := 0;
  alive := true;
  held := 0;
  used := 0;
  break_day := null;
  while this_day <= horizon loop
    if this_day > start and (this_day - start) % days_per_freeze = 0 then
      if week_full then
        held := least(max_freezes, held + 1);
      end if;
      week_full := true;
    end if;
    if next <= cardinality(days) and days[next] = this_day then
      checks := checks + 1;
      next := next + 1;
    else
      week_full := false;
      if this_day < horizon then
        if held = 0 then
          alive := false;
          break_day := this_day;
          return;
        end if;
        held := held - 1;
        used := used + 1;
      end if;
    end if;
    this_day := this_day + 1;
  end loop;
end
$$;

-- checkInStreak: the best run that reaches `today` (most check-ins, then most freezes left) and
-- the longest run ever. Gaps of more than max_freezes days split the history into segments that
-- no run crosses, which lets most starts be skipped (as the client does).
create function private.check_in_streak(days date[], today date,
  out current_run integer, out longest_run integer, out freezes_held integer, out freezes_used integer,
  out alive boolean, out today_done boolean, out run_start date)
language plpgsql
stable
set search_path = ''
as $$
declare
  max_freezes constant integer := private.gconst('max_freezes');
  per_freeze constant integer := private.gconst('days_per_freeze');
  starts date[];
  n integer;
  seg integer[] := array[0];
  seg_last integer[];
  last_reaches boolean;
  checks_left integer;
  best_checks integer;
  best_held integer;
  run record;
begin
  select coalesce(array_agg(d order by d), '{}') into starts
  from (select distinct d from unnest(days) d where d <= today) x;
  n := cardinality(starts);
  current_run := 0;
  longest_run := 0;
  freezes_held := 0;
  freezes_used := 0;
  alive := false;
  today_done := today = any (starts);
  run_start := null;
  if n = 0 then
    return;
  end if;
  for i in 2 .. n loop
    seg := seg || (seg[i - 1]
      + case when starts[i] - starts[i - 1] - 1 >= max_freezes + 1 then 1 else 0 end);
  end loop;
  seg_last := array_fill(0, array[seg[n] + 1]); -- segment → index of its last day
  for i in 1 .. n loop
    seg_last[seg[i] + 1] := i;
  end loop;
  last_reaches := today - starts[n] - 1 <= max_freezes;
  for i in 1 .. n loop
    checks_left := seg_last[seg[i] + 1] - i + 1;
    continue when not (checks_left > longest_run
      or (seg[i] = seg[n] and last_reaches and (best_checks is null or checks_left >= best_checks)));
    select * into run from private.streak_run(starts, i, today, max_freezes, per_freeze);
    longest_run := greatest(longest_run, run.checks);
    if run.alive and (best_checks is null or run.checks > best_checks
        or (run.checks = best_checks and run.held > best_held)) then
      best_checks := run.checks;
      best_held := run.held;
      current_run := run.checks;
      freezes_held := run.held;
      freezes_used := run.used;
      alive := true;
      run_start := starts[i];
    end if;
  end loop;
end
$$;

-- weeklySavingStreak over ISO weeks given by their Mondays: the longest run of consecutive weeks
-- and the run ending this week (or last week while this one is open).
create function private.weekly_streak(mondays date[], this_monday date,
  out current_run integer, out longest_run integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  weeks date[];
  week date;
  previous date;
  run integer := 0;
begin
  select coalesce(array_agg(m order by m), '{}') into weeks
  from (select distinct m from unnest(mondays) m where m <= this_monday) x;
  longest_run := 0;
  foreach week in array weeks loop
    run := case when previous is not null and week = previous + 7 then run + 1 else 1 end;
    longest_run := greatest(longest_run, run);
    previous := week;
  end loop;
  current_run := 0;
  week := case when this_monday = any (weeks) then this_monday else this_monday - 7 end;
  while week = any (weeks) loop
    current_run := current_run + 1;
    week := week - 7;
  end loop;
end
$$;

-- The user's daily check-in days (checkInDays in src/data/queries/behaviour.ts): a purchase or
-- income (its date), a finished lesson (first completion) or a no-spend day (its source date).
create function private.check_in_days(uid uuid) returns date[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct c.check_in), '{}')
  from (
    select private.stockholm_date(t.occurred_at) as check_in
    from public.transactions t
    where t.user_id = uid and not t.deleted
    union all
    select private.stockholm_date(l.completed_at)
    from public.lesson_progress l
    where l.user_id = uid and not l.deleted and l.completed_at is not null
    union all
    select coalesce(private.parse_date(x.source_id), private.stockholm_date(x.created_at))
    from public.xp_events x
    where x.user_id = uid and not x.deleted and x.kind = 'no_spend_day'
  ) c
$$;

-- The user's saving weeks (savingWeeks): a kept budget (the budget_kept source) or a deposit to
-- a goal (not a withdrawal) by its created_at. Lenient (for badge checks): created_at is stamped
-- at sync, so a week whose deposits are more than it needs (two or more, or a kept budget
-- besides) also counts the week before: a device offline over a weekend keeps its streak, while
-- every counted week still takes a deposit of its own.
create function private.saving_mondays(uid uuid, lenient boolean default false) returns date[]
language sql
stable
set search_path = ''
as $$
  with kept as (
    select distinct private.parse_iso_week(x.source_id) as monday
    from public.xp_events x
    where x.user_id = uid and x.kind = 'budget_kept' and not x.deleted
  ),
  deposit_weeks as (
    select private.iso_monday(private.stockholm_date(d.created_at)) as monday, count(*) as n
    from public.goal_deposits d
    where d.user_id = uid and d.amount_ore > 0 and not d.deleted
    group by 1
  ),
  spare as (
    select dw.monday - 7 as monday
    from deposit_weeks dw
    where lenient
      and dw.n - case when exists (select 1 from kept k where k.monday = dw.monday) then 0 else 1 end >= 1
  )
  select coalesce(array_agg(distinct w.monday), '{}')
  from (
    select monday from kept union all select monday from deposit_weeks union all select monday from spare
  ) w
  where w.monday is not null
$$;

-- ---------------------------------------------------------------------------------------------
-- BehaviourStats (for 4.) from the user's synced rows, keyed exactly as the client's type
-- (badges.ts) and computed as src/data/queries/behaviour.ts does, on the Stockholm day `today`. Two
-- deliberate differences: lessons, quizzes and courses count only catalogue lessons (a made-up
-- lesson id earns nothing), and in lenient mode (badge checks) the counts the server dates by
-- sync time give the benefit of the doubt:
--   goalDepositDays      at least the number of goal_deposit awards (one per day by the rule);
--   longestSavingStreak  with saving_mondays' lenient weeks;
--   level                from the lenient XP total (xp_total).
create function private.behaviour_stats(uid uuid, today date, lenient boolean default false)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  this_monday constant date := private.iso_monday(today);
  pass_percent constant integer := private.gconst('quiz_pass_percent');
  purchases integer;
  purchase_days integer;
  no_spend integer;
  goals_created integer;
  deposit_days integer;
  deposit_awards integer;
  goals_reached integer;
  kept_weeks integer;
  kept_run integer;
  lessons integer;
  quizzes integer;
  perfect integer;
  courses integer;
  courses_total integer;
  public_courses integer;
  public_total integer;
  tasks integer;
begin
  select count(*), count(distinct private.stockholm_date(t.occurred_at))
  into purchases, purchase_days
  from public.transactions t
  where t.user_id = uid and not t.deleted;

  select count(distinct coalesce(private.parse_date(x.source_id), private.stockholm_date(x.created_at)))
  into no_spend
  from public.xp_events x
  where x.user_id = uid and x.kind = 'no_spend_day' and not x.deleted;

  -- The teen's own goals, deleted ones too (created is created); not those a guardian set.
  select count(*) into goals_created
  from public.savings_goals g
  where g.user_id = uid and g.set_by is null;

  select count(distinct private.stockholm_date(d.created_at)) into deposit_days
  from public.goal_deposits d
  where d.user_id = uid and d.amount_ore > 0 and not d.deleted;
  if lenient then
    select count(*) into deposit_awards
    from public.xp_events x
    where x.user_id = uid and x.kind = 'goal_deposit' and not x.deleted;
    deposit_days := greatest(deposit_days, deposit_awards);
  end if;

  -- goal_reached awards, and the goals whose deposits have reached the target.
  select count(*) into goals_reached
  from (
    select lower(x.source_id) as goal
    from public.xp_events x
    where x.user_id = uid and x.kind = 'goal_reached' and not x.deleted
    union
    select g.id::text
    from public.savings_goals g
    where g.user_id = uid and not g.deleted and g.target_ore > 0 and g.saved_ore >= g.target_ore
  ) reached;

  select count(distinct x.source_id) into kept_weeks
  from public.xp_events x
  where x.user_id = uid and x.kind = 'budget_kept' and not x.deleted;
  select (private.weekly_streak(array_agg(private.parse_iso_week(x.source_id)), this_monday)).longest_run
  into kept_run
  from public.xp_events x
  where x.user_id = uid and x.kind = 'budget_kept' and not x.deleted;

  select count(*) filter (where l.completed_at is not null),
    count(*) filter (where l.best_score >= pass_percent),
    count(*) filter (where l.best_score >= 100)
  into lessons, quizzes, perfect
  from public.lesson_progress l
  join private.catalog_lessons cl on cl.id = l.lesson_id
  where l.user_id = uid and not l.deleted;

  -- Courses as the badges count them: the catalogue without the parents' course (the client's
  -- COURSE_CATALOGUE); done = every lesson finished, or the course's award.
  with teen_courses as (
    select c.id, c.is_public from private.catalog_courses c where c.audience <> 'parent'
  ),
  done as (
    select c.id
    from teen_courses c
    where not exists (
      select 1 from private.catalog_lessons cl
      where cl.course_id = c.id and not exists (
        select 1 from public.lesson_progress l
        where l.user_id = uid and l.lesson_id = cl.id and not l.deleted and l.completed_at is not null))
    union
    select x.source_id
    from public.xp_events x
    where x.user_id = uid and x.kind = 'course_completed' and not x.deleted
  )
  select count(*) filter (where d.id is not null),
    count(*),
    count(*) filter (where d.id is not null and c.is_public),
    count(*) filter (where c.is_public)
  into courses, courses_total, public_courses, public_total
  from teen_courses c
  left join done d on d.id = c.id;

  select greatest(
    (select count(*) from public.tasks t where t.user_id = uid and not t.deleted and t.status = 'approved'),
    (select count(distinct x.source_id) from public.xp_events x
      where x.user_id = uid and x.kind = 'task_approved' and not x.deleted))
  into tasks;

  return jsonb_build_object(
    'purchasesLogged', purchases,
    'purchaseDays', purchase_days,
    'noSpendDays', no_spend,
    'goalsCreated', goals_created,
    'goalDepositDays', deposit_days,
    'goalsReached', goals_reached,
    'budgetWeeksKept', kept_weeks,
    'longestBudgetKeptRun', coalesce(kept_run, 0),
    'lessonsCompleted', lessons,
    'quizzesPassed', quizzes,
    'perfectQuizzes', perfect,
    'coursesCompleted', courses,
    'coursesTotal', courses_total,
    'publicCoursesCompleted', public_courses,
    'publicCoursesTotal', public_total,
    'longestCheckInStreak', (private.check_in_streak(private.check_in_days(uid), today)).longest_run,
    'longestSavingStreak',
      (private.weekly_streak(private.saving_mondays(uid, lenient), this_monday)).longest_run,
    'tasksApproved', tasks,
    'level', private.level_for_xp(private.xp_total(uid, lenient)));
end
$$;

revoke all on function private.gconst(text), private.stockholm_date(timestamptz),
  private.stockholm_today(), private.stockholm_midnight(date), private.iso_monday(date),
  private.parse_date(text), private.parse_iso_week(text), private.api_user(),
  private.xp_effective(uuid[]), private.xp_total(uuid, boolean),
  private.streak_run(date[], integer, date, integer, integer),
  private.check_in_streak(date[], date), private.weekly_streak(date[], date),
  private.check_in_days(uuid), private.saving_mondays(uuid, boolean),
  private.behaviour_stats(uuid, date, boolean)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Client-posted XP. Replaces the first check of 20261122001300 (same messages, errcode 23514).
-- Checks only what API roles write for themselves: a row for someone else is refused by RLS right
-- after (checking it here would tell the caller whether another user's source exists); trusted
-- writers (service_role, the owner) are not checked. Security definer to read the private
-- catalogue: every lookup names the caller's own user id.
--
-- The same award again (same id, or same kind and source: another device, a retried push) is
-- left to the unique key, so push_ops answers 'duplicate' even when the check would no longer
-- pass (a no-spend day from last month).
--
-- source_id formats (the client writes exactly these; ids are stored in lower case, numbers
-- without leading zeros, so one award has one spelling):
--   purchase_logged   a transaction id of the user's
--   no_spend_day      the Stockholm date 'YYYY-MM-DD': today or one of the 7 days before (server
--                     time; 10 minutes of clock skew allowed), with no expense (not deleted) on
--                     that date when the award arrives
--   goal_deposit      a deposit id of the user's (a deposit, not a withdrawal, not deleted)
--   goal_milestone    '<goal id>:<25|50|75>': the goal's deposits (not deleted) reach the share
--   goal_reached      the goal id: the goal's deposits (not deleted) reach its target
--   budget_kept       the ISO week 'YYYY-Www' (e.g. '2026-W47'): an ended week of the last 10
--                     (the client looks back 8), with a weekly budget (the latest one set for that
--                     week or before, as the budget card shows), expenses in the week ≤ it, and a
--                     purchase, income or no-spend day in the week (the client's judgement call)
--   lesson_completed  a catalogue lesson id, finished (lesson_progress.completed_at)
--   quiz_passed       a catalogue lesson id, quiz passed (best_score ≥ 60)
--   course_completed  a catalogue course id, every lesson of it finished; XP ≤ the course's XP
--   task_approved     a task id of the user's, approved by a parent; XP ≤ least(task XP, 100)
--   streak_milestone  'streak:<first day YYYY-MM-DD>:<7|30|100>', XP 25/100/250: the check-in run
--                     from that day (played as checkInStreak does) has that many check-ins and was
--                     still alive within the last 7 days. A second award for the same milestone
--                     whose run overlaps one already awarded is skipped as a duplicate (a run's
--                     first day can move when a backdated purchase fills a gap).
create or replace function private.check_xp_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.api_user();
  uuid_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  src constant text := lower(new.source_id);
  today constant date := private.stockholm_today();
  rule record;
  found_source boolean := false;
  parts text[];
  the_day date;
  monday date;
  target bigint;
  saved bigint;
  cap integer;
  task record;
  milestone integer;
  days date[];
  run_index integer;
  run record;
  other record;
  other_run record;
  other_first integer;
begin
  if me is null or new.user_id is distinct from me then
    return new;
  end if;
  -- Ids in one spelling, so the unique key sees 'ABC…' and 'abc…' as the same award.
  if new.kind in ('purchase_logged', 'goal_deposit', 'goal_milestone', 'goal_reached', 'task_approved') then
    new.source_id := src;
  end if;
  if exists (select 1 from public.xp_events x where x.id = new.id
      or (x.user_id = new.user_id and x.kind = new.kind and x.source_id = new.source_id)) then
    return new;
  end if;
  -- Dated by the server (as push_ops does): XP cannot be moved into another day or period.
  new.created_at := now();

  select * into rule from private.xp_rules r where r.kind = new.kind;
  if not found then
    raise exception 'Okänd XP-händelse: %', new.kind using errcode = '23514';
  end if;
  if new.amount > rule.max_xp then
    raise exception 'För mycket XP för %: högst % XP', new.kind, rule.max_xp using errcode = '23514';
  end if;

  -- (uuid casts only after the pattern matched: a failing cast would abort the insert.)
  case new.kind
    when 'purchase_logged' then
      if src ~ uuid_pattern then
        found_source := exists (
          select 1 from public.transactions t where t.id = src::uuid and t.user_id = me);
      end if;

    when 'no_spend_day' then
      the_day := private.parse_date(new.source_id);
      if the_day is null then
        raise exception 'En köpfri dag anges som ÅÅÅÅ-MM-DD, inte %', new.source_id
          using errcode = '23514';
      end if;
      if the_day > private.stockholm_date(now() + interval '10 minutes') or the_day < today - 7 then
        raise exception 'En köpfri dag kan bara markeras för i dag eller någon av de sju senaste dagarna (%)',
          new.source_id using errcode = '23514';
      end if;
      if exists (
        select 1 from public.transactions t
        where t.user_id = me and t.type = 'expense' and not t.deleted
          and t.occurred_at >= private.stockholm_midnight(the_day)
          and t.occurred_at < private.stockholm_midnight(the_day + 1)) then
        raise exception 'Du har skrivit upp en utgift den %, så den dagen kan inte bli en köpfri dag',
          new.source_id using errcode = '23514';
      end if;
      found_source := true;

    when 'goal_deposit' then
      if src ~ uuid_pattern then
        found_source := exists (
          select 1 from public.goal_deposits d
          where d.id = src::uuid and d.user_id = me and d.amount_ore > 0 and not d.deleted);
      end if;

    when 'goal_milestone', 'goal_reached' then
      if new.kind = 'goal_reached' then
        parts := array[src, '100'];
      else
        parts := regexp_match(src, '^(.{36}):([0-9]{1,3})$');
      end if;
      if parts is not null and parts[1] ~ uuid_pattern
        and (new.kind = 'goal_reached' or exists (select 1 from private.xp_milestones m
          where m.kind = 'goal_milestone' and m.milestone::text = parts[2])) then
        select g.target_ore into target
        from public.savings_goals g where g.id = parts[1]::uuid and g.user_id = me;
        found_source := found;
      end if;
      if found_source then
        select coalesce(sum(d.amount_ore), 0) into saved
        from public.goal_deposits d where d.goal_id = parts[1]::uuid and not d.deleted;
        if saved * 100 < target * parts[2]::integer then
          if new.kind = 'goal_reached' then
            raise exception 'Sparmålet är inte nått än' using errcode = '23514';
          end if;
          raise exception 'Sparmålet har inte nått % %% än', parts[2] using errcode = '23514';
        end if;
      end if;

    when 'budget_kept' then
      monday := private.parse_iso_week(new.source_id);
      if monday is null then
        raise exception 'En budgetvecka anges som ÅÅÅÅ-Wvv (till exempel 2026-W47), inte %',
          new.source_id using errcode = '23514';
      end if;
      if monday + 7 > today then
        raise exception 'Vecka % är inte slut än', new.source_id using errcode = '23514';
      end if;
      if monday < private.iso_monday(today) - 7 * 10 then
        raise exception 'Vecka % är för länge sedan för att ge XP', new.source_id
          using errcode = '23514';
      end if;
      select b.limit_ore into target
      from public.weekly_budgets b
      where b.user_id = me and not b.deleted and b.week_start <= monday
      order by b.week_start desc
      limit 1;
      if not found then
        raise exception 'Du hade ingen veckobudget vecka %', new.source_id using errcode = '23514';
      end if;
      select coalesce(sum(t.amount_ore), 0) into saved
      from public.transactions t
      where t.user_id = me and t.type = 'expense' and not t.deleted
        and t.occurred_at >= private.stockholm_midnight(monday)
        and t.occurred_at < private.stockholm_midnight(monday + 7);
      if saved > target then
        raise exception 'Du höll inte veckobudgeten vecka %', new.source_id using errcode = '23514';
      end if;
      if not exists (
          select 1 from public.transactions t
          where t.user_id = me and not t.deleted
            and t.occurred_at >= private.stockholm_midnight(monday)
            and t.occurred_at < private.stockholm_midnight(monday + 7))
        and not exists (
          select 1 from public.xp_events x
          where x.user_id = me and x.kind = 'no_spend_day' and not x.deleted
            and coalesce(private.parse_date(x.source_id), private.stockholm_date(x.created_at))
              between monday and monday + 6) then
        raise exception 'Vecka % har inget uppskrivet köp och ingen köpfri dag', new.source_id
          using errcode = '23514';
      end if;
      found_source := true;

    when 'lesson_completed', 'quiz_passed' then
      if not exists (select 1 from private.catalog_lessons cl where cl.id = new.source_id) then
        raise exception 'Okänd lektion: %', new.source_id using errcode = '23514';
      end if;
      found_source := exists (
        select 1 from public.lesson_progress l
        where l.user_id = me and l.lesson_id = new.source_id and not l.deleted
          and case new.kind
            when 'lesson_completed' then l.completed_at is not null
            else l.best_score >= private.gconst('quiz_pass_percent')
          end);

    when 'course_completed' then
      select c.xp into cap from private.catalog_courses c where c.id = new.source_id;
      if not found then
        raise exception 'Okänd kurs: %', new.source_id using errcode = '23514';
      end if;
      cap := least(cap, private.gconst('course_xp_max'));
      if new.amount > cap then
        raise exception 'För mycket XP för kursen %: högst % XP', new.source_id, cap
          using errcode = '23514';
      end if;
      if exists (
        select 1 from private.catalog_lessons cl
        where cl.course_id = new.source_id and not exists (
          select 1 from public.lesson_progress l
          where l.user_id = me and l.lesson_id = cl.id and not l.deleted
            and l.completed_at is not null)) then
        raise exception 'Du har inte klarat alla lektioner i kursen % än', new.source_id
          using errcode = '23514';
      end if;
      found_source := true;

    when 'task_approved' then
      if src ~ uuid_pattern then
        select t.status, t.reward_xp into task
        from public.tasks t where t.id = src::uuid and t.user_id = me;
        found_source := found;
      end if;
      if found_source then
        if task.status <> 'approved' then
          raise exception 'Uppdraget är inte godkänt av en förälder än' using errcode = '23514';
        end if;
        cap := least(task.reward_xp, private.gconst('task_xp_max'));
        if new.amount > cap then
          raise exception 'För mycket XP för uppdraget: högst % XP', cap using errcode = '23514';
        end if;
      end if;

    when 'streak_milestone' then
      parts := regexp_match(new.source_id, '^streak:([0-9]{4}-[0-9]{2}-[0-9]{2}):([0-9]{1,3})$');
      if parts is not null then
        select m.milestone, m.xp into milestone, cap
        from private.xp_milestones m
        where m.kind = 'streak_milestone' and m.milestone::text = parts[2];
        found_source := found and private.parse_date(parts[1]) is not null;
      end if;
      if found_source then
        if new.amount > cap then
          raise exception 'För mycket XP för %: högst % XP', new.kind, cap using errcode = '23514';
        end if;
        -- Play the run from its first day up to tomorrow (a client clock a little ahead).
        select array_agg(d order by d) into days
        from unnest(private.check_in_days(me)) d where d <= today + 1;
        run_index := array_position(days, private.parse_date(parts[1]));
        select * into run from private.streak_run(days, coalesce(run_index, 1), today + 1,
          private.gconst('max_freezes'), private.gconst('days_per_freeze'));
        if run_index is null
          or run.checks < milestone or not (run.alive or run.break_day >= today - 7) then
          raise exception 'Streaken som började % har inte nått % dagar', parts[1], milestone
            using errcode = '23514';
        end if;
        -- Once per milestone per run: a run overlapping one already awarded is the same streak.
        for other in
          select private.parse_date((regexp_match(x.source_id, '^streak:([0-9-]{10}):'))[1]) as start
          from public.xp_events x
          where x.user_id = me and x.kind = 'streak_milestone' and not x.deleted
            and x.source_id like 'streak:%:' || milestone
        loop
          other_first := array_position(days, other.start);
          continue when other_first is null or other.start = days[run_index];
          select * into other_run from private.streak_run(days, least(run_index, other_first),
            today + 1, private.gconst('max_freezes'), private.gconst('days_per_freeze'));
          if other_run.alive or other_run.break_day > days[greatest(run_index, other_first)] then
            return null; -- skipped: push_ops answers 'duplicate'
          end if;
        end loop;
      end if;

    else
      -- A kind added to XP_RULES needs its check here before clients may post it.
      raise exception 'XP-händelsen % kan inte kontrolleras av servern än', new.kind
        using errcode = '23514';
  end case;

  if not found_source then
    raise exception 'XP kan bara ges för något du själv har gjort (% %)', new.kind, new.source_id
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_xp_event() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Client-posted badges: a known badge whose rule the server's own counts meet (lenient mode,
-- on tomorrow's date so a client clock a little ahead keeps its last day). Same caller rules as
-- check_xp_event; the same badge again is left to the unique key ('duplicate').
create function private.check_earned_badge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.api_user();
  badge record;
  stats jsonb;
  have integer;
  need integer;
begin
  if me is null or new.user_id is distinct from me then
    return new;
  end if;
  if exists (select 1 from public.earned_badges b
      where b.id = new.id or (b.user_id = new.user_id and b.badge_id = new.badge_id)) then
    return new;
  end if;
  select * into badge from private.catalog_badges c where c.id = new.badge_id;
  if not found then
    raise exception 'Okänd badge: %', new.badge_id using errcode = '23514';
  end if;
  stats := private.behaviour_stats(me, private.stockholm_today() + 1, true);
  have := coalesce((stats ->> badge.stat)::integer, 0);
  need := case badge.rule_type
    when 'atLeast' then badge.target
    else coalesce((stats ->> badge.total)::integer, 0)
  end;
  if not (need > 0 and have >= need) then
    raise exception 'Badgen % är inte förtjänad än (% av %)', new.badge_id, least(have, need), need
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_earned_badge() from public, anon, authenticated;

create trigger earned_badges_check
before insert on public.earned_badges
for each row execute function private.check_earned_badge();

-- ---------------------------------------------------------------------------------------------
-- 5. Scores of every participant for [starts, ends) (replaces 20261122001300's first version).
--   score        effective XP of the competition kinds created in the period, plus goal points.
--                Goal awards (goal_milestone, goal_reached) count only for goals with a target of
--                at least min_scoring_target_ore (100 kr), and for at most scoring_goals (3)
--                goals a period, the first ones awarded: new tiny goals cannot farm XP.
--                Goal points: per goal with a target of at least 100 kr, floor(net deposits in
--                the period · 100 / target), clamped to 0 … 100; the period's goal points are
--                the sum of the best 3 goals' points (at every moment, for reached_at).
--   reached_at   the earliest moment the running score was at least the final score (null for 0).
--   level        from effective XP (every kind, all time).
--   streak       the daily check-in streak with earned freezes (checkInStreak's current), today.
--   badge_count  earned badges (not deleted) of the catalogue: API-written rows all passed
--                check_earned_badge; retired or unknown ids (trusted writers only) do not count.
create or replace function private.competition_scores(starts timestamptz, ends timestamptz,
  today date, extra_user uuid default null)
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
  settings as (
    select private.gconst('min_scoring_target_ore') as min_target,
      private.gconst('scoring_goals') as best_goals,
      private.gconst('goal_points_cap') as cap
  ),
  period_xp as (
    select e.user_id as uid, e.kind, e.source_id, e.created_at as at, e.effective
    from private.xp_effective(array(select uid from people)) e
    join private.xp_rules r on r.kind = e.kind and r.competition
    where e.created_at >= starts and e.created_at < ends and e.effective > 0
  ),
  award_goals as (
    select p.uid, split_part(p.source_id, ':', 1) as goal_key,
      row_number() over (partition by p.uid order by min(p.at), split_part(p.source_id, ':', 1)) as n
    from period_xp p
    join public.savings_goals g
      on g.id::text = lower(split_part(p.source_id, ':', 1)) and g.user_id = p.uid
    where p.kind in ('goal_milestone', 'goal_reached')
      and g.target_ore >= (select min_target from settings)
    group by p.uid, split_part(p.source_id, ':', 1)
  ),
  xp_steps as (
    select p.uid, p.at, p.effective::numeric as delta
    from period_xp p
    where p.kind not in ('goal_milestone', 'goal_reached')
      or exists (
        select 1 from award_goals ag
        where ag.uid = p.uid and ag.goal_key = split_part(p.source_id, ':', 1)
          and ag.n <= (select best_goals from settings))
  ),
  deposit_times as (
    select d.user_id as uid, d.goal_id, d.created_at as at, sum(d.amount_ore) as amount
    from public.goal_deposits d
    where d.user_id in (select uid from people) and not d.deleted
      and d.created_at >= starts and d.created_at < ends
    group by d.user_id, d.goal_id, d.created_at
  ),
  goal_curve as (
    select dt.uid, dt.goal_id, dt.at,
      greatest(0, least((select cap from settings), floor(
        sum(dt.amount) over (partition by dt.uid, dt.goal_id order by dt.at) * 100 / g.target_ore
      ))) as points
    from deposit_times dt
    join public.savings_goals g on g.id = dt.goal_id
    where g.target_ore >= (select min_target from settings)
  ),
  goal_totals as (
    select m.uid, m.at, (
      select coalesce(sum(ranked.points), 0)
      from (
        select latest.points, row_number() over (order by latest.points desc) as n
        from (
          select distinct on (gc.goal_id) gc.points
          from goal_curve gc
          where gc.uid = m.uid and gc.at <= m.at
          order by gc.goal_id, gc.at desc
        ) latest
      ) ranked
      where ranked.n <= (select best_goals from settings)
    ) as total
    from (select distinct gc.uid, gc.at from goal_curve gc) m
  ),
  goal_steps as (
    select gt.uid, gt.at,
      gt.total - coalesce(lag(gt.total) over (partition by gt.uid order by gt.at), 0) as delta
    from goal_totals gt
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
  )
  select p.uid, p.name, p.participating,
    coalesce(s.score, 0)::integer,
    s.reached_at,
    private.level_for_xp(private.xp_total(p.uid)),
    (private.check_in_streak(private.check_in_days(p.uid), today)).current_run,
    (select count(*) from public.earned_badges b
      join private.catalog_badges c on c.id = b.badge_id
      where b.user_id = p.uid and not b.deleted)::integer
  from people p
  left join scores s on s.uid = p.uid
$$;
revoke all on function private.competition_scores(timestamptz, timestamptz, date, uuid)
  from public, anon, authenticated;
