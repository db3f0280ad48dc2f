-- Issue 8 (streaks "on the dashboard and the leaderboard"): each leaderboard row also shows the
-- weekly saving streak — weeks in a row with a deposit to a savings goal, as the dashboard
-- counts them (private.weekly_streak over private.saving_mondays).
--
-- Owns: public.leaderboard, participants only, ranked by score, then earlier time of reaching it,
-- then name (then the hidden user id, so equal rows still get stable, distinct positions); scope
-- 'family' = participants sharing an active family with the caller (and the caller); 'friends' =
-- the caller and their active friends, each with the shared sparkompis streak (friend_streak). The periods
-- and participants are in 20261122001300_competition.sql. Who may look is
-- private.require_league_viewer (20261125000300_league_nicknames.sql): a teen in the league sees
-- every row under its nickname; a guardian a child's row only where the child shares learning, and
-- its saving streak only where the child shares goals (20261122001500_families_flow.sql).
-- Paging (issue 23): with page_size, the rows at positions page_offset + 1 … page_offset +
-- page_size of what the caller may see, plus the caller's own row when it lies outside them;
-- without, every row. The rows come from the maintained standings (private.league_board,
-- 20261127000300_league_standings.sql), so a page costs the page, not the league.

create function public.leaderboard(period text, scope text, at timestamptz default now(),
  page_size integer default null, page_offset integer default 0)
returns table ("position" integer, display_name text, avatar_initials text, level integer,
  streak integer, saving_streak integer, badge_count integer, score integer, is_me boolean,
  friend_streak integer, child_name text)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := private.require_signed_in();
  bounds record;
  viewer text;
begin
  if scope is null or scope not in ('all', 'family', 'friends') then
    raise exception 'Okänt urval: % (all, family eller friends)', coalesce(scope, 'null') using errcode = 'P0001';
  end if;
  if page_size is not null and page_size not between 1 and 500 then
    raise exception 'Sidstorleken ska vara 1–500' using errcode = 'P0001';
  end if;
  if page_offset is null or page_offset < 0 then
    raise exception 'Sidans början kan inte vara negativ' using errcode = 'P0001';
  end if;
  viewer := private.require_league_viewer(me);
  select * into bounds from private.competition_period($1, $3);
  -- Level and badges for the whole page at once (one read of the page's awards and badges).
  return query
  with board as (
    select * from private.league_board($1, bounds.starts, $2, viewer, me, page_size, page_offset)
  ),
  xp as (
    select e.user_id, sum(e.effective) as total
    from private.xp_effective(array(select b.user_id from board b)) e
    group by e.user_id
  ),
  badges as (
    select b.user_id, count(*)::integer as n
    from public.earned_badges b
    join private.catalog_badges c on c.id = b.badge_id
    where b.user_id in (select r.user_id from board r) and not b.deleted
    group by b.user_id
  )
  select r."position",
    r.display_name,
    upper(left(r.display_name, 1) || left(regexp_replace(r.display_name, '^.*\s', ''), 1)),
    private.level_for_xp(coalesce(xp.total, 0)::bigint),
    (private.check_in_streak(private.check_in_days(r.user_id), bounds.today)).current_run,
    case when viewer = 'teen' or public.guardian_sees(r.user_id, 'goals') then
      coalesce((private.weekly_streak(private.saving_mondays(r.user_id),
        private.iso_monday(bounds.today))).current_run, 0) end,
    coalesce(badges.n, 0),
    r.score,
    r.user_id = me,
    -- The sparkompis streak with each friend on the friends board (20261127000600_friends.sql).
    case when $2 = 'friends' and r.user_id <> me then (
      select private.friend_streak(me, r.user_id, private.stockholm_date(f.active_since), bounds.today)
      from private.friendships f
      where f.status = 'active' and least(f.requester_id, f.addressee_id) = least(me, r.user_id)
        and greatest(f.requester_id, f.addressee_id) = greatest(me, r.user_id)) end,
    -- A guardian reads which nickname is which of her own children (issue 41 §5); nobody else
    -- ever sees a name on the board.
    case when viewer = 'guardian' and public.guardian_sees(r.user_id, 'learning') then
      private.first_name(r.user_id) end
  from board r
  left join xp on xp.user_id = r.user_id
  left join badges on badges.user_id = r.user_id
  order by r."position", r.display_name, r.user_id;
end
$$;
revoke all on function public.leaderboard(text, text, timestamptz, integer, integer) from public, anon;
grant execute on function public.leaderboard(text, text, timestamptz, integer, integer) to authenticated;
