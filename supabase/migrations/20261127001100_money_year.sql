-- Issue 26 §4–6: the Swedish money year (a calendar and its reminders), scam drills graded here,
-- and the monthly "Lärt → gjort" report (what a teen learned and what they did after it), which
-- a guardian sees only with the teen's consent. Facts and sources: docs/money-year.md.
-- Tests: supabase/tests/database/money-year.test.ts, scam-drills.test.ts, learned-done.test.ts.
--
-- Owns: private.studiebidrag_pay_day, private.studiebidrag_first_month, private.age_on,
-- private.swedish_weekday, public.money_year (the caller's calendar) and
-- public.children_money_year (a guardian's, per child under 18), the reminders
-- (private.notify_money_year), private.scam_drills and public.scam_drill_answers with
-- public.scam_drills / public.answer_scam_drill, public.learned_done_sharing with
-- public.set_learned_done_sharing, private.learned_done_report and its public readers (with
-- private.learned_done_month, the month they are asked for), the
-- monthly notices (private.send_learned_done_reports), private.run_money_year_jobs and the
-- service-role wrapper public.run_money_year_jobs, and their pg_cron schedule.

-- ---------------------------------------------------------------------------------------------
-- 1. Dates of the money year.

-- Whole years of age on `day` (null when the birth date is unknown).
create function private.age_on(born date, day date) returns integer
language sql
immutable
set search_path = ''
as $$
  select extract(year from age(day, born))::integer
$$;

-- 'måndag' … 'söndag' (independent of lc_time).
create function private.swedish_weekday(day date) returns text
language sql
immutable
set search_path = ''
as $$
  select (array['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'])
    [extract(isodow from day)::integer]
$$;

-- CSN pays studiebidrag on the last weekday of each month September–June (csn.se, "Datum och
-- tider för utbetalningar"); New Year's Eve is no pay day (30 December 2016 and 2019). Null in
-- July and August. Other public holidays never fall on a month's last weekday in 2026–2028.
create function private.studiebidrag_pay_day(month_start date) returns date
language sql
immutable
set search_path = ''
as $$
  select max(d)::date
  from generate_series(date_trunc('month', month_start)::date,
    (date_trunc('month', month_start) + interval '1 month - 1 day')::date, interval '1 day') d
  where extract(month from month_start) not in (7, 8)
    and extract(isodow from d) < 6
    and not (extract(month from d) = 12 and extract(day from d) = 31)
$$;

-- The first month studiebidrag is paid (csn.se): turning 16 in January–June → September of that
-- year, July–September → October, October–December → January the year after.
create function private.studiebidrag_first_month(born date) returns date
language sql
immutable
set search_path = ''
as $$
  select case
    when extract(month from born) <= 6 then make_date(extract(year from born)::integer + 16, 9, 1)
    when extract(month from born) <= 9 then make_date(extract(year from born)::integer + 16, 10, 1)
    else make_date(extract(year from born)::integer + 17, 1, 1)
  end
$$;

-- Is studiebidrag paid for the month starting `month_start` to someone born `born` (from the
-- first month until the spring term of the year they turn 20; never July or August)?
create function private.studiebidrag_month(born date, month_start date) returns boolean
language sql
immutable
set search_path = ''
as $$
  select born is not null
    and month_start >= private.studiebidrag_first_month(born)
    and month_start <= make_date(extract(year from born)::integer + 20, 6, 1)
    and extract(month from month_start) not in (7, 8)
$$;

-- The next studiebidrag pay day on or after `today` for someone born `born` (null: none left).
create function private.next_studiebidrag(born date, today date) returns date
language sql
immutable
set search_path = ''
as $$
  select min(private.studiebidrag_pay_day(m::date))
  from generate_series(date_trunc('month', today)::date,
    (date_trunc('month', today) + interval '14 months')::date, interval '1 month') m
  where private.studiebidrag_month(born, m::date)
    and private.studiebidrag_pay_day(m::date) >= today
$$;

revoke all on function private.age_on(date, date), private.swedish_weekday(date),
  private.studiebidrag_pay_day(date), private.studiebidrag_first_month(date),
  private.studiebidrag_month(date, date), private.next_studiebidrag(date, date)
  from public, anon, authenticated;

-- The caller's money year as of `today` (Stockholm): their age and, per calendar item, its next
-- date and whether it concerns them now. The texts are the app's (src/features/money-year/copy.ts);
-- the dates and who they concern are decided here from the birth date only the server knows.
create function private.money_year_for(uid uuid, today date) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  born constant date := private.birth_date(uid);
  age constant integer := private.age_on(born, today);
  eighteen constant date := (born + interval '18 years')::date;
  next_pay date := private.next_studiebidrag(born, today);
  may_first constant date := make_date(extract(year from today)::integer
    + case when extract(month from today) > 5 then 1 else 0 end, 5, 1);
  generic_pay date;
begin
  select min(private.studiebidrag_pay_day(m::date)) into generic_pay
  from generate_series(date_trunc('month', today)::date,
    (date_trunc('month', today) + interval '3 months')::date, interval '1 month') m
  where private.studiebidrag_pay_day(m::date) >= today;
  return jsonb_build_object(
    'today', today,
    'age', age,
    'items', jsonb_build_array(
      jsonb_build_object('key', 'studiebidrag', 'date', coalesce(next_pay, generic_pay),
        'applies', next_pay is not null,
        'first_month', case when born is not null then private.studiebidrag_first_month(born) end,
        'receiver', case when next_pay is null then null
          when next_pay >= eighteen then 'you' else 'guardian' end),
      jsonb_build_object('key', 'sommarjobb', 'date', may_first,
        'applies', age is null or age >= 15),
      jsonb_build_object('key', 'lonespecifikation', 'date', null,
        'applies', age is null or age >= 15),
      jsonb_build_object('key', 'fyller-18', 'date', case when born is not null then eighteen end,
        'applies', age is null or age < 18),
      -- Fritidskortet's last day is known for 2025 only (30 November): no date for other years.
      jsonb_build_object('key', 'fritidskortet', 'date', null,
        'applies', age is not null and age <= 16),
      jsonb_build_object('key', 'csn-studiemedel', 'date',
        case when born is not null then make_date(extract(year from born)::integer + 20, 8, 1) end,
        'applies', age is null or age >= 18)));
end
$$;
revoke all on function private.money_year_for(uuid, date) from public, anon, authenticated;

create function public.money_year() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
begin
  return private.money_year_for(private.require_user(), private.stockholm_today());
end
$$;
revoke all on function public.money_year() from public, anon;
grant execute on function public.money_year() to authenticated;

-- A guardian's view: each of the caller's children with their money year as of today. A child of
-- 18 or more gets no calendar here (null): from 18 the child decides what the family sees, and her
-- money year is hers. `[{ child, first_name, adult, money_year }]`, by first name.
create function public.children_money_year() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  today constant date := private.stockholm_today();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('child', c.child, 'first_name', private.first_name(c.child),
        'adult', private.is_adult(c.child),
        'money_year', case when not private.is_adult(c.child)
          then private.money_year_for(c.child, today) end)
      order by private.first_name(c.child), c.child)
    from private.guardians_children(me) c(child)), '[]'::jsonb);
end
$$;
revoke all on function public.children_money_year() from public, anon;
grant execute on function public.children_money_year() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Money-year reminders, as of `at`. Each at most once per teen and occurrence (dedupe keys):
--   studiebidrag  ages 16–19 in a paid month: from two days before the pay day until the day
--                 (a missed run is caught up; after the pay day it is old news)
--   sommarjobb    every May, from 15 years: the tax-free limit and jämkning
--   fyller-18     the 30 days before the 18th birthday: BankID, an own account, studiebidrag
create function private.notify_money_year(at timestamptz) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  pay constant date := private.studiebidrag_pay_day(today);
  pay_month constant text := to_char(today, 'YYYY-MM');
  teen record;
  n_pay integer := 0;
  n_summer integer := 0;
  n_18 integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('slantis:money_year'));
  for teen in
    select p.id, b.born, private.age_on(b.born, today) as age,
      (b.born + interval '18 years')::date as eighteen
    from public.profiles p
    cross join lateral (select private.birth_date(p.id) as born) b
    where p.roll = 'barn' and b.born is not null
  loop
    if pay is not null and today between pay - 2 and pay
        and private.studiebidrag_month(teen.born, today)
        and private.notify(teen.id, 'money_year', 'activity',
          case when today = pay then 'Studiebidraget kommer i dag'
            else format('Studiebidraget kommer på %s', private.swedish_weekday(pay)) end,
          format('CSN betalar ut studiebidraget, 1 250 kr, %s %s %s. %s', private.swedish_weekday(pay),
            extract(day from pay), private.swedish_month(pay),
            case when pay >= teen.eighteen then 'Du är 18, så pengarna kommer till ditt eget konto.'
              else 'Du är under 18, så pengarna går till din vårdnadshavare. Prata hemma om hur mycket av dem som blir dina.' end),
          '/pengaaret/studiebidrag', null, 'money_year:studiebidrag:' || pay_month) then
      n_pay := n_pay + 1;
    end if;
    if extract(month from today) = 5 and teen.age >= 15
        and private.notify(teen.id, 'money_year', 'activity', 'Sommarjobb? Kolla skattegränsen',
          'Tjänar du mindre än gränsen under hela året blir det ingen skatt (24 237 kr för 2024, Skatteverket räknar om den varje år). Ge arbetsgivaren intyget SKV 430 eller ansök om jämkning.',
          '/pengaaret/sommarjobb', null, 'money_year:sommarjobb:' || extract(year from today)) then
      n_summer := n_summer + 1;
    end if;
    if today >= teen.eighteen - 30 and today < teen.eighteen
        and private.notify(teen.id, 'money_year', 'activity', 'Du fyller 18 snart: BankID och eget konto',
          format('Den %s %s fyller du 18. Då bestämmer du själv över konto och BankID, och går du i gymnasiet kommer studiebidraget till dig i stället för till din vårdnadshavare.',
            extract(day from teen.eighteen), private.swedish_month(teen.eighteen)),
          '/pengaaret/fyller-18', null, 'money_year:fyller-18:' || teen.eighteen) then
      n_18 := n_18 + 1;
    end if;
  end loop;
  return jsonb_build_object('studiebidrag', n_pay, 'sommarjobb', n_summer, 'fyller_18', n_18);
end
$$;
revoke all on function private.notify_money_year(timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Scam drills ("Är det här ett bedrägeri?"): scenarios whose verdicts never leave the server
-- before the teen has answered. The first answer to a drill is the one that counts: right →
-- 15 XP once (the quiz_passed rule, source 'scam-drill:<id>', no competition points); any later
-- answer only shows the verdict again. Part of the course banktjanster-for-unga (lesson 3).

create table private.scam_drills (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,40}$'),
  position integer not null unique,
  lesson_id text not null,
  channel text not null check (channel in ('sms', 'samtal', 'dm', 'webb', 'swish', 'bankid')),
  sender text not null,
  message text not null,
  question text not null,
  is_scam boolean not null,
  explanation text not null,
  -- The warning signs (empty for a real message).
  signs text[] not null default '{}'
);
revoke all on private.scam_drills from public, anon, authenticated;

insert into private.scam_drills (id, position, lesson_id, channel, sender, message, question, is_scam, explanation, signs) values
  ('blocket-swish', 1, 'banktjanster-for-unga-bankid-och-bedragerier', 'sms', 'Köpare på Blocket',
   'Hej! Jag tar cykeln för 1 500 kr. Jag skickar en Swish-förfrågan nu – godkänn den i appen så får du pengarna direkt!',
   'Du säljer din cykel. Köparen skriver så här. Är det ett bedrägeri?', true,
   'En Swish-förfrågan är en begäran om att du ska betala. Godkänner du den skickar du 1 500 kr till ”köparen”. För att ta emot pengar räcker det att köparen swishar till ditt nummer – du behöver aldrig godkänna något.',
   array['Du ska godkänna något för att få pengar', 'Bråttom: ”direkt”', 'Köparen vill inte träffas eller se cykeln']),
  ('bankid-samtal', 2, 'banktjanster-for-unga-bankid-och-bedragerier', 'samtal', 'Okänt nummer: ”Bankens säkerhetsavdelning”',
   'Hej, jag ringer från bankens säkerhetsavdelning. Någon försöker ta ett lån i ditt namn. Öppna BankID nu och legitimera dig så stoppar vi det och du får tillbaka pengarna.',
   'Någon ringer dig. Är det ett bedrägeri?', true,
   'Banken ringer aldrig och ber dig öppna BankID. Det du godkänner i BankID kan vara en inloggning eller ett lån åt bedragaren. Lägg på och ring banken själv på numret i bankens app.',
   array['Någon annan har startat BankID, inte du', 'Stress: ”nu”', 'Ringer och säger sig vara banken eller polisen']),
  ('snabba-pengar', 3, 'banktjanster-for-unga-bankid-och-bedragerier', 'dm', '@easy.cash.sthlm på Instagram',
   'Yo! Vill du tjäna 3 000 kr på en kväll? Du tar bara emot en Swish och skickar vidare till mig. Helt lagligt, massa kids gör det!!',
   'Du får ett meddelande på sociala medier. Är det ett bedrägeri?', true,
   'Det här är en värvning till att bli målvakt: ditt konto används för att flytta pengar från brott. Det är olagligt även om du inte vet var pengarna kommer ifrån, och det är du som står med kontot när polisen utreder. Svara inte, blockera och berätta för en vuxen.',
   array['Mycket pengar för nästan inget', 'Någon du inte känner vill låna ditt konto', '”Helt lagligt” utan att du frågat']),
  ('falsk-butik', 4, 'banktjanster-for-unga-bankid-och-bedragerier', 'webb', 'airpods-rea-sverige.shop',
   'Nya AirPods Pro 299 kr (ord. pris 2 990 kr). Bara i dag! Endast betalning med banköverföring. 4 kvar i lager!',
   'Du hittar en webbutik via en annons. Är det ett bedrägeri?', true,
   'Ett pris som är 90 % lägre än i vanliga butiker, stress med ”bara i dag” och bara banköverföring är klassiska tecken på en falsk butik. Betalar du med överföring får du nästan aldrig tillbaka pengarna. Kolla omdömen och handla hellre i butiker du känner till.',
   array['För bra för att vara sant', 'Bara banköverföring', 'Stress: ”bara i dag”, ”4 kvar”']),
  ('kompis-swish', 5, 'banktjanster-for-unga-bankid-och-bedragerier', 'swish', 'Swish-appen',
   'Du har fått 85 kr från Alva Lind. Meddelande: ”Pizzan i fredags”',
   'Du och Alva delade på en pizza. Du får det här i Swish-appen. Är det ett bedrägeri?', false,
   'Inget bedrägeri. Pengarna har redan kommit in, och du behöver inte göra något – inget att godkänna, ingen länk och inget BankID. Så ser en vanlig betalning ut.',
   '{}'),
  ('egen-inloggning', 6, 'banktjanster-for-unga-bankid-och-bedragerier', 'bankid', 'BankID-appen',
   'Du har själv tryckt på ”Logga in” i din banks app. BankID öppnas och visar: ”Logga in hos din bank”.',
   'Är det ett bedrägeri att godkänna?', false,
   'Inget bedrägeri: du startade inloggningen själv, och BankID säger att det gäller just det. Godkänn bara BankID när du själv har startat det du gör och texten stämmer.',
   '{}');

-- Every answer a member gave, stamped here (who, which drill, the verdict); read by the owner.
create table public.scam_drill_answers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  drill_id text not null references private.scam_drills (id),
  answered_scam boolean not null,
  correct boolean not null,
  -- The first answer to this drill by this member (the one that counts).
  first boolean not null,
  created_at timestamptz not null default now()
);
alter table public.scam_drill_answers enable row level security;
create unique index scam_drill_answers_first_idx on public.scam_drill_answers (user_id, drill_id)
  where first;
create index scam_drill_answers_user_idx on public.scam_drill_answers (user_id, created_at);
revoke all on public.scam_drill_answers from anon, authenticated;
grant select on public.scam_drill_answers to authenticated;
create policy "scam_drill_answers: owner reads"
on public.scam_drill_answers for select to authenticated
using (user_id = (select auth.uid()));

-- The drills for the caller: each scenario, and for the ones already answered the verdict,
-- explanation and warning signs. An unanswered drill carries no verdict.
create function public.scam_drills() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'id', d.id, 'lesson_id', d.lesson_id, 'channel', d.channel, 'sender', d.sender,
        'message', d.message, 'question', d.question,
        'answer', case when f.id is not null then jsonb_build_object(
          'answered_scam', f.answered_scam, 'correct', f.correct, 'is_scam', d.is_scam,
          'explanation', d.explanation, 'signs', to_jsonb(d.signs)) end)
      order by d.position)
    from private.scam_drills d
    left join public.scam_drill_answers f on f.user_id = me and f.drill_id = d.id and f.first),
    '[]'::jsonb);
end
$$;
revoke all on function public.scam_drills() from public, anon;
grant execute on function public.scam_drills() to authenticated;

-- Answers a drill (true: "Bedrägeri"): records it and returns the server's verdict. XP only for
-- a right first answer, once per drill.
create function public.answer_scam_drill(drill text, answered_scam boolean) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  d private.scam_drills;
  is_first boolean;
  right_answer boolean;
  xp integer := 0;
begin
  select * into d from private.scam_drills s where s.id = drill;
  if not found then
    raise exception 'Okänd övning: %', coalesce(drill, 'null') using errcode = '23514';
  end if;
  if answered_scam is null then
    raise exception 'Välj Bedrägeri eller Inte bedrägeri' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtext('slantis:scam_drill:' || me::text || ':' || d.id));
  is_first := not exists (select 1 from public.scam_drill_answers a
    where a.user_id = me and a.drill_id = d.id and a.first);
  right_answer := answered_scam = d.is_scam;
  insert into public.scam_drill_answers (user_id, drill_id, answered_scam, correct, first)
  values (me, d.id, answered_scam, right_answer, is_first);
  if is_first and right_answer then
    xp := private.award(me, 'quiz_passed', 'scam-drill:' || d.id, null, false);
  end if;
  return jsonb_build_object('correct', right_answer, 'is_scam', d.is_scam, 'first', is_first,
    'explanation', d.explanation, 'signs', to_jsonb(d.signs), 'xp', xp);
end
$$;
revoke all on function public.answer_scam_drill(text, boolean) from public, anon;
grant execute on function public.answer_scam_drill(text, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Lärt → gjort: the month's report. The rules (each: lessons that teach it → a fact after the
-- first of them was finished, counted within the month):
--   budget    a lesson of budgetering-101 → ISO weeks (Monday–Sunday, ended by `today`, on or
--             after the completion day, Sunday in the month) with a weekly budget and spending
--             at most that budget; done at 3 weeks
--   saving    a lesson of sparande-for-nyborjare → deposits to a savings goal; done at 1
--   logging   'Små utgifter som växer' or 'Inkomster och utgifter' → days with a logged
--             purchase; done at 7 days
--   scams     'BankID och bedrägerier' or 'Bedrägerier och nätfiske' → scam drills answered
--             right the first time; done at 3
-- Learned: lessons finished and scam drills passed in the month (Stockholm time).

-- The teen's consent: off by default; only the teen sets it (public.set_learned_done_sharing).
create table public.learned_done_sharing (
  user_id uuid primary key references auth.users (id) on delete cascade,
  share_with_guardians boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.learned_done_sharing enable row level security;
revoke all on public.learned_done_sharing from anon, authenticated;
grant select on public.learned_done_sharing to authenticated;
create policy "learned_done_sharing: owner reads"
on public.learned_done_sharing for select to authenticated
using (user_id = (select auth.uid()));

create function private.learned_done_shared(child uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select coalesce((select s.share_with_guardians from public.learned_done_sharing s
    where s.user_id = child), false)
$$;
revoke all on function private.learned_done_shared(uuid) from public, anon, authenticated;

-- Sets the caller's own consent; returns it.
create function public.set_learned_done_sharing(share boolean) returns boolean
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
begin
  if share is null then
    raise exception 'Välj om rapporten ska delas' using errcode = '23514';
  end if;
  if (select p.roll from public.profiles p where p.id = me) is distinct from 'barn' then
    raise exception 'Bara den som rapporten handlar om kan dela den' using errcode = '42501';
  end if;
  insert into public.learned_done_sharing (user_id, share_with_guardians) values (me, share)
  on conflict (user_id) do update
  set share_with_guardians = excluded.share_with_guardians, updated_at = now();
  return share;
end
$$;
revoke all on function public.set_learned_done_sharing(boolean) from public, anon;
grant execute on function public.set_learned_done_sharing(boolean) to authenticated;

-- The report of `uid` for the Stockholm month containing `month`, as of the day `today`.
create function private.learned_done_report(uid uuid, month date, today date) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  first_day constant date := date_trunc('month', month)::date;
  next_first constant date := (date_trunc('month', month) + interval '1 month')::date;
  starts constant timestamptz := private.stockholm_midnight(first_day);
  ends constant timestamptz := private.stockholm_midnight(next_first);
  rule record;
  since timestamptz;
  value integer;
  extra bigint;
  rules jsonb := '[]'::jsonb;
begin
  for rule in
    select * from (values
      ('budget', array(select cl.id from private.catalog_lessons cl where cl.course_id = 'budgetering-101'), 3),
      ('saving', array(select cl.id from private.catalog_lessons cl where cl.course_id = 'sparande-for-nyborjare'), 1),
      ('logging', array['budgetering-101-sma-utgifter-som-vaxer', 'budgetering-101-inkomster-och-utgifter'], 7),
      ('scams', array['banktjanster-for-unga-bankid-och-bedragerier', 'sakerhet-bedragerier-och-natfiske'], 3)
    ) r(key, lessons, target)
  loop
    select min(l.completed_at) into since from public.lesson_progress l
    where l.user_id = uid and not l.deleted and l.lesson_id = any (rule.lessons)
      and l.completed_at < ends;
    continue when since is null;
    extra := null;
    if rule.key = 'budget' then
      select count(*) into value
      from generate_series(private.iso_monday(first_day) - 7, next_first, interval '7 days') w(m)
      cross join lateral (select w.m::date as monday) wk
      cross join lateral (
        select wb.limit_ore from public.weekly_budgets wb
        where wb.user_id = uid and not wb.deleted and wb.week_start <= wk.monday
        order by wb.week_start desc, wb.updated_at desc limit 1) b
      where wk.monday >= private.stockholm_date(since)
        and wk.monday + 6 >= first_day and wk.monday + 6 < next_first and wk.monday + 6 < today
        and coalesce((select sum(t.amount_ore) from public.transactions t
          where t.user_id = uid and t.type = 'expense' and not t.deleted
            and t.occurred_at >= private.stockholm_midnight(wk.monday)
            and t.occurred_at < private.stockholm_midnight(wk.monday + 7)), 0) <= b.limit_ore;
    elsif rule.key = 'saving' then
      select count(*), coalesce(sum(d.amount_ore), 0) into value, extra from public.goal_deposits d
      where d.user_id = uid and not d.deleted and d.amount_ore > 0
        and d.created_at >= greatest(since, starts) and d.created_at < ends;
    elsif rule.key = 'logging' then
      select count(distinct private.stockholm_date(t.occurred_at)) into value
      from public.transactions t
      where t.user_id = uid and t.type = 'expense' and not t.deleted
        and t.occurred_at >= greatest(since, starts) and t.occurred_at < ends
        and t.created_at >= since;
    else
      select count(*) into value from public.scam_drill_answers a
      where a.user_id = uid and a.first and a.correct
        and a.created_at >= greatest(since, starts) and a.created_at < ends;
    end if;
    rules := rules || jsonb_build_object('key', rule.key, 'since', since, 'value', value,
      'amount_ore', extra, 'target', rule.target, 'done', value >= rule.target);
  end loop;

  return jsonb_build_object(
    'month', first_day,
    'lessons', coalesce((
      select jsonb_agg(l.lesson_id order by l.completed_at, l.lesson_id)
      from public.lesson_progress l
      where l.user_id = uid and not l.deleted and l.completed_at >= starts and l.completed_at < ends),
      '[]'::jsonb),
    'courses', coalesce((
      select jsonb_agg(c.id order by c.position)
      from private.catalog_courses c
      where not exists (
          select 1 from private.catalog_lessons cl where cl.course_id = c.id and not exists (
            select 1 from public.lesson_progress l where l.user_id = uid and l.lesson_id = cl.id
              and not l.deleted and l.completed_at < ends))
        and exists (
          select 1 from private.catalog_lessons cl join public.lesson_progress l
            on l.lesson_id = cl.id and l.user_id = uid and not l.deleted
          where cl.course_id = c.id and l.completed_at >= starts and l.completed_at < ends)),
      '[]'::jsonb),
    'drills_passed', (select count(*) from public.scam_drill_answers a
      where a.user_id = uid and a.first and a.correct and a.created_at >= starts and a.created_at < ends),
    'rules', rules);
end
$$;
revoke all on function private.learned_done_report(uuid, date, date) from public, anon, authenticated;

-- The month a reader asks for as of `today`: `month`, or this one when null. A month that has not
-- begun is refused (P0001).
create function private.learned_done_month(month date, today date) returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if month is not null and date_trunc('month', month) > date_trunc('month', today) then
    raise exception 'Den månaden har inte börjat än' using errcode = 'P0001';
  end if;
  return coalesce(month, today);
end
$$;
revoke all on function private.learned_done_month(date, date) from public, anon, authenticated;

-- The caller's own report for a month (default: this one), with whether it is shared.
create function public.learned_done_report(month date default null) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  today constant date := private.stockholm_today();
begin
  return private.learned_done_report(me, private.learned_done_month(month, today), today)
    || jsonb_build_object('shared', private.learned_done_shared(me));
end
$$;
revoke all on function public.learned_done_report(date) from public, anon;
grant execute on function public.learned_done_report(date) to authenticated;

-- A guardian's view: each of the caller's children, with the report only where the child shares
-- it (otherwise 'report' is null: nothing of it is computed).
create function public.children_learned_done(month date default null) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  today constant date := private.stockholm_today();
  asked constant date := private.learned_done_month(month, today);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('child', c.child, 'first_name', private.first_name(c.child),
        'shared', private.learned_done_shared(c.child),
        'report', case when private.learned_done_shared(c.child)
          then private.learned_done_report(c.child, asked, today) end)
      order by private.first_name(c.child), c.child)
    from private.guardians_children(me) c(child)), '[]'::jsonb);
end
$$;
revoke all on function public.children_learned_done(date) from public, anon;
grant execute on function public.children_learned_done(date) to authenticated;

-- The monthly notices: in the first seven days of a month (Stockholm), each teen who learned
-- something last month is told once, and so are the guardians of those who share the report.
create function private.send_learned_done_reports(at timestamptz) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  last_month constant date := (date_trunc('month', today) - interval '1 month')::date;
  month_name constant text := private.swedish_month(last_month);
  key constant text := 'learned_done:' || to_char(last_month, 'YYYY-MM');
  told integer := 0;
  teen record;
  report jsonb;
  lessons integer;
  drills integer;
  done integer;
  summary text;
  guardian uuid;
begin
  if extract(day from today) > 7 then
    return 0;
  end if;
  perform pg_advisory_xact_lock(hashtext('slantis:learned_done'));
  for teen in
    select p.id from public.profiles p
    where p.roll = 'barn'
      and (exists (select 1 from public.lesson_progress l where l.user_id = p.id and not l.deleted
          and l.completed_at >= private.stockholm_midnight(last_month)
          and l.completed_at < private.stockholm_midnight(date_trunc('month', today)::date))
        or exists (select 1 from public.scam_drill_answers a where a.user_id = p.id and a.first
          and a.created_at >= private.stockholm_midnight(last_month)
          and a.created_at < private.stockholm_midnight(date_trunc('month', today)::date)))
  loop
    report := private.learned_done_report(teen.id, last_month, today);
    lessons := jsonb_array_length(report -> 'lessons');
    drills := (report ->> 'drills_passed')::integer;
    select count(*) into done from jsonb_array_elements(report -> 'rules') r
    where (r ->> 'done')::boolean;
    summary := format('%s %s och %s %s i %s%s.', lessons,
      case when lessons = 1 then 'lektion' else 'lektioner' end, drills,
      case when drills = 1 then 'bedrägeriövning' else 'bedrägeriövningar' end, month_name,
      case when done > 0 then format(' – och nådde %s av %s mål för det du lärde dig', done,
        jsonb_array_length(report -> 'rules')) else '' end);
    if private.notify(teen.id, 'learned_done', 'activity',
        format('Lärt → gjort: din rapport för %s', month_name),
        'Du klarade ' || summary || ' Se hela rapporten.', '/rapport',
        format('Din Slantis-rapport för %s', month_name), key) then
      told := told + 1;
    end if;
    if private.learned_done_shared(teen.id) then
      for guardian in select g from private.guardians_of(teen.id) g loop
        if private.notify(guardian, 'learned_done', 'activity',
            format('Lärt → gjort: %s i %s', private.first_name(teen.id), month_name),
            format('%s delar sin månadsrapport med dig: %s klarade %s', private.first_name(teen.id),
              private.first_name(teen.id), summary),
            '/familj', format('%ss Slantis-rapport för %s', private.first_name(teen.id), month_name),
            key || ':' || teen.id) then
          told := told + 1;
        end if;
      end loop;
    end if;
  end loop;
  return told;
end
$$;
revoke all on function private.send_learned_done_reports(timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 5. Scheduled work (pg_cron where present, else the local stack's timer): safe to run at any
-- time and any number of times.
create function private.run_money_year_jobs(at timestamptz default now()) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
begin
  return private.notify_money_year(at)
    || jsonb_build_object('learned_done', private.send_learned_done_reports(at));
end
$$;
revoke all on function private.run_money_year_jobs(timestamptz) from public, anon, authenticated;

create function public.run_money_year_jobs(at timestamptz default now()) returns jsonb
language sql
security definer set search_path = ''
as $$
  select private.run_money_year_jobs(coalesce(at, now()))
$$;
revoke all on function public.run_money_year_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_money_year_jobs(timestamptz) to service_role;

do $cron$
begin
  perform private.schedule_job('slantis-money-year', '7 * * * *',
    $job$select private.run_money_year_jobs(now())$job$);
end
$cron$;
