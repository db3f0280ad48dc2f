-- The rules of the game on the server (issue 8 §5, issue 22, docs/gamification.md § Server
-- checks): the database decides every XP award, badge, level and competition point.
--
-- Owns: the private tables that hold the rules and the learning catalogue as data (the XP table,
-- milestones, constants, points categories, courses, lessons, quiz answer keys, badges, the
-- competition's prizes), read by
-- the owner only; private.gconst (a named constant); the Stockholm calendar helpers and the
-- parsers of the fixed source formats; private.api_user.
--
-- The tables are filled by the generated 20261122001410_gamification_catalog.sql
-- (scripts/gen-gamification-sql.ts, from src/lib/gamification and src/lib/levels.ts). No later
-- migration writes a rule's number by hand: SQL reads it from these tables.
--
-- Dates. Every calendar rule is Stockholm time. The server dates an award by xp_events.created_at,
-- which it stamps itself (a client cannot move XP into another day or competition period).

-- ---------------------------------------------------------------------------------------------
-- 1. The rules and the catalogue (filled by the generated migration; read by the owner only).

create table private.gamification_constants (
  name text primary key,
  value integer not null
);

-- XP_RULES of src/lib/gamification/xp-rules.ts. scope: how far the ladder reaches (a Stockholm
-- day, an ISO week, or one source); ladder[n] = XP of the n-th award in the scope.
create table private.xp_rules (
  kind text primary key,
  max_xp integer not null,
  scope text not null constraint xp_rules_scope_check check (scope in ('day', 'week', 'source')),
  ladder integer[] not null,
  value_source text null,
  competition boolean not null,
  -- The competition points category of the kind (KIND_CATEGORY of fair-play.ts; null: none).
  category text null,
  -- The XP category of the kind (XP_CATEGORY of fair-play.ts): its XP has a daily ceiling.
  xp_category text not null
);

-- Goal milestones (25/50/75 %) and check-in streak milestones (7/30/100 days) with their XP.
create table private.xp_milestones (
  kind text not null,
  milestone integer not null,
  xp integer not null,
  primary key (kind, milestone)
);

-- Every course (is_public = PUBLIC_COURSE_IDS, the /kurser/publika list) and lesson.
create table private.catalog_courses (
  id text primary key,
  position integer not null,
  xp integer not null,
  audience text not null,
  is_public boolean not null
);
create table private.catalog_lessons (
  id text primary key,
  course_id text not null references private.catalog_courses (id) on delete cascade,
  position integer not null,
  -- The least plausible time to read the lesson and answer its quiz (minLessonSeconds).
  min_seconds integer not null default 20
);
create index catalog_lessons_course_idx on private.catalog_lessons (course_id);

-- Points categories of the competition and the most points each gives a Stockholm day
-- (CATEGORY_DAILY_CAPS of fair-play.ts).
create table private.points_categories (category text primary key, daily_cap integer not null);

-- XP categories and the most XP each gives a Stockholm day (XP_DAILY_CAPS of fair-play.ts).
create table private.xp_categories (category text primary key, daily_cap integer not null);

-- BADGES of src/lib/gamification/badges.ts: a count (stat, a BehaviourStats key) at least
-- target, or at least the total named by total ('all' rules, e.g. every course).
create table private.catalog_badges (
  id text primary key,
  position integer not null,
  rarity text not null,
  rule_type text not null constraint catalog_badges_rule_check check (rule_type in ('atLeast', 'all')),
  stat text not null,
  target integer null,
  total text null,
  constraint catalog_badges_target_check check ((rule_type = 'atLeast') = (target is not null)),
  constraint catalog_badges_total_check check ((rule_type = 'all') = (total is not null))
);

-- One row per quiz question: the 0-based index of its one right option in the content's order.
create table private.quiz_keys (
  lesson_id text not null references private.catalog_lessons (id) on delete cascade,
  question_id text not null,
  position integer not null,
  correct_option integer not null,
  options integer not null,
  primary key (lesson_id, question_id)
);

-- Every lesson's text, 'Testa själv' and quiz as the app renders it ({ body, tryIt?, quiz }:
-- LessonContent of src/content/types.ts). Members read them through public.lesson_texts
-- (20261129000300_lesson_texts.sql); the app's files hold only the visitor lessons (issue 41 §9).
create table private.lesson_texts (
  lesson_id text primary key references private.catalog_lessons (id) on delete cascade,
  content jsonb not null check (jsonb_typeof(content) = 'object')
);

-- PRIZES of src/lib/gamification/competition.ts: what the month's top three win
-- (20261125000200_competition_close.sql gives them to the winners).
create table private.competition_prizes (
  position integer primary key check (position between 1 and 3),
  prize text not null
);

revoke all on private.gamification_constants, private.xp_rules, private.xp_milestones,
  private.catalog_courses, private.catalog_lessons, private.catalog_badges
  from public, anon, authenticated;
revoke all on private.points_categories, private.quiz_keys from public, anon, authenticated;
revoke all on private.competition_prizes, private.lesson_texts from public, anon, authenticated;

-- The small SQL helpers the award queries call once per row (gconst, stockholm_date,
-- bounded_instant, offline_grace) do not pin search_path: a function with a SET clause is never
-- inlined, and calling one per row made the history queries behind every push 3× slower (issue
-- 23). They are safe without it: invoker functions whose every name is schema-qualified, callable
-- only by the security-definer functions (all pinned to '') that use them.
create function private.gconst(name text) returns integer
language sql
stable
as $$
  select c.value from private.gamification_constants c where c.name = gconst.name
$$;

-- ---------------------------------------------------------------------------------------------
-- Calendar helpers (Stockholm), and the parsers of the fixed source formats. The parsers return
-- null for anything malformed (never an error: a bad source is refused with a message).

create function private.stockholm_date(instant timestamptz) returns date
language sql
stable
as $$
  select (instant at time zone 'Europe/Stockholm')::date
$$;

create function private.stockholm_today() returns date
language sql
stable
set search_path = ''
as $$
  select private.stockholm_date(now())
$$;

-- The instant a Stockholm calendar day starts.
create function private.stockholm_midnight(local_day date) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select local_day::timestamp at time zone 'Europe/Stockholm'
$$;

-- The Monday of the ISO week holding a date.
create function private.iso_monday(local_day date) returns date
language sql
immutable
set search_path = ''
as $$
  select local_day - (extract(isodow from local_day)::integer - 1)
$$;

-- 'YYYY-MM-DD' (a real calendar date) → the date.
create function private.parse_date(source text) returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[] := regexp_match(source, '^([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})$');
  y integer;
  m integer;
  d integer;
begin
  if parts is null then
    return null;
  end if;
  y := parts[1]::integer;
  m := parts[2]::integer;
  d := parts[3]::integer;
  if m < 1 or m > 12 or d < 1
    or d > extract(day from make_date(y, m, 1) + interval '1 month - 1 day') then
    return null;
  end if;
  return make_date(y, m, d);
end
$$;

-- ISO week key 'YYYY-Www' (as lib/dates weekKey writes it, e.g. '2026-W47') → its Monday.
-- Week 53 of a 52-week year is not a week.
create function private.parse_iso_week(source text) returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[] := regexp_match(source, '^([1-9][0-9]{3})-W([0-9]{2})$');
  jan4 date;
  monday date;
begin
  if parts is null or parts[2]::integer not between 1 and 53 then
    return null;
  end if;
  jan4 := make_date(parts[1]::integer, 1, 4); -- always in week 1
  monday := private.iso_monday(jan4) + 7 * (parts[2]::integer - 1);
  if to_char(monday, 'IYYY-"W"IW') <> source then
    return null;
  end if;
  return monday;
end
$$;

-- The user an API request (anon or authenticated, as PostgREST and push_ops run) writes as; null
-- for trusted writers (service_role, the owner: migrations, seed, server code). The award
-- triggers are security definer (they read the private catalogue), so current_user is their
-- owner; the role of the request is still in the 'role' setting.
create function private.api_user() returns uuid
language sql
stable
set search_path = ''
as $$
  select case when current_setting('role', true) in ('anon', 'authenticated')
    then (select auth.uid()) end
$$;

revoke all on function private.gconst(text), private.stockholm_date(timestamptz),
  private.stockholm_today(), private.stockholm_midnight(date), private.iso_monday(date),
  private.parse_date(text), private.parse_iso_week(text), private.api_user()
  from public, anon, authenticated;
