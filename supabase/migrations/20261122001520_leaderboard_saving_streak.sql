-- Issue 8 (streaks "on the dashboard and the leaderboard"): each leaderboard row also shows the
-- weekly saving streak — weeks in a row with a deposit to a savings goal, as the dashboard
-- counts them (private.weekly_streak over private.saving_mondays).
--
-- Owns: public.leaderboard, participants only, ranked by score, then earlier time of reaching it,
-- then name (then the hidden user id, so equal rows still get stable, distinct positions); scope
-- 'family' = participants sharing an active family with the caller (and the caller). The periods
-- and participants are in 20261122001300_competition.sql. Who may look is
-- private.require_league_viewer (20261125000300_league_nicknames.sql): a teen in the league sees
-- every row under its nickname; a guardian a child's row only where the child shares learning, and
-- its saving streak only where the child shares goals (20261122001500_families_flow.sql).

create function public.leaderboard(period text, scope text, at timestamptz default now())
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
revoke all on function public.leaderboard(text, text, timestamptz) from public, anon;
grant execute on function public.leaderboard(text, text, timestamptz) to authenticated;
