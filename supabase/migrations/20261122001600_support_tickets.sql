-- Customer service (issue 10): the contact form on /kundtjanst and /kontakt stores a ticket.
-- Anyone may send one, signed in or not, through submit_support_ticket only: it validates like
-- the form, rate-limits per client and answers with a ticket number. Only the service role
-- (support staff tooling) reads tickets; nobody can list them through the API.
-- Mail to support@slantis.se becomes a ticket too (channel 'email', issue 41 §3: the
-- support-inbound edge function and public.receive_support_mail, 20261127000500_support_inbox.sql).
-- Every new ticket sends its sender a receipt with the number and tells the staff.

create table public.support_tickets (
  id uuid primary key default extensions.uuid_generate_v4(),
  ticket_number text not null unique check (ticket_number ~ '^SL-[0-9]{6}-[A-HJ-NP-Z2-9]{4}$'),
  -- The member who wrote, when signed in: their ticket goes with their data export and account.
  user_id uuid references auth.users (id) on delete cascade,
  -- A mail's sender may give no usable name (channel 'email'): then the names are ''.
  first_name text not null,
  last_name text not null,
  email text not null check (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- 'friend_report': a teen's report of a friend (public.report_friend, 20261127000600_friends.sql).
  category text not null check (category in ('technical', 'account', 'billing', 'feature', 'other',
    'friend_report')),
  subject text not null check (char_length(subject) between 3 and 120),
  message text not null,
  -- 'form': the contact form (or a friend report); 'email': a mail to the support address.
  channel text not null default 'form' check (channel in ('form', 'email')),
  -- HMAC of who sent it (member id, else the client address): rate limits without storing an IP.
  client_key text not null check (client_key ~ '^[0-9a-f]{64}$'),
  status text not null default 'new' check (status in ('new', 'open', 'solved')),
  created_at timestamptz not null default now(),
  constraint support_tickets_names_check check (
    char_length(first_name) <= 50 and first_name ~ '^[A-Za-zÀ-ÖØ-öø-ÿ -]*$'
    and char_length(last_name) <= 50 and last_name ~ '^[A-Za-zÀ-ÖØ-öø-ÿ -]*$'
    and (channel = 'email' or (first_name <> '' and last_name <> ''))),
  constraint support_tickets_message_check check (
    char_length(message) between (case channel when 'email' then 1 else 10 end) and 2000)
);

comment on table public.support_tickets is
  'Contact-form requests. Written by submit_support_ticket only; read by the service role only.';

alter table public.support_tickets enable row level security;
revoke all on table public.support_tickets from public, anon, authenticated;
grant select, insert, update, delete on table public.support_tickets to service_role;

create index support_tickets_client_window_idx on public.support_tickets (client_key, created_at);
create index support_tickets_email_window_idx on public.support_tickets (lower(email), created_at);
create index support_tickets_signed_out_idx on public.support_tickets (created_at)
  where user_id is null;
create index support_tickets_user_idx on public.support_tickets (user_id) where user_id is not null;

-- The key of the client hashes, made once at migration time (see the foundation migration).
select private.store_secret('support_client_key', extensions.gen_random_bytes(32));

-- Who is sending: the signed-in member, else the first address PostgREST's gateway forwards.
create function private.support_client_key() returns text
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  address text := btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1));
  who text := case
    when auth.uid() is not null then 'user:' || auth.uid()::text
    else 'address:' || coalesce(nullif(address, ''), 'unknown')
  end;
begin
  return encode(extensions.hmac(convert_to(who, 'UTF8'),
    private.secret('support_client_key'), 'sha256'), 'hex');
end
$$;
revoke all on function private.support_client_key() from public, anon, authenticated;

-- 'SL-261123-7KQ4': the Stockholm date and four characters that cannot be misread on the phone.
create function private.new_ticket_number() returns text
language sql
volatile
set search_path = ''
as $$
  select 'SL-' || to_char(now() at time zone 'Europe/Stockholm', 'YYMMDD') || '-'
    || string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(b, i) % 32 + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(4) as b) r, generate_series(0, 3) i
$$;
revoke all on function private.new_ticket_number() from public, anon, authenticated;

/*
 * The contact form's one way in. The same rules as the form, with the form's Swedish messages
 * (P0001 → 400); too many requests answer PT429 (HTTP 429). Limits: 3 tickets per client in
 * 10 minutes and 10 in a day, 5 a day for one e-mail address. The client address comes from a
 * header a sender can vary, so signed-out tickets also share a ceiling of 60 in 10 minutes:
 * a flood fills at most that, and members can still write.
 */
create function public.submit_support_ticket(
  first_name text,
  last_name text,
  email text,
  category text,
  subject text,
  message text
) returns table (ticket_number text, created_at timestamptz)
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  first_clean text := btrim(regexp_replace(coalesce(first_name, ''), '\s+', ' ', 'g'));
  last_clean text := btrim(regexp_replace(coalesce(last_name, ''), '\s+', ' ', 'g'));
  email_clean text := lower(btrim(coalesce(email, '')));
  subject_clean text := btrim(regexp_replace(coalesce(subject, ''), '\s+', ' ', 'g'));
  message_clean text := btrim(coalesce(message, ''));
  client text := private.support_client_key();
  -- Registration's name rule: Latin letters (å ä ö and other Latin-1 letters), space, hyphen.
  name_pattern constant text := '^[A-Za-zÀ-ÖØ-öø-ÿ -]+$';
  number text;
begin
  -- The form's rules and messages (src/features/support/rules/contact-form.ts).
  if first_clean = '' then raise exception 'Förnamn krävs'; end if;
  if char_length(first_clean) > 50 then raise exception 'Förnamn får vara max 50 tecken'; end if;
  if first_clean !~ name_pattern then
    raise exception 'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck';
  end if;
  if last_clean = '' then raise exception 'Efternamn krävs'; end if;
  if char_length(last_clean) > 50 then raise exception 'Efternamn får vara max 50 tecken'; end if;
  if last_clean !~ name_pattern then
    raise exception 'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck';
  end if;
  if email_clean = '' then raise exception 'E-post krävs'; end if;
  if char_length(email_clean) > 255 then
    raise exception 'E-postadressen får vara max 255 tecken';
  end if;
  if email_clean !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then raise exception 'Ogiltig e-postadress'; end if;
  if coalesce(category, '') not in ('technical', 'account', 'billing', 'feature', 'other') then
    raise exception 'Välj en kategori';
  end if;
  if subject_clean = '' then raise exception 'Ämne krävs'; end if;
  if char_length(subject_clean) < 3 then raise exception 'Ämnet måste vara minst 3 tecken'; end if;
  if char_length(subject_clean) > 120 then raise exception 'Ämnet får vara max 120 tecken'; end if;
  if message_clean = '' then raise exception 'Meddelande krävs'; end if;
  if char_length(message_clean) < 10 then
    raise exception 'Meddelandet måste vara minst 10 tecken';
  end if;
  if char_length(message_clean) > 2000 then
    raise exception 'Meddelandet får vara max 2000 tecken';
  end if;

  if (select count(*) from public.support_tickets t
      where t.client_key = client and t.created_at > now() - interval '10 minutes') >= 3
    or (select count(*) from public.support_tickets t
      where t.client_key = client and t.created_at > now() - interval '1 day') >= 10
    or (select count(*) from public.support_tickets t
      where lower(t.email) = email_clean and t.created_at > now() - interval '1 day') >= 5
  then
    raise exception using errcode = 'PT429',
      message = 'Du har skickat flera meddelanden på kort tid. Vänta en stund och försök igen.';
  end if;
  if auth.uid() is null and (select count(*) from public.support_tickets t
      where t.user_id is null and t.created_at > now() - interval '10 minutes') >= 60
  then
    raise exception using errcode = 'PT429',
      message = 'Vi får väldigt många meddelanden just nu. Försök igen om en stund eller be oss ringa upp dig.';
  end if;

  loop
    number := private.new_ticket_number();
    exit when not exists (select 1 from public.support_tickets t where t.ticket_number = number);
  end loop;

  return query
  insert into public.support_tickets as t
    (ticket_number, user_id, first_name, last_name, email, category, subject, message, client_key)
  values (number, auth.uid(), first_clean, last_clean, email_clean, category, subject_clean,
    message_clean, client)
  returning t.ticket_number, t.created_at;
end
$$;

revoke all on function public.submit_support_ticket(text, text, text, text, text, text) from public;
grant execute on function public.submit_support_ticket(text, text, text, text, text, text)
  to anon, authenticated;
