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
-- scripts/gen-gamification-sql.ts into 20261125000110_gamification_catalog.sql). A lesson whose
-- quiz was finished faster than the lesson's min_seconds keeps its XP but scores no competition
-- points (xp_events.scoring = false). So do awards from a goal younger than goal_maturity_hours.
--
-- The competition score adds per-category caps a day and a ceiling of daily_points_ceiling (150)
-- points a Stockholm day (private.points_categories, generated from src/lib/gamification/
-- fair-play.ts). docs/gamification.md § Fair play and the Tävlingsregler page explain it.

-- ---------------------------------------------------------------------------------------------
-- 0. Catalogue tables the generated migration fills.

alter table private.xp_rules add column category text null;
create table private.points_categories (category text primary key, daily_cap integer not null);
alter table private.catalog_lessons add column min_seconds integer not null default 20;
-- One row per quiz question: the 0-based index of its one right option in the content's order.
create table private.quiz_keys (
  lesson_id text not null references private.catalog_lessons (id) on delete cascade,
  question_id text not null,
  position integer not null,
  correct_option integer not null,
  options integer not null,
  primary key (lesson_id, question_id)
);
revoke all on private.points_categories, private.quiz_keys from public, anon, authenticated;

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
set search_path = ''
as $$
  select make_interval(hours => private.gconst('offline_grace_hours'))
$$;

-- A moment a device claims, bounded by when the server received the claim: never after it (a
-- clock ahead), at most the offline grace before it, never before the account existed.
create function private.bounded_instant(claimed timestamptz, received timestamptz, created timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
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
-- 2. The server stamps created_at of what API callers insert (the app never sends it; a forged
-- client cannot back-date a goal, a deposit or a purchase's arrival).

create or replace function private.stamp_sync_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.server_seq := nextval('private.sync_server_seq');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.version := 1;
    if private.api_user() is not null then
      new.created_at := now();
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'id and user_id of a % row cannot change', tg_table_name
        using errcode = '42501';
    end if;
    new.created_at := old.created_at;
    new.version := old.version + 1;
  end if;
  return new;
end
$$;

-- A goal is never born full: its saved amount is only ever the sum of its deposits.
create function private.new_goal_starts_empty() returns trigger
language plpgsql
security definer
set search_path = ''
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
-- 3. Derived rows are the server's alone.

drop trigger xp_events_check on public.xp_events;
drop function private.check_xp_event();
drop trigger earned_badges_check on public.earned_badges;
drop function private.check_earned_badge();
drop policy "xp_events: owner creates" on public.xp_events;
drop policy "earned_badges: owner creates" on public.earned_badges;
drop policy "lesson_progress: owner creates" on public.lesson_progress;
drop policy "lesson_progress: owner updates" on public.lesson_progress;
revoke insert on public.xp_events, public.earned_badges, public.lesson_progress from authenticated;
revoke update on public.lesson_progress from authenticated;
revoke update (completed_at, best_score, attempts, deleted) on public.lesson_progress from authenticated;

-- false: the award's XP counts (levels, badges) but it gives no competition points.
alter table public.xp_events add column scoring boolean not null default true;

-- Records one award once (its name-based id; unique (user_id, kind, source_id)). amount null:
-- the next step of the kind's ladder in the server's Stockholm day or ISO week (purchases,
-- deposits). Returns the XP given (0: already given, or the ladder is used up). Takes the
-- owner's lock that push_ops takes, so two requests cannot both take a ladder's last step.
create function private.award(uid uuid, kind text, source text, amount integer default null,
  scoring boolean default true) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  rule private.xp_rules;
  since timestamptz;
  given integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('push_ops:' || uid::text, 0));
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

create function private.award_logged_purchase() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.api_user() is not distinct from new.user_id then
    perform private.award(new.user_id, 'purchase_logged', new.id::text);
  end if;
  return null;
end
$$;
create trigger transactions_award
after insert on public.transactions
for each row execute function private.award_logged_purchase();

-- goal_deposit (first deposit of the day), goal_milestone 25/50/75 % and goal_reached, once per
-- goal. They score only when the goal had existed for goal_maturity_hours at the deposit.
create function private.award_goal_progress() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  goal record;
  saved bigint;
  matured boolean;
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
  select coalesce(sum(d.amount_ore), 0) into saved
  from public.goal_deposits d where d.goal_id = goal.id and not d.deleted;
  for milestone in
    select m.milestone, m.xp from private.xp_milestones m where m.kind = 'goal_milestone' order by m.milestone
  loop
    if saved * 100 >= goal.target_ore * milestone.milestone then
      perform private.award(new.user_id, 'goal_milestone', goal.id::text || ':' || milestone.milestone,
        milestone.xp, matured);
    end if;
  end loop;
  if saved >= goal.target_ore then
    perform private.award(new.user_id, 'goal_reached', goal.id::text, private.rule_xp('goal_reached'),
      matured);
  end if;
  return null;
end
$$;
create trigger goal_deposits_award
after insert or update of amount_ore, deleted on public.goal_deposits
for each row execute function private.award_goal_progress();

-- ---------------------------------------------------------------------------------------------
-- 5. Quiz attempts: the answers a device chose, graded here.

create table public.quiz_attempts (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lesson_id text not null
    constraint quiz_attempts_lesson_check check (lesson_id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  -- {"<question id>": <0-based option index in the content's order>}
  answers jsonb not null constraint quiz_attempts_answers_check check (jsonb_typeof(answers) = 'object'),
  -- The device's clock: when the lesson was opened and the quiz submitted.
  started_at timestamptz null,
  finished_at timestamptz null,
  -- The server's: right answers in percent, passed, and whether it may score competition points.
  score integer not null default 0,
  passed boolean not null default false,
  scoring boolean not null default false,
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.quiz_attempts enable row level security;
create index quiz_attempts_user_seq_idx on public.quiz_attempts (user_id, server_seq);
create index quiz_attempts_user_lesson_idx on public.quiz_attempts (user_id, lesson_id);
create trigger quiz_attempts_stamp
before insert or update on public.quiz_attempts
for each row execute function private.stamp_sync_row();
revoke all on public.quiz_attempts from anon, authenticated;
grant select on public.quiz_attempts to authenticated;
grant insert (id, user_id, lesson_id, answers, started_at, finished_at) on public.quiz_attempts to authenticated;
create policy "quiz_attempts: owner reads"
on public.quiz_attempts for select to authenticated
using (user_id = (select auth.uid()));
create policy "quiz_attempts: owner records"
on public.quiz_attempts for insert to authenticated
with check (user_id = (select auth.uid()));

-- Grades the attempt and decides whether it may score: an answer for every key it names, each a
-- whole option number of that question (an unanswered question is wrong); a passed quiz (a lesson
-- read but failed keeps its XP, no points); the duration the device claims at least the lesson's
-- min_seconds, finished within the offline grace of its arrival, after the account existed, and
-- not overlapping another scoring attempt (one person reads one lesson at a time).
create function private.grade_quiz_attempt() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  received constant timestamptz := case when private.api_user() is not null then now() else new.created_at end;
  created constant timestamptz := private.account_created_at(new.user_id);
  lesson record;
  answer record;
  questions integer;
  correct integer := 0;
begin
  select cl.id, cl.min_seconds into lesson from private.catalog_lessons cl where cl.id = new.lesson_id;
  if not found then
    raise exception 'Okänd lektion: %', new.lesson_id using errcode = '23514';
  end if;
  select count(*) into questions from private.quiz_keys k where k.lesson_id = lesson.id;
  for answer in select a.key, a.value from jsonb_each(new.answers) a loop
    if not exists (select 1 from private.quiz_keys k where k.lesson_id = lesson.id and k.question_id = answer.key) then
      raise exception 'Okänd fråga % i lektionen %', answer.key, lesson.id using errcode = '23514';
    end if;
    if jsonb_typeof(answer.value) <> 'number' or not exists (
        select 1 from private.quiz_keys k
        where k.lesson_id = lesson.id and k.question_id = answer.key
          and (answer.value #>> '{}') ~ '^[0-9]{1,2}$' and (answer.value #>> '{}')::integer < k.options) then
      raise exception 'Svaret på fråga % är inget av alternativen', answer.key using errcode = '23514';
    end if;
    if exists (select 1 from private.quiz_keys k where k.lesson_id = lesson.id
        and k.question_id = answer.key and k.correct_option = (answer.value #>> '{}')::integer) then
      correct := correct + 1;
    end if;
  end loop;
  new.score := case when questions > 0 then round(correct * 100.0 / questions)::integer else 0 end;
  new.passed := questions > 0 and new.score >= private.gconst('quiz_pass_percent');
  new.scoring := new.passed and new.started_at is not null and new.finished_at is not null
    and new.finished_at - new.started_at >= make_interval(secs => lesson.min_seconds)
    and new.finished_at <= received + interval '10 minutes'
    and new.finished_at >= received - private.offline_grace()
    and new.started_at >= coalesce(created, '-infinity'::timestamptz) - interval '10 minutes'
    and not exists (
      select 1 from public.quiz_attempts a
      where a.user_id = new.user_id and a.scoring
        and a.started_at < new.finished_at and a.finished_at > new.started_at);
  return new;
end
$$;
create trigger quiz_attempts_grade
before insert on public.quiz_attempts
for each row execute function private.grade_quiz_attempt();

-- Progress (first completion, bounded; best score; attempts) and the awards: the lesson, a passed
-- quiz, and the course once every catalogue lesson of it is finished.
create function private.apply_quiz_attempt() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  completed constant timestamptz := private.bounded_instant(new.finished_at, new.created_at,
    private.account_created_at(new.user_id));
  course record;
begin
  insert into public.lesson_progress as p (id, user_id, lesson_id, completed_at, best_score, attempts)
  values (private.name_uuid('lesson_progress', new.user_id::text, new.lesson_id), new.user_id,
    new.lesson_id, completed, new.score, 1)
  on conflict (user_id, lesson_id) do update
  set completed_at = least(p.completed_at, excluded.completed_at),
    best_score = greatest(p.best_score, excluded.best_score),
    attempts = p.attempts + 1,
    deleted = false;

  perform private.award(new.user_id, 'lesson_completed', new.lesson_id,
    private.rule_xp('lesson_completed'), new.scoring);
  if new.passed then
    perform private.award(new.user_id, 'quiz_passed', new.lesson_id, private.rule_xp('quiz_passed'),
      new.scoring);
  end if;
  select c.id, least(c.xp, private.gconst('course_xp_max')) as xp into course
  from private.catalog_lessons cl join private.catalog_courses c on c.id = cl.course_id
  where cl.id = new.lesson_id;
  if not exists (
    select 1 from private.catalog_lessons cl
    where cl.course_id = course.id and not exists (
      select 1 from public.lesson_progress l
      where l.user_id = new.user_id and l.lesson_id = cl.id and not l.deleted
        and l.completed_at is not null)) then
    perform private.award(new.user_id, 'course_completed', course.id, course.xp, new.scoring);
  end if;
  return null;
end
$$;
create trigger quiz_attempts_apply
after insert on public.quiz_attempts
for each row execute function private.apply_quiz_attempt();

-- ---------------------------------------------------------------------------------------------
-- 6. 'Ingen utgift idag': a claim for one Stockholm day.

create table public.no_spend_claims (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  day date not null,
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint no_spend_claims_day_key unique (user_id, day)
);
alter table public.no_spend_claims enable row level security;
create index no_spend_claims_user_seq_idx on public.no_spend_claims (user_id, server_seq);
create trigger no_spend_claims_stamp
before insert or update on public.no_spend_claims
for each row execute function private.stamp_sync_row();
revoke all on public.no_spend_claims from anon, authenticated;
grant select on public.no_spend_claims to authenticated;
grant insert (id, user_id, day) on public.no_spend_claims to authenticated;
create policy "no_spend_claims: owner reads"
on public.no_spend_claims for select to authenticated
using (user_id = (select auth.uid()));
create policy "no_spend_claims: owner claims"
on public.no_spend_claims for insert to authenticated
with check (user_id = (select auth.uid()));

-- Refused: a day that has not begun (10 minutes of clock skew allowed) or that has an expense.
-- Accepted without XP: a day older than the offline grace or before the account existed.
create function private.check_no_spend_claim() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The same claim again (another device, a retried push) is push_ops' 'duplicate', even once an
  -- expense was logged that day.
  if exists (select 1 from public.no_spend_claims c
      where c.id = new.id or (c.user_id = new.user_id and c.day = new.day)) then
    return new;
  end if;
  if new.day > private.stockholm_date(now() + interval '10 minutes') then
    raise exception 'En köpfri dag kan inte markeras i förväg (%)', new.day using errcode = '23514';
  end if;
  if exists (
    select 1 from public.transactions t
    where t.user_id = new.user_id and t.type = 'expense' and not t.deleted
      and t.occurred_at >= private.stockholm_midnight(new.day)
      and t.occurred_at < private.stockholm_midnight(new.day + 1)) then
    raise exception 'Du har skrivit upp en utgift den %, så den dagen kan inte bli en köpfri dag',
      to_char(new.day, 'YYYY-MM-DD') using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger no_spend_claims_check
before insert on public.no_spend_claims
for each row execute function private.check_no_spend_claim();

create function private.award_no_spend_day() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.stockholm_midnight(new.day + 1) > new.created_at - private.offline_grace()
    and private.stockholm_midnight(new.day + 1) > private.account_created_at(new.user_id) then
    perform private.award(new.user_id, 'no_spend_day', to_char(new.day, 'YYYY-MM-DD'),
      private.rule_xp('no_spend_day'));
  end if;
  return null;
end
$$;
create trigger no_spend_claims_award
after insert on public.no_spend_claims
for each row execute function private.award_no_spend_day();

-- ---------------------------------------------------------------------------------------------
-- 7. Check-in days, bounded: a purchase counts on the day it names only within the offline
-- grace of its arrival (a purchase typed in for last month is today's check-in, not last
-- month's), never before the account. Lessons count on their (bounded) completion; no-spend days
-- on their awarded day.
create or replace function private.check_in_days(uid uuid) returns date[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct c.check_in), '{}')
  from (
    select private.stockholm_date(private.bounded_instant(t.occurred_at, t.created_at, u.created_at))
      as check_in
    from public.transactions t
    join auth.users u on u.id = t.user_id
    where t.user_id = uid and not t.deleted
    union all
    select private.stockholm_date(l.completed_at)
    from public.lesson_progress l
    where l.user_id = uid and not l.deleted and l.completed_at is not null
    union all
    select coalesce(private.parse_date(x.source_id), private.stockholm_date(x.created_at))
    from public.xp_events x
    where x.user_id = uid and not x.deleted and x.kind = 'no_spend_day'
  ) c
$$;

-- BehaviourStats (20261122001400) with purchase days bounded the same way: a badge for 25 days of
-- logging takes days the server can vouch for, not 25 back-dated purchases sent at once.
create or replace function private.behaviour_stats(uid uuid, today date, lenient boolean default false)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  this_monday constant date := private.iso_monday(today);
  pass_percent constant integer := private.gconst('quiz_pass_percent');
  purchases integer;
  purchase_days integer;
  no_spend integer;
  goals_created integer;
  deposit_days integer;
  deposit_awards integer;
  goals_reached integer;
  kept_weeks integer;
  kept_run integer;
  lessons integer;
  quizzes integer;
  perfect integer;
  courses integer;
  courses_total integer;
  public_courses integer;
  public_total integer;
  tasks integer;
begin
  select count(*), count(distinct private.stockholm_date(
      private.bounded_instant(t.occurred_at, t.created_at, u.created_at)))
  into purchases, purchase_days
  from public.transactions t
  join auth.users u on u.id = t.user_id
  where t.user_id = uid and not t.deleted;

  select count(distinct coalesce(private.parse_date(x.source_id), private.stockholm_date(x.created_at)))
  into no_spend
  from public.xp_events x
  where x.user_id = uid and x.kind = 'no_spend_day' and not x.deleted;

  -- The teen's own goals, deleted ones too (created is created); not those a guardian set.
  select count(*) into goals_created
  from public.savings_goals g
  where g.user_id = uid and g.set_by is null;

  select count(distinct private.stockholm_date(d.created_at)) into deposit_days
  from public.goal_deposits d
  where d.user_id = uid and d.amount_ore > 0 and not d.deleted;
  if lenient then
    select count(*) into deposit_awards
    from public.xp_events x
    where x.user_id = uid and x.kind = 'goal_deposit' and not x.deleted;
    deposit_days := greatest(deposit_days, deposit_awards);
  end if;

  -- goal_reached awards, and the goals whose deposits have reached the target.
  select count(*) into goals_reached
  from (
    select lower(x.source_id) as goal
    from public.xp_events x
    where x.user_id = uid and x.kind = 'goal_reached' and not x.deleted
    union
    select g.id::text
    from public.savings_goals g
    where g.user_id = uid and not g.deleted and g.target_ore > 0 and g.saved_ore >= g.target_ore
  ) reached;

  select count(distinct x.source_id) into kept_weeks
  from public.xp_events x
  where x.user_id = uid and x.kind = 'budget_kept' and not x.deleted;
  select (private.weekly_streak(array_agg(private.parse_iso_week(x.source_id)), this_monday)).longest_run
  into kept_run
  from public.xp_events x
  where x.user_id = uid and x.kind = 'budget_kept' and not x.deleted;

  select count(*) filter (where l.completed_at is not null),
    count(*) filter (where l.best_score >= pass_percent),
    count(*) filter (where l.best_score >= 100)
  into lessons, quizzes, perfect
  from public.lesson_progress l
  join private.catalog_lessons cl on cl.id = l.lesson_id
  where l.user_id = uid and not l.deleted;

  -- Courses as the badges count them: the catalogue without the parents' course (the client's
  -- COURSE_CATALOGUE); done = every lesson finished, or the course's award.
  with teen_courses as (
    select c.id, c.is_public from private.catalog_courses c where c.audience <> 'parent'
  ),
  done as (
    select c.id
    from teen_courses c
    where not exists (
      select 1 from private.catalog_lessons cl
      where cl.course_id = c.id and not exists (
        select 1 from public.lesson_progress l
        where l.user_id = uid and l.lesson_id = cl.id and not l.deleted and l.completed_at is not null))
    union
    select x.source_id
    from public.xp_events x
    where x.user_id = uid and x.kind = 'course_completed' and not x.deleted
  )
  select count(*) filter (where d.id is not null),
    count(*),
    count(*) filter (where d.id is not null and c.is_public),
    count(*) filter (where c.is_public)
  into courses, courses_total, public_courses, public_total
  from teen_courses c
  left join done d on d.id = c.id;

  select greatest(
    (select count(*) from public.tasks t where t.user_id = uid and not t.deleted and t.status = 'approved'),
    (select count(distinct x.source_id) from public.xp_events x
      where x.user_id = uid and x.kind = 'task_approved' and not x.deleted))
  into tasks;

  return jsonb_build_object(
    'purchasesLogged', purchases,
    'purchaseDays', purchase_days,
    'noSpendDays', no_spend,
    'goalsCreated', goals_created,
    'goalDepositDays', deposit_days,
    'goalsReached', goals_reached,
    'budgetWeeksKept', kept_weeks,
    'longestBudgetKeptRun', coalesce(kept_run, 0),
    'lessonsCompleted', lessons,
    'quizzesPassed', quizzes,
    'perfectQuizzes', perfect,
    'coursesCompleted', courses,
    'coursesTotal', courses_total,
    'publicCoursesCompleted', public_courses,
    'publicCoursesTotal', public_total,
    'longestCheckInStreak', (private.check_in_streak(private.check_in_days(uid), today)).longest_run,
    'longestSavingStreak',
      (private.weekly_streak(private.saving_mondays(uid, lenient), this_monday)).longest_run,
    'tasksApproved', tasks,
    'level', private.level_for_xp(private.xp_total(uid, lenient)));
end
$$;
revoke all on function private.behaviour_stats(uuid, date, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 8. Awards that follow from history, brought up to date at the end of every push (and by the
-- scheduled close): last week's kept budget (judged all this week on evidence received in time:
-- a budget set by the week's end plus the offline grace, a bounded check-in that week), check-in
-- streak milestones, and every badge the server's own counts earn.
create function private.refresh_awards(uid uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  today constant date := private.stockholm_today();
  monday constant date := private.iso_monday(today) - 7;
  week_end constant timestamptz := private.stockholm_midnight(monday + 7);
  week_key constant text := to_char(monday, 'IYYY-"W"IW');
  budget bigint;
  streak record;
  milestone record;
  stats jsonb;
begin
  if uid is null or not exists (select 1 from auth.users u where u.id = uid) then
    return;
  end if;

  if private.account_created_at(uid) < week_end
    and not exists (select 1 from public.xp_events x
      where x.user_id = uid and x.kind = 'budget_kept' and x.source_id = week_key) then
    -- The latest budget for that week or before, as the budget card shows it, among those the
    -- server had by the week's end plus the offline grace (none set afterwards for the past).
    select b.limit_ore into budget
    from public.weekly_budgets b
    where b.user_id = uid and not b.deleted and b.week_start <= monday
      and b.created_at <= week_end + private.offline_grace()
    order by b.week_start desc
    limit 1;
    if budget is not null
      and (select coalesce(sum(t.amount_ore), 0) from public.transactions t
        where t.user_id = uid and t.type = 'expense' and not t.deleted
          and t.occurred_at >= private.stockholm_midnight(monday) and t.occurred_at < week_end) <= budget
      and exists (select 1 from unnest(private.check_in_days(uid)) d where d between monday and monday + 6)
    then
      perform private.award(uid, 'budget_kept', week_key, private.rule_xp('budget_kept'));
    end if;
  end if;

  select * into streak from private.check_in_streak(private.check_in_days(uid), today);
  if streak.current_run > 0 and streak.run_start is not null then
    for milestone in
      select m.milestone, m.xp from private.xp_milestones m
      where m.kind = 'streak_milestone' and m.milestone <= streak.current_run
    loop
      -- Once per milestone per run: a run whose first day moved (a late purchase filled a gap)
      -- is the same streak.
      if not exists (
        select 1 from public.xp_events x
        where x.user_id = uid and x.kind = 'streak_milestone' and not x.deleted
          and x.source_id like 'streak:%:' || milestone.milestone
          and private.parse_date((regexp_match(x.source_id, '^streak:([0-9-]{10}):'))[1])
            between streak.run_start - private.gconst('max_freezes') - 1 and today) then
        perform private.award(uid, 'streak_milestone',
          'streak:' || to_char(streak.run_start, 'YYYY-MM-DD') || ':' || milestone.milestone, milestone.xp);
      end if;
    end loop;
  end if;

  stats := private.behaviour_stats(uid, today);
  insert into public.earned_badges (id, user_id, badge_id)
  select private.name_uuid('earned_badges', uid::text, c.id), uid, c.id
  from private.catalog_badges c
  where coalesce((stats ->> c.stat)::integer, 0) >= case c.rule_type
      when 'atLeast' then c.target
      else greatest(coalesce((stats ->> c.total)::integer, 0), 1)
    end
  on conflict do nothing;
end
$$;

revoke all on function private.name_uuid(text[]), private.account_created_at(uuid),
  private.offline_grace(), private.bounded_instant(timestamptz, timestamptz, timestamptz),
  private.rule_xp(text), private.new_goal_starts_empty(),
  private.award(uuid, text, text, integer, boolean), private.award_logged_purchase(),
  private.award_goal_progress(), private.grade_quiz_attempt(), private.apply_quiz_attempt(),
  private.check_no_spend_claim(), private.award_no_spend_day(), private.refresh_awards(uuid)
  from public, anon, authenticated;

-- A parent's approval earns the child's badges (tasksApproved) at once.
create or replace function private.pay_approved_task() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reward_ore > 0 then
    insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
    values (private.task_income_id(new.id), new.user_id, 'income', 'income',
      'Uppdrag: ' || new.title, new.reward_ore, now())
    on conflict do nothing;
  end if;
  if new.reward_xp > 0 then
    insert into public.xp_events (id, user_id, kind, amount, source_id)
    values (private.task_xp_id(new.id), new.user_id, 'task_approved',
      least(new.reward_xp, private.gconst('task_xp_max')), new.id::text)
    on conflict do nothing;
  end if;
  perform private.refresh_awards(new.user_id);
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 9. push_ops: as in 20261122000700, but clients write facts only (xp_events, earned_badges and
-- lesson_progress are gone from the list; quiz_attempts and no_spend_claims are new; saved_ore is
-- the server's), and the awards that follow from history are brought up to date after the batch.

-- push_ops runs as the caller, who has no access to the private schema: this wrapper may refresh
-- the caller's own awards or a child's of theirs, nobody else's.
create function public.refresh_awards_of(owner_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if owner_id = (select auth.uid()) or public.is_guardian_of(owner_id) then
    perform private.refresh_awards(owner_id);
  end if;
end
$$;
revoke all on function public.refresh_awards_of(uuid) from public, anon;
grant execute on function public.refresh_awards_of(uuid) to authenticated;

create or replace function public.push_ops(ops jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- The only tables and columns a client may write: facts, never what is derived from them.
  -- mode: mutable (update or insert), append (insert once, never changed). fixed: set on insert
  -- only; on update they must match the stored row.
  writable constant jsonb := '{
    "transactions": {"mode": "mutable", "fixed": ["user_id"], "columns":
      ["user_id", "type", "category", "description", "amount_ore", "occurred_at", "deleted"]},
    "weekly_budgets": {"mode": "mutable", "fixed": ["user_id"],
      "columns": ["user_id", "week_start", "limit_ore", "deleted"]},
    "savings_goals": {"mode": "mutable", "fixed": ["user_id", "set_by"], "columns":
      ["user_id", "title", "target_ore", "target_date", "set_by", "match_percent", "deleted"]},
    "goal_deposits": {"mode": "mutable", "fixed": ["user_id", "goal_id"],
      "columns": ["user_id", "goal_id", "amount_ore", "deleted"]},
    "tasks": {"mode": "mutable", "fixed": ["user_id"], "columns":
      ["user_id", "title", "reward_ore", "reward_xp", "due_date", "status", "deleted"]},
    "quiz_attempts": {"mode": "append", "fixed": [], "columns":
      ["user_id", "lesson_id", "answers", "started_at", "finished_at"]},
    "no_spend_claims": {"mode": "append", "fixed": [], "columns": ["user_id", "day"]}
  }'::jsonb;
  caller uuid := auth.uid();
  op jsonb;
  this_op uuid;
  spec jsonb;
  tbl text;
  kind text;
  row_id uuid;
  patch jsonb;
  cols text[];
  set_cols text[];
  fixed_match text;
  unknown text;
  stored jsonb;
  result jsonb;
  seq bigint;
  ver integer;
  owners uuid[] := array[]::uuid[];
  owner_id uuid;
  results jsonb := '[]'::jsonb;
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if ops is null or jsonb_typeof(ops) <> 'array' then
    raise exception 'ops must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(ops) > 500 then
    raise exception 'At most 500 ops per push' using errcode = '22023';
  end if;

  -- Serialise writes per data owner (the caller, and whoever owns the rows the batch touches),
  -- locking in sorted order so two batches can never deadlock.
  owners := owners || caller;
  for op in select value from jsonb_array_elements(ops) loop
    begin
      owner_id := (op -> 'patch' ->> 'user_id')::uuid;
      if owner_id is null and writable ? (op ->> 'table') then
        execute format('select user_id from public.%I where id = $1', op ->> 'table')
          into owner_id using (op ->> 'id')::uuid;
      end if;
      if owner_id is not null then
        owners := owners || owner_id;
      end if;
    exception when others then
      null; -- a malformed op is rejected below; it needs no lock
    end;
  end loop;
  for owner_id in select distinct o from unnest(owners) o order by o loop
    perform pg_advisory_xact_lock(hashtextextended('push_ops:' || owner_id::text, 0));
  end loop;

  for op in select value from jsonb_array_elements(ops) with ordinality e(value, n) order by n loop
    this_op := null;
    begin
      this_op := (op ->> 'opId')::uuid;
    exception when others then
      null;
    end;
    if this_op is null then
      results := results || jsonb_build_array(jsonb_build_object(
        'opId', op -> 'opId', 'status', 'rejected', 'reason', 'opId must be a uuid'));
      continue;
    end if;

    select a.result into stored from public.applied_ops a where a.op_id = this_op;
    if found then
      results := results || jsonb_build_array(stored || '{"status": "duplicate"}'::jsonb);
      continue;
    end if;

    begin
      tbl := op ->> 'table';
      spec := writable -> tbl;
      if spec is null then
        raise exception 'unknown table: %', coalesce(tbl, 'null') using errcode = '22023';
      end if;
      kind := op ->> 'op';
      if kind is null or kind not in ('upsert', 'delete') then
        raise exception 'unknown op: %', coalesce(kind, 'null') using errcode = '22023';
      end if;
      row_id := (op ->> 'id')::uuid;
      if row_id is null then
        raise exception 'id is required' using errcode = '22023';
      end if;
      patch := coalesce(op -> 'patch', '{}'::jsonb);
      if jsonb_typeof(patch) <> 'object' then
        raise exception 'patch must be an object' using errcode = '22023';
      end if;
      select string_agg(k, ', ' order by k) into unknown
      from jsonb_object_keys(patch) k
      where not (spec -> 'columns') ? k;
      if unknown is not null then
        raise exception 'unknown column(s) for %: %', tbl, unknown using errcode = '42703';
      end if;
      cols := array(select k from jsonb_object_keys(patch) k order by k);
      seq := null;
      ver := null;
      result := null;

      if kind = 'delete' then
        if spec ->> 'mode' = 'append' then
          raise exception '% is insert-only', tbl using errcode = '42501';
        end if;
        execute format(
          'update public.%I set deleted = true where id = $1 returning server_seq, version', tbl)
          into seq, ver using row_id;
        if seq is null then
          raise exception 'row not found or not permitted' using errcode = 'P0002';
        end if;
      else
        if spec ->> 'mode' <> 'append' then
          set_cols := array(select c from unnest(cols) c
            where not (spec -> 'fixed') ? c);
          fixed_match := (select coalesce(string_agg(format(' and t.%I is not distinct from r.%I', c, c), ''), '')
            from unnest(cols) c where (spec -> 'fixed') ? c);
          if cardinality(set_cols) = 0 then
            set_cols := array['deleted'];
          end if;
          execute format(
            'update public.%I t set %s from jsonb_populate_record(null::public.%I, $2) r
             where t.id = $1%s
             returning t.server_seq, t.version',
            tbl,
            (select string_agg(case when c = 'deleted' and not patch ? 'deleted'
                then 'deleted = t.deleted' else format('%I = r.%I', c, c) end, ', ')
             from unnest(set_cols) c),
            tbl,
            fixed_match)
            into seq, ver using row_id, patch;
        end if;
        if seq is null then
          execute format(
            'insert into public.%I (id%s) select $1%s from jsonb_populate_record(null::public.%I, $2) r %s
             returning server_seq, version',
            tbl,
            (select coalesce(string_agg(format(', %I', c), ''), '') from unnest(cols) c),
            (select coalesce(string_agg(format(', r.%I', c), ''), '') from unnest(cols) c),
            tbl,
            case spec ->> 'mode' when 'append' then 'on conflict do nothing' else '' end)
            into seq, ver using row_id, patch;
          if seq is null then
            -- An append-only row that already exists (same id, or the same award again).
            result := jsonb_build_object('opId', this_op, 'status', 'duplicate', 'reason', 'already recorded');
          end if;
        end if;
      end if;

      result := coalesce(result,
        jsonb_build_object('opId', this_op, 'status', 'applied', 'serverSeq', seq, 'version', ver));
      insert into public.applied_ops (op_id, user_id, result) values (this_op, caller, result);
      results := results || jsonb_build_array(result);
    exception when others then
      results := results || jsonb_build_array(jsonb_build_object(
        'opId', this_op, 'status', 'rejected', 'reason', sqlerrm, 'code', sqlstate));
    end;
  end loop;
  -- What the batch's facts earn over time (a kept week, a streak milestone, badges), decided now.
  for owner_id in select distinct o from unnest(owners) o order by o loop
    if owner_id = caller or public.is_guardian_of(owner_id) then
      perform public.refresh_awards_of(owner_id);
    end if;
  end loop;
  return results;
end
$$;
revoke all on function public.push_ops(jsonb) from public, anon;
grant execute on function public.push_ops(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 10. The competition score (replaces 20261122001400 §5; same columns). Per participant:
--   steps        scoring awards of the competition kinds created in the period (effective XP;
--                goal awards only for the first 3 goals of at least 100 kr), each in its
--                category; plus goal points (category 'saving'): per goal of at least 100 kr,
--                from deposits made once the goal was goal_maturity_hours old,
--                least(floor(net deposits in the period · 100 / target), goal_points_cap,
--                goal_points_per_day · the days with such a deposit so far) — a goal's points
--                take days, however much is deposited at once; the best 3 goals count.
--   caps         each Stockholm day, each category gives at most its daily_cap and all together
--                at most daily_points_ceiling; a step over a cap counts only up to it.
--   score        the capped steps' sum; reached_at the earliest moment the running total was the
--                final score (ties go to who reached it first).
create or replace function private.competition_scores(starts timestamptz, ends timestamptz,
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
  ),
  settings as (
    select private.gconst('min_scoring_target_ore') as min_target,
      private.gconst('scoring_goals') as best_goals,
      private.gconst('goal_points_cap') as cap,
      private.gconst('goal_points_per_day') as per_day,
      make_interval(hours => private.gconst('goal_maturity_hours')) as maturity,
      private.gconst('daily_points_ceiling') as ceiling
  ),
  period_xp as (
    select e.user_id as uid, e.kind, e.source_id, e.created_at as at, e.effective, r.category
    from private.xp_effective(array(select uid from people)) e
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
    select p.uid, p.at, p.category, p.effective::numeric as delta
    from period_xp p
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
    where d.user_id in (select uid from people) and not d.deleted
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
    select dd.uid, dd.goal_id, dd.at,
      greatest(0, least(
        (select cap from settings),
        floor(dd.net * 100 / g.target_ore),
        (select per_day from settings) * (
          select count(distinct p.day) from deposit_times p
          where p.uid = dd.uid and p.goal_id = dd.goal_id and p.amount > 0 and p.at <= dd.at)
      )) as points
    from deposit_days dd
    join public.savings_goals g on g.id = dd.goal_id
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
    ) as total
    from (select distinct gc.uid, gc.at from goal_curve gc) m
  ),
  goal_steps as (
    select gt.uid, gt.at, 'saving'::text as category,
      gt.total - coalesce(lag(gt.total) over (partition by gt.uid order by gt.at), 0) as delta
    from goal_totals gt
  ),
  raw_steps as (
    select s.uid, s.at, s.category, private.stockholm_date(s.at) as day, sum(s.delta) as delta
    from (select * from xp_steps union all select * from goal_steps) s
    where s.delta <> 0
    group by s.uid, s.at, s.category
  ),
  -- A capped running total moves by least(cum, cap) − least(cum − delta, cap).
  category_running as (
    select r.*, sum(r.delta) over (partition by r.uid, r.day, r.category order by r.at
      rows unbounded preceding) as cum
    from raw_steps r
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
  ),
  scores as (
    select r.uid, max(r.final) as score,
      case when max(r.final) > 0 then min(r.at) filter (where r.total >= r.final) end as reached_at
    from running r
    group by r.uid
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
  left join scores s on s.uid = p.uid
$$;
revoke all on function private.competition_scores(timestamptz, timestamptz, date, uuid)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 11. The data export (GDPR art. 15/20) also holds the member's quiz answers and no-spend claims.
alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to export_my_data_with_tickets;
revoke all on function private.export_my_data_with_tickets() from public, anon, authenticated;

create function public.export_my_data() returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.export_my_data_with_tickets() || jsonb_build_object(
    'quiz_attempts', coalesce((select jsonb_agg(jsonb_build_object('lesson_id', a.lesson_id,
        'answers', a.answers, 'started_at', a.started_at, 'finished_at', a.finished_at,
        'score', a.score, 'passed', a.passed, 'scoring', a.scoring, 'received_at', a.created_at)
        order by a.created_at)
      from public.quiz_attempts a where a.user_id = auth.uid()), '[]'::jsonb),
    'no_spend_claims', coalesce((select jsonb_agg(jsonb_build_object('day', c.day,
        'received_at', c.created_at) order by c.day)
      from public.no_spend_claims c where c.user_id = auth.uid()), '[]'::jsonb))
$$;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
