-- Issue 8 (streaks "on the dashboard and the leaderboard"): each leaderboard row also shows the
-- weekly saving streak — weeks in a row with a deposit to a savings goal, as the dashboard
-- counts them (private.weekly_streak over private.saving_mondays).
--
-- Owns: public.leaderboard, participants only, ranked by score, then earlier time of reaching it,
-- then name (then the hidden user id, so equal rows still get stable, distinct positions); scope
-- 'family' = participants sharing an active family with the caller (and the caller). The periods
-- and participants are in 20261122001300_competition.sql; 20261126000200_adult_child_privacy.sql
-- replaces the function with its newest version.

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
    s.level, s.streak,
    coalesce((private.weekly_streak(private.saving_mondays(s.user_id),
      private.iso_monday(bounds.today))).current_run, 0),
    s.badge_count, s.score,
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
