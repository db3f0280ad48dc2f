-- Badges on the server: the counts a badge rule reads.
--
-- Owns: the first private.behaviour_stats (20261125000140_awards_from_history.sql replaces it with
-- bounded purchase days). The badge rules themselves are rows of private.catalog_badges (generated).

-- ---------------------------------------------------------------------------------------------
-- BehaviourStats from the user's synced rows, keyed exactly as the client's type
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

revoke all on function private.behaviour_stats(uuid, date, boolean)
  from public, anon, authenticated;
