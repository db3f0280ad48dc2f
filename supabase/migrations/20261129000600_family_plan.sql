-- The Familj plan, bought for real (issue 43). A guardian starts a Stripe subscription for the
-- family (supabase/functions/billing); Stripe's webhooks are the only writer of the family's
-- subscriptions, through public.apply_billing_event (service_role only). Every member of the
-- family is on the plan a subscription in force gives, and on Basic otherwise. Nothing is deleted
-- when a family goes back to Basic: goals beyond Basic's limit become read-only
-- (private.guard_locked_goal).
--
-- Owns: private.family_subscriptions, private.plan_history, private.billing_events,
-- private.plan_of, private.subscription_in_force, private.billing_grace, private.grace_until,
-- private.guards_family, private.pays_renewing_familj, public.my_plan,
-- private.swedish_date, private.family_people, private.tell_plan_change, private.tell_plan_receipt,
-- public.billing_context, public.apply_billing_event, private.goal_is_locked and the savings_goals
-- trigger private.guard_locked_goal.

-- One row per Stripe subscription (a family that cancels and buys again has two).
create table private.family_subscriptions (
  subscription_id text primary key check (subscription_id ~ '^sub_[A-Za-z0-9_]+$'),
  family_id uuid not null references public.families (id) on delete cascade,
  plan_id text not null default 'familj' references private.plans (id),
  customer_id text check (customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  -- The guardian who bought it (the paying customer: a minor cannot take on the contract).
  started_by uuid references auth.users (id) on delete set null,
  status text not null default 'incomplete' check (status in ('incomplete', 'incomplete_expired',
    'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  ended_at timestamptz,
  trial_end timestamptz,
  -- When a renewal payment first failed: the grace period runs from here.
  past_due_since timestamptz,
  -- The `created` of the newest subscription event applied: an older one is never applied over it.
  last_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index family_subscriptions_family_idx on private.family_subscriptions (family_id);
create index family_subscriptions_started_by_idx on private.family_subscriptions (started_by);

-- Every change of a subscription's status, as Stripe told it.
create table private.plan_history (
  id bigint generated always as identity primary key,
  subscription_id text not null references private.family_subscriptions (subscription_id)
    on delete cascade,
  family_id uuid not null references public.families (id) on delete cascade,
  status text not null,
  cancel_at_period_end boolean not null,
  period_end timestamptz,
  event_id text not null,
  event_at timestamptz not null,
  recorded_at timestamptz not null default now()
);
create index plan_history_subscription_idx on private.plan_history (subscription_id, event_at);
create index plan_history_family_idx on private.plan_history (family_id);

-- Each Stripe event once: a duplicate delivery finds its id here and changes nothing.
create table private.billing_events (
  event_id text primary key check (event_id ~ '^evt_[A-Za-z0-9_]+$'),
  event_type text not null,
  event_at timestamptz not null,
  outcome text not null,
  received_at timestamptz not null default now()
);

revoke all on private.family_subscriptions, private.plan_history, private.billing_events
  from public, anon, authenticated;

-- How long a family keeps Familj after a renewal payment failed, while Stripe retries and the
-- guardians are told (my_plan's grace_until).
create function private.billing_grace() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '7 days' $$;

-- Until when a past-due subscription keeps its plan: the grace from the first failed payment.
create function private.grace_until(s private.family_subscriptions) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(s.past_due_since, s.current_period_start, '-infinity') + private.billing_grace()
$$;

-- Whether a subscription gives its plan now. Active and trialing hold to the end of the paid
-- period, with two days for a renewal's webhook to arrive; past_due holds through the grace
-- period; every other status (cancelled, unpaid, never paid, paused) gives nothing.
create function private.subscription_in_force(s private.family_subscriptions) returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when s.status in ('active', 'trialing') then
      s.current_period_end is null or now() < s.current_period_end + interval '2 days'
    when s.status = 'past_due' then now() < private.grace_until(s)
    else false
  end
$$;

-- The plan a member is on: the plan of a subscription in force for her active family, or Basic.
create function private.plan_of(uid uuid) returns text
language sql
stable
security definer set search_path = ''
as $$
  select coalesce((
    select s.plan_id from private.family_subscriptions s
    where uid is not null and s.family_id = private.active_family(uid)
      and private.subscription_in_force(s)
    order by s.current_period_end desc nulls first
    limit 1), 'basic')
$$;

-- The family's active members with the given role.
create function private.family_people(family uuid, role text) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select m.user_id from public.family_members m
  where m.family_id = family and m.member_role = role and m.status = 'active'
$$;

-- Whether `uid` is an active guardian of `family`: who sees billing and may buy or manage it.
create function private.guards_family(family uuid, uid uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select family is not null and uid in (select private.family_people(family, 'guardian'))
$$;

-- Whether `uid` pays for a Familj subscription that will renew (in `family`, or any): she
-- cancels it before leaving the family or deleting her account, so nothing is charged to a card
-- nobody in the app can manage (public.remove_family_member, public.delete_my_account).
create function private.pays_renewing_familj(uid uuid, family uuid default null) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (select 1 from private.family_subscriptions s
    where s.started_by = uid and (family is null or s.family_id = family)
      and not s.cancel_at_period_end
      and s.status in ('trialing', 'active', 'past_due', 'unpaid'))
$$;

-- The family's newest subscription (in force or not), for the guardians' plan card.
create function private.latest_subscription(family uuid) returns private.family_subscriptions
language sql
stable
security definer set search_path = ''
as $$
  select s.* from private.family_subscriptions s
  where s.family_id = family
  order by private.subscription_in_force(s) desc, coalesce(s.last_event_at, s.created_at) desc
  limit 1
$$;

-- What the app shows and checks offline: the caller's plan and what it allows. Billing details
-- (status, dates) go to the family's guardians only.
create function public.my_plan() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  family constant uuid := private.active_family(me);
  guardian constant boolean := private.guards_family(family, me);
  plan private.plans;
  sub private.family_subscriptions;
begin
  select p.* into plan from private.plans p where p.id = private.plan_of(me);
  if guardian then
    sub := private.latest_subscription(family);
  end if;
  return jsonb_build_object(
    'plan', plan.id,
    'name', plan.name,
    'active_goals', plan.active_goals,
    'insight_weeks', plan.insight_weeks,
    'priority_support', plan.priority_support,
    'price_ore', (select p.price_ore from private.plans p where p.id = 'familj'),
    'is_guardian', guardian,
    'has_family', family is not null,
    'billing', case when sub.subscription_id is null then null else jsonb_build_object(
      'status', sub.status,
      'period_end', sub.current_period_end,
      'cancel_at_period_end', sub.cancel_at_period_end,
      'grace_until', case when sub.status = 'past_due' then private.grace_until(sub) end,
      'trial_end', sub.trial_end,
      'is_payer', coalesce(sub.started_by = me, false),
      'payer_first_name', case when sub.started_by <> me
        then private.first_name(sub.started_by) end) end);
end
$$;
revoke all on function public.my_plan() from public, anon;
grant execute on function public.my_plan() to authenticated;

-- For the billing function, as the caller: who may buy or manage the family's plan. Only a
-- guardian of an active family (a teen is refused with the app's words, hint not_guardian).
create function public.billing_context() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  family constant uuid := private.active_family(me);
  sub private.family_subscriptions;
begin
  if (select p.roll from public.profiles p where p.id = me) is distinct from 'foralder' then
    raise exception 'Bara en förälder i familjen kan ändra familjens plan.'
      using errcode = 'P0001', hint = 'not_guardian';
  end if;
  if family is null then
    raise exception 'Skapa familjen först, så kan du välja Familj för hela familjen.'
      using errcode = 'P0001', hint = 'no_family';
  end if;
  if not private.guards_family(family, me) then
    raise exception 'Bara en förälder i familjen kan ändra familjens plan.'
      using errcode = 'P0001', hint = 'not_guardian';
  end if;
  sub := private.latest_subscription(family);
  return jsonb_build_object(
    'family_id', family,
    'user_id', me,
    'email', (select u.email from auth.users u where u.id = me),
    'plan', private.plan_of(me),
    -- The caller's own customer at the provider (she paid before), never another guardian's:
    -- the portal shows a customer's card, address and receipts.
    'customer_id', (select s.customer_id from private.family_subscriptions s
      where s.family_id = family and s.started_by = me and s.customer_id is not null
      order by coalesce(s.last_event_at, s.created_at) desc limit 1),
    'subscription_status', sub.status,
    -- Who pays for the family's subscription, when it is someone else (the portal is hers).
    'payer_first_name', case when sub.started_by <> me
      then private.first_name(sub.started_by) end);
end
$$;
revoke all on function public.billing_context() from public, anon;
grant execute on function public.billing_context() to authenticated;

-- '29 december 2026' for a moment, in Stockholm.
create function private.swedish_date(at timestamptz) returns text
language sql
stable
set search_path = ''
as $$
  select extract(day from d)::integer || ' ' || private.swedish_month(d) || ' '
    || extract(year from d)::integer
  from (select (at at time zone 'Europe/Stockholm')::date as d) x
$$;

-- What the family hears when Stripe changes its subscription: a start, a failed payment (with
-- the grace period's last day), a cancellation and the return to Basic. Keyed by event, so a
-- redelivered event (already refused as a duplicate) could never tell twice anyway.
create function private.tell_plan_change(before private.family_subscriptions,
  after private.family_subscriptions, event_id text)
returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  person uuid;
  price constant text := private.kronor((select p.price_ore from private.plans p where p.id = after.plan_id));
begin
  if after.status in ('active', 'trialing')
    and before.status is distinct from after.status
    and coalesce(before.status, 'incomplete') in ('incomplete', 'incomplete_expired') then
    for person in select private.family_people(after.family_id, 'guardian') loop
      perform private.notify(person, 'plan_started', 'activity', 'Familj är igång',
        format('Tack! Hela familjen har nu Familj: obegränsat antal sparmål, föräldrainsikter 12 veckor bakåt och prioriterad support. Nästa betalning är %s: %s inkl. moms. Du kan säga upp när du vill.',
          private.swedish_date(after.current_period_end), price),
        '/familj#plan', dedupe_key => 'plan:' || event_id);
    end loop;
    for person in select private.family_people(after.family_id, 'child') loop
      perform private.notify(person, 'plan_started', 'activity', 'Er familj har Familj',
        'Nu kan du ha hur många sparmål du vill.', '/sparmal', dedupe_key => 'plan:' || event_id);
    end loop;
  elsif after.status = 'past_due' and before.status is distinct from 'past_due' then
    for person in select private.family_people(after.family_id, 'guardian') loop
      perform private.notify(person, 'plan_payment_failed', 'activity',
        'Betalningen för Familj gick inte igenom',
        format('Uppdatera kortet senast %s så fortsätter Familj. Annars blir familjen Basic igen, och inget försvinner.',
          private.swedish_date(private.grace_until(after))),
        '/familj#plan', dedupe_key => 'plan:' || event_id);
    end loop;
  elsif after.status in ('canceled', 'unpaid', 'incomplete_expired')
    and before.status in ('active', 'trialing', 'past_due') then
    for person in select private.family_people(after.family_id, 'guardian')
      union select private.family_people(after.family_id, 'child') loop
      perform private.notify(person, 'plan_ended', 'activity', 'Familjen har Basic igen',
        'Alla sparmål och all annan data finns kvar. Aktiva mål utöver de 5 som ryms i Basic går att se men inte ändra, tills ett annat mål är nått eller borttaget – eller ni väljer Familj igen.',
        '/familj#plan', dedupe_key => 'plan:' || event_id);
    end loop;
  elsif after.cancel_at_period_end and not coalesce(before.cancel_at_period_end, false)
    and after.status in ('active', 'trialing') then
    for person in select private.family_people(after.family_id, 'guardian') loop
      perform private.notify(person, 'plan_cancelled', 'activity', 'Familj är uppsagd',
        format('Familj gäller till och med %s. Sedan blir familjen Basic igen – inga sparmål eller annan data försvinner.',
          private.swedish_date(after.current_period_end)),
        '/familj#plan', dedupe_key => 'plan:' || event_id);
    end loop;
  end if;
end
$$;

-- A receipt in the app for each paid invoice, to the guardian who bought Familj (or every
-- guardian): the amount with its 25 % moms, and the period it pays for.
create function private.tell_plan_receipt(sub private.family_subscriptions, invoice jsonb,
  event_id text)
returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  paid constant bigint := (invoice ->> 'amount_paid')::bigint;
  person uuid;
begin
  if paid is null or paid <= 0 then
    return;
  end if;
  for person in
    select sub.started_by where sub.started_by is not null
      and sub.started_by in (select private.family_people(sub.family_id, 'guardian'))
    union select private.family_people(sub.family_id, 'guardian') where sub.started_by is null
  loop
    perform private.notify(person, 'plan_receipt', 'activity', 'Kvitto: Familj',
      format('Vi har tagit emot %s för Familj, %s–%s. Varav moms 25 %%: %s. Kvittot från vår betalpartner Stripe kommer också till din e-post.',
        private.kronor(paid),
        private.swedish_date(to_timestamp((invoice ->> 'period_start')::double precision)),
        private.swedish_date(to_timestamp((invoice ->> 'period_end')::double precision)),
        private.kronor(paid / 5)),
      '/familj#plan', dedupe_key => 'plan:' || event_id);
  end loop;
end
$$;

-- One verified Stripe event, already reduced by the billing function to the fields that matter
-- (billing/events.ts). Idempotent on the event id; ordered per subscription by the event's own
-- time, never by arrival. Returns the outcome: applied | duplicate | stale | unmatched | recorded.
create function public.apply_billing_event(event jsonb) returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  ev_id constant text := event ->> 'id';
  kind constant text := event ->> 'type';
  ev_at constant timestamptz := to_timestamp((event ->> 'created')::double precision);
  sub_id constant text := event ->> 'subscription';
  family uuid := nullif(event ->> 'family_id', '')::uuid;
  at_unix constant jsonb := event -> 'fields';
  existing private.family_subscriptions;
  changed private.family_subscriptions;
  result text;
  inserted integer;
begin
  insert into private.billing_events (event_id, event_type, event_at, outcome)
  values (ev_id, kind, ev_at, 'pending')
  on conflict on constraint billing_events_pkey do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return 'duplicate';
  end if;

  if sub_id is not null then
    -- One event per subscription at a time: two deliveries racing for a new subscription would
    -- otherwise both find no row, and the older could be written last.
    perform pg_advisory_xact_lock(hashtext('billing:' || sub_id));
    select s.* into existing from private.family_subscriptions s where s.subscription_id = sub_id;
  end if;
  family := coalesce(existing.family_id, family);
  if sub_id is null or family is null
    or not exists (select 1 from public.families f where f.id = family) then
    result := 'unmatched';
  elsif kind = 'checkout.session.completed' then
    -- Links the family to its customer and subscription; the status comes with the
    -- subscription's own events, whichever arrives first.
    insert into private.family_subscriptions (subscription_id, family_id, customer_id, started_by)
    values (sub_id, family, event ->> 'customer', nullif(event ->> 'started_by', '')::uuid)
    on conflict (subscription_id) do update set
      customer_id = coalesce(family_subscriptions.customer_id, excluded.customer_id),
      started_by = coalesce(family_subscriptions.started_by, excluded.started_by),
      updated_at = now();
    result := 'applied';
  elsif kind like 'customer.subscription.%' then
    if existing.last_event_at is not null and (ev_at < existing.last_event_at
        -- At the same second, 'created' never overrides what a later kind of event said, and
        -- nothing overrides the end of a subscription (Stripe never revives one).
        or (ev_at = existing.last_event_at and (kind = 'customer.subscription.created'
          or existing.status in ('canceled', 'incomplete_expired')))) then
      result := 'stale';
    else
      insert into private.family_subscriptions as s (subscription_id, family_id, customer_id,
        started_by, status, current_period_start, current_period_end, cancel_at_period_end,
        canceled_at, ended_at, trial_end, past_due_since, last_event_at)
      values (sub_id, family, event ->> 'customer', nullif(event ->> 'started_by', '')::uuid,
        at_unix ->> 'status',
        to_timestamp((at_unix ->> 'period_start')::double precision),
        to_timestamp((at_unix ->> 'period_end')::double precision),
        coalesce((at_unix ->> 'cancel_at_period_end')::boolean, false),
        to_timestamp((at_unix ->> 'canceled_at')::double precision),
        to_timestamp((at_unix ->> 'ended_at')::double precision),
        to_timestamp((at_unix ->> 'trial_end')::double precision),
        case when at_unix ->> 'status' = 'past_due' then ev_at end,
        ev_at)
      on conflict (subscription_id) do update set
        customer_id = coalesce(s.customer_id, excluded.customer_id),
        started_by = coalesce(s.started_by, excluded.started_by),
        status = excluded.status,
        current_period_start = excluded.current_period_start,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        canceled_at = excluded.canceled_at,
        ended_at = excluded.ended_at,
        trial_end = excluded.trial_end,
        past_due_since = case when excluded.status <> 'past_due' then null
          else coalesce(s.past_due_since, excluded.past_due_since) end,
        last_event_at = excluded.last_event_at,
        updated_at = now();
      insert into private.plan_history (subscription_id, family_id, status, cancel_at_period_end,
        period_end, event_id, event_at)
      select sub_id, family, at_unix ->> 'status',
        coalesce((at_unix ->> 'cancel_at_period_end')::boolean, false),
        to_timestamp((at_unix ->> 'period_end')::double precision), ev_id, ev_at
      where existing.subscription_id is null
        or existing.status is distinct from at_unix ->> 'status'
        or existing.cancel_at_period_end is distinct from
          coalesce((at_unix ->> 'cancel_at_period_end')::boolean, false);
      select s.* into changed from private.family_subscriptions s where s.subscription_id = sub_id;
      perform private.tell_plan_change(existing, changed, ev_id);
      result := 'applied';
    end if;
  else
    -- Invoices: a receipt when paid; the subscription events carry the state.
    if kind = 'invoice.paid' and existing.subscription_id is null then
      -- Paid before Stripe's news of the subscription came: not stored, so the 500 this
      -- gives has Stripe deliver it again once the subscription is known (a receipt is owed).
      raise exception 'billing: invoice for a subscription not known yet' using errcode = 'P0002';
    end if;
    if kind = 'invoice.paid' then
      perform private.tell_plan_receipt(existing, event -> 'invoice', ev_id);
    end if;
    result := 'recorded';
  end if;

  update private.billing_events b set outcome = result where b.event_id = ev_id;
  return result;
end
$$;
revoke all on function public.apply_billing_event(jsonb) from public, anon, authenticated;
grant execute on function public.apply_billing_event(jsonb) to service_role;

-- A goal beyond the plan's limit (after a family went back to Basic): the member's active goals
-- in the order they were made, the first `active_goals` open and the rest read-only. The app
-- computes the same (src/lib/plans.ts lockedGoalIds).
create function private.goal_is_locked(goal public.savings_goals) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select not goal.deleted and goal.saved_ore < goal.target_ore and coalesce((
    select p.active_goals <= (
      select count(*) from public.savings_goals g
      where g.user_id = goal.user_id and not g.deleted and g.saved_ore < g.target_ore
        and (g.created_at, g.id) < (goal.created_at, goal.id))
    from private.plans p where p.id = private.plan_of(goal.user_id)), false)
$$;

-- A locked goal keeps everything it holds and can be deleted, but a person cannot change it or
-- save to it (a deposit reaches it through saved_ore). Server work (interest, the seed) is not a
-- person and is let through.
create function private.guard_locked_goal() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  limit_count integer;
begin
  if (select auth.uid()) is null or old.deleted or new.deleted then
    return new;
  end if;
  if (new.title, new.target_ore, new.saved_ore, new.target_date, new.match_percent)
      is not distinct from
      (old.title, old.target_ore, old.saved_ore, old.target_date, old.match_percent) then
    return new;
  end if;
  if private.goal_is_locked(old) then
    select p.active_goals into limit_count from private.plans p
    where p.id = private.plan_of(old.user_id);
    raise exception 'Det här målet är låst i Basic, som har plats för % aktiva sparmål. Inget är borttaget: nå eller ta bort ett annat mål, eller skaffa Familj, så går det att spara på igen.',
      limit_count using errcode = 'P0001', hint = 'goal_locked';
  end if;
  return new;
end
$$;
create trigger savings_goals_locked
before update on public.savings_goals
for each row execute function private.guard_locked_goal();

revoke all on function private.swedish_date(timestamptz), private.family_people(uuid, text),
  private.tell_plan_change(private.family_subscriptions, private.family_subscriptions, text),
  private.tell_plan_receipt(private.family_subscriptions, jsonb, text)
  from public, anon, authenticated;
revoke all on function private.grace_until(private.family_subscriptions),
  private.guards_family(uuid, uuid), private.pays_renewing_familj(uuid, uuid)
  from public, anon, authenticated;
revoke all on function private.billing_grace(), private.subscription_in_force(private.family_subscriptions),
  private.plan_of(uuid), private.latest_subscription(uuid),
  private.goal_is_locked(public.savings_goals), private.guard_locked_goal()
  from public, anon, authenticated;
