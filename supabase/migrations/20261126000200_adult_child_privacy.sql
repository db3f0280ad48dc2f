-- Issue 21 (deliverable 6): an 18+ child's hidden data reaches no guardian through any path.
--
-- From 18 a child decides what the family's guardians see (user_settings.share_spending /
-- share_goals / share_learning, all off by default; 20261122001500_families_flow.sql). That
-- migration guarded transactions, budgets, goals, deposits and lesson progress, but left XP,
-- badges, level and streaks "always visible", and the leaderboard and the prize notices never
-- asked. Which flag governs what, for every guardian of the family alike (a co-guardian is just
-- another active guardian):
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
-- Under 18 the family rules apply: guardians see everything.

-- ---------------------------------------------------------------------------------------------
-- 1. What a child shares with their guardians, whoever asks (guardian_sees answers the caller).

create function private.shares_with_guardians(child uuid, section text) returns boolean
language sql
stable
security definer
set search_path = ''
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
revoke all on function private.shares_with_guardians(uuid, text) from public, anon, authenticated;

-- May the caller, a guardian, see this section ('spending', 'goals', 'learning') of the child?
create or replace function public.guardian_sees(child uuid, section text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_guardian_of(child) and private.shares_with_guardians(child, section)
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Rows: XP events and badges are learning, as lesson progress already is.

drop policy if exists "xp_events: owner or guardian reads" on public.xp_events;
drop policy if exists "xp_events: owner, or a guardian the owner shares learning with" on public.xp_events;
create policy "xp_events: owner, or a guardian the owner shares learning with"
on public.xp_events for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

drop policy if exists "earned_badges: owner or guardian reads" on public.earned_badges;
drop policy if exists "earned_badges: owner, or a guardian the owner shares learning with" on public.earned_badges;
create policy "earned_badges: owner, or a guardian the owner shares learning with"
on public.earned_badges for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

-- ---------------------------------------------------------------------------------------------
-- 3. parent_insights: as in 20261122001500, but XP, level and the check-in streak are learning and
-- the saving streak is goals (null when not shared, like the sections). Tasks stay.

create or replace function public.parent_insights(child uuid, weeks integer default 4) returns jsonb
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
  check_in integer; -- null: not shared
  alive boolean;
  saving_weeks integer;
  total bigint;
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara se insikter om barn i din familj' using errcode = '42501';
  end if;
  adult := private.is_adult(child);
  sees_spending := public.guardian_sees(child, 'spending');
  sees_goals := public.guardian_sees(child, 'goals');
  sees_learning := public.guardian_sees(child, 'learning');
  -- Nothing of a section not shared is even computed.
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
    'streak', jsonb_build_object('check_in', check_in, 'alive', alive, 'saving_weeks', saving_weeks),
    'xp', case when sees_learning then
      jsonb_build_object('total', total, 'level', private.level_for_xp(total)) end,
    'tasks', jsonb_build_object(
      'waiting', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status = 'done'),
      'open', (select count(*) from public.tasks t where t.user_id = child and not t.deleted and t.status in ('open', 'rejected')),
      'approved_this_week', (select count(*) from public.tasks t where t.user_id = child and not t.deleted
        and t.status = 'approved' and t.updated_at >= private.stockholm_midnight(this_monday))));
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. The leaderboard (as 20261125000300): a guardian gets a child's row only where the child
-- shares learning (level, streak, badges, points and place are progress), and its saving streak
-- only where the child shares goals. Teens in the league see every row under its nickname, as
-- before.

create or replace function public.leaderboard(period text, scope text, at timestamptz default now())
returns table ("position" integer, display_name text, avatar_initials text, level integer,
  streak integer, saving_streak integer, badge_count integer, score integer, is_me boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  bounds record;
  viewer text;
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  if scope is null or scope not in ('all', 'family') then
    raise exception 'Okänt urval: % (all eller family)', coalesce(scope, 'null') using errcode = '22023';
  end if;
  viewer := private.require_league_viewer(me);
  select * into bounds from private.competition_period(period, $3);
  return query
  with ranked as (
    select s.user_id, s.display_name, s.level, s.streak, s.badge_count, s.score,
      (row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name, s.user_id))::integer as pos
    from private.competition_scores(bounds.starts, bounds.ends, bounds.today) s
    where s.participating and (scope = 'all' or s.user_id = me or s.user_id in (
      select them.user_id
      from public.family_members mine
      join public.family_members them on them.family_id = mine.family_id
      where mine.user_id = me and mine.status = 'active' and them.status = 'active'))
  )
  select r.pos,
    r.display_name,
    upper(left(r.display_name, 1) || left(regexp_replace(r.display_name, '^.*\s', ''), 1)),
    r.level, r.streak,
    case when viewer = 'teen' or public.guardian_sees(r.user_id, 'goals') then
      coalesce((private.weekly_streak(private.saving_mondays(r.user_id),
        private.iso_monday(bounds.today))).current_run, 0) end,
    r.badge_count, r.score,
    r.user_id = me
  from ranked r
  where viewer = 'teen' or public.guardian_sees(r.user_id, 'learning')
  order by r.pos;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. Prize notices (as 20261125000200): a minor's guardians are always told (they confirm the
-- delivery); an adult winner's only where she shares learning.

create or replace function private.tell_prize(claim public.prize_claims, event text) returns void
language plpgsql
set search_path = ''
as $$
declare
  month_name constant text := private.swedish_month(private.stockholm_date(claim.period_start));
  place constant text := format('plats %s i Månadens Tävling i %s – %s', claim.position,
    month_name, claim.prize);
  child_name constant text := private.first_name(claim.user_id);
  guardian uuid;
begin
  if event = 'won' then
    perform private.tell(claim.user_id, 'competition_won', 'Grattis!',
      format('Du kom på %s. %s', place, private.prize_next_step(claim, false)),
      '/leaderboard', 'Grattis till vinsten i Månadens Tävling!');
  elsif event = 'cleared' then
    perform private.tell(claim.user_id, 'prize_cleared', 'Priset är godkänt',
      format('Vi har kontrollerat resultatet: du kom på %s. %s', place,
        private.prize_next_step(claim, false)),
      '/leaderboard', 'Ditt pris i Månadens Tävling är godkänt');
  else
    perform private.tell(claim.user_id, 'prize_refused', 'Priset delas inte ut',
      format('Vi har granskat poängen i Månadens Tävling i %s och kan inte dela ut priset. Hör av dig till kundtjänst om du har frågor.',
        month_name),
      '/kundtjanst', 'Om ditt pris i Månadens Tävling');
  end if;
  if claim.confirmer <> 'guardian' and not private.shares_with_guardians(claim.user_id, 'learning') then
    return;
  end if;
  for guardian in select g from private.guardians_of(claim.user_id) g loop
    if event = 'won' then
      perform private.tell(guardian, 'competition_won_child', format('%s vann i Månadens Tävling', child_name),
        format('%s kom på %s. %s', child_name, place, private.prize_next_step(claim, true)),
        '/familj', format('%s vann i Månadens Tävling', child_name));
    elsif event = 'cleared' then
      perform private.tell(guardian, 'prize_cleared_child', format('%ss pris är godkänt', child_name),
        format('Vi har kontrollerat resultatet: %s kom på %s. %s', child_name, place,
          private.prize_next_step(claim, true)),
        '/familj', format('%ss pris i Månadens Tävling är godkänt', child_name));
    else
      perform private.tell(guardian, 'prize_refused_child', format('%ss pris delas inte ut', child_name),
        format('Vi har granskat %ss poäng i Månadens Tävling i %s och kan inte dela ut priset. Hör av dig till kundtjänst om du har frågor.',
          child_name, month_name),
        '/kundtjanst', format('Om %ss pris i Månadens Tävling', child_name));
    end if;
  end loop;
end
$$;
revoke all on function private.tell_prize(public.prize_claims, text) from public, anon, authenticated;
