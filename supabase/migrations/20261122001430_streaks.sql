-- Streaks on the server: the daily check-in streak (with earned freezes) and the weekly saving
-- streak, for badges, streak milestones and the competition.
--
-- Owns: private.streak_run, private.check_in_streak, private.weekly_streak and
-- private.saving_mondays. The check-in days a streak is played on (private.check_in_days, bounded
-- by the offline grace) are in 20261125000140_awards_from_history.sql. The freeze numbers are
-- constants of the generated catalogue (max_freezes, days_per_freeze).

-- ---------------------------------------------------------------------------------------------
-- Streaks: a line-by-line port of checkInStreak and weeklySavingStreak
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

-- The user's saving weeks (savingWeeks): a kept budget (the budget_kept source) or a deposit of
-- their own to a goal (origin 'self', not a withdrawal) by its created_at. Lenient (for badge checks): created_at is stamped
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
    where d.user_id = uid and d.amount_ore > 0 and not d.deleted and d.origin = 'self'
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

revoke all on function private.streak_run(date[], integer, date, integer, integer),
  private.check_in_streak(date[], date), private.weekly_streak(date[], date),
  private.saving_mondays(uuid, boolean)
  from public, anon, authenticated;
