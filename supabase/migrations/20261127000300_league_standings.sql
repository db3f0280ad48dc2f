-- Issue 23 (deliverable 6): a leaderboard that scales. The standings of every period are kept
-- up to date by triggers, in the same transaction as the facts that feed the score, so a page of
-- the board and one's own place are read from an index instead of scoring everyone on each call.
--
-- Owns: private.league_standings and private.league_score_counts, the triggers that keep them,
-- private.league_page, private.league_position and private.league_board (read by
-- public.leaderboard, 20261122001520_leaderboard_saving_streak.sql, and
-- public.competition_standing, 20261125000300_league_nicknames.sql).
--
-- What is stored. One row per (user, 'month' | 'week', period start) for each participant whose
-- score in that period is not 0: the score and reached_at exactly as private.competition_points
-- (20261125000160_competition_score.sql) computes them, and the nickname. Periods are Stockholm
-- months and ISO weeks, as private.competition_period; a new month simply starts without rows
-- (everyone at 0), and closed periods keep theirs. Everyone else (score 0) is the participants
-- table itself, read in name order. Board order: score desc, reached_at (nulls last), nickname,
-- user id; so the whole board is the positive rows, then the zero participants, then the
-- (rare) negative rows, and a position is 1 + the rows ahead: the holders of higher scores and
-- of its score reached in earlier hours (league_score_counts), plus the ties of its hour ahead
-- in the index. Everyone at 0 shares one place (positives + 1), listed by nickname: nobody has
-- reached anything to be ranked by, and a place earned by the alphabet would be no place at
-- all. It also makes that place a sum of counts, where counting the names ahead cost O(board).
-- The monthly close (20261125000200_competition_close.sql) still scores everyone live, once.
--
-- Why a score is recomputed, not added to. The caps (per category and day, the daily ceiling),
-- the best three goals, the goal-points ladder and reached_at do not add up fact by fact, so a
-- changed fact recomputes its owner's score for the periods it can affect, with the one
-- definition (private.competition_points). That costs one user's facts, not the league's.
--   xp_events       an award of a competition kind: the periods of its day and of its ISO
--                   week's Sunday (a week's XP ladder spans a month boundary: a deleted award
--                   shifts later awards of that week);
--   goal_deposits   a new one: the periods of its day; a changed one: its goal's days (a
--                   confirmation moves the goal's later saving steps);
--   savings_goals   a new, removed or re-targeted goal: the periods of its deposits and awards;
--   participants    joining: every period the user has facts in; the nickname and leaving
--                   follow by foreign key (on update / delete cascade).
-- The scoring catalogue (xp_rules, points_categories, gamification_constants) changes only by
-- migration: such a migration ends with `select private.rebuild_league_standings()`.
--
-- Concurrency. A recompute first takes its user's lock (transaction advisory lock), so two
-- transactions that change one user's facts write in turn, the second with what the first
-- committed. A statement touching more than 1 000 users (the backfill, a bulk import) takes the
-- whole league instead, which every recompute shares. Two transactions whose users move to or
-- from one score wait for each other on that score's count row until the first commits.

create table private.league_standings (
  user_id uuid not null,
  period text not null constraint league_standings_period_check check (period in ('month', 'week')),
  starts timestamptz not null,
  display_name text not null,
  score integer not null constraint league_standings_score_check check (score <> 0),
  reached_at timestamptz,
  primary key (user_id, period, starts)
);
revoke all on private.league_standings from public, anon, authenticated;

-- Every standings row is a participant's, under the participant's current nickname.
alter table public.competition_participants
  add constraint competition_participants_name_user_key unique (display_name, user_id);
alter table private.league_standings
  add constraint league_standings_participant_fkey foreign key (display_name, user_id)
  references public.competition_participants (display_name, user_id)
  on update cascade on delete cascade;

-- A page of the board, and the rows ahead of a score.
create index league_standings_board_idx
  on private.league_standings (period, starts, score desc, reached_at, display_name, user_id);
-- The zero participants ahead of a name (participants ahead minus standings rows ahead).
create index league_standings_name_idx
  on private.league_standings (period, starts, display_name, user_id);
-- Its rows change all day: vacuum often, so counts stay index-only.
alter table private.league_standings set (autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);

-- How many standings rows hold each score, by the hour they reached it: the rows ahead of a
-- place are a sum over the scores above it and the earlier hours of its own score, plus the few
-- ties of its hour counted in the index. Kept by the trigger below.
create table private.league_score_counts (
  period text not null,
  starts timestamptz not null,
  score integer not null,
  reached_hour timestamptz not null,
  -- No check (holders >= 0): an insert's check runs before ON CONFLICT turns it into an update.
  holders integer not null,
  primary key (period, starts, score, reached_hour)
);
revoke all on private.league_score_counts from public, anon, authenticated;

-- The hour bucket of reached_at ('infinity' for none, as reached_at sorts nulls last).
create function private.league_hour(reached_at timestamptz) returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select coalesce(date_bin('1 hour', reached_at, timestamptz '2000-01-01 00:00+00'), 'infinity')
$$;

-- Adds `delta` holders to each (period, starts, score, hour): one upsert per statement, in key
-- order (two writers lock the counts they share in the same order).
create function private.league_add_counts(periods text[], starts timestamptz[], scores integer[],
  reached timestamptz[], deltas integer[])
returns void
language sql
security definer set search_path = ''
as $$
  insert into private.league_score_counts as c (period, starts, score, reached_hour, holders)
  select d.period, d.starts, d.score, private.league_hour(d.reached), sum(d.delta)::integer
  from unnest(periods, starts, scores, reached, deltas) d (period, starts, score, reached, delta)
  group by d.period, d.starts, d.score, private.league_hour(d.reached)
  having sum(d.delta) <> 0
  order by 1, 2, 3, 4
  on conflict (period, starts, score, reached_hour) do update set holders = c.holders + excluded.holders
$$;

create function private.league_count_scores() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.league_add_counts(array_agg(n.period), array_agg(n.starts), array_agg(n.score),
      array_agg(n.reached_at), array_agg(1)) from new_rows n;
  elsif tg_op = 'DELETE' then
    perform private.league_add_counts(array_agg(o.period), array_agg(o.starts), array_agg(o.score),
      array_agg(o.reached_at), array_agg(-1)) from old_rows o;
  else
    perform private.league_add_counts(array_agg(c.period), array_agg(c.starts), array_agg(c.score),
      array_agg(c.reached_at), array_agg(c.delta))
    from (
      select n.period, n.starts, n.score, n.reached_at, 1 as delta from new_rows n
      union all
      select o.period, o.starts, o.score, o.reached_at, -1 from old_rows o
    ) c;
  end if;
  return null;
end
$$;
revoke all on function private.league_count_scores(), private.league_hour(timestamptz),
  private.league_add_counts(text[], timestamptz[], integer[], timestamptz[], integer[])
  from public, anon, authenticated;

create trigger league_standings_count_insert after insert on private.league_standings
referencing new table as new_rows
for each statement execute function private.league_count_scores();
create trigger league_standings_count_update after update on private.league_standings
referencing old table as old_rows new table as new_rows
for each statement execute function private.league_count_scores();
create trigger league_standings_count_delete after delete on private.league_standings
referencing old table as old_rows
for each statement execute function private.league_count_scores();

-- How many take part (the standing's "av N"), kept by a trigger: a count of the participants
-- would read them all. One row, written only when someone joins or leaves.
create table private.league_totals (
  only_row boolean primary key default true constraint league_totals_one_row check (only_row),
  participants integer not null
);
revoke all on private.league_totals from public, anon, authenticated;
insert into private.league_totals (participants)
select count(*) from public.competition_participants;

create function private.league_count_participants() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update private.league_totals set participants = participants + (select count(*) from new_rows);
  else
    update private.league_totals set participants = participants - (select count(*) from old_rows);
  end if;
  return null;
end
$$;
revoke all on function private.league_count_participants() from public, anon, authenticated;

create trigger competition_participants_count_insert after insert on public.competition_participants
referencing new table as new_rows
for each statement execute function private.league_count_participants();
create trigger competition_participants_count_delete after delete on public.competition_participants
referencing old table as old_rows
for each statement execute function private.league_count_participants();

-- ---------------------------------------------------------------------------------------------
-- 1. Periods and locks.

-- The periods holding a Stockholm day: its month and its ISO week.
create function private.league_periods(local_day date)
returns table (period text, starts timestamptz, ends timestamptz)
language sql
stable
set search_path = ''
as $$
  select p.period,
    date_trunc(p.period, local_day::timestamp) at time zone 'Europe/Stockholm',
    (date_trunc(p.period, local_day::timestamp) + p.length) at time zone 'Europe/Stockholm'
  from (values ('month', interval '1 month'), ('week', interval '1 week')) p (period, length)
$$;

-- The days an XP award can move the score of: its own, and the Sunday of its ISO week.
create function private.league_xp_days(created_at timestamptz)
returns table (day date)
language sql
stable
set search_path = ''
as $$
  select private.stockholm_date(created_at)
  union
  select private.iso_monday(private.stockholm_date(created_at)) + 6
$$;

create function private.league_lock_class() returns integer
language sql
immutable
set search_path = ''
as $$
  select hashtext('slantis.league_standings')
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Recomputing.

-- Recomputes the standings of the participants among `uids` for the periods holding the paired
-- `days` (uids[i] changed on days[i]). Non-participants are skipped.
create function private.refresh_league_standings(uids uuid[], days date[])
returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  bulk_limit constant integer := 1000;
  batch constant integer := 500;
  users uuid[];
  members uuid[];
  target record;
begin
  select array_agg(distinct d.uid order by d.uid) into users
  from unnest(uids) d (uid)
  join public.competition_participants cp on cp.user_id = d.uid;
  if users is null then
    return;
  end if;
  if cardinality(users) > bulk_limit then
    perform pg_advisory_xact_lock(private.league_lock_class(), 0);
  else
    perform pg_advisory_xact_lock_shared(private.league_lock_class(), 0);
    -- In user id order, so two refreshers never wait on each other in a circle.
    perform pg_advisory_xact_lock(private.league_lock_class(), hashtext(u::text))
    from unnest(users) u
    order by u;
  end if;

  for target in
    select p.period, p.starts, p.ends, array_agg(distinct d.uid) as members
    from (select distinct t.uid, t.day from unnest(uids, days) t (uid, day)) d
    join public.competition_participants cp on cp.user_id = d.uid
    cross join lateral private.league_periods(d.day) p
    group by p.period, p.starts, p.ends
  loop
    -- A few hundred users at a time: each batch reads its users' facts by index.
    for batch_start in 1 .. cardinality(target.members) by batch loop
      members := target.members[batch_start : batch_start + batch - 1];
      with fresh as (
        select s.user_id, s.score, s.reached_at
        from private.competition_points(target.starts, target.ends, members) s
        where s.score <> 0
      ),
      gone as (
        delete from private.league_standings l
        where l.period = target.period and l.starts = target.starts
          and l.user_id = any (members)
          and not exists (select 1 from fresh f where f.user_id = l.user_id)
      )
      insert into private.league_standings as l (user_id, period, starts, display_name, score, reached_at)
      select f.user_id, target.period, target.starts, cp.display_name, f.score, f.reached_at
      from fresh f
      join public.competition_participants cp on cp.user_id = f.user_id
      on conflict (user_id, period, starts) do update
        set score = excluded.score, reached_at = excluded.reached_at
        where (l.score, l.reached_at) is distinct from (excluded.score, excluded.reached_at);
    end loop;
  end loop;
end
$$;

-- Every day each participant among `uids` (all participants with null) has a fact on: for
-- joining and rebuilding.
create function private.league_history(uids uuid[] default null)
returns table (user_id uuid, day date)
language sql
stable
set search_path = ''
as $$
  with people as (
    select cp.user_id from public.competition_participants cp
    where uids is null or cp.user_id = any (uids)
  ),
  award_days as (
    select distinct x.user_id, private.stockholm_date(x.created_at) as day
    from public.xp_events x
    join people p on p.user_id = x.user_id
  )
  select a.user_id, d.day
  from award_days a
  cross join lateral (values (a.day), (private.iso_monday(a.day) + 6)) d (day)
  union
  select g.user_id, private.stockholm_date(g.created_at)
  from public.goal_deposits g
  join people p on p.user_id = g.user_id
$$;

-- Recomputes every participant's standings from scratch: after a change to the scoring
-- catalogue, and as the backfill below.
create function private.rebuild_league_standings() returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  rows_now integer;
begin
  perform pg_advisory_xact_lock(private.league_lock_class(), 0);
  delete from private.league_standings;
  delete from private.league_score_counts;
  perform private.refresh_league_standings(array_agg(h.user_id), array_agg(h.day))
  from private.league_history() h;
  select count(*) into rows_now from private.league_standings;
  return rows_now;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. The triggers (one per table and event: transition tables allow one event per trigger).

-- Only awards of the competition kinds can move a score (a kind's ladder is its own).
create function private.league_xp_inserted() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.refresh_league_standings(array_agg(c.user_id), array_agg(d.day))
  from (
    select distinct n.user_id, n.created_at from new_rows n
    join private.xp_rules r on r.kind = n.kind and r.competition
  ) c
  cross join lateral private.league_xp_days(c.created_at) d;
  return null;
end
$$;

create function private.league_xp_deleted() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.refresh_league_standings(array_agg(c.user_id), array_agg(d.day))
  from (
    select distinct o.user_id, o.created_at from old_rows o
    join private.xp_rules r on r.kind = o.kind and r.competition
  ) c
  cross join lateral private.league_xp_days(c.created_at) d;
  return null;
end
$$;

create function private.league_xp_updated() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  -- Any update counts: a changed server_seq reorders the awards of one instant on the ladder.
  perform private.refresh_league_standings(array_agg(c.user_id), array_agg(d.day))
  from (
    select n.user_id, n.created_at, n.kind from new_rows n
    union
    select o.user_id, o.created_at, o.kind from old_rows o
  ) c
  join private.xp_rules r on r.kind = c.kind and r.competition
  cross join lateral private.league_xp_days(c.created_at) d;
  return null;
end
$$;

create trigger xp_events_league_insert after insert on public.xp_events
referencing new table as new_rows
for each statement execute function private.league_xp_inserted();
create trigger xp_events_league_update after update on public.xp_events
referencing old table as old_rows new table as new_rows
for each statement execute function private.league_xp_updated();
create trigger xp_events_league_delete after delete on public.xp_events
referencing old table as old_rows
for each statement execute function private.league_xp_deleted();

create function private.league_deposits_inserted() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.refresh_league_standings(array_agg(c.user_id), array_agg(c.day))
  from (select distinct n.user_id, private.stockholm_date(n.created_at) as day from new_rows n) c;
  return null;
end
$$;

create function private.league_deposits_deleted() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.refresh_league_standings(array_agg(c.user_id), array_agg(c.day))
  from (select distinct o.user_id, private.stockholm_date(o.created_at) as day from old_rows o) c;
  return null;
end
$$;

-- Only what the score reads: amount, deleted, goal, owner, time, origin, confirmation. A
-- deposit's confirmation (or its loss) moves every later saving step of its goal, so a change of
-- one of the goal's own money rows refreshes the goal's days (private.league_goal_days).
create function private.league_deposits_updated() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  goals uuid[];
  owners uuid[];
begin
  select array_agg(distinct side.goal_id), array_agg(distinct side.user_id) into goals, owners
  from new_rows n
  join old_rows o on o.id = n.id
  cross join lateral (values (n.user_id, n.goal_id), (o.user_id, o.goal_id)) side (user_id, goal_id)
  where (n.amount_ore, n.deleted, n.goal_id, n.user_id, n.created_at, n.origin, n.confirmed_at)
    is distinct from (o.amount_ore, o.deleted, o.goal_id, o.user_id, o.created_at, o.origin, o.confirmed_at);
  if goals is null then
    return null;
  end if;
  perform private.refresh_league_standings(array_agg(g.user_id), array_agg(g.day))
  from private.league_goal_days(goals, owners) g;
  return null;
end
$$;

create trigger goal_deposits_league_insert after insert on public.goal_deposits
referencing new table as new_rows
for each statement execute function private.league_deposits_inserted();
create trigger goal_deposits_league_update after update on public.goal_deposits
referencing old table as old_rows new table as new_rows
for each statement execute function private.league_deposits_updated();
create trigger goal_deposits_league_delete after delete on public.goal_deposits
referencing old table as old_rows
for each statement execute function private.league_deposits_deleted();

-- The days a goal's existence, target or age can move: its deposits' and its awards'.
create function private.league_goal_days(goals uuid[], owners uuid[])
returns table (user_id uuid, day date)
language sql
stable
set search_path = ''
as $$
  select d.user_id, private.stockholm_date(d.created_at)
  from public.goal_deposits d
  where d.goal_id = any (goals)
  union
  select x.user_id, days.day
  from public.xp_events x
  cross join lateral private.league_xp_days(x.created_at) days
  where x.user_id = any (owners) and x.kind in ('goal_milestone', 'goal_reached')
    and lower(split_part(x.source_id, ':', 1)) = any (goals::text[])
$$;

create function private.league_goals_changed() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  goals uuid[];
  owners uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id), array_agg(distinct n.user_id) into goals, owners from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id), array_agg(distinct o.user_id) into goals, owners from old_rows o;
  else
    select array_agg(n.id), array_agg(distinct u) into goals, owners
    from new_rows n
    join old_rows o on o.id = n.id
    cross join lateral unnest(array[n.user_id, o.user_id]) u
    where (n.target_ore, n.created_at, n.user_id) is distinct from (o.target_ore, o.created_at, o.user_id);
  end if;
  if goals is null then
    return null;
  end if;
  perform private.refresh_league_standings(array_agg(g.user_id), array_agg(g.day))
  from private.league_goal_days(goals, owners) g;
  return null;
end
$$;

create trigger savings_goals_league_insert after insert on public.savings_goals
referencing new table as new_rows
for each statement execute function private.league_goals_changed();
create trigger savings_goals_league_update after update on public.savings_goals
referencing old table as old_rows new table as new_rows
for each statement execute function private.league_goals_changed();
create trigger savings_goals_league_delete after delete on public.savings_goals
referencing old table as old_rows
for each statement execute function private.league_goals_changed();

create function private.league_participants_joined() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.refresh_league_standings(array_agg(h.user_id), array_agg(h.day))
  from private.league_history(array(select n.user_id from new_rows n)) h;
  return null;
end
$$;

create trigger competition_participants_league_join after insert on public.competition_participants
referencing new table as new_rows
for each statement execute function private.league_participants_joined();

revoke all on function private.league_periods(date), private.league_xp_days(timestamptz),
  private.league_lock_class(), private.refresh_league_standings(uuid[], date[]),
  private.league_history(uuid[]), private.rebuild_league_standings(),
  private.league_xp_inserted(), private.league_xp_updated(), private.league_xp_deleted(),
  private.league_deposits_inserted(), private.league_deposits_updated(),
  private.league_deposits_deleted(), private.league_goal_days(uuid[], uuid[]),
  private.league_goals_changed(), private.league_participants_joined()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Reading: a page, and one participant's place.

-- The participant's position on the board of (period, starts); null when not taking part.
-- Costs the rows ahead in an index-only count.
create function private.league_position(period text, starts timestamptz, uid uuid)
returns integer
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_variable
declare
  name text;
  mine record;
  ahead bigint;
begin
  select cp.display_name into name from public.competition_participants cp where cp.user_id = uid;
  if not found then
    return null;
  end if;
  select l.score, l.reached_at into mine from private.league_standings l
  where l.user_id = uid and l.period = period and l.starts = starts;
  if not found then
    -- Score 0: the place shared by everyone at 0, after every positive row.
    ahead := (select coalesce(sum(c.holders), 0) from private.league_score_counts c
        where c.period = period and c.starts = starts and c.score > 0);
  elsif mine.score > 0 then
    ahead := (select coalesce(sum(c.holders), 0) from private.league_score_counts c
        where c.period = period and c.starts = starts and (c.score > mine.score
          or (c.score = mine.score and c.reached_hour < private.league_hour(mine.reached_at))))
      + (select count(*) from private.league_standings l
        where l.period = period and l.starts = starts and l.score = mine.score
          and l.reached_at >= private.league_hour(mine.reached_at)
          and (l.reached_at, l.display_name, l.user_id) < (mine.reached_at, name, uid));
  else
    -- Below 0 (a goal's points taken back): after every positive and zero participant.
    ahead := (select t.participants from private.league_totals t)
      - (select coalesce(sum(c.holders), 0) from private.league_score_counts c
        where c.period = period and c.starts = starts and c.score < 0)
      + (select coalesce(sum(c.holders), 0) from private.league_score_counts c
        where c.period = period and c.starts = starts and c.score < 0 and c.score > mine.score)
      + (select count(*) from private.league_standings l
        where l.period = period and l.starts = starts and l.score = mine.score
          and (l.display_name, l.user_id) < (name, uid));
  end if;
  return ahead + 1;
end
$$;

-- The board of (period, starts) from position first + 1, at most `size` rows (all with null):
-- the positive rows, then the zero participants in name order (all at one shared place), then
-- the negative rows.
create function private.league_page(period text, starts timestamptz, first integer, size integer)
returns table (user_id uuid, display_name text, score integer, "position" integer)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_variable
declare
  got integer;
  positives bigint;
  zeros bigint;
  skip bigint;
begin
  return query
  select l.user_id, l.display_name, l.score,
    (first + row_number() over (order by l.score desc, l.reached_at, l.display_name, l.user_id))::integer
  from (
    select * from private.league_standings s
    where s.period = period and s.starts = starts and s.score > 0
    order by s.score desc, s.reached_at, s.display_name, s.user_id
    offset first limit size
  ) l;
  get diagnostics got = row_count;
  if got >= size then
    return;
  end if;
  positives := case when got > 0 then first + got else (
    select coalesce(sum(c.holders), 0) from private.league_score_counts c
    where c.period = period and c.starts = starts and c.score > 0) end;
  size := size - got;

  skip := greatest(first - positives, 0);
  return query
  select z.user_id, z.display_name, 0, (positives + 1)::integer
  from (
    select cp.user_id, cp.display_name from public.competition_participants cp
    where not exists (select 1 from private.league_standings s
      where s.user_id = cp.user_id and s.period = period and s.starts = starts)
    order by cp.display_name, cp.user_id
    offset skip limit size
  ) z;
  get diagnostics got = row_count;
  if got >= size then
    return;
  end if;
  zeros := case when got > 0 then skip + got else (select t.participants from private.league_totals t)
    - (select coalesce(sum(c.holders), 0) from private.league_score_counts c
      where c.period = period and c.starts = starts) end;
  size := size - got;

  skip := greatest(first - positives - zeros, 0);
  return query
  select l.user_id, l.display_name, l.score,
    (positives + zeros + skip + row_number() over (order by l.score desc, l.display_name, l.user_id))::integer
  from (
    select * from private.league_standings s
    where s.period = period and s.starts = starts and s.score < 0
    order by s.score desc, s.display_name, s.user_id
    offset skip limit size
  ) l;
end
$$;

-- The rows public.leaderboard shows `me` (a league viewer: 'teen' or 'guardian'): positions
-- page_offset + 1 … page_offset + page_size of what the viewer may see (all with a null size),
-- and the caller's own row besides when it lies outside that page. Scope 'all': the whole board
-- (a guardian: the children who share learning, at their places on it); 'family': the
-- participants sharing an active family with the caller, ranked among themselves; 'friends': the
-- caller and their active friends (private.friend_ids, 20261127000600_friends.sql), likewise.
create function private.league_board(period text, starts timestamptz, scope text, viewer text,
  me uuid, page_size integer, page_offset integer)
returns table (user_id uuid, display_name text, score integer, "position" integer)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_variable
begin
  if scope = 'all' and viewer = 'teen' then
    return query
    with page as (
      select * from private.league_page(period, starts, page_offset, page_size)
    )
    select p.user_id, p.display_name, p.score, p."position" from page p
    union all
    select cp.user_id, cp.display_name, coalesce(l.score, 0),
      private.league_position(period, starts, me)
    from public.competition_participants cp
    left join private.league_standings l
      on l.user_id = cp.user_id and l.period = period and l.starts = starts
    where cp.user_id = me and not exists (select 1 from page p where p.user_id = me);
    return;
  end if;

  return query
  with people as (
    select cp.user_id, cp.display_name, coalesce(l.score, 0) as score, l.reached_at
    from public.competition_participants cp
    left join private.league_standings l
      on l.user_id = cp.user_id and l.period = period and l.starts = starts
    where case when scope = 'all' then cp.user_id in (
        select l.child_id from private.guardianships l where l.guardian_id = me)
      when scope = 'friends' then cp.user_id = me
        or cp.user_id in (select private.friend_ids(me))
      else cp.user_id = me or cp.user_id in (
        select them.user_id
        from public.family_members mine
        join public.family_members them on them.family_id = mine.family_id
        where mine.user_id = me and mine.status = 'active' and them.status = 'active') end
  ),
  ranked as (
    select p.*, case when scope = 'all' then private.league_position(period, starts, p.user_id)
      -- Everyone at 0 shares the place after the positive rows, as on the whole board.
      when p.score = 0 then (rank() over (order by p.score desc))::integer
      else (row_number() over (order by p.score desc, p.reached_at asc nulls last,
        p.display_name, p.user_id))::integer end as pos
    from people p
  ),
  visible as (
    select r.*, row_number() over (order by r.pos, r.display_name, r.user_id) as n
    from ranked r
    where viewer = 'teen' or public.guardian_sees(r.user_id, 'learning')
  )
  select v.user_id, v.display_name, v.score, v.pos
  from visible v
  where (v.n > page_offset and (page_size is null or v.n <= page_offset + page_size))
    or v.user_id = me;
end
$$;

revoke all on function private.league_position(text, timestamptz, uuid),
  private.league_page(text, timestamptz, integer, integer),
  private.league_board(text, timestamptz, text, text, uuid, integer, integer)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 5. Backfill from the facts already recorded.
select private.rebuild_league_standings();
