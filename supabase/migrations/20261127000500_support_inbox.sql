-- The support inbox (issue 25, deliverable 5). Tickets from the contact form
-- (20261122001600_support_tickets.sql) are read and answered by staff (public.staff_members,
-- written only by the service role or a migration: nobody becomes staff by signing up). A reply
-- is e-mailed to the ticket's address through the mail outbox; the sender can look up a ticket's
-- status with its number and e-mail; the public pages promise "svar inom 24 timmar" only while
-- no ticket has waited longer than that for its first answer.
--
-- Owns: public.support_replies; public.staff_support_tickets, public.staff_reply_to_ticket,
-- public.staff_set_ticket_status, public.support_ticket_status and
-- public.support_answers_within_a_day; issue 41 §3: the receipt and the staff's notification for
-- every new ticket (trigger support_tickets_arrived), private.tell_support_staff, and mail to the
-- support address (private.support_inbound_tokens, public.receive_support_mail, called by the
-- support-inbound edge function after it has checked the mail provider's signature).
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
  -- 'staff': an answer from the desk (mailed to the sender); 'sender': the sender's own reply by
  -- mail, threaded onto the ticket by its number (public.receive_support_mail).
  author text not null default 'staff' constraint support_replies_author_check
    check (author in ('staff', 'sender')),
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

-- Tickets within the filter (null: any status or category), with their replies: unsolved
-- tickets from members whose plan has priority support (Familj, issue 43) first, then newest first.
create function public.staff_support_tickets(status_filter text default null,
  category_filter text default null, page_size integer default 50, page_offset integer default 0)
returns table (id uuid, ticket_number text, first_name text, last_name text, email text,
  category text, subject text, message text, status text, created_at timestamptz,
  answered_at timestamptz, signed_in boolean, channel text, replies jsonb, priority boolean,
  total bigint)
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
    t.message, t.status, t.created_at, t.answered_at, t.user_id is not null, t.channel,
    coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'body', r.body,
        'author', r.author, 'createdAt', r.created_at) order by r.created_at)
      from public.support_replies r where r.ticket_id = t.id), '[]'::jsonb),
    pr.priority,
    count(*) over ()
  from public.support_tickets t
  -- A mailed ticket has no user_id: its sender's account, if the address has one, counts.
  cross join lateral (select t.status <> 'solved' and coalesce((
      select p.priority_support from private.plans p where p.id = private.plan_of(coalesce(
        t.user_id, (select u.id from auth.users u where lower(u.email) = lower(t.email) limit 1)))),
      false) as priority) pr
  where (status_filter is null or t.status = status_filter)
    and (category_filter is null or t.category = category_filter)
  order by pr.priority desc, t.created_at desc, t.id
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
    format(E'%s\n\n%s\n\n%s\n\nVänliga hälsningar\nSlantis kundtjänst\n\n'
      'Ärendenummer: %s. Svara på det här mejlet, så hamnar ditt svar i samma ärende.',
      private.support_greeting(ticket.first_name), text_clean,
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
    (select count(*)::integer from public.support_replies r
      where r.ticket_id = t.id and r.author = 'staff')
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

-- ---------------------------------------------------------------------------------------------
-- 4. Every new ticket (issue 41 §3): a receipt with its number for the sender, and the staff told.

-- 'Hej Anna!', or 'Hej!' for a mail whose sender gave no usable name.
create function private.support_greeting(first_name text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(btrim(first_name), '') = '' then 'Hej!'
    else format('Hej %s!', btrim(first_name)) end
$$;
revoke all on function private.support_greeting(text) from public, anon, authenticated;

-- An in-app notification for every staff member (no e-mail each: the staff get an e-mail digest,
-- private.send_support_digest in 20261129000200_support_callbacks.sql).
create function private.tell_support_staff(kind text, title text, body text) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  told integer;
begin
  insert into public.notifications (user_id, kind, title, body, link)
  select s.user_id, kind, left(title, 200), left(body, 2000), '/personal/kundtjanst'
  from public.staff_members s;
  get diagnostics told = row_count;
  return told;
end
$$;
revoke all on function private.tell_support_staff(text, text, text) from public, anon, authenticated;

create function private.support_ticket_arrived() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  -- A friend report is answered in the app (/vanner shows its number); everyone else gets mail.
  if new.category <> 'friend_report' then
    insert into private.mail_outbox (to_email, kind, subject, body, link)
    values (new.email, 'support_receipt',
      format('Vi har tagit emot ditt ärende %s: %s', new.ticket_number, new.subject),
      format(E'%s\n\nTack för ditt meddelande. Vi har tagit emot det och svarar %s.\n\n'
        'Ärendenummer: %s\nÄmne: %s\n\nVill du lägga till något? Svara på det här mejlet och låt '
        'ärendenumret stå kvar i ämnesraden, så hamnar det i samma ärende.\n\n'
        'Vänliga hälsningar\nSlantis kundtjänst',
        private.support_greeting(new.first_name),
        case when public.support_answers_within_a_day() then 'inom 24 timmar'
          else 'så snart vi kan' end,
        new.ticket_number, new.subject),
      '/kundtjanst?arende=' || new.ticket_number);
  end if;
  perform private.tell_support_staff('support_ticket',
    case when new.category = 'friend_report' then format('Ny anmälan av vän %s', new.ticket_number)
      when new.channel = 'email' then format('Nytt mejl till kundtjänst %s', new.ticket_number)
      else format('Nytt ärende %s', new.ticket_number) end,
    new.subject);
  return null;
end
$$;
revoke all on function private.support_ticket_arrived() from public, anon, authenticated;

create trigger support_tickets_arrived
after insert on public.support_tickets
for each row execute function private.support_ticket_arrived();

-- ---------------------------------------------------------------------------------------------
-- 5. Mail to the support address (issue 41 §3). The support-inbound edge function checks the mail
-- provider's signature and freshness, then hands the mail here with the service role.

-- The signed webhooks' one-time tokens: a token seen once is refused after (a replayed request).
-- The function refuses a timestamp older than 5 minutes, so a day's tokens are enough to keep.
create table private.support_inbound_tokens (
  token text primary key check (char_length(token) between 1 and 200),
  received_at timestamptz not null default now()
);
revoke all on private.support_inbound_tokens from public, anon, authenticated;

/*
 * One received mail. Outcomes:
 *   'threaded' the subject names a ticket of this sender's address: the mail is added to it as
 *              the sender's reply (a solved ticket opens again) and the staff are told;
 *   'created'  otherwise a new ticket (channel 'email', category 'other'): the sender gets the
 *              receipt with its number and the staff are told (trigger support_tickets_arrived);
 *   'replayed' this token was used before: nothing stored;
 *   'limited'  the address has started 5 tickets today: nothing stored.
 */
create function public.receive_support_mail(token text, from_email text, from_name text,
  subject text, body text)
returns table (outcome text, ticket_number text)
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  email_clean text := lower(btrim(coalesce(from_email, '')));
  subject_clean text := btrim(regexp_replace(coalesce(subject, ''), '\s+', ' ', 'g'));
  body_clean text := btrim(coalesce(body, ''));
  name_clean text := btrim(regexp_replace(regexp_replace(coalesce(from_name, ''),
    '[^A-Za-zÀ-ÖØ-öø-ÿ -]', '', 'g'), '\s+', ' ', 'g'));
  named text := substring(upper(coalesce(subject, '')) from 'SL-[0-9]{6}-[A-HJ-NP-Z2-9]{4}');
  ticket public.support_tickets;
  number text;
begin
  if coalesce(btrim(token), '') = '' or char_length(token) > 200 then
    raise exception 'Ogiltig token' using errcode = 'P0001';
  end if;
  if char_length(email_clean) > 255 or email_clean !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Ogiltig e-postadress' using errcode = 'P0001';
  end if;
  delete from private.support_inbound_tokens k where k.received_at < now() - interval '1 day';
  insert into private.support_inbound_tokens (token) values (btrim(token)) on conflict do nothing;
  if not found then
    return query select 'replayed'::text, null::text;
    return;
  end if;

  if named is not null then
    select * into ticket from public.support_tickets t
    where t.ticket_number = named and lower(t.email) = email_clean
    for update;
    if found then
      insert into public.support_replies (ticket_id, staff_user_id, body, author)
      values (ticket.id, null,
        case when char_length(body_clean) < 2 then '(Tomt meddelande)' else left(body_clean, 4000) end,
        'sender');
      update public.support_tickets t set status = 'open'
      where t.id = ticket.id and t.status = 'solved';
      perform private.tell_support_staff('support_ticket_reply',
        format('Nytt svar i ärende %s', ticket.ticket_number), ticket.subject);
      return query select 'threaded'::text, ticket.ticket_number;
      return;
    end if;
  end if;

  if (select count(*) from public.support_tickets t
      where lower(t.email) = email_clean and t.created_at > now() - interval '1 day') >= 5 then
    return query select 'limited'::text, null::text;
    return;
  end if;
  loop
    number := private.new_ticket_number();
    exit when not exists (select 1 from public.support_tickets t where t.ticket_number = number);
  end loop;
  insert into public.support_tickets (ticket_number, user_id, first_name, last_name, email,
    category, subject, message, client_key, channel)
  values (number, null, left(split_part(name_clean, ' ', 1), 50),
    left(btrim(substr(name_clean, char_length(split_part(name_clean, ' ', 1)) + 1)), 50),
    email_clean, 'other',
    case when char_length(subject_clean) < 3 then '(Inget ämne)' else left(subject_clean, 120) end,
    case when body_clean = '' then '(Tomt meddelande)' else left(body_clean, 2000) end,
    encode(extensions.hmac(convert_to('mail:' || email_clean, 'UTF8'),
      private.secret('support_client_key'), 'sha256'), 'hex'),
    'email');
  return query select 'created'::text, number;
end
$$;
revoke all on function public.receive_support_mail(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.receive_support_mail(text, text, text, text, text) to service_role;
