-- Quiz attempts (fair play, issue 19): the answers a device chose, graded by the server against
-- private.quiz_keys (generated), and the lesson progress and XP that follow.
--
-- Owns: public.quiz_attempts (table, RLS, grants), private.grade_quiz_attempt (the grade;
-- whether the reading was plausible, which every award needs; and whether the attempt may score:
-- the lesson's first, passed and on time) and private.apply_quiz_attempt (lesson_progress and the
-- lesson, quiz and course awards).

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
  -- The server's: right answers in percent, passed, whether the reading was plausible (XP and
  -- badges need it) and whether it may score competition points (the lesson's first attempt).
  score integer not null default 0,
  passed boolean not null default false,
  plausible boolean not null default false,
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

-- Grades the attempt: an answer for every key it names, each a whole option number of that
-- question (an unanswered question is wrong). Plausible (the attempt earns XP and counts toward
-- badges): the duration the device claims at least the lesson's min_seconds, all of it after the
-- account existed, ending when the attempt arrived at the latest (reading time cannot be borrowed
-- from before sign-up or from the future), not overlapping another plausible attempt (one person
-- reads one lesson at a time). Scoring (competition points too): plausible, passed, finished
-- within the offline grace of its arrival (10 minutes of clock skew ahead), and the lesson's first
-- attempt: a later one is practice, however it goes, so retrying every answer combination scores
-- nothing.
create function private.grade_quiz_attempt() returns trigger
language plpgsql
security definer set search_path = ''
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
  -- A clock ahead keeps its duration, ending when the attempt arrived at the latest.
  new.plausible := new.started_at is not null and new.finished_at is not null
    and new.finished_at - new.started_at >= make_interval(secs => lesson.min_seconds)
    and least(new.finished_at, received) - (new.finished_at - new.started_at)
      >= coalesce(created, '-infinity'::timestamptz)
    and not exists (
      select 1 from public.quiz_attempts a
      where a.user_id = new.user_id and a.plausible
        and a.started_at < new.finished_at and a.finished_at > new.started_at);
  new.scoring := new.plausible and new.passed
    and new.finished_at <= received + interval '10 minutes'
    and new.finished_at >= received - private.offline_grace()
    and not exists (
      select 1 from public.quiz_attempts a
      where a.user_id = new.user_id and a.lesson_id = new.lesson_id);
  return new;
end
$$;
create trigger quiz_attempts_grade
before insert on public.quiz_attempts
for each row execute function private.grade_quiz_attempt();

-- Progress and awards. Every attempt counts in `attempts`; only a plausible one completes the
-- lesson (first completion, bounded; best score) and earns: the lesson, a passed quiz (a practice
-- pass, after a first attempt that failed, earns quiz_practice_xp and no points), and the course
-- once every catalogue lesson of it is finished.
create function private.apply_quiz_attempt() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  completed constant timestamptz := private.bounded_instant(new.finished_at, new.created_at,
    private.account_created_at(new.user_id));
  practice constant boolean := exists (select 1 from public.quiz_attempts a
    where a.user_id = new.user_id and a.lesson_id = new.lesson_id and a.id <> new.id
      and a.created_at <= new.created_at);
  course record;
begin
  insert into public.lesson_progress as p (id, user_id, lesson_id, completed_at, best_score, attempts)
  values (private.name_uuid('lesson_progress', new.user_id::text, new.lesson_id), new.user_id,
    new.lesson_id, case when new.plausible then completed end,
    case when new.plausible then new.score end, 1)
  on conflict (user_id, lesson_id) do update
  set completed_at = coalesce(least(p.completed_at, excluded.completed_at), p.completed_at,
      excluded.completed_at),
    best_score = coalesce(greatest(p.best_score, excluded.best_score), p.best_score,
      excluded.best_score),
    attempts = p.attempts + 1,
    deleted = false;
  if not new.plausible then
    return null;
  end if;

  perform private.award(new.user_id, 'lesson_completed', new.lesson_id,
    private.rule_xp('lesson_completed'), new.scoring);
  if new.passed then
    perform private.award(new.user_id, 'quiz_passed', new.lesson_id,
      case when practice then private.gconst('quiz_practice_xp') else private.rule_xp('quiz_passed') end,
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

revoke all on function private.grade_quiz_attempt(), private.apply_quiz_attempt()
  from public, anon, authenticated;
