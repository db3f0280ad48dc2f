-- Issue 26 §1–2 (docs/families.md, "Veckopengsavtal och föräldraränta"): an allowance agreement
-- that a guardian and a teen both confirm, paid as the teen's income on each pay day by a
-- scheduled job, and a monthly interest rate a guardian sets on a child's savings goal, paid as a
-- deposit on the last day of each month. Tests: supabase/tests/database/allowance.test.ts.
--
-- Owns: public.allowance_versions, private.allowance_payments, private.allowance_income_id,
-- private.is_allowance_pay_day, private.allowance_family, private.day_text, private.allowance_terms,
-- private.goal_interest_deposit_id, public.propose_allowance, public.confirm_allowance,
-- public.decline_allowance, public.end_allowance, public.allowance_history, public.goal_interest,
-- private.goal_interest_payments, private.rate_text, public.set_goal_interest,
-- public.goal_interest_rates,
-- private.end_family_money_on_leave (trigger on family_members),
-- private.pay_allowances, private.pay_goal_interest, private.run_allowance_jobs and the
-- service-role wrapper public.run_allowance_jobs.

-- ---------------------------------------------------------------------------------------------
-- 1. The agreement: versions. Each proposal is a row; it is active once both sides confirmed it.
-- Clients read (RLS) but write only through the functions below.

create table public.allowance_versions (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references auth.users (id) on delete cascade,
  family_id uuid not null references public.families (id) on delete cascade,
  version integer not null constraint allowance_versions_version_check check (version >= 1),
  amount_ore bigint not null
    constraint allowance_versions_amount_check check (amount_ore between 100 and 500000),
  frequency text not null
    constraint allowance_versions_frequency_check check (frequency in ('weekly', 'monthly')),
  -- weekly: ISO weekday 1 (Monday) … 7 (Sunday); monthly: day 1 … 28, or 0 for the last day.
  pay_day smallint not null,
  constraint allowance_versions_pay_day_check check (
    (frequency = 'weekly' and pay_day between 1 and 7)
    or (frequency = 'monthly' and pay_day between 0 and 28)),
  covers text[] not null default '{}'
    constraint allowance_versions_covers_check check (
      covers <@ array['lunch', 'mobil', 'klader', 'noje', 'resor', 'hygien', 'presenter', 'sparande']
      and cardinality(covers) <= 8),
  note text null constraint allowance_versions_note_check check (char_length(note) <= 140),
  proposed_by uuid null references auth.users (id) on delete set null,
  proposed_at timestamptz not null default now(),
  guardian_confirmed_by uuid null references auth.users (id) on delete set null,
  guardian_confirmed_at timestamptz null,
  child_confirmed_at timestamptz null,
  -- proposed → active (both confirmed) → superseded (a newer version became active) or ended;
  -- proposed → declined (the other side asked for a change) or withdrawn (a newer proposal).
  status text not null default 'proposed' constraint allowance_versions_status_check
    check (status in ('proposed', 'active', 'declined', 'withdrawn', 'superseded', 'ended')),
  decline_reason text null
    constraint allowance_versions_reason_check check (char_length(decline_reason) <= 200),
  closed_by uuid null references auth.users (id) on delete set null,
  closed_at timestamptz null,
  -- Pay days count from starts_on (the day after both confirmed) through ends_on (inclusive).
  starts_on date null,
  ends_on date null,
  -- The last Stockholm day the pay-day job has looked at for this version.
  paid_through date null,
  constraint allowance_versions_child_version_key unique (child_id, version),
  constraint allowance_versions_active_check check (
    status not in ('active', 'superseded', 'ended') or starts_on is not null)
);
alter table public.allowance_versions enable row level security;
create unique index allowance_versions_one_active on public.allowance_versions (child_id)
  where status = 'active';
create unique index allowance_versions_one_open on public.allowance_versions (child_id)
  where status = 'proposed';
create index allowance_versions_family_idx on public.allowance_versions (family_id);
create index allowance_versions_due_idx on public.allowance_versions (status)
  where status in ('active', 'superseded', 'ended');
revoke all on public.allowance_versions from anon, authenticated;
grant select on public.allowance_versions to authenticated;
create policy "allowance_versions: the child or a guardian of the child reads"
on public.allowance_versions for select to authenticated
using (child_id = (select auth.uid()) or public.is_guardian_of(child_id));

-- A Stockholm day in words: '4 december'.
create function private.day_text(day date) returns text
language sql
immutable
set search_path = ''
as $$
  select extract(day from day)::integer || ' ' || private.swedish_month(day)
$$;
revoke all on function private.day_text(date) from public, anon, authenticated;

-- Whether a Stockholm day is a pay day of a weekly or monthly agreement. Monthly day 0 is the
-- month's last day (28, 29, 30 or 31).
create function private.is_allowance_pay_day(frequency text, pay_day smallint, day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case frequency
    when 'weekly' then extract(isodow from day) = pay_day
    when 'monthly' then case when pay_day = 0 then extract(day from day + 1) = 1
      else extract(day from day) = pay_day end
    else false
  end
$$;
revoke all on function private.is_allowance_pay_day(text, smallint, date) from public, anon, authenticated;

-- What the job paid: one allowance per child and Stockholm day, whichever version was active.
create table private.allowance_payments (
  child_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  version_id uuid not null references public.allowance_versions (id) on delete cascade,
  amount_ore bigint not null,
  created_at timestamptz not null default now(),
  primary key (child_id, day)
);
create index allowance_payments_version_idx on private.allowance_payments (version_id);
revoke all on private.allowance_payments from public, anon, authenticated;

-- One income per child and Stockholm day: a name-based id, so the job (or two of them) inserting
-- it again changes nothing.
create function private.allowance_income_id(child uuid, day date) returns uuid
language sql
immutable
set search_path = ''
as $$
  select private.name_based_id('allowance-income:' || child::text || ':' || day::text)
$$;
revoke all on function private.allowance_income_id(uuid, date) from public, anon, authenticated;

-- The family in which the caller and the child are linked (guardian or the child itself).
create function private.allowance_family(child uuid) returns uuid
language sql
stable
security definer set search_path = ''
as $$
  select c.family_id
  from public.family_members c
  where c.user_id = child and c.member_role = 'child' and c.status = 'active'
    and (child = (select auth.uid()) or exists (
      select 1 from public.family_members g
      where g.family_id = c.family_id and g.user_id = (select auth.uid())
        and g.member_role = 'guardian' and g.status = 'active'))
  order by c.created_at
  limit 1
$$;
revoke all on function private.allowance_family(uuid) from public, anon, authenticated;

-- An agreement's terms in words: '150 kr i veckan', '600 kr i månaden'.
create function private.allowance_terms(amount_ore bigint, frequency text) returns text
language sql
stable
set search_path = ''
as $$
  select private.kronor(amount_ore) || case frequency when 'weekly' then ' i veckan' else ' i månaden' end
$$;
revoke all on function private.allowance_terms(bigint, text) from public, anon, authenticated;

-- A guardian proposes for a child, or the child proposes for itself (a counter-proposal). The
-- proposer's side is confirmed by proposing; the other side confirms with confirm_allowance. A
-- newer proposal withdraws an open one; an active agreement stays until the new one is active.
create function public.propose_allowance(child uuid, amount_ore bigint, frequency text,
  pay_day integer, covers text[] default '{}', note text default null) returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  by_child constant boolean := me = child;
  family uuid;
  next_version integer;
  row_id uuid := gen_random_uuid();
  clean_note text := nullif(btrim(coalesce(note, '')), '');
  clean_covers text[];
  -- What the other side was last told: the agreement in force and the proposal this replaces.
  active_terms text;
  replaced_terms text;
  told text;
begin
  if not by_child and not public.is_guardian_of(child) then
    raise exception 'Du kan bara göra veckopengsavtal med barn i din familj' using errcode = '42501';
  end if;
  if not by_child then
    perform private.require_mfa_if_enrolled();
  end if;
  family := private.allowance_family(child);
  if family is null then
    raise exception 'Veckopengsavtal görs mellan ett barn och en vuxen i samma familj'
      using errcode = '42501';
  end if;
  -- The form's limits and sentences (src/lib/validation/family-money.ts, checked by its test).
  if amount_ore is null then
    raise exception 'Skriv ett belopp i hela kronor, från 1 till 5 000 kr.'
      using errcode = 'P0001', hint = 'allowance_amount_invalid';
  end if;
  if amount_ore < 100 then
    raise exception 'Beloppet måste vara minst 1 kr.'
      using errcode = 'P0001', hint = 'allowance_amount_too_small';
  end if;
  if amount_ore > 500000 then
    raise exception 'Beloppet får vara högst 5 000 kr per utbetalning.'
      using errcode = 'P0001', hint = 'allowance_amount_too_large';
  end if;
  if amount_ore % 100 <> 0 then
    raise exception 'Skriv ett belopp i hela kronor, från 1 till 5 000 kr.'
      using errcode = 'P0001', hint = 'allowance_amount_invalid';
  end if;
  if frequency is null or frequency not in ('weekly', 'monthly') then
    raise exception 'Välj varje vecka eller varje månad' using errcode = 'P0001';
  end if;
  if frequency = 'weekly' and (pay_day is null or pay_day not between 1 and 7) then
    raise exception 'Välj en veckodag för utbetalningen' using errcode = 'P0001';
  end if;
  if frequency = 'monthly' and (pay_day is null or pay_day not between 0 and 28) then
    raise exception 'Välj en dag mellan 1 och 28, eller sista dagen i månaden' using errcode = 'P0001';
  end if;
  select coalesce(array_agg(distinct c order by c), '{}') into clean_covers from unnest(coalesce(covers, '{}')) c;
  if not clean_covers <@ array['lunch', 'mobil', 'klader', 'noje', 'resor', 'hygien', 'presenter', 'sparande'] then
    raise exception 'Okänt val i vad pengarna ska räcka till' using errcode = 'P0001';
  end if;
  if char_length(clean_note) > 140 then
    raise exception 'Kommentaren får vara max 140 tecken' using errcode = 'P0001';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('allowance:' || child::text, 0));
  select private.allowance_terms(v.amount_ore, v.frequency) into active_terms
  from public.allowance_versions v where v.child_id = child and v.status = 'active';
  update public.allowance_versions v set status = 'withdrawn', closed_by = me, closed_at = now()
  where v.child_id = child and v.status = 'proposed'
  returning private.allowance_terms(v.amount_ore, v.frequency) into replaced_terms;
  select coalesce(max(v.version), 0) + 1 into next_version
  from public.allowance_versions v where v.child_id = child;
  insert into public.allowance_versions (id, child_id, family_id, version, amount_ore, frequency,
    pay_day, covers, note, proposed_by, guardian_confirmed_by, guardian_confirmed_at,
    child_confirmed_at)
  values (row_id, child, family, next_version, amount_ore, frequency, pay_day, clean_covers,
    clean_note, me, case when by_child then null else me end,
    case when by_child then null else now() end, case when by_child then now() end);

  -- A change says what it changes, and a proposal that replaces another says so: the e-mail
  -- about the earlier one is not left standing.
  told := concat_ws(' ',
    format('%s föreslår %s%s.', private.display_name(me),
      private.allowance_terms(amount_ore, frequency),
      case when active_terms is not null then format(' i stället för %s', active_terms) end),
    case when replaced_terms is not null then format('Det ersätter förslaget på %s.', replaced_terms) end,
    'Titta på förslaget och godkänn eller be om en ändring.',
    case when active_terms is not null then 'Till dess gäller avtalet som förut.' end);
  perform private.notify(who, 'allowance_proposed', 'activity',
    case when active_terms is null then 'Nytt förslag på veckopeng'
      else 'Förslag på ändrad veckopeng' end,
    told, case when who = child then '/app' else '/familj' end, null,
    'allowance_proposed:' || row_id)
  from (select child as who where not by_child
    union select g from private.guardians_of(child) g where by_child) t;
  return row_id;
end
$$;

-- The other side confirms. The child confirms the child's side, a guardian of the child the
-- guardian's; nobody confirms the side they proposed from. When both sides have confirmed, the
-- version is active from the next Stockholm day and the previous active version ends today.
create function public.confirm_allowance(version_id uuid) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  v public.allowance_versions;
  today constant date := private.stockholm_today();
begin
  select * into v from public.allowance_versions a where a.id = version_id;
  if v.id is null or not (v.child_id = me or public.is_guardian_of(v.child_id)) then
    raise exception 'Förslaget finns inte' using errcode = 'P0002';
  end if;
  if me <> v.child_id then
    perform private.require_mfa_if_enrolled();
  end if;
  perform pg_advisory_xact_lock(hashtextextended('allowance:' || v.child_id::text, 0));
  select * into v from public.allowance_versions a where a.id = version_id;
  if v.status <> 'proposed' then
    raise exception 'Förslaget är inte längre öppet' using errcode = '23514';
  end if;
  if me = v.child_id then
    if v.child_confirmed_at is not null then
      raise exception 'Du har redan godkänt förslaget – nu behöver en vuxen i familjen godkänna det'
        using errcode = '23514';
    end if;
    v.child_confirmed_at := now();
  else
    if v.guardian_confirmed_at is not null then
      raise exception 'Förslaget är redan godkänt av en vuxen – nu är det barnets tur'
        using errcode = '23514';
    end if;
    v.guardian_confirmed_by := me;
    v.guardian_confirmed_at := now();
  end if;

  update public.allowance_versions a set status = 'superseded', ends_on = today,
    closed_by = me, closed_at = now()
  where a.child_id = v.child_id and a.status = 'active';
  update public.allowance_versions a set status = 'active', starts_on = today + 1,
    paid_through = today, child_confirmed_at = v.child_confirmed_at,
    guardian_confirmed_by = v.guardian_confirmed_by, guardian_confirmed_at = v.guardian_confirmed_at
  where a.id = v.id;

  perform private.notify(who, 'allowance_active', 'activity', 'Veckopengsavtalet gäller',
    format('Ni har båda godkänt %s %s. Första utbetalningen: %s.',
      private.kronor(v.amount_ore), case v.frequency when 'weekly' then 'i veckan' else 'i månaden' end,
      private.day_text((select min(d)::date from generate_series(today + 1, today + 62, interval '1 day') d
        where private.is_allowance_pay_day(v.frequency, v.pay_day, d::date)))),
    case when who = v.child_id then '/app' else '/familj' end, null,
    'allowance_active:' || v.id)
  from (select v.child_id as who union select g from private.guardians_of(v.child_id) g) t
  where who <> me;
  return 'active';
end
$$;

-- The side that has not confirmed asks for a change instead, with a short reason.
create function public.decline_allowance(version_id uuid, reason text) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  v public.allowance_versions;
  clean text := nullif(btrim(coalesce(reason, '')), '');
begin
  select * into v from public.allowance_versions a where a.id = version_id;
  if v.id is null or not (v.child_id = me or public.is_guardian_of(v.child_id)) then
    raise exception 'Förslaget finns inte' using errcode = 'P0002';
  end if;
  if v.status <> 'proposed' then
    raise exception 'Förslaget är inte längre öppet' using errcode = '23514';
  end if;
  if (me = v.child_id and v.child_confirmed_at is not null)
    or (me <> v.child_id and v.guardian_confirmed_at is not null) then
    raise exception 'Du har själv lagt förslaget – gör ett nytt förslag i stället' using errcode = '23514';
  end if;
  if clean is null then
    raise exception 'Skriv kort vad du vill ändra' using errcode = 'P0001';
  end if;
  if char_length(clean) > 200 then
    raise exception 'Skriv max 200 tecken' using errcode = 'P0001';
  end if;
  update public.allowance_versions a set status = 'declined', decline_reason = clean,
    closed_by = me, closed_at = now()
  where a.id = v.id;
  perform private.notify(who, 'allowance_declined', 'activity', 'Önskemål om ändrad veckopeng',
    format('%s vill ändra förslaget: %s', private.display_name(me), clean),
    case when who = v.child_id then '/app' else '/familj' end, null, 'allowance_declined:' || v.id)
  from (select v.child_id as who union select g from private.guardians_of(v.child_id) g) t
  where who <> me;
  return 'declined';
end
$$;

-- Either side ends the agreement: no pay day from today on; an open proposal is withdrawn.
create function public.end_allowance(child uuid) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  today constant date := private.stockholm_today();
  n integer;
  ended_terms text;
begin
  if not (child = me or public.is_guardian_of(child)) then
    raise exception 'Du kan bara avsluta avtal i din familj' using errcode = '42501';
  end if;
  if child <> me then
    perform private.require_mfa_if_enrolled();
  end if;
  perform pg_advisory_xact_lock(hashtextextended('allowance:' || child::text, 0));
  update public.allowance_versions a set status = 'withdrawn', closed_by = me, closed_at = now()
  where a.child_id = child and a.status = 'proposed';
  update public.allowance_versions a set status = 'ended', ends_on = greatest(today - 1, a.starts_on - 1),
    closed_by = me, closed_at = now()
  where a.child_id = child and a.status = 'active'
  returning private.allowance_terms(a.amount_ore, a.frequency) into ended_terms;
  get diagnostics n = row_count;
  if n = 0 then
    raise exception 'Det finns inget avtal att avsluta' using errcode = 'P0002';
  end if;
  perform private.notify(who, 'allowance_ended', 'activity', 'Veckopengsavtalet är avslutat',
    format('%s avslutade avtalet om %s. Ingen mer veckopeng läggs in från och med i dag. Ni kan göra ett nytt avtal när ni vill.',
      private.display_name(me), ended_terms),
    case when who = child then '/app' else '/familj' end, null,
    'allowance_ended:' || child || ':' || now()::text)
  from (select child as who union select g from private.guardians_of(child) g) t
  where who <> me;
  return n;
end
$$;

-- The whole history of a child's agreement, newest first, with names (the child or a guardian).
create function public.allowance_history(child uuid)
returns table (id uuid, version integer, amount_ore bigint, frequency text, pay_day smallint,
  covers text[], note text, status text, proposed_by_name text, proposed_by_child boolean,
  proposed_at timestamptz, guardian_confirmed_by_name text, guardian_confirmed_at timestamptz,
  child_confirmed_at timestamptz, decline_reason text, closed_by_name text, closed_at timestamptz,
  starts_on date, ends_on date)
language sql
stable
security definer set search_path = ''
as $$
  select v.id, v.version, v.amount_ore, v.frequency, v.pay_day, v.covers, v.note, v.status,
    private.display_name(v.proposed_by), v.proposed_by = v.child_id, v.proposed_at,
    private.display_name(v.guardian_confirmed_by), v.guardian_confirmed_at, v.child_confirmed_at,
    v.decline_reason, private.display_name(v.closed_by), v.closed_at, v.starts_on, v.ends_on
  from public.allowance_versions v
  where v.child_id = child
    and (child = (select auth.uid()) or public.is_guardian_of(child))
  order by v.version desc
  limit 100
$$;

revoke all on function public.propose_allowance(uuid, bigint, text, integer, text[], text),
  public.confirm_allowance(uuid), public.decline_allowance(uuid, text), public.end_allowance(uuid),
  public.allowance_history(uuid)
  from public, anon;
grant execute on function public.propose_allowance(uuid, bigint, text, integer, text[], text),
  public.confirm_allowance(uuid), public.decline_allowance(uuid, text), public.end_allowance(uuid),
  public.allowance_history(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Föräldraränta: a guardian's monthly rate on one of a child's savings goals.

create table public.goal_interest (
  goal_id uuid primary key references public.savings_goals (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Per month, in hundredths of a percent: 1 … 500 (0,01 % … 5 %).
  rate_bp integer not null constraint goal_interest_rate_check check (rate_bp between 1 and 500),
  set_by uuid null references auth.users (id) on delete set null,
  set_at timestamptz not null default now(),
  -- The first month-end that pays is the one on or after starts_on.
  starts_on date not null,
  -- The last month-end the job has paid (or looked at).
  paid_through date null
);
alter table public.goal_interest enable row level security;
create index goal_interest_user_idx on public.goal_interest (user_id);
revoke all on public.goal_interest from anon, authenticated;
grant select on public.goal_interest to authenticated;
create policy "goal_interest: the child or a guardian of the child reads"
on public.goal_interest for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'goals'));

-- What was paid: one row per goal and month-end, with the deposit it made.
create table private.goal_interest_payments (
  goal_id uuid not null references public.savings_goals (id) on delete cascade,
  month_end date not null,
  deposit_id uuid not null,
  amount_ore bigint not null,
  balance_ore bigint not null,
  rate_bp integer not null,
  created_at timestamptz not null default now(),
  primary key (goal_id, month_end)
);
revoke all on private.goal_interest_payments from public, anon, authenticated;

create function private.goal_interest_deposit_id(goal uuid, month_end date) returns uuid
language sql
immutable
set search_path = ''
as $$
  select private.name_based_id('goal-interest:' || goal::text || ':' || month_end::text)
$$;
revoke all on function private.goal_interest_deposit_id(uuid, date) from public, anon, authenticated;

-- A rate in hundredths of a percent as the child reads it: 150 → '1,5', 125 → '1,25', 200 → '2'
-- (ratePercentText in src/features/family/rules/allowance.ts).
create function private.rate_text(bp integer) returns text
language sql
immutable
set search_path = ''
as $$
  select replace(trim(trailing '.' from trim(trailing '0' from to_char(bp / 100.0, 'FM990.00'))),
    '.', ',')
$$;
revoke all on function private.rate_text(integer) from public, anon, authenticated;

-- A guardian sets (or with 0 removes) the monthly rate, in percent with at most two decimals,
-- and the child is told what changed: a new rate, a changed one, or that it was removed.
create function public.set_goal_interest(goal_id uuid, rate_percent numeric) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  goal public.savings_goals;
  bp integer;
  old_bp integer;
begin
  select * into goal from public.savings_goals g where g.id = goal_id and not g.deleted;
  if goal.id is null or not (goal.user_id = me or public.guardian_sees(goal.user_id, 'goals')) then
    raise exception 'Sparmålet finns inte' using errcode = 'P0002';
  end if;
  if not public.guardian_sees(goal.user_id, 'goals') then
    raise exception 'Bara en vuxen i familjen kan sätta ränta på sparmålet' using errcode = '42501';
  end if;
  perform private.require_mfa_if_enrolled();
  -- The form's limits and sentences (src/lib/validation/family-money.ts, checked by its test).
  if rate_percent is null then
    raise exception 'Skriv en ränta mellan 0 och 5 %%, med högst två decimaler.'
      using errcode = 'P0001', hint = 'interest_rate_invalid';
  end if;
  if rate_percent < 0 then
    raise exception 'Räntan kan inte vara negativ. Skriv 0 om du vill ta bort räntan.'
      using errcode = 'P0001', hint = 'interest_rate_negative';
  end if;
  if rate_percent > 5 then
    raise exception 'Räntan får vara högst 5 %% i månaden.'
      using errcode = 'P0001', hint = 'interest_rate_too_high';
  end if;
  if rate_percent * 100 <> round(rate_percent * 100) then
    raise exception 'Skriv räntan med högst två decimaler, till exempel 1,25.'
      using errcode = 'P0001', hint = 'interest_rate_decimals';
  end if;
  bp := (rate_percent * 100)::integer;
  -- The rate before this call (two guardians at once: one after the other).
  perform pg_advisory_xact_lock(hashtextextended('goal_interest:' || goal.id::text, 0));
  select i.rate_bp into old_bp from public.goal_interest i where i.goal_id = goal.id;
  -- The child hears of every change, so the last e-mail about the rate is never left standing.
  if bp = 0 then
    delete from public.goal_interest i where i.goal_id = goal.id;
    if old_bp is not null then
      perform private.notify(goal.user_id, 'goal_interest_removed', 'activity',
        'Föräldraräntan är borttagen',
        format('%s har tagit bort räntan på ”%s”. Det du har sparat och räntan du redan har fått finns kvar på målet.',
          private.display_name(me), goal.title),
        '/app');
    end if;
    return 0;
  end if;
  insert into public.goal_interest (goal_id, user_id, rate_bp, set_by, set_at, starts_on)
  values (goal.id, goal.user_id, bp, me, now(), private.stockholm_today())
  on conflict on constraint goal_interest_pkey do update
    set rate_bp = excluded.rate_bp, set_by = excluded.set_by, set_at = excluded.set_at;
  if old_bp is null then
    perform private.notify(goal.user_id, 'goal_interest_set', 'activity', 'Föräldraränta på ditt sparmål',
      format('%s ger dig %s %% i månaden på ”%s”. Räntan sätts in den sista dagen varje månad.',
        private.display_name(me), private.rate_text(bp), goal.title),
      '/app');
  elsif old_bp <> bp then
    perform private.notify(goal.user_id, 'goal_interest_changed', 'activity',
      'Ny ränta på ditt sparmål',
      format('%s har ändrat räntan på ”%s” från %s %% till %s %% i månaden. Räntan sätts in den sista dagen varje månad.',
        private.display_name(me), goal.title, private.rate_text(old_bp), private.rate_text(bp)),
      '/app');
  end if;
  return bp;
end
$$;

-- The rates on a child's goals (the child's own, or a guardian's children's), with the balance.
create function public.goal_interest_rates(child uuid default null)
returns table (goal_id uuid, user_id uuid, title text, saved_ore bigint, target_ore bigint,
  rate_bp integer, set_by_name text, set_at timestamptz, last_paid_ore bigint, last_paid_on date)
language sql
stable
security definer set search_path = ''
as $$
  select g.id, g.user_id, g.title, g.saved_ore, g.target_ore, i.rate_bp,
    private.display_name(i.set_by), i.set_at, p.amount_ore, p.month_end
  from public.goal_interest i
  join public.savings_goals g on g.id = i.goal_id and not g.deleted
  left join lateral (select x.amount_ore, x.month_end from private.goal_interest_payments x
    where x.goal_id = i.goal_id and x.amount_ore > 0 order by x.month_end desc limit 1) p on true
  where (child is null or i.user_id = child)
    and (i.user_id = (select auth.uid()) or public.guardian_sees(i.user_id, 'goals'))
  order by g.created_at
$$;

revoke all on function public.set_goal_interest(uuid, numeric), public.goal_interest_rates(uuid)
  from public, anon;
grant execute on function public.set_goal_interest(uuid, numeric), public.goal_interest_rates(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2b. Leaving the family ends what the family agreed: when a child stops being an active member
-- (removed by a guardian, or left), its agreements in that family end from today and the parent
-- interest on its goals stops, so the jobs never pay money nobody in the family will hand over.

create function private.end_family_money_on_leave() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_today();
begin
  if old.member_role <> 'child' or old.status <> 'active'
    or (tg_op = 'UPDATE' and new.status = 'active') then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('allowance:' || old.user_id::text, 0));
  update public.allowance_versions a set status = 'withdrawn', closed_at = now()
  where a.child_id = old.user_id and a.family_id = old.family_id and a.status = 'proposed';
  update public.allowance_versions a set status = 'ended',
    ends_on = greatest(today - 1, a.starts_on - 1), closed_at = now()
  where a.child_id = old.user_id and a.family_id = old.family_id and a.status = 'active';
  delete from public.goal_interest gi where gi.user_id = old.user_id;
  return null;
end
$$;
revoke all on function private.end_family_money_on_leave() from public, anon, authenticated;

create trigger family_members_end_family_money
after update of status or delete on public.family_members
for each row execute function private.end_family_money_on_leave();

-- ---------------------------------------------------------------------------------------------
-- 3. Scheduled work, a function of the current time `at` (tests pass a fake clock).

-- Every pay day of every agreement that was active on it, from the day after the job last looked
-- through today (Stockholm), exactly once per child and day (the income's name-based id): a
-- missed day is caught up and dated its own pay day (00:00 Stockholm). Returns how many paid.
create function private.pay_allowances(at timestamptz) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  paid integer := 0;
  v record;
  day date;
  last_day date;
  label text;
begin
  perform pg_advisory_xact_lock(hashtext('slantis:allowances'));
  for v in
    select a.* from public.allowance_versions a
    where a.status in ('active', 'superseded', 'ended')
      and coalesce(a.paid_through, a.starts_on - 1) < least(today, coalesce(a.ends_on, today))
    order by a.child_id, a.version
  loop
    last_day := least(today, coalesce(v.ends_on, today));
    label := case v.frequency when 'weekly' then 'Veckopeng' else 'Månadspeng' end;
    day := greatest(coalesce(v.paid_through, v.starts_on - 1) + 1, v.starts_on);
    while day <= last_day loop
      if private.is_allowance_pay_day(v.frequency, v.pay_day, day) then
        insert into private.allowance_payments (child_id, day, version_id, amount_ore)
        values (v.child_id, day, v.id, v.amount_ore)
        on conflict do nothing;
        if found then
          -- The id is name-based, so a forged client could have written a row with it first:
          -- the agreement's terms overwrite whatever it said.
          insert into public.transactions (id, user_id, type, category, description, amount_ore,
            occurred_at, created_at, origin)
          values (private.allowance_income_id(v.child_id, day), v.child_id, 'income', 'income',
            label, v.amount_ore, least(private.stockholm_midnight(day), at), at, 'allowance')
          on conflict (id) do update set type = excluded.type, category = excluded.category,
            description = excluded.description, amount_ore = excluded.amount_ore,
            occurred_at = excluded.occurred_at, origin = excluded.origin, deleted = false
          where public.transactions.user_id = excluded.user_id;
          paid := paid + 1;
          perform private.notify(who, 'allowance_paid', 'activity',
            case when who = v.child_id then format('%s: %s', label, private.kronor(v.amount_ore))
              else format('%s till %s', label, private.display_name(v.child_id)) end,
            case when who = v.child_id
              then format('%s för %s är inlagd som inkomst. Kom ihåg vad den ska räcka till!',
                private.kronor(v.amount_ore), private.day_text(day))
              else format('%s för %s är inlagd som %s inkomst i Slantis. Glöm inte att föra över pengarna.',
                private.kronor(v.amount_ore), private.day_text(day),
                private.display_name(v.child_id) || 's') end,
            case when who = v.child_id then '/app' else '/familj' end, null,
            'allowance_paid:' || v.child_id || ':' || day)
          from (select v.child_id as who union select g from private.guardians_of(v.child_id) g) t;
        end if;
      end if;
      day := day + 1;
    end loop;
    update public.allowance_versions a set paid_through = last_day where a.id = v.id;
  end loop;
  return paid;
end
$$;
revoke all on function private.pay_allowances(timestamptz) from public, anon, authenticated;

-- Interest on each goal with a rate, on the last day of every month (Stockholm) from the month
-- the rate was set: rate × the goal's balance when that day began (00:00 Stockholm; deposits and
-- withdrawals made before it, plus interest paid for earlier months), rounded down to whole öre,
-- deposited on the goal dated that day. Exactly once per goal and month (the payments' key and
-- the deposit's name-based id); missed months are caught up, each from its own balance. A goal
-- never goes above 1 000 000 kr. Returns how many deposits were made.
create function private.pay_goal_interest(at timestamptz) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  paid integer := 0;
  i record;
  due date;
  cutoff timestamptz;
  balance bigint;
  amount bigint;
  deposit uuid;
begin
  perform pg_advisory_xact_lock(hashtext('slantis:goal_interest'));
  for i in
    select gi.*, g.user_id as owner from public.goal_interest gi
    join public.savings_goals g on g.id = gi.goal_id and not g.deleted
    order by gi.goal_id
  loop
    due := (date_trunc('month', greatest(coalesce(i.paid_through + 1, i.starts_on),
      i.starts_on)) + interval '1 month' - interval '1 day')::date;
    while due <= today loop
      cutoff := private.stockholm_midnight(due);
      select coalesce(sum(d.amount_ore), 0) into balance
      from public.goal_deposits d
      where d.goal_id = i.goal_id and not d.deleted and d.created_at < cutoff
        and d.id <> private.goal_interest_deposit_id(i.goal_id, due)
        and not exists (select 1 from private.goal_interest_payments p where p.deposit_id = d.id);
      balance := balance + coalesce((select sum(p.amount_ore) from private.goal_interest_payments p
        where p.goal_id = i.goal_id and p.month_end < due), 0);
      amount := floor(greatest(balance, 0)::numeric * i.rate_bp / 10000);
      amount := least(amount, greatest(100000000 - (select g.saved_ore from public.savings_goals g
        where g.id = i.goal_id), 0));
      deposit := private.goal_interest_deposit_id(i.goal_id, due);
      insert into private.goal_interest_payments (goal_id, month_end, deposit_id, amount_ore,
        balance_ore, rate_bp)
      values (i.goal_id, due, deposit, amount, balance, i.rate_bp)
      on conflict do nothing;
      if found and amount > 0 then
        insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at, origin)
        values (deposit, i.owner, i.goal_id, amount, least(cutoff, at), 'interest')
        -- A deposit a teen forged with this id becomes the interest, dated as the interest is.
        on conflict (id) do update set goal_id = excluded.goal_id, created_at = excluded.created_at,
          amount_ore = excluded.amount_ore, origin = excluded.origin, deleted = false
        where public.goal_deposits.user_id = excluded.user_id;
        paid := paid + 1;
        perform private.notify(i.owner, 'goal_interest_paid', 'activity',
          format('Ränta: %s', private.kronor(amount)),
          format('Föräldraräntan för %s är insatt på "%s". Räntan växer med det du sparar – ränta på ränta!',
            private.swedish_month(due),
            (select g.title from public.savings_goals g where g.id = i.goal_id)),
          '/app', null, 'goal_interest_paid:' || i.goal_id || ':' || due);
      end if;
      update public.goal_interest gi set paid_through = due where gi.goal_id = i.goal_id;
      due := (date_trunc('month', due + 1) + interval '1 month' - interval '1 day')::date;
    end loop;
  end loop;
  return paid;
end
$$;
revoke all on function private.pay_goal_interest(timestamptz) from public, anon, authenticated;

-- Everything scheduled here, for pg_cron and the local stack's timer: safe at any time, any
-- number of times.
create function private.run_allowance_jobs(at timestamptz default now()) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
begin
  return jsonb_build_object(
    'allowances', private.pay_allowances(at),
    'goal_interest', private.pay_goal_interest(at));
end
$$;
revoke all on function private.run_allowance_jobs(timestamptz) from public, anon, authenticated;

create function public.run_allowance_jobs(at timestamptz default now()) returns jsonb
language sql
security definer set search_path = ''
as $$
  select private.run_allowance_jobs(coalesce(at, now()))
$$;
revoke all on function public.run_allowance_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_allowance_jobs(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 4. Schedule: where this database runs pg_cron, every 15 minutes (the functions decide from the
-- Stockholm date, so the UTC schedule is right across summer time). Elsewhere the local stack's
-- timer runs them (supabase/local/notification-timer.ts).
do $cron$
begin
  perform private.schedule_job('slantis-allowance', '*/15 * * * *',
    $job$select private.run_allowance_jobs(now())$job$);
end
$cron$;
