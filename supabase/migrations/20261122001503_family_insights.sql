-- Insights (issue 9, docs/families.md): what a guardian may know of one child, by ISO week in
-- Stockholm time, as the child's sharing settings allow.
--
-- Owns: public.parent_insights and its body private.family_insights, which the weekly family
-- report (20261127000700_notifications.sql) shares (what an 18+ child does not share is not even
-- computed; which flag governs what: 20261122001500_families_flow.sql).

-- ---------------------------------------------------------------------------------------------
-- Insights: what a guardian may know of one child, by ISO week in Stockholm time.

-- The body of public.parent_insights for `guardian`, with the Stockholm day `today` as a
-- parameter: the weekly report computes last week's numbers with it.
-- The caller checks that `guardian` is an active guardian of `child`. What an 18+ child does not
-- share is not even computed.
create function private.family_insights(guardian uuid, child uuid, weeks integer, today date)
returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  this_monday constant date := private.iso_monday(today);
  week_starts constant timestamptz := private.stockholm_midnight(this_monday);
  week_ends constant timestamptz := private.stockholm_midnight(this_monday + 7);
  span constant integer := least(greatest(coalesce(weeks, 4), 1), 12);
  adult boolean;
  sees_spending boolean;
  sees_goals boolean;
  sees_learning boolean;
  stats jsonb;
  streak record;
  check_in integer; -- null: not shared
  alive boolean;
  saving_weeks integer;
  total bigint;
begin
  adult := private.is_adult(child);
  sees_spending := private.shares_with_guardians(child, 'spending');
  sees_goals := private.shares_with_guardians(child, 'goals');
  sees_learning := private.shares_with_guardians(child, 'learning');
  if sees_learning then
    stats := private.behaviour_stats(child, today);
    select * into streak from private.check_in_streak(private.check_in_days(child), today);
    check_in := coalesce(streak.current_run, 0);
    alive := coalesce(streak.alive, false);
    total := private.xp_total(child);
  end if;
  if sees_goals then
    saving_weeks := coalesce(
      (private.weekly_streak(private.saving_mondays(child), this_monday)).current_run, 0);
  end if;

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
          'saved_ore', g.saved_ore, 'target_date', g.target_date, 'set_by_me', g.set_by = guardian,
          'match_percent', g.match_percent) order by g.created_at)
      from public.savings_goals g where g.user_id = child and not g.deleted), '[]'::jsonb) end,
    -- Put into savings goals this week (deposits, as the server received them).
    'saved_this_week_ore', case when sees_goals then (
      select coalesce(sum(d.amount_ore), 0)::bigint from public.goal_deposits d
      where d.user_id = child and not d.deleted
        and d.created_at >= week_starts and d.created_at < week_ends) end,
    'learning', case when sees_learning then jsonb_build_object(
      'lessons_completed', (stats ->> 'lessonsCompleted')::integer,
      'lessons_this_week', (select count(*) from public.lesson_progress l
        where l.user_id = child and not l.deleted
          and l.completed_at >= week_starts and l.completed_at < week_ends),
      'quizzes_passed', (stats ->> 'quizzesPassed')::integer,
      'courses_completed', (stats ->> 'coursesCompleted')::integer,
      'courses_total', (stats ->> 'coursesTotal')::integer) end,
    'streak', jsonb_build_object('check_in', check_in, 'alive', alive, 'saving_weeks', saving_weeks),
    'xp', case when sees_learning then
      jsonb_build_object('total', total, 'level', private.level_for_xp(total)) end,
    'tasks', jsonb_build_object(
      'waiting', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status = 'done'),
      'open', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status in ('open', 'rejected')),
      'approved_this_week', (select count(*) from public.tasks t where t.user_id = child and not t.deleted
        and t.status = 'approved' and t.updated_at >= week_starts and t.updated_at < week_ends)));
end
$$;
revoke all on function private.family_insights(uuid, uuid, integer, date)
  from public, anon, authenticated;

-- How many weeks back a guardian sees is her plan's (private.plans.insight_weeks: Basic 4,
-- Familj 12, issue 43); asking for more gives that many.
create function public.parent_insights(child uuid, weeks integer default 4) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  allowed constant integer := (select p.insight_weeks from private.plans p
    where p.id = private.plan_of(me));
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara se insikter om barn i din familj' using errcode = '42501';
  end if;
  return private.family_insights(me, child, least(coalesce(weeks, 4), allowed),
    private.stockholm_today());
end
$$;

revoke all on function public.parent_insights(uuid, integer) from public, anon;
grant execute on function public.parent_insights(uuid, integer) to authenticated;
