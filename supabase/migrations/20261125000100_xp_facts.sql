-- Fair play (issue 19, ARCHITECTURE §4b): the device proposes, the server decides.
--
-- Facts in, points out. Devices send facts only: purchases, deposits, budgets, goals, the answers
-- chosen in a quiz (quiz_attempts) and a "no purchase today" claim (no_spend_claims). The database
-- derives every XP event, lesson progress row and badge from facts it stamped itself; clients can
-- no longer write xp_events, earned_badges or lesson_progress at all (no grant, not in push_ops).
-- Derived rows carry the same name-based ids the app gives its provisional rows offline
-- (src/lib/ids.ts nameBasedUuid = private.name_uuid), so a pulled server row replaces the
-- device's provisional one and anything the server did not grant is dropped after sync.
--
-- Time you cannot invent: created_at of every row an API caller inserts is the server's now().
-- A dated claim that earns something (a purchase's day for the check-in streak, a no-spend day,
-- a kept budget week, a lesson's completion) is bounded by when the server received it: at most
-- offline_grace_hours (72) back, never in the future, never before the account existed.
--
-- Quizzes are graded here, against private.quiz_keys (generated from the course content by
-- scripts/gen-gamification-sql.ts into 20261122001410_gamification_catalog.sql). A lesson whose
-- quiz was finished faster than the lesson's min_seconds keeps its XP but scores no competition
-- points (xp_events.scoring = false). So do awards from a goal younger than goal_maturity_hours.
--
-- The competition score adds per-category caps a day and a ceiling of daily_points_ceiling (150)
-- points a Stockholm day (private.points_categories, generated from src/lib/gamification/
-- fair-play.ts). docs/gamification.md § Fair play and the Tävlingsregler page explain it.
--
-- This file owns the XP facts: helpers (name_uuid, account_created_at, offline_grace,
-- bounded_instant, rule_xp), the server's created_at stamp, xp_events.scoring, private.award (one
-- award once, on the kind's ladder) and the awards that follow at once from a fact (a purchase, a
-- deposit and the goal milestones it reaches). The rest of fair play follows in
-- 20261125000120 (quiz attempts) … 20261125000160 (competition score), one concern a file; the
-- data export (public.export_my_data) holds the facts too (20261122001510_profile_rights.sql).

-- ---------------------------------------------------------------------------------------------
-- 1. Helpers.

-- nameBasedUuid of src/lib/ids.ts: SHA-256 of the parts joined by U+001F, first 16 bytes, as a
-- version-8 RFC 4122 UUID. The app and the server name the same fact with the same id.
create function private.name_uuid(variadic parts text[]) returns uuid
language sql
immutable
set search_path = ''
as $$
  select encode(set_byte(set_byte(h, 6, (get_byte(h, 6) & 15) | 128), 8, (get_byte(h, 8) & 63) | 128),
    'hex')::uuid
  from (select substr(sha256(convert_to(array_to_string(parts, chr(31)), 'UTF8')), 1, 16) as h) x
$$;

create function private.account_created_at(uid uuid) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select u.created_at from auth.users u where u.id = uid
$$;

create function private.offline_grace() returns interval
language sql
stable
as $$
  select make_interval(hours => private.gconst('offline_grace_hours'))
$$;

-- A moment a device claims, bounded by when the server received the claim: never after it (a
-- clock ahead), at most the offline grace before it, never before the account existed.
create function private.bounded_instant(claimed timestamptz, received timestamptz, created timestamptz)
returns timestamptz
language sql
stable
as $$
  select greatest(least(coalesce(claimed, received), received), received - private.offline_grace(),
    coalesce(created, '-infinity'::timestamptz))
$$;

-- The XP of a kind's first award (source kinds: the rule's XP).
create function private.rule_xp(kind text) returns integer
language sql
stable
set search_path = ''
as $$
  select r.ladder[1] from private.xp_rules r where r.kind = rule_xp.kind
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Goals start empty. (The server stamps created_at of what API callers insert:
-- private.stamp_sync_row of 20261122000100_foundation.sql.)

-- A goal is never born full: its saved amount is only ever the sum of its deposits.
create function private.new_goal_starts_empty() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if private.api_user() is not null then
    new.saved_ore := 0;
  end if;
  return new;
end
$$;
create trigger savings_goals_start_empty
before insert on public.savings_goals
for each row execute function private.new_goal_starts_empty();

-- ---------------------------------------------------------------------------------------------
-- 3. Derived rows are the server's alone: clients have no insert or update on xp_events,
-- earned_badges or lesson_progress (20261122000600_sync_tables.sql grants them select only).

-- false: the award's XP counts (levels, badges) but it gives no competition points.
alter table public.xp_events add column scoring boolean not null default true;

-- Records one award once (its name-based id; unique (user_id, kind, source_id)). amount null:
-- the next step of the kind's ladder in the server's Stockholm day or ISO week (purchases,
-- deposits). Every award is cut to what is left of its XP category's ceiling for the server's
-- Stockholm day (private.xp_categories). Returns the XP given (0: already given, or the ladder
-- or the day's ceiling is used up). Takes the owner's lock that push_ops takes, so two requests
-- cannot both take a ladder's last step.
create function private.award(uid uuid, kind text, source text, amount integer default null,
  scoring boolean default true) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  rule private.xp_rules;
  since timestamptz;
  given integer;
  room integer;
begin
  perform private.lock_sync_owner(uid);
  if exists (select 1 from public.xp_events x
      where x.user_id = uid and x.kind = award.kind and x.source_id = source) then
    return 0;
  end if;
  select * into rule from private.xp_rules r where r.kind = award.kind;
  if not found then
    raise exception 'Okänd XP-händelse: %', kind using errcode = '23514';
  end if;
  if amount is null then
    since := private.stockholm_midnight(case rule.scope
      when 'week' then private.iso_monday(private.stockholm_today())
      else private.stockholm_today() end);
    select count(*) into given from public.xp_events x
    where x.user_id = uid and x.kind = award.kind and x.created_at >= since and not x.deleted;
    amount := case when rule.scope = 'source' then rule.ladder[1] else rule.ladder[given + 1] end;
  end if;
  amount := least(coalesce(amount, 0), rule.max_xp);
  -- The category's XP ceiling for today (issue 40): what is left of it, at most.
  select c.daily_cap - coalesce((
      select sum(x.amount) from public.xp_events x
      join private.xp_rules r on r.kind = x.kind and r.xp_category = rule.xp_category
      where x.user_id = uid and not x.deleted
        and x.created_at >= private.stockholm_midnight(private.stockholm_today())), 0)
  into room
  from private.xp_categories c where c.category = rule.xp_category;
  amount := least(amount, greatest(coalesce(room, 0), 0));
  if amount <= 0 then
    return 0;
  end if;
  insert into public.xp_events (id, user_id, kind, amount, source_id, scoring)
  values (private.name_uuid('xp', uid::text, kind, source), uid, kind, amount, source, scoring)
  on conflict do nothing;
  return case when found then amount else 0 end;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. Facts that earn at once: a purchase logged, a deposit (and the milestones it reaches).
-- Only the owner's own API writes earn (a parent's approval pays its income without XP for
-- logging; the seed and server code write their own history).

-- Once per statement (a push inserts hundreds of purchases in one): the day's ladder pays the
-- first purchases in the order they were written, and the rest earn nothing, so the loop stops at
-- the first purchase that earns 0 (issue 23: one award call per paying step, not per row).
create function private.award_logged_purchases() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  writer constant uuid := private.api_user();
  purchase record;
begin
  for purchase in
    select t.user_id, t.id from inserted t
    where t.user_id = writer
    order by t.server_seq
  loop
    exit when private.award(purchase.user_id, 'purchase_logged', purchase.id::text) = 0;
  end loop;
  return null;
end
$$;
create trigger transactions_award
after insert on public.transactions
referencing new table as inserted
for each statement execute function private.award_logged_purchases();

-- goal_deposit (first deposit of the day), goal_milestone 25/50/75 % and goal_reached, once per
-- goal. They score only when the goal had existed for goal_maturity_hours at the deposit, and a
-- milestone only when the teen's own money (origin 'self') reaches it: a goal that gifts,
-- interest or rewards carried past it still gives the milestone's XP, but no points.
create function private.award_goal_progress() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  goal record;
  saved bigint;
  matured boolean;
  own bigint;
  milestone record;
begin
  if private.api_user() is distinct from new.user_id or new.deleted or new.amount_ore <= 0 then
    return null;
  end if;
  select g.id, g.target_ore, g.created_at into goal from public.savings_goals g where g.id = new.goal_id;
  matured := now() >= goal.created_at + make_interval(hours => private.gconst('goal_maturity_hours'));
  if tg_op = 'INSERT' then
    perform private.award(new.user_id, 'goal_deposit', new.id::text, null, matured);
  end if;
  select coalesce(sum(d.amount_ore), 0), coalesce(sum(d.amount_ore) filter (where d.origin = 'self'), 0)
  into saved, own
  from public.goal_deposits d where d.goal_id = goal.id and not d.deleted;
  for milestone in
    select m.milestone, m.xp from private.xp_milestones m where m.kind = 'goal_milestone' order by m.milestone
  loop
    if saved * 100 >= goal.target_ore * milestone.milestone then
      perform private.award(new.user_id, 'goal_milestone', goal.id::text || ':' || milestone.milestone,
        milestone.xp, matured and own * 100 >= goal.target_ore * milestone.milestone);
    end if;
  end loop;
  if saved >= goal.target_ore then
    perform private.award(new.user_id, 'goal_reached', goal.id::text, private.rule_xp('goal_reached'),
      matured and own >= goal.target_ore);
  end if;
  return null;
end
$$;
create trigger goal_deposits_award
after insert or update of amount_ore, deleted on public.goal_deposits
for each row execute function private.award_goal_progress();

revoke all on function private.name_uuid(text[]), private.account_created_at(uuid),
  private.offline_grace(), private.bounded_instant(timestamptz, timestamptz, timestamptz),
  private.rule_xp(text), private.new_goal_starts_empty(),
  private.award(uuid, text, text, integer, boolean), private.award_logged_purchases(),
  private.award_goal_progress()
  from public, anon, authenticated;
