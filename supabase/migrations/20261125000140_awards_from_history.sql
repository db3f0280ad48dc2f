-- Streaks and badges from history (fair play, issue 19): awards the server derives from what it
-- has stamped, brought up to date at the end of every push.
--
-- Owns: private.transaction_days (each user's transactions per bounded check-in day, kept by
-- triggers), private.check_in_days and private.behaviour_stats (the counts a badge rule reads),
-- both bounded by the offline grace; private.refresh_awards (last week's kept budget, check-in streak
-- milestones, every badge the server's own counts earn) and the final
-- private.pay_approved_task (a parent's approval earns the child's badges at once). The streak
-- algorithms are in 20261122001430_streaks.sql, the badge rules in private.catalog_badges.

-- ---------------------------------------------------------------------------------------------
-- 6b. Transaction days (issue 23: every push refreshes the awards, and finding each transaction's
-- bounded day again made a push cost grow with the teen's whole history). Per user and bounded
-- Stockholm day (below), the number of transactions not deleted, kept by statement triggers in
-- the same transaction as the rows; recomputed for a user whose account creation time moves.
-- Only the teen's own (origin 'self'): an allowance or a reward the server paid is no check-in.
create table private.transaction_days (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  transactions integer not null,
  primary key (user_id, day)
);
revoke all on private.transaction_days from public, anon, authenticated;

-- The day a transaction counts on: the day it names, but only within the offline grace of its
-- arrival (a purchase typed in for last month is today's check-in), never before the account.
create function private.transaction_day(occurred_at timestamptz, received timestamptz,
  account_created timestamptz) returns date
language sql
stable
as $$
  select private.stockholm_date(private.bounded_instant(occurred_at, received, account_created))
$$;

-- Adds n(i) transactions to day(i) of user(i); a day that falls to 0 is removed.
create function private.tally_transaction_days(users uuid[], days date[], counts integer[])
returns void
language plpgsql
security definer set search_path = ''
as $$
begin
  insert into private.transaction_days as d (user_id, day, transactions)
  select c.user_id, c.day, sum(c.n)
  from unnest(users, days, counts) c(user_id, day, n)
  group by 1, 2
  on conflict (user_id, day) do update set transactions = d.transactions + excluded.transactions;
  delete from private.transaction_days d
  using unnest(users, days) c(user_id, day)
  where d.user_id = c.user_id and d.day = c.day and d.transactions <= 0;
end
$$;

-- Statement triggers on public.transactions; transition tables: added (the new rows of an
-- insert or update), removed (the old rows of an update or delete). Only the teen's own rows not
-- deleted count.
create function private.track_transaction_days() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  users uuid[];
  days date[];
  counts integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(a.user_id), array_agg(private.transaction_day(a.occurred_at, a.created_at,
        u.created_at)), array_agg(1)
    into users, days, counts
    from added a join auth.users u on u.id = a.user_id where not a.deleted and a.origin = 'self';
  elsif tg_op = 'UPDATE' then
    select array_agg(c.user_id), array_agg(private.transaction_day(c.occurred_at, c.created_at,
        u.created_at)), array_agg(c.n)
    into users, days, counts
    from (
      select a.user_id, a.occurred_at, a.created_at, 1 as n from added a
      where not a.deleted and a.origin = 'self'
      union all
      select r.user_id, r.occurred_at, r.created_at, -1 from removed r
      where not r.deleted and r.origin = 'self'
    ) c join auth.users u on u.id = c.user_id;
  else
    select array_agg(r.user_id), array_agg(private.transaction_day(r.occurred_at, r.created_at,
        u.created_at)), array_agg(-1)
    into users, days, counts
    from removed r join auth.users u on u.id = r.user_id where not r.deleted and r.origin = 'self';
  end if;
  if users is not null then
    perform private.tally_transaction_days(users, days, counts);
  end if;
  return null;
end
$$;
create trigger transactions_days_insert after insert on public.transactions
referencing new table as added
for each statement execute function private.track_transaction_days();
create trigger transactions_days_update after update on public.transactions
referencing old table as removed new table as added
for each statement execute function private.track_transaction_days();
create trigger transactions_days_delete after delete on public.transactions
referencing old table as removed
for each statement execute function private.track_transaction_days();

-- A user's days from scratch: when the account's creation time moves (staff, tests), every
-- bound moves with it.
create function private.recount_transaction_days(uid uuid) returns void
language sql
security definer set search_path = ''
as $$
  delete from private.transaction_days d where d.user_id = uid;
  insert into private.transaction_days (user_id, day, transactions)
  select t.user_id, private.transaction_day(t.occurred_at, t.created_at, u.created_at), count(*)
  from public.transactions t join auth.users u on u.id = t.user_id
  where t.user_id = uid and not t.deleted and t.origin = 'self'
  group by 1, 2;
$$;
create function private.recount_days_of_moved_account() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.recount_transaction_days(new.id);
  return null;
end
$$;
create trigger users_recount_transaction_days after update of created_at on auth.users
for each row when (new.created_at is distinct from old.created_at)
execute function private.recount_days_of_moved_account();
revoke all on function private.transaction_day(timestamptz, timestamptz, timestamptz),
  private.tally_transaction_days(uuid[], date[], integer[]), private.track_transaction_days(),
  private.recount_transaction_days(uuid), private.recount_days_of_moved_account()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 7. Check-in days, bounded: a purchase counts on the day it names only within the offline
-- grace of its arrival (a purchase typed in for last month is today's check-in, not last
-- month's), never before the account. Lessons count on their (bounded) completion; no-spend days
-- on their awarded day.
create function private.check_in_days(uid uuid) returns date[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct c.check_in), '{}')
  from (
    select d.day as check_in
    from private.transaction_days d
    where d.user_id = uid
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

-- BehaviourStats from the user's synced rows, keyed exactly as the client's type (badges.ts) and
-- computed as src/data/queries/behaviour.ts does, on the Stockholm day `today`. Deliberate
-- differences: purchase days are bounded as above (a badge for 25 days of logging takes days the
-- server can vouch for, not 25 back-dated purchases sent at once); lessons, quizzes and courses
-- count only catalogue lessons (a made-up lesson id earns nothing); and in lenient mode the counts
-- the server dates by sync time give the benefit of the doubt:
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
  select coalesce(sum(d.transactions), 0), count(*)
  into purchases, purchase_days
  from private.transaction_days d
  where d.user_id = uid;

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
  where d.user_id = uid and d.amount_ore > 0 and not d.deleted and d.origin = 'self';
  if lenient then
    select count(*) into deposit_awards
    from public.xp_events x
    where x.user_id = uid and x.kind = 'goal_deposit' and not x.deleted;
    deposit_days := greatest(deposit_days, deposit_awards);
  end if;

  -- goal_reached awards, and the goals whose deposits have reached the target; as for points,
  -- only goals of at least min_scoring_target_ore count.
  select count(*) into goals_reached
  from (
    select lower(x.source_id) as goal
    from public.xp_events x
    join public.savings_goals g on g.id::text = lower(x.source_id) and g.user_id = uid
    where x.user_id = uid and x.kind = 'goal_reached' and not x.deleted
      and g.target_ore >= private.gconst('min_scoring_target_ore')
    union
    select g.id::text
    from public.savings_goals g
    where g.user_id = uid and not g.deleted and g.saved_ore >= g.target_ore
      and g.target_ore >= private.gconst('min_scoring_target_ore')
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
revoke all on function private.check_in_days(uuid), private.behaviour_stats(uuid, date, boolean)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 8. Awards that follow from history, brought up to date at the end of every push (and by the
-- scheduled close): last week's kept budget (judged all this week on evidence received in time:
-- a budget set by the week's end plus the offline grace, a bounded check-in that week), check-in
-- streak milestones, and every badge the server's own counts earn.
create function private.refresh_awards(uid uuid) returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_today();
  monday constant date := private.iso_monday(today) - 7;
  week_end constant timestamptz := private.stockholm_midnight(monday + 7);
  week_key constant text := to_char(monday, 'IYYY-"W"IW');
  budget bigint;
  streak record;
  milestone record;
  stats jsonb;
begin
  if uid is null or not exists (select 1 from auth.users u where u.id = uid) then
    return;
  end if;

  if private.account_created_at(uid) < week_end
    and not exists (select 1 from public.xp_events x
      where x.user_id = uid and x.kind = 'budget_kept' and x.source_id = week_key) then
    -- The latest budget for that week or before, as the budget card shows it, among those the
    -- server had by the week's end plus the offline grace (none set afterwards for the past).
    select b.limit_ore into budget
    from public.weekly_budgets b
    where b.user_id = uid and not b.deleted and b.week_start <= monday
      and b.created_at <= week_end + private.offline_grace()
    order by b.week_start desc
    limit 1;
    if budget is not null
      and (select coalesce(sum(t.amount_ore), 0) from public.transactions t
        where t.user_id = uid and t.type = 'expense' and not t.deleted
          and t.occurred_at >= private.stockholm_midnight(monday) and t.occurred_at < week_end) <= budget
      and exists (select 1 from unnest(private.check_in_days(uid)) d where d between monday and monday + 6)
    then
      perform private.award(uid, 'budget_kept', week_key, private.rule_xp('budget_kept'));
    end if;
  end if;

  select * into streak from private.check_in_streak(private.check_in_days(uid), today);
  if streak.current_run > 0 and streak.run_start is not null then
    for milestone in
      select m.milestone, m.xp from private.xp_milestones m
      where m.kind = 'streak_milestone' and m.milestone <= streak.current_run
    loop
      -- Once per milestone per run: a run whose first day moved (a late purchase filled a gap)
      -- is the same streak.
      if not exists (
        select 1 from public.xp_events x
        where x.user_id = uid and x.kind = 'streak_milestone' and not x.deleted
          and x.source_id like 'streak:%:' || milestone.milestone
          and private.parse_date((regexp_match(x.source_id, '^streak:([0-9-]{10}):'))[1])
            between streak.run_start - private.gconst('max_freezes') - 1 and today) then
        perform private.award(uid, 'streak_milestone',
          'streak:' || to_char(streak.run_start, 'YYYY-MM-DD') || ':' || milestone.milestone, milestone.xp);
      end if;
    end loop;
  end if;

  stats := private.behaviour_stats(uid, today);
  insert into public.earned_badges (id, user_id, badge_id)
  select private.name_uuid('earned_badges', uid::text, c.id), uid, c.id
  from private.catalog_badges c
  where coalesce((stats ->> c.stat)::integer, 0) >= case c.rule_type
      when 'atLeast' then c.target
      else greatest(coalesce((stats ->> c.total)::integer, 0), 1)
    end
  on conflict do nothing;
end
$$;

revoke all on function private.refresh_awards(uuid) from public, anon, authenticated;

