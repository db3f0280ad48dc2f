-- The competition score (fair play, issue 19): what 'Månadens Tävling' ranks by.
--
-- Owns: private.competition_points (the score of given users in a period, the one definition:
-- the maintained standings of 20261127000300_league_standings.sql, the monthly close and the
-- data export read it) and private.competition_scores (the same for every participant, with
-- level, streak and badges: the live reference). Every number in it is data: the categories and
-- their daily caps, the daily ceiling and the goal numbers come from the generated catalogue
-- (private.points_categories, private.gconst), the level from the generated private.level_for_xp.

-- ---------------------------------------------------------------------------------------------
-- The competition score. Per user of `uids` with any step in [starts, ends):
--   steps        scoring awards of the competition kinds created in the period (effective XP;
--                goal awards only for the first 3 goals of at least 100 kr), each in its
--                category; plus goal points (category 'saving'): per goal of at least 100 kr,
--                from the teen's own deposits (origin 'self': a gift, interest, allowance or
--                reward shows on the goal but scores nothing) made once the goal was
--                goal_maturity_hours old,
--                least(floor(net deposits in the period · 100 / target), goal_points_cap,
--                goal_points_per_day · the days with such a deposit so far) — a goal's points
--                take days, however much is deposited at once; the best 3 goals count.
--   confirmed    a saving step (deposit XP, a milestone, a reached goal, goal points) at time t
--                on a goal counts in full only when every deposit of the teen's own on that
--                goal made up to t is confirmed by a guardian (issue 40 §6: typed money cannot
--                win a prize alone); unconfirmed saving steps give at most
--                unconfirmed_saving_cap in the period, together.
--   caps         each Stockholm day, each category gives at most its daily_cap and all together
--                at most daily_points_ceiling; a step over a cap counts only up to it.
--   score        the capped steps' sum; reached_at the earliest moment the running total was the
--                final score (ties go to who reached it first).
-- PL/pgSQL rather than SQL only so that a session keeps its plan: the standings triggers call it
-- for one user at a time, and planning this query costs more than running it.
create function private.competition_points(starts timestamptz, ends timestamptz, uids uuid[])
returns table (user_id uuid, score integer, reached_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with settings as (
    select private.gconst('min_scoring_target_ore') as min_target,
      private.gconst('scoring_goals') as best_goals,
      private.gconst('goal_points_cap') as cap,
      private.gconst('goal_points_per_day') as per_day,
      make_interval(hours => private.gconst('goal_maturity_hours')) as maturity,
      private.gconst('daily_points_ceiling') as ceiling,
      private.gconst('unconfirmed_saving_cap') as unconfirmed_cap
  ),
  -- Per goal of the users: from when on its steps are unconfirmed (its earliest deposit of the
  -- teen's own that no guardian confirmed; null: every one is confirmed).
  unconfirmed_from as (
    select d.goal_id, min(d.created_at) as at
    from public.goal_deposits d
    where d.user_id = any (uids) and not d.deleted and d.origin = 'self' and d.confirmed_at is null
    group by d.goal_id
  ),
  period_xp as (
    select e.user_id as uid, e.kind, e.source_id, e.created_at as at, e.effective, r.category
    from private.xp_effective(uids, starts - interval '7 days') e
    join private.xp_rules r on r.kind = e.kind and r.competition
    join public.xp_events x on x.id = e.id and x.scoring
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
    select p.uid, p.at, p.category, p.effective::numeric as delta,
      p.category <> 'saving' or p.at < coalesce(u.at, 'infinity') as confirmed
    from period_xp p
    left join public.goal_deposits own
      on p.kind = 'goal_deposit' and own.user_id = p.uid and own.id::text = lower(p.source_id)
    left join unconfirmed_from u on u.goal_id::text = case when p.kind = 'goal_deposit'
      then own.goal_id::text else lower(split_part(p.source_id, ':', 1)) end
    where p.kind not in ('goal_milestone', 'goal_reached')
      or exists (
        select 1 from award_goals ag
        where ag.uid = p.uid and ag.goal_key = split_part(p.source_id, ':', 1)
          and ag.n <= (select best_goals from settings))
  ),
  deposit_times as (
    select d.user_id as uid, d.goal_id, d.created_at as at, sum(d.amount_ore) as amount,
      private.stockholm_date(d.created_at) as day
    from public.goal_deposits d
    join public.savings_goals g on g.id = d.goal_id
    where d.user_id = any (uids) and not d.deleted and d.origin = 'self'
      and d.created_at >= starts and d.created_at < ends
      and d.created_at >= g.created_at + (select maturity from settings)
      and g.target_ore >= (select min_target from settings)
    group by d.user_id, d.goal_id, d.created_at
  ),
  deposit_days as (
    select dt.*, sum(dt.amount) over (partition by dt.uid, dt.goal_id order by dt.at
      rows unbounded preceding) as net
    from deposit_times dt
  ),
  goal_curve as (
    select dd.uid, dd.goal_id, dd.at, dd.at < coalesce(u.at, 'infinity') as confirmed,
      greatest(0, least(
        (select cap from settings),
        floor(dd.net * 100 / g.target_ore),
        (select per_day from settings) * (
          select count(distinct p.day) from deposit_times p
          where p.uid = dd.uid and p.goal_id = dd.goal_id and p.amount > 0 and p.at <= dd.at)
      )) as points
    from deposit_days dd
    join public.savings_goals g on g.id = dd.goal_id
    left join unconfirmed_from u on u.goal_id = dd.goal_id
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
    ) as total, m.confirmed
    from (select gc.uid, gc.at, bool_and(gc.confirmed) as confirmed
      from goal_curve gc group by gc.uid, gc.at) m
  ),
  goal_steps as (
    select gt.uid, gt.at, 'saving'::text as category,
      gt.total - coalesce(lag(gt.total) over (partition by gt.uid order by gt.at), 0) as delta,
      gt.confirmed
    from goal_totals gt
  ),
  raw_steps as (
    select s.uid, s.at, s.category, s.confirmed, private.stockholm_date(s.at) as day,
      sum(s.delta) as delta
    from (select * from xp_steps union all select * from goal_steps) s
    where s.delta <> 0
    group by s.uid, s.at, s.category, s.confirmed
  ),
  -- A capped running total moves by least(cum, cap) − least(cum − delta, cap). Unconfirmed saving
  -- steps first share their own small cap of the period; then every step its category's.
  unconfirmed_running as (
    select r.*, sum(r.delta) over (partition by r.uid, r.confirmed order by r.at
      rows unbounded preceding) as cum
    from raw_steps r
  ),
  confirmed_steps as (
    select ur.uid, ur.at, ur.day, ur.category, sum(case when ur.confirmed then ur.delta
      else least(ur.cum, (select unconfirmed_cap from settings))
        - least(ur.cum - ur.delta, (select unconfirmed_cap from settings)) end) as delta
    from unconfirmed_running ur
    group by ur.uid, ur.at, ur.day, ur.category
  ),
  category_running as (
    select r.*, sum(r.delta) over (partition by r.uid, r.day, r.category order by r.at
      rows unbounded preceding) as cum
    from confirmed_steps r
  ),
  category_steps as (
    select cr.uid, cr.at, cr.day, cr.category,
      least(cr.cum, pc.daily_cap) - least(cr.cum - cr.delta, pc.daily_cap) as delta
    from category_running cr
    join private.points_categories pc on pc.category = cr.category
  ),
  day_running as (
    select cs.*, sum(cs.delta) over (partition by cs.uid, cs.day order by cs.at, cs.category
      rows unbounded preceding) as cum
    from category_steps cs
  ),
  steps as (
    select dr.uid, dr.at,
      least(dr.cum, (select ceiling from settings))
        - least(dr.cum - dr.delta, (select ceiling from settings)) as delta
    from day_running dr
  ),
  running as (
    select st.uid, st.at,
      sum(st.delta) over (partition by st.uid order by st.at rows unbounded preceding) as total,
      sum(st.delta) over (partition by st.uid) as final
    from steps st
  )
  select r.uid, max(r.final)::integer as score,
    case when max(r.final) > 0 then min(r.at) filter (where r.total >= r.final) end as reached_at
  from running r
  group by r.uid;
end
$$;

-- Per participant (and extra_user, not participating, when named): the score above, the level,
-- the check-in streak on `today` and the badge count. The league's live reference; the board
-- itself reads the maintained private.league_standings (20261127000300_league_standings.sql).
create function private.competition_scores(starts timestamptz, ends timestamptz,
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
  left join private.competition_points(starts, ends, array(select uid from people)) s
    on s.user_id = p.uid
$$;
revoke all on function private.competition_points(timestamptz, timestamptz, uuid[]),
  private.competition_scores(timestamptz, timestamptz, date, uuid)
  from public, anon, authenticated;
