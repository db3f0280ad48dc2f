-- Call-back requests (issue 41 §3): instead of a phone number nobody answers, a person asks
-- customer service to call them in a half-hour slot within opening hours; the staff see the
-- requests on their desk (/personal/kundtjanst) and mark each one done. Also the staff's e-mail
-- digest of what arrived on the desk (tickets, mailed replies, call-back requests) and its job.
--
-- The rules are data in one place: src/lib/callback-hours.ts (CALLBACK_RULES), mirrored by
-- private.callback_rules() (supabase/tests/database/support-callbacks.test.ts compares the two);
-- refusals carry the same Swedish sentence and a HINT code from src/data/remote/refusals.ts.
--
-- Owns: public.callback_requests, private.callback_rules, private.callback_when,
-- public.request_callback, public.staff_callback_requests, public.staff_mark_callback_done,
-- private.support_digest_state, private.send_support_digest, private.run_support_jobs and the
-- service-role wrapper public.run_support_jobs.

-- ---------------------------------------------------------------------------------------------
-- 1. The rules: weekdays 08:00–18:00 Stockholm time, 30-minute slots, at least 30 minutes ahead,
-- at most 14 days ahead, 3 calls per slot.
create function private.callback_rules() returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{"opens": 8, "closes": 18, "slotMinutes": 30, "leadMinutes": 30, "daysAhead": 14, "perSlot": 3}'::jsonb
$$;
revoke all on function private.callback_rules() from public, anon, authenticated;

-- 'tisdag 2 december kl. 10:00' (Stockholm time).
create function private.callback_when(slot timestamptz) returns text
language sql
immutable
set search_path = ''
as $$
  select (array['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'])
      [extract(isodow from slot at time zone 'Europe/Stockholm')::integer]
    || ' ' || extract(day from slot at time zone 'Europe/Stockholm')::integer
    || ' ' || private.swedish_month((slot at time zone 'Europe/Stockholm')::date)
    || ' kl. ' || to_char(slot at time zone 'Europe/Stockholm', 'HH24:MI')
$$;
revoke all on function private.callback_when(timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. The requests. Written by request_callback only; read and closed by staff through their RPCs.
create table public.callback_requests (
  id uuid primary key default gen_random_uuid(),
  -- The member who asked, when signed in (their request goes with their account).
  user_id uuid references auth.users (id) on delete cascade,
  name text not null constraint callback_requests_name_check check (char_length(name) between 1 and 100),
  -- Stored as 07XXXXXXXX (private.normalize_mobile).
  phone text not null constraint callback_requests_phone_check check (phone ~ '^07[0-9]{8}$'),
  slot_start timestamptz not null,
  note text not null default '' constraint callback_requests_note_check check (char_length(note) <= 300),
  status text not null default 'requested'
    constraint callback_requests_status_check check (status in ('requested', 'done')),
  done_at timestamptz,
  done_by uuid references auth.users (id) on delete set null,
  -- Who asked (private.support_client_key): rate limits without storing an address.
  client_key text not null constraint callback_requests_client_key_check check (client_key ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
alter table public.callback_requests enable row level security;
revoke all on public.callback_requests from public, anon, authenticated;
grant select, insert, update, delete on public.callback_requests to service_role;
create index callback_requests_slot_idx on public.callback_requests (slot_start) where status = 'requested';
create index callback_requests_client_idx on public.callback_requests (client_key, created_at);
create index callback_requests_user_idx on public.callback_requests (user_id) where user_id is not null;

/*
 * Ask to be called. The form's rules and messages (src/lib/callback-hours.ts); a rule of the
 * slot raises P0001 with its refusal code as HINT. Limits: 3 requests per client a day, 2 for one
 * number; signed-out requests share a ceiling of 60 in 10 minutes.
 */
create function public.request_callback(name text, phone text, slot_start timestamptz,
  note text default '')
returns table (request_id uuid, call_at timestamptz, call_number text)
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  rules constant jsonb := private.callback_rules();
  name_clean text := btrim(regexp_replace(coalesce($1, ''), '\s+', ' ', 'g'));
  note_clean text := btrim(coalesce($4, ''));
  phone_clean text;
  slot timestamptz := $3;
  local_time timestamp := $3 at time zone 'Europe/Stockholm';
  minute_of_day integer;
  client text := private.support_client_key();
  new_id uuid;
begin
  if name_clean = '' then raise exception 'Skriv ditt namn'; end if;
  if char_length(name_clean) > 100 then raise exception 'Namnet får vara max 100 tecken'; end if;
  if not private.mobile_is_valid($2) then raise exception 'Ogiltigt mobilnummer format'; end if;
  phone_clean := private.normalize_mobile($2);
  if char_length(note_clean) > 300 then
    raise exception 'Skriv max 300 tecken om vad det gäller';
  end if;
  if slot is null then raise exception 'Välj en tid'; end if;

  minute_of_day := extract(hour from local_time)::integer * 60 + extract(minute from local_time)::integer;
  if extract(isodow from local_time) > 5
    or extract(second from local_time) <> 0
    or minute_of_day % (rules ->> 'slotMinutes')::integer <> 0
    or minute_of_day < (rules ->> 'opens')::integer * 60
    or minute_of_day + (rules ->> 'slotMinutes')::integer > (rules ->> 'closes')::integer * 60
  then
    raise exception 'Välj en tid måndag–fredag mellan 08:00 och 18:00.'
      using errcode = 'P0001', hint = 'callback_outside_hours';
  end if;
  if slot < now() + make_interval(mins => (rules ->> 'leadMinutes')::integer) then
    raise exception 'Välj en tid som börjar om minst 30 minuter.'
      using errcode = 'P0001', hint = 'callback_too_soon';
  end if;
  if slot > now() + make_interval(days => (rules ->> 'daysAhead')::integer) then
    raise exception 'Välj en tid inom de närmaste 14 dagarna.'
      using errcode = 'P0001', hint = 'callback_too_far';
  end if;

  if (select count(*) from public.callback_requests c
      where c.client_key = client and c.created_at > now() - interval '1 day') >= 3
    or (select count(*) from public.callback_requests c
      where c.phone = phone_clean and c.created_at > now() - interval '1 day') >= 2
  then
    raise exception using errcode = 'PT429',
      message = 'Du har redan bett oss ringa flera gånger i dag. Vi ringer på tiderna du valt.';
  end if;
  if auth.uid() is null and (select count(*) from public.callback_requests c
      where c.user_id is null and c.created_at > now() - interval '10 minutes') >= 60
  then
    raise exception using errcode = 'PT429',
      message = 'Vi får väldigt många förfrågningar just nu. Försök igen om en stund.';
  end if;
  -- One at a time per slot, so two requests cannot both take its last place.
  perform pg_advisory_xact_lock(hashtext('callback_slot:' || slot::text));
  if (select count(*) from public.callback_requests c
      where c.slot_start = slot and c.status = 'requested') >= (rules ->> 'perSlot')::integer then
    raise exception 'Den tiden är fullbokad. Välj en annan tid.'
      using errcode = 'P0001', hint = 'callback_slot_full';
  end if;

  insert into public.callback_requests (user_id, name, phone, slot_start, note, client_key)
  values (auth.uid(), name_clean, phone_clean, slot, note_clean, client)
  returning callback_requests.id into new_id;
  perform private.tell_support_staff('callback_request',
    format('Ring upp %s %s', name_clean, private.callback_when(slot)),
    format('%s vill bli uppringd på %s.%s', name_clean, phone_clean,
      case when note_clean = '' then '' else ' Gäller: ' || note_clean end));
  return query select new_id, slot, phone_clean;
end
$$;
revoke all on function public.request_callback(text, text, timestamptz, text) from public;
grant execute on function public.request_callback(text, text, timestamptz, text)
  to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. The staff's desk: the requests (waiting ones by time, the soonest first; done ones the most
-- recently done first), and marking one done.
create function public.staff_callback_requests(status_filter text default 'requested')
returns table (id uuid, name text, phone text, slot_start timestamptz, note text, status text,
  created_at timestamptz, done_at timestamptz, signed_in boolean)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff();
  if status_filter is not null and status_filter not in ('requested', 'done') then
    raise exception 'Okänd status' using errcode = 'P0001';
  end if;
  return query
  select c.id, c.name, c.phone, c.slot_start, c.note, c.status, c.created_at, c.done_at,
    c.user_id is not null
  from public.callback_requests c
  where status_filter is null or c.status = status_filter
  order by case when c.status = 'requested' then c.slot_start end asc nulls last,
    c.done_at desc nulls last, c.id
  limit 200;
end
$$;

create function public.staff_mark_callback_done(request_id uuid) returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  staff uuid := private.require_staff();
begin
  update public.callback_requests c
  set status = 'done', done_at = coalesce(c.done_at, now()), done_by = coalesce(c.done_by, staff)
  where c.id = request_id;
  if not found then
    raise exception 'Uppringningen finns inte' using errcode = 'P0002';
  end if;
  return 'done';
end
$$;

revoke all on function public.staff_callback_requests(text), public.staff_mark_callback_done(uuid)
  from public, anon;
grant execute on function public.staff_callback_requests(text), public.staff_mark_callback_done(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. The staff's e-mail digest: what arrived on the desk since the last digest, at most one an
-- hour, to every staff member who has not turned activity e-mail off.
create table private.support_digest_state (
  id boolean primary key default true check (id),
  last_at timestamptz not null
);
revoke all on private.support_digest_state from public, anon, authenticated;

-- Returns how many e-mails it queued.
create function private.send_support_digest(at timestamptz default now()) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  -- The first digest tells the last day.
  since timestamptz := coalesce((select d.last_at from private.support_digest_state d),
    at - interval '1 day');
  tickets integer;
  replies integer;
  calls integer;
  lines text;
  sent integer;
begin
  if since > at - interval '1 hour' then
    return 0;
  end if;
  select count(*) into tickets from public.support_tickets t
  where t.created_at > since and t.created_at <= at;
  select count(*) into replies from public.support_replies r
  where r.author = 'sender' and r.created_at > since and r.created_at <= at;
  select count(*) into calls from public.callback_requests c
  where c.created_at > since and c.created_at <= at and c.status = 'requested';
  if tickets + replies + calls = 0 then
    return 0;
  end if;
  select string_agg(line, E'\n' order by sort_at) into lines from (
    select t.created_at as sort_at, format('• %s: %s', t.ticket_number, t.subject) as line
    from public.support_tickets t where t.created_at > since and t.created_at <= at
    union all
    select r.created_at, format('• Svar i %s: %s', t.ticket_number, t.subject)
    from public.support_replies r join public.support_tickets t on t.id = r.ticket_id
    where r.author = 'sender' and r.created_at > since and r.created_at <= at
    union all
    select c.created_at, format('• Ring upp %s %s', c.name, private.callback_when(c.slot_start))
    from public.callback_requests c
    where c.created_at > since and c.created_at <= at and c.status = 'requested'
    order by 1
    limit 50
  ) items;
  insert into private.mail_outbox (to_user, kind, subject, body, link)
  select s.user_id, 'support_digest',
    format('Kundtjänst: %s', concat_ws(', ',
      case when tickets = 1 then '1 nytt ärende' when tickets > 1 then tickets || ' nya ärenden' end,
      case when replies = 1 then '1 svar' when replies > 1 then replies || ' svar' end,
      case when calls = 1 then '1 uppringning' when calls > 1 then calls || ' uppringningar' end)),
    format(E'Hej!\n\nDet här har kommit in till kundtjänst sedan förra sammanfattningen:\n\n%s\n\n'
      'Svara och ring upp från kundtjänstens sida i Slantis.', lines),
    '/personal/kundtjanst'
  from public.staff_members s
  left join public.user_settings u on u.user_id = s.user_id
  where coalesce(u.email_notifications, true);
  get diagnostics sent = row_count;
  insert into private.support_digest_state (id, last_at) values (true, at)
  on conflict (id) do update set last_at = excluded.last_at;
  return sent;
end
$$;
revoke all on function private.send_support_digest(timestamptz) from public, anon, authenticated;

-- Everything scheduled for the support desk: the digest, and call-back requests kept 30 days
-- after their time (done or not: a call-back is not a record anyone needs later).
create function private.run_support_jobs(at timestamptz default now()) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  pruned integer;
begin
  delete from public.callback_requests c where c.slot_start < at - interval '30 days';
  get diagnostics pruned = row_count;
  return jsonb_build_object('support_digests', private.send_support_digest(at),
    'callbacks_pruned', pruned);
end
$$;
revoke all on function private.run_support_jobs(timestamptz) from public, anon, authenticated;

create function public.run_support_jobs(at timestamptz default now()) returns jsonb
language sql
security definer set search_path = ''
as $$
  select private.run_support_jobs(coalesce(at, now()))
$$;
revoke all on function public.run_support_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_support_jobs(timestamptz) to service_role;

-- Where this database runs pg_cron, every 15 minutes (the digest itself waits an hour between
-- two); elsewhere the local stack's timer runs it (supabase/local/notification-timer.ts).
do $cron$
begin
  perform private.schedule_job('slantis-support', '*/15 * * * *',
    $job$select private.run_support_jobs(now())$job$);
end
$cron$;
