-- The support inbox (issue 25, deliverable 5). Tickets from the contact form
-- (20261122001600_support_tickets.sql) are read and answered by staff (public.staff_members,
-- written only by the service role or a migration: nobody becomes staff by signing up). A reply
-- is e-mailed to the ticket's address through the mail outbox; the sender can look up a ticket's
-- status with its number and e-mail; the public pages promise "svar inom 24 timmar" only while
-- no ticket has waited longer than that for its first answer.
--
-- Owns: public.support_replies; public.staff_support_tickets, public.staff_reply_to_ticket,
-- public.staff_set_ticket_status, public.support_ticket_status and
-- public.support_answers_within_a_day.
--
-- Statuses: 'new' (not answered yet), 'open' (answered, the conversation goes on), 'solved'
-- (closed by staff; a reply can reopen it).

-- ---------------------------------------------------------------------------------------------
-- 1. Replies. (A reply is mailed to the ticket's address: private.mail_outbox.to_email.)
create table public.support_replies (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  -- The staff member who wrote it (kept when they leave the staff, not when the account goes).
  staff_user_id uuid references auth.users (id) on delete set null,
  body text not null constraint support_replies_body_check check (char_length(body) between 2 and 4000),
  created_at timestamptz not null default now()
);
create index support_replies_ticket_idx on public.support_replies (ticket_id, created_at);
alter table public.support_replies enable row level security;
revoke all on public.support_replies from public, anon, authenticated;
grant select, insert, update, delete on public.support_replies to service_role;

alter table public.support_tickets add column answered_at timestamptz;
create index support_tickets_status_idx on public.support_tickets (status, created_at);

-- ---------------------------------------------------------------------------------------------
-- 2. The staff's desk.

-- Tickets, newest first within the filter (null: any status or category), with their replies.
create function public.staff_support_tickets(status_filter text default null,
  category_filter text default null, page_size integer default 50, page_offset integer default 0)
returns table (id uuid, ticket_number text, first_name text, last_name text, email text,
  category text, subject text, message text, status text, created_at timestamptz,
  answered_at timestamptz, signed_in boolean, replies jsonb, total bigint)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff();
  if status_filter is not null and status_filter not in ('new', 'open', 'solved') then
    raise exception 'Okänd status' using errcode = 'P0001';
  end if;
  if category_filter is not null
    and category_filter not in ('technical', 'account', 'billing', 'feature', 'other',
      'friend_report') then
    raise exception 'Okänd kategori' using errcode = 'P0001';
  end if;
  if page_size is null or page_size not between 1 and 200 or page_offset is null or page_offset < 0
  then
    raise exception 'Ogiltig sida' using errcode = 'P0001';
  end if;
  return query
  select t.id, t.ticket_number, t.first_name, t.last_name, t.email, t.category, t.subject,
    t.message, t.status, t.created_at, t.answered_at, t.user_id is not null,
    coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'body', r.body,
        'createdAt', r.created_at) order by r.created_at)
      from public.support_replies r where r.ticket_id = t.id), '[]'::jsonb),
    count(*) over ()
  from public.support_tickets t
  where (status_filter is null or t.status = status_filter)
    and (category_filter is null or t.category = category_filter)
  order by t.created_at desc, t.id
  limit page_size offset page_offset;
end
$$;

-- A reply: stored, e-mailed to the ticket's address, and the ticket answered ('open'), or
-- closed with it ('solved').
create function public.staff_reply_to_ticket(ticket_id uuid, body text, close boolean default false)
returns table (id uuid, status text)
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  staff uuid := private.require_staff();
  text_clean text := btrim(coalesce(body, ''));
  ticket public.support_tickets;
  reply_id uuid;
begin
  if text_clean = '' then raise exception 'Skriv ett svar'; end if;
  if char_length(text_clean) < 2 then raise exception 'Svaret är för kort'; end if;
  if char_length(text_clean) > 4000 then raise exception 'Svaret får vara max 4000 tecken'; end if;
  select * into ticket from public.support_tickets t where t.id = ticket_id for update;
  if not found then
    raise exception 'Ärendet finns inte' using errcode = 'P0002';
  end if;

  insert into public.support_replies (ticket_id, staff_user_id, body)
  values (ticket.id, staff, text_clean)
  returning support_replies.id into reply_id;
  update public.support_tickets t
  set status = case when close then 'solved' else 'open' end,
    answered_at = coalesce(t.answered_at, now())
  where t.id = ticket.id;
  insert into private.mail_outbox (to_email, kind, subject, body, link)
  values (ticket.email, 'support_reply',
    format('Svar på ditt ärende %s: %s', ticket.ticket_number, ticket.subject),
    format(E'Hej %s!\n\n%s\n\n%s\n\nVänliga hälsningar\nSlantis kundtjänst\n\n'
      'Ärendenummer: %s. Svara genom att skriva till oss igen och ange numret.',
      ticket.first_name, text_clean,
      case when close then 'Vi har markerat ärendet som löst. Hör av dig om något är oklart.'
        else 'Ärendet är fortfarande öppet.' end,
      ticket.ticket_number),
    '/kundtjanst?arende=' || ticket.ticket_number);
  return query select reply_id, case when close then 'solved' else 'open' end;
end
$$;

-- Close a ticket ('solved'), or open it again ('open': back to 'new' if it was never answered).
create function public.staff_set_ticket_status(ticket_id uuid, status text)
returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  now_status text;
begin
  perform private.require_staff();
  if $2 is null or $2 not in ('open', 'solved') then
    raise exception 'Okänd status' using errcode = 'P0001';
  end if;
  update public.support_tickets t
  set status = case when $2 = 'solved' then 'solved'
    when t.answered_at is null then 'new' else 'open' end
  where t.id = $1
  returning t.status into now_status;
  if not found then
    raise exception 'Ärendet finns inte' using errcode = 'P0002';
  end if;
  return now_status;
end
$$;

revoke all on function public.staff_support_tickets(text, text, integer, integer),
  public.staff_reply_to_ticket(uuid, text, boolean), public.staff_set_ticket_status(uuid, text)
  from public, anon;
grant execute on function public.staff_support_tickets(text, text, integer, integer),
  public.staff_reply_to_ticket(uuid, text, boolean), public.staff_set_ticket_status(uuid, text)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. For the sender and the public pages.

-- A ticket's status for whoever holds its number and e-mail address (nothing else: not the
-- subject, the message or the replies, which went to that address). No row: no such ticket.
create function public.support_ticket_status(ticket_number text, email text)
returns table (ticket_number text, status text, created_at timestamptz, answered_at timestamptz,
  replies integer)
language sql
stable
security definer set search_path = ''
as $$
  select t.ticket_number, t.status, t.created_at, t.answered_at,
    (select count(*)::integer from public.support_replies r where r.ticket_id = t.id)
  from public.support_tickets t
  where t.ticket_number = upper(btrim(coalesce($1, '')))
    and lower(t.email) = lower(btrim(coalesce($2, '')))
$$;

-- The promise "svar inom 24 timmar" holds while no ticket has waited a day for its first answer.
create function public.support_answers_within_a_day() returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select not exists (select 1 from public.support_tickets t
    where t.status = 'new' and t.created_at < now() - interval '24 hours')
$$;

revoke all on function public.support_ticket_status(text, text),
  public.support_answers_within_a_day() from public;
grant execute on function public.support_ticket_status(text, text),
  public.support_answers_within_a_day() to anon, authenticated;
