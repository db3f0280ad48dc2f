-- Issue 19 §6 and §8: months and weeks that close, winners who are told and paid, a fraud review.
-- docs/gamification.md § Månadsavslut is the contract; tests: competition-close.test.ts.
--
--  1. private.close_competition(period, at) closes every month or ISO week (Stockholm time) that
--     has ended by `at` and is not closed yet: the final standings are frozen (results), a month's
--     top three with points become winners with PRIZES, and each winner and their guardians are
--     told in the app (notifications) and by e-mail (the mail outbox). Idempotent: one row per
--     closed period (a unique key) and a transaction-level advisory lock, so running it twice, or
--     twice at once, changes nothing. pg_cron runs it where the database has pg_cron; elsewhere
--     the local stack runs it on a timer and `npm run competition:close` runs it by hand.
--  2. Prize claims: a winner 18+ confirms their own delivery details, a minor's active guardian
--     confirms them; status held → pending → confirmed → sent (or disqualified).
--  3. Fraud review: rules flag implausibly fast scores; a flagged winner's prize is held until a
--     staff member (public.staff_members, written by service_role only) clears or disqualifies it.
--
-- This file owns the close: the tables, the helpers, the points per day and the fraud rules the
-- close applies, the close itself and its schedule, and private.schedule_job, with which every
-- scheduled job (here, notifications, allowance_interest, money_year) is put in pg_cron. What
-- the app reads (winners, notifications, prize claims) is in 20261125000210_league_inbox.sql,
-- the staff's review in 20261125000220_competition_review.sql; the data export
-- (20261122001510_profile_rights.sql) holds a member's results, notifications and prize claims.

-- ---------------------------------------------------------------------------------------------
-- 1. Tables.

-- The prizes (private.competition_prizes, PRIZES of src/lib/gamification/competition.ts) are
-- rules of the game: created in 20261122001400_gamification_rules.sql, filled by the generated
-- 20261122001410_gamification_catalog.sql.

-- One row per closed period: the unique key that makes closing idempotent.
create table private.competition_closes (
  period text not null check (period in ('month', 'week')),
  starts timestamptz not null,
  ends timestamptz not null check (ends > starts),
  closed_at timestamptz not null default now(),
  participants integer not null,
  winners integer not null,
  primary key (period, starts)
);
revoke all on private.competition_closes from public, anon, authenticated;

-- The frozen standings: every participant still in the league at close (accounts that still
-- exist), in board order. A deleted account takes its rows with it.
create table public.competition_results (
  period text not null constraint competition_results_period_check check (period in ('month', 'week')),
  starts timestamptz not null,
  ends timestamptz not null,
  position integer not null constraint competition_results_position_check check (position >= 1),
  user_id uuid not null references auth.users (id) on delete cascade,
  display_name text not null,
  score integer not null,
  reached_at timestamptz,
  -- A month's winners (top three with points): the prize of their place; weeks have none.
  prize text,
  -- Everyone at 0 shares one place, so a place is not a key; each user's row is.
  primary key (period, starts, user_id)
);
create index competition_results_place_idx on public.competition_results (period, starts, position);
alter table public.competition_results enable row level security;
create index competition_results_user_idx on public.competition_results (user_id);
revoke all on public.competition_results from anon, authenticated;
grant select on public.competition_results to authenticated;
create policy "competition_results: own rows read"
on public.competition_results for select to authenticated
using (user_id = (select auth.uid()));

-- A month's prize for a winner, and where to send it. Delivery details are stored only here,
-- read by the winner, by the guardians who confirm for a minor, and by service_role; never shown
-- on the leaderboard. Written only by the functions below.
--   confirmer  who confirms the delivery: 'winner' (18 or older at close, or age unknown) or
--              'guardian' (an active guardian of the minor winner).
--   status     held (a fraud flag is open) → pending → confirmed → sent; or disqualified.
create table public.prize_claims (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  period_start timestamptz not null,
  position integer not null constraint prize_claims_position_check check (position between 1 and 3),
  prize text not null,
  confirmer text not null constraint prize_claims_confirmer_check check (confirmer in ('winner', 'guardian')),
  status text not null default 'pending'
    constraint prize_claims_status_check
    check (status in ('held', 'pending', 'confirmed', 'sent', 'disqualified')),
  full_name text,
  street_address text,
  postal_code text constraint prize_claims_postal_code_check check (postal_code ~ '^[0-9]{5}$'),
  city text,
  confirmed_by uuid references auth.users (id) on delete set null,
  confirmed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint prize_claims_place_key unique (period_start, position),
  constraint prize_claims_details_check check (status not in ('confirmed', 'sent') or (
    full_name is not null and street_address is not null and postal_code is not null
    and city is not null and confirmed_at is not null))
);
alter table public.prize_claims enable row level security;
create index prize_claims_user_idx on public.prize_claims (user_id);
create trigger prize_claims_touch
before update on public.prize_claims
for each row execute function private.touch_updated_at();
revoke all on public.prize_claims from anon, authenticated;
grant select on public.prize_claims to authenticated;
create policy "prize_claims: the winner, or the guardian who confirms for a minor, reads"
on public.prize_claims for select to authenticated
using (user_id = (select auth.uid())
  or (confirmer = 'guardian' and public.is_guardian_of(user_id)));

-- In-app notifications. Only server code inserts; the owner reads them and marks them read
-- (mark_notifications_read).
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint notifications_kind_check check (char_length(kind) between 1 and 40),
  title text not null constraint notifications_title_check check (char_length(title) between 1 and 200),
  body text not null constraint notifications_body_check check (char_length(body) <= 2000),
  link text constraint notifications_link_check check (link ~ '^/[^/]'),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
alter table public.notifications enable row level security;
create index notifications_user_idx on public.notifications (user_id, created_at desc);
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
create policy "notifications: own rows read"
on public.notifications for select to authenticated
using (user_id = (select auth.uid()));

-- E-mail waiting to be sent. The local stack delivers it into its mail outbox on a timer
-- (supabase/local/competition-timer.ts); on hosted Supabase a scheduled edge function (or a
-- database webhook) with the service role would call public.take_mail_outbox and hand the rows
-- to the mail provider. Nothing here sends mail by itself.
create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- A person with an account, or an address without one (a support ticket's sender,
  -- 20261127000500_support_inbox.sql): exactly one of the two.
  to_user uuid references auth.users (id) on delete cascade,
  to_email text constraint mail_outbox_to_email_check
    check (to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint mail_outbox_recipient_check check ((to_user is null) <> (to_email is null)),
  kind text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_unsent_idx on private.mail_outbox (created_at) where sent_at is null;
revoke all on private.mail_outbox from public, anon, authenticated;

-- Staff (customer service, the competition's judges): neither teen nor parent. Only service_role
-- writes (and reads) this table; staff RPCs check it through private.is_staff().
create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- Who they are, for the people who keep this list ('Kundtjänst, tävlingsgranskning').
  note text not null default '' constraint staff_members_note_check check (char_length(note) <= 200),
  created_at timestamptz not null default now()
);
alter table public.staff_members enable row level security;
revoke all on public.staff_members from anon, authenticated;

-- Fraud flags (rules in section 4). One per user, month and rule. Open until a staff member
-- clears it (outcome 'cleared') or disqualifies the account for that month ('disqualified').
create table private.competition_flags (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  period_start timestamptz not null,
  rule text not null check (rule in ('ceiling_days', 'new_account_podium', 'family_money',
    'quiz_brute_force')),
  reason text not null,
  -- [{"day": "2026-11-03", "score": 150}, …]: the account's points per Stockholm day when flagged.
  daily_scores jsonb not null default '[]',
  flagged_at timestamptz not null default now(),
  cleared_by uuid references auth.users (id) on delete set null,
  cleared_at timestamptz,
  outcome text check (outcome in ('cleared', 'disqualified')),
  unique (user_id, period_start, rule),
  check ((cleared_at is null) = (outcome is null))
);
revoke all on private.competition_flags from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Helpers.

create function private.is_staff() returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (select 1 from public.staff_members s where s.user_id = (select auth.uid()))
$$;

create function private.require_staff() returns uuid
language plpgsql
stable
security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not private.is_staff() then
    raise exception 'Ingen behörighet' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;

-- 'november' for a date in November (Swedish month names, independent of lc_time).
create function private.swedish_month(day date) returns text
language sql
immutable
set search_path = ''
as $$
  select (array['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti',
    'september', 'oktober', 'november', 'december'])[extract(month from day)::integer]
$$;

-- The active guardians of a child (in an active family where the child is an active child).
create function private.guardians_of(child uuid) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select distinct l.guardian_id from private.guardianships l where l.child_id = child
$$;

-- private.tell (a notification in the app, and by e-mail unless turned off) is defined with the
-- other notifications, in 20261127000700_notifications.sql.

-- What happens next with a prize, said to the winner or to a guardian.
create function private.prize_next_step(claim public.prize_claims, to_guardian boolean) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when claim.status = 'held' then
      'Vi kontrollerar resultatet innan priset skickas. Ni får ett meddelande när det är klart.'
    when claim.confirmer = 'winner' and to_guardian then
      'Vinnaren fyller själv i vart priset ska skickas.'
    when claim.confirmer = 'winner' then
      'Fyll i vart priset ska skickas under Topplista.'
    when to_guardian then
      'Bekräfta vart priset ska skickas under Familj.'
    when exists (select 1 from private.guardians_of(claim.user_id)) then
      'En förälder i din familj bekräftar vart priset ska skickas.'
    else
      'Koppla ihop ditt konto med en förälder under Familj, så kan hen bekräfta vart priset ska skickas.'
  end
$$;

-- The first name others in the family know the winner by.
create function private.first_name(uid uuid) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select p.fornamn from public.profiles p where p.id = uid), 'Ditt barn')
$$;

-- Tells a winner and each of their active guardians about a prize claim (an adult winner's
-- guardians only where she shares learning with them).
--   event 'won'      the month closed and they won
--   event 'cleared'  a held prize was approved after review
--   event 'refused'  the prize was disqualified after review
create function private.tell_prize(claim public.prize_claims, event text) returns void
language plpgsql
set search_path = ''
as $$
declare
  month_name constant text := private.swedish_month(private.stockholm_date(claim.period_start));
  place constant text := format('plats %s i Månadens Tävling i %s – %s', claim.position,
    month_name, claim.prize);
  child_name constant text := private.first_name(claim.user_id);
  guardian uuid;
begin
  if event = 'won' then
    perform private.tell(claim.user_id, 'competition_won', 'Grattis!',
      format('Du kom på %s. %s', place, private.prize_next_step(claim, false)),
      '/leaderboard', 'Grattis till vinsten i Månadens Tävling!');
  elsif event = 'cleared' then
    perform private.tell(claim.user_id, 'prize_cleared', 'Priset är godkänt',
      format('Vi har kontrollerat resultatet: du kom på %s. %s', place,
        private.prize_next_step(claim, false)),
      '/leaderboard', 'Ditt pris i Månadens Tävling är godkänt');
  else
    perform private.tell(claim.user_id, 'prize_refused', 'Priset delas inte ut',
      format('Vi har granskat poängen i Månadens Tävling i %s och kan inte dela ut priset. Hör av dig till kundtjänst om du har frågor.',
        month_name),
      '/kundtjanst', 'Om ditt pris i Månadens Tävling');
  end if;
  if claim.confirmer <> 'guardian' and not private.shares_with_guardians(claim.user_id, 'learning') then
    return;
  end if;
  for guardian in select g from private.guardians_of(claim.user_id) g loop
    if event = 'won' then
      perform private.tell(guardian, 'competition_won_child', format('%s vann i Månadens Tävling', child_name),
        format('%s kom på %s. %s', child_name, place, private.prize_next_step(claim, true)),
        '/familj', format('%s vann i Månadens Tävling', child_name));
    elsif event = 'cleared' then
      perform private.tell(guardian, 'prize_cleared_child', format('%ss pris är godkänt', child_name),
        format('Vi har kontrollerat resultatet: %s kom på %s. %s', child_name, place,
          private.prize_next_step(claim, true)),
        '/familj', format('%ss pris i Månadens Tävling är godkänt', child_name));
    else
      perform private.tell(guardian, 'prize_refused_child', format('%ss pris delas inte ut', child_name),
        format('Vi har granskat %ss poäng i Månadens Tävling i %s och kan inte dela ut priset. Hör av dig till kundtjänst om du har frågor.',
          child_name, month_name),
        '/kundtjanst', format('Om %ss pris i Månadens Tävling', child_name));
    end if;
  end loop;
end
$$;

-- Delivery details: the first problem, in the words of the claim form (src/features/competition/
-- prize-copy.ts claims.errors and rules/prize-claim.ts; rules/prize-sql.test.ts keeps them
-- identical), or null when all is well.
-- Expects trimmed input.
create function private.prize_delivery_problem(full_name text, street_address text,
  postal_code text, city text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(full_name, '') !~ '^[^[:cntrl:]]{2,100}$' or full_name !~ '[^ ] +[^ ]' then
      'Skriv för- och efternamn.'
    when coalesce(street_address, '') !~ '^[^[:cntrl:]]{3,100}$' then
      'Skriv gatuadressen (3–100 tecken).'
    when coalesce(postal_code, '') !~ '^[0-9]{5}$' then
      'Postnumret ska vara fem siffror, till exempel 123 45.'
    when coalesce(city, '') !~ '^[^[:cntrl:][:digit:]]{2,60}$' then
      'Skriv orten (2–60 bokstäver).'
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Points per day (evidence for the fraud rules and the staff view).

-- Each participant's competition points per Stockholm day in [starts, ends): the score of a
-- one-day window, as private.competition_scores computes it (daily caps and ceiling included).
-- Days without points are left out.
create function private.competition_daily_scores(starts timestamptz, ends timestamptz)
returns table (user_id uuid, day date, score integer)
language sql
stable
set search_path = ''
as $$
  select s.user_id, d.day::date, s.score
  from generate_series(private.stockholm_date(starts),
    private.stockholm_date(ends - interval '1 microsecond'), interval '1 day') as d(day)
  cross join lateral private.competition_scores(private.stockholm_midnight(d.day::date),
    least(ends, private.stockholm_midnight(d.day::date + 1)), d.day::date) s
  where s.participating and s.score > 0
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. Fraud rules. Four clear rules, each a flag with a Swedish reason:
--   ceiling_days        the account reached the daily ceiling (daily_points_ceiling, 150) on at
--                       least 3 days,
--                       and on at least half of the days it earned points: an honest teen has
--                       quiet days.
--   new_account_podium  in the top three of the month with an account created less than 7 days
--                       before the month ended (or before the review, for the running month).
--   family_money        guardians put review_family_money_ore or more into a competing teen's
--                       goals in the month (gifts, interest, allowance, rewards: no points, but
--                       a family buying goals), or confirmed that much of the teen's typed
--                       deposits (issue 40 §7).
--   quiz_brute_force    review_quiz_attempts_per_lesson attempts or more on one lesson, or
--                       review_implausible_attempts or more finished faster than anyone reads.
-- Flags the month [starts, ends), looking at what happened before `until`; returns how many
-- new flags it made. An existing flag (open, cleared or disqualified) is never made again.
create function private.flag_competition(starts timestamptz, ends timestamptz, until timestamptz)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  stop constant timestamptz := least(ends, until);
  top_points constant integer := private.gconst('daily_points_ceiling');
  made integer;
begin
  if stop <= starts then
    return 0;
  end if;
  with days as materialized (
    select * from private.competition_daily_scores(starts, stop)
  ),
  evidence as (
    select d.user_id,
      jsonb_agg(jsonb_build_object('day', d.day, 'score', d.score) order by d.day) as daily,
      count(*) filter (where d.score >= top_points) as top_days,
      count(*) as active_days
    from days d
    group by d.user_id
  ),
  podium as (
    select s.user_id, s.score,
      row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name, s.user_id) as pos
    from private.competition_scores(starts, stop, private.stockholm_date(stop - interval '1 microsecond')) s
    where s.participating
  ),
  found_flags as (
    select e.user_id, 'ceiling_days' as rule,
      format('Nådde dagstaket (%s poäng) %s av %s dagar med poäng', top_points, e.top_days,
        e.active_days) as reason,
      e.daily
    from evidence e
    where e.top_days >= 3 and e.top_days * 2 >= e.active_days
    union all
    select p.user_id, 'new_account_podium',
      format('Plats %s med ett konto som skapades %s dagar före %s', p.pos,
        greatest(0, extract(day from stop - u.created_at)::integer),
        case when stop = ends then 'månadens slut' else 'granskningen' end),
      coalesce((select e.daily from evidence e where e.user_id = p.user_id), '[]')
    from podium p
    join auth.users u on u.id = p.user_id
    where p.pos <= 3 and p.score > 0 and u.created_at > stop - interval '7 days'
    union all
    -- Families (issue 40 §7): guardians' money into a competing teen's goals (gifts, interest,
    -- allowance, rewards), or the teen's typed deposits a guardian confirmed, in large amounts.
    select fm.user_id, 'family_money',
      format('Föräldrar %s under månaden', concat_ws(' och ',
        case when fm.given > 0 then format('satte in %s på tävlande mål', private.kronor(fm.given)) end,
        case when fm.vouched > 0 then
          format('bekräftade %s som barnet själv skrev in', private.kronor(fm.vouched)) end)),
      coalesce((select e.daily from evidence e where e.user_id = fm.user_id), '[]')
    from (
      select d.user_id,
        coalesce(sum(d.amount_ore) filter (where d.origin <> 'self'), 0)::bigint as given,
        coalesce(sum(d.amount_ore) filter (where d.origin = 'self' and d.confirmed_at is not null), 0)::bigint
          as vouched
      from public.goal_deposits d
      join public.competition_participants cp on cp.user_id = d.user_id
      where not d.deleted and d.created_at >= starts and d.created_at < stop
      group by d.user_id
    ) fm
    where fm.given >= private.gconst('review_family_money_ore')
      or fm.vouched >= private.gconst('review_family_money_ore')
    union all
    -- Quiz attempts that look like brute force: many tries on one lesson, or many finished faster
    -- than anyone reads (issue 40 §7).
    select qa.user_id, 'quiz_brute_force',
      format('%s quizförsök på %s, högst %s på samma lektion, %s för snabba för att ha lästs',
        qa.attempts, case when qa.lessons = 1 then '1 lektion' else qa.lessons || ' lektioner' end,
        qa.most, qa.implausible),
      coalesce((select e.daily from evidence e where e.user_id = qa.user_id), '[]')
    from (
      select per.user_id, sum(per.n)::integer as attempts, count(*)::integer as lessons,
        max(per.n)::integer as most, sum(per.implausible)::integer as implausible
      from (
        select q.user_id, q.lesson_id, count(*) as n, count(*) filter (where not q.plausible) as implausible
        from public.quiz_attempts q
        join public.competition_participants cp on cp.user_id = q.user_id
        where not q.deleted and q.created_at >= starts and q.created_at < stop
        group by q.user_id, q.lesson_id
      ) per
      group by per.user_id
    ) qa
    where qa.most >= private.gconst('review_quiz_attempts_per_lesson')
      or qa.implausible >= private.gconst('review_implausible_attempts')
  )
  insert into private.competition_flags (user_id, period_start, rule, reason, daily_scores)
  select f.user_id, starts, f.rule, f.reason, f.daily from found_flags f
  on conflict (user_id, period_start, rule) do nothing;
  get diagnostics made = row_count;
  return made;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. Closing.

-- Closes one period [starts, ends) unless it is closed already. Returns the number of winners,
-- or null when another run had closed it.
create function private.close_period(period text, starts timestamptz, ends timestamptz)
returns integer
language plpgsql
set search_path = ''
as $$
#variable_conflict use_variable
declare
  people integer;
  prize_count integer := 0;
  claim public.prize_claims;
begin
  insert into private.competition_closes (period, starts, ends, participants, winners)
  values (period, starts, ends, 0, 0)
  on conflict do nothing;
  if not found then
    return null;
  end if;

  -- Board order: higher score, then who reached it first, then name, then the hidden user id
  -- (as public.leaderboard, so the podium is what the board showed when the period ended).
  -- Everyone at 0 shares the place after the positive scores (as private.league_position).
  insert into public.competition_results (period, starts, ends, position, user_id, display_name,
    score, reached_at)
  select period, starts, ends,
    case when s.score = 0 then count(*) filter (where s.score > 0) over () + 1
      else row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name,
        s.user_id) end,
    s.user_id, s.display_name, s.score, s.reached_at
  from private.competition_scores(starts, ends, private.stockholm_date(ends - interval '1 microsecond')) s
  join auth.users u on u.id = s.user_id
  where s.participating;
  get diagnostics people = row_count;

  if period = 'month' then
    perform private.flag_competition(starts, ends, ends);
    update public.competition_results r set prize = p.prize
    from private.competition_prizes p
    where r.period = 'month' and r.starts = close_period.starts and r.position = p.position
      and r.score > 0;
    get diagnostics prize_count = row_count;

    for claim in
      insert into public.prize_claims (user_id, period_start, position, prize, confirmer, status)
      select r.user_id, r.starts, r.position, r.prize,
        case when private.is_adult(r.user_id) then 'winner' else 'guardian' end,
        case when exists (select 1 from private.competition_flags f
            where f.user_id = r.user_id and f.period_start = r.starts and f.outcome is null)
          then 'held' else 'pending' end
      from public.competition_results r
      where r.period = 'month' and r.starts = close_period.starts and r.prize is not null
      order by r.position
      returning *
    loop
      perform private.tell_prize(claim, 'won');
    end loop;
    -- Everyone else who scored hears their final place (the winners heard above); those at 0
    -- shared the last place and are not told so.
    perform private.tell(r.user_id, 'competition_result', 'Månadens Tävling är avgjord',
      format('Du kom på plats %s av %s med %s poäng i %s. En ny månad har börjat – alla börjar om från 0.',
        r.position, people, r.score, private.swedish_month(private.stockholm_date(starts))),
      '/leaderboard', format('Din placering i Månadens Tävling i %s',
        private.swedish_month(private.stockholm_date(starts))))
    from public.competition_results r
    where r.period = 'month' and r.starts = close_period.starts and r.prize is null
      and r.score > 0;
  end if;

  update private.competition_closes c set participants = people, winners = prize_count
  where c.period = close_period.period and c.starts = close_period.starts;
  return prize_count;
end
$$;

-- Closes every period of the kind ('month' | 'week') that has ended by `at` (never later than
-- now) and is not closed yet, oldest first. Looks back to the period in which the earliest
-- current participant joined, at most 12 periods, and always at the last ended period (a month
-- with nobody closes too). Returns the periods this run closed.
create function private.close_competition(period text, at timestamptz default now())
returns table (closed_period text, starts timestamptz, ends timestamptz, participants integer,
  winners integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_variable
declare
  moment constant timestamptz := least(coalesce($2, now()), now());
  step constant interval := case period when 'month' then interval '1 month' else interval '1 week' end;
  current_start timestamptz;
  last_start timestamptz;
  first_joined timestamptz;
  cursor_start timestamptz;
  cursor_end timestamptz;
  result integer;
begin
  -- competition_period rejects an unknown period (P0001).
  current_start := (private.competition_period(period, moment)).starts;
  -- One closer at a time, across sessions: a second run waits and then finds the rows.
  perform pg_advisory_xact_lock(hashtext('slantis.close_competition'));

  last_start := (private.competition_period(period, current_start - interval '1 microsecond')).starts;
  select min(cp.joined_at) into first_joined from public.competition_participants cp;
  cursor_start := (private.competition_period(period, greatest(
    least(first_joined, last_start),
    (current_start at time zone 'Europe/Stockholm' - 12 * step) at time zone 'Europe/Stockholm'))).starts;

  while cursor_start < current_start loop
    cursor_end := (private.competition_period(period, cursor_start)).ends;
    result := private.close_period(period, cursor_start, cursor_end);
    if result is not null then
      closed_period := period;
      starts := cursor_start;
      ends := cursor_end;
      winners := result;
      select c.participants into participants from private.competition_closes c
      where c.period = close_competition.period and c.starts = cursor_start;
      return next;
    end if;
    cursor_start := cursor_end;
  end loop;
end
$$;

revoke all on function private.is_staff(), private.require_staff(),
  private.swedish_month(date), private.guardians_of(uuid),
  private.prize_next_step(public.prize_claims, boolean), private.first_name(uuid),
  private.tell_prize(public.prize_claims, text),
  private.prize_delivery_problem(text, text, text, text),
  private.competition_daily_scores(timestamptz, timestamptz),
  private.flag_competition(timestamptz, timestamptz, timestamptz),
  private.close_period(text, timestamptz, timestamptz),
  private.close_competition(text, timestamptz)
  from public, anon, authenticated;

-- For the local stack's command and server code (service_role only).
create function public.close_competition(period text, at timestamptz default now())
returns table (closed_period text, starts timestamptz, ends timestamptz, participants integer,
  winners integer)
language sql
security definer set search_path = ''
as $$
  select * from private.close_competition(period, at)
$$;
revoke all on function public.close_competition(text, timestamptz) from public, anon, authenticated;
grant execute on function public.close_competition(text, timestamptz) to service_role;

-- Hands up to `max_rows` unsent e-mails to a sender and marks them sent (service_role only): the
-- local stack's timer, or a scheduled edge function on hosted Supabase.
create function public.take_mail_outbox(max_rows integer default 50)
returns table (id uuid, to_email text, subject text, body text, link text, kind text)
language sql
security definer set search_path = ''
as $$
  with picked as (
    select m.id from private.mail_outbox m
    where m.sent_at is null
    order by m.created_at
    limit greatest(1, least(coalesce(max_rows, 50), 500))
    for update skip locked
  ),
  sent as (
    update private.mail_outbox m set sent_at = now()
    from picked where m.id = picked.id
    returning m.id, m.to_user, m.to_email, m.subject, m.body, m.link, m.kind, m.created_at
  )
  select s.id, coalesce(s.to_email, u.email::text), s.subject, s.body, s.link, s.kind
  from sent s left join auth.users u on u.id = s.to_user
  where coalesce(s.to_email, u.email::text) is not null
  order by s.created_at
$$;
revoke all on function public.take_mail_outbox(integer) from public, anon, authenticated;
grant execute on function public.take_mail_outbox(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 6. Schedule. Where this database runs pg_cron (hosted Supabase; the Postgres 15 cluster of
-- scripts/pg-cluster.sh, which preloads it for its main database), check every 15 minutes: the
-- close itself decides whether a month (00:00 Stockholm on the 1st) or a week (Monday 00:00) has
-- ended, so the UTC schedule is right across summer time. Elsewhere (PGlite, a database that is
-- not cron.database_name) nothing is scheduled and the local stack's timer runs the close.
-- Naming the jobs makes a second run update them instead of adding more.
--
-- private.schedule_job is that guard for every scheduled job of the schema (the notifications,
-- the allowance and the money year schedule theirs with it). It runs with the migration's
-- search_path (no `set search_path`), so pg_cron is created where it always was.
create function private.schedule_job(job text, schedule text, command text) returns void
language plpgsql
as $$
begin
  if current_setting('cron.database_name', true) is not null
    and current_database() = current_setting('cron.database_name', true)
    and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule(job, schedule, command);
  end if;
end
$$;
revoke all on function private.schedule_job(text, text, text) from public, anon, authenticated;

do $cron$
begin
  perform private.schedule_job('slantis-close-month', '*/15 * * * *',
    $job$select private.close_competition('month')$job$);
  perform private.schedule_job('slantis-close-week', '*/15 * * * *',
    $job$select private.close_competition('week')$job$);
end
$cron$;
