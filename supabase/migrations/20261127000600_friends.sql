-- Friends with a guardian's approval, and a friends league (issue 25, deliverables 1 and 2).
--
-- A teen (roll 'barn') has a friend code: 8 characters that cannot be misread on a phone, unique,
-- renewable (the old one stops working). Another teen sends a request with it; the addressee
-- accepts or declines; when either teen is under 18 (private.is_adult), a guardian of that teen
-- (an active guardian sharing an active family with the child) approves the new contact before
-- it becomes a friendship. No search of strangers, no messages: a code is the only way in.
--
-- Trust: the tables live in the private schema (the API roles reach nothing there). Every read
-- and write is one of the security-definer RPCs below, which check who calls and in which order,
-- and answer in Swedish with errcode 42501 (not allowed), P0002 (not found), P0001 (bad input,
-- HTTP 400) or 23514 (a rule refused it). A friendship that is not 'active' gives the other teen nothing
-- but the nickname on the request: no level, streak or badges, no row on the friends league, no
-- sparkompis streak. Friends never see amounts: the RPCs return only nickname, level, check-in
-- streak, badge count and the shared streak.
--
-- Notifications (deliverable 3): a request is created in public.send_friend_request, accepted in
-- public.answer_friend_request and approved by a guardian in public.approve_friend_request; each
-- ends in private.friendship_changed(friendship, event), which tells whom it concerns.
--
-- Owns: private.friend_codes, private.friendships, private.friend_blocks, private.friend_request_log;
-- public.my_friend_code, public.renew_friend_code, public.send_friend_request,
-- public.answer_friend_request, public.remove_friend, public.block_friend, public.report_friend,
-- public.my_friends, public.family_friend_requests, public.approve_friend_request;
-- private.friend_ids (read by private.league_board for the leaderboard's scope 'friends') and
-- private.friend_streak (public.leaderboard's friend_streak).

-- ---------------------------------------------------------------------------------------------
-- 1. Tables.

create table private.friend_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code text not null unique constraint friend_codes_code_check check (code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  created_at timestamptz not null default now()
);

-- A side's guardian approval: 'not_needed' (18 or more), 'waiting', 'approved'.
create table private.friendships (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null references auth.users (id) on delete cascade,
  addressee_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'requested'
    constraint friendships_status_check check (status in ('requested', 'awaiting_guardians', 'active')),
  requester_approval text not null default 'not_needed'
    constraint friendships_requester_approval_check check (requester_approval in ('not_needed', 'waiting', 'approved')),
  addressee_approval text not null default 'not_needed'
    constraint friendships_addressee_approval_check check (addressee_approval in ('not_needed', 'waiting', 'approved')),
  requester_approved_by uuid references auth.users (id) on delete set null,
  addressee_approved_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  active_since timestamptz,
  constraint friendships_not_self check (requester_id <> addressee_id),
  -- Active only with every needed approval in.
  constraint friendships_active_approved check (status <> 'active'
    or (requester_approval <> 'waiting' and addressee_approval <> 'waiting' and active_since is not null))
);
create unique index friendships_pair_key
  on private.friendships (least(requester_id, addressee_id), greatest(requester_id, addressee_id));
create index friendships_addressee_idx on private.friendships (addressee_id);
create index friendships_requester_idx on private.friendships (requester_id);

create table private.friend_blocks (
  blocker_id uuid not null references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id)
);
create index friend_blocks_blocked_idx on private.friend_blocks (blocked_id);

-- Requests sent (kept when a request is declined or withdrawn): the daily limit counts these.
create table private.friend_request_log (
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index friend_request_log_user_idx on private.friend_request_log (user_id, created_at);

revoke all on private.friend_codes, private.friendships, private.friend_blocks,
  private.friend_request_log from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Helpers.

-- The caller, who must be a teen (roll 'barn').
create function private.require_friend_user() returns uuid
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me uuid := private.require_signed_in();
begin
  if not exists (select 1 from public.profiles p where p.id = me and p.roll = 'barn') then
    raise exception 'Vänner finns för dig med ett ungdomskonto.' using errcode = '42501';
  end if;
  return me;
end
$$;

-- 'AB3K7QXZ': eight characters from an alphabet without 0/O, 1/I.
create function private.new_friend_code() returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(b, i) % 32 + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(8) as b) r, generate_series(0, 7) i
$$;

-- What a person types or a QR link carries, as stored: upper case, no spaces or dashes.
create function private.normalize_friend_code(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g'))
$$;

-- Does the child have an active guardian in an active family?
create function private.has_guardian(child uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (select 1 from private.guardianships l
    where l.child_id = child and l.guardian_id <> child)
$$;

-- Is `guardian` an active guardian of the child?
create function private.guards(guardian uuid, child uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (select 1 from private.guardianships l
    where l.guardian_id = guardian and l.child_id = child)
    and guardian <> child
$$;

-- The user's accepted, guardian-approved friends.
create function private.friend_ids(uid uuid) returns setof uuid
language sql
stable
security definer set search_path = ''
as $$
  select case when f.requester_id = uid then f.addressee_id else f.requester_id end
  from private.friendships f
  where f.status = 'active' and (f.requester_id = uid or f.addressee_id = uid)
$$;

-- The sparkompis streak: Stockholm days in a row, since the friendship began, on which both
-- checked in (private.check_in_days). Alive while the last shared day is today or yesterday.
create function private.friend_streak(a uuid, b uuid, since date, today date) returns integer
language sql
stable
set search_path = ''
as $$
  with shared as (
    select d from unnest(private.check_in_days(a)) d
    intersect
    select d from unnest(private.check_in_days(b)) d
  ),
  runs as (
    -- Consecutive days share d + rank (counted from the newest day backwards).
    select s.d, s.d + (row_number() over (order by s.d desc))::integer as key
    from shared s where s.d >= since and s.d <= today
  ),
  newest as (
    select r.key, max(r.d) as last_day, count(*)::integer as n from runs r group by r.key
  )
  select coalesce((select n.n from newest n
    where n.last_day >= today - 1 order by n.last_day desc limit 1), 0)
$$;

-- The league nickname of a user ('Modig Utter'), or null when not taking part in the league.
create function private.friend_nickname(uid uuid) returns text
language sql
stable
security definer set search_path = ''
as $$
  select cp.display_name from public.competition_participants cp where cp.user_id = uid
$$;

-- Tells the people a change concerns (private.notify, 20261127000700_notifications.sql; bound
-- when called, so defining it before that migration is fine):
--   'requested'  the addressee: a request to answer under Vänner;
--   'accepted'   each guardian who must approve (the card on /familj), and the requester that
--                the answer was yes, while guardians still have to approve;
--   'approved'   nobody: the teens hear when the friendship exists;
--   'active'     both teens: they now meet on the Vänner tab.
-- Each carries a dedupe key, so a retried call never tells twice; a guardian of both teens is
-- told once.
create function private.friendship_changed(friendship uuid, event text) returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  f private.friendships;
  side uuid;
  other uuid;
  guardian uuid;
begin
  select * into f from private.friendships x where x.id = friendship;
  if not found then
    return;
  end if;
  if event = 'requested' then
    perform private.notify(f.addressee_id, 'friend_request', 'activity', 'Ny vänförfrågan',
      format('%s vill bli vän med dig på Slantis. Svara under Vänner.',
        coalesce(private.friend_nickname(f.requester_id), 'En kompis')),
      '/vanner', null, 'friend_request:' || f.id);
  elsif event = 'accepted' and f.status = 'awaiting_guardians' then
    for side, other in
      select s.child, s.friend
      from (values (f.requester_id, f.addressee_id, f.requester_approval),
        (f.addressee_id, f.requester_id, f.addressee_approval)) s (child, friend, approval)
      where s.approval = 'waiting'
    loop
      for guardian in select g from private.guardians_of(side) g loop
        perform private.notify(guardian, 'friend_approval', 'activity',
          format('%s har en ny vän att godkänna', private.first_name(side)),
          format('%s och %s vill bli vänner på Slantis. Vänner ser varandras smeknamn, nivå, '
            'streak och badges, aldrig belopp. Godkänn eller neka under Familj.',
            private.first_name(side), coalesce(private.friend_nickname(other), 'en kompis')),
          '/familj', null, 'friend_approval:' || f.id);
      end loop;
    end loop;
    perform private.notify(f.requester_id, 'friend_accepted', 'activity', 'Förfrågan godkänd',
      format('%s sa ja! När en förälder har godkänt blir ni vänner.',
        coalesce(private.friend_nickname(f.addressee_id), 'Din kompis')),
      '/vanner', null, 'friend_accepted:' || f.id);
  elsif event = 'active' then
    foreach side in array array[f.requester_id, f.addressee_id] loop
      other := case when side = f.requester_id then f.addressee_id else f.requester_id end;
      perform private.notify(side, 'friend_active', 'activity', 'Ni är vänner nu',
        format('Du och %s är vänner på Slantis. Ni möts under Vänner i topplistan.',
          coalesce(private.friend_nickname(other), 'din kompis')),
        '/leaderboard?scope=friends', null, 'friend_active:' || f.id);
    end loop;
  end if;
end
$$;

revoke all on function private.require_friend_user(), private.new_friend_code(),
  private.normalize_friend_code(text), private.has_guardian(uuid), private.guards(uuid, uuid),
  private.friend_ids(uuid), private.friend_streak(uuid, uuid, date, date),
  private.friend_nickname(uuid), private.friendship_changed(uuid, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. The friend code.

create function public.my_friend_code()
returns table (code text, created_at timestamptz)
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := private.require_friend_user();
begin
  if not exists (select 1 from private.friend_codes c where c.user_id = me) then
    loop
      begin
        insert into private.friend_codes (user_id, code) values (me, private.new_friend_code())
        on conflict (user_id) do nothing;
        exit;
      exception when unique_violation then
        -- Another user holds that code: draw again.
      end;
    end loop;
  end if;
  return query select c.code, c.created_at from private.friend_codes c where c.user_id = me;
end
$$;

-- A new code; the old one stops working at once.
create function public.renew_friend_code()
returns table (code text, created_at timestamptz)
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := private.require_friend_user();
begin
  loop
    begin
      insert into private.friend_codes as c (user_id, code) values (me, private.new_friend_code())
      on conflict (user_id) do update set code = excluded.code, created_at = now();
      exit;
    exception when unique_violation then
    end;
  end loop;
  return query select c.code, c.created_at from private.friend_codes c where c.user_id = me;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. Requests: send, answer, approve.

create function public.send_friend_request(code text)
returns table (friendship_id uuid, status text)
language plpgsql
volatile
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  daily_limit constant integer := 10;
  pending_limit constant integer := 20;
  me uuid := private.require_friend_user();
  wanted text := private.normalize_friend_code(code);
  them uuid;
  existing private.friendships;
  new_id uuid;
begin
  if wanted !~ '^[A-HJ-NP-Z2-9]{8}$' then
    raise exception 'En vänkod har 8 tecken, till exempel K7QX3MZA.' using errcode = 'P0001';
  end if;
  select c.user_id into them from private.friend_codes c where c.code = wanted;
  if them is null or not exists (select 1 from public.profiles p where p.id = them and p.roll = 'barn') then
    raise exception 'Vi hittade ingen med den koden. Kolla att du skrev rätt.' using errcode = 'P0002';
  end if;
  if them = me then
    raise exception 'Det där är din egen vänkod. Be din kompis om deras kod.' using errcode = 'P0001';
  end if;
  -- One writer per pair at a time (two crossing requests must not both pass the checks below).
  perform pg_advisory_xact_lock(hashtext('slantis.friendship'),
    hashtext(least(me, them)::text || greatest(me, them)::text));
  if exists (select 1 from private.friend_blocks b
    where (b.blocker_id = me and b.blocked_id = them) or (b.blocker_id = them and b.blocked_id = me)) then
    raise exception 'Det går inte att skicka en vänförfrågan till den här personen.' using errcode = '42501';
  end if;
  select * into existing from private.friendships f
  where least(f.requester_id, f.addressee_id) = least(me, them)
    and greatest(f.requester_id, f.addressee_id) = greatest(me, them);
  if found then
    if existing.status = 'active' then
      raise exception 'Ni är redan vänner.' using errcode = '23514';
    elsif existing.status = 'awaiting_guardians' then
      raise exception 'Ni väntar redan på att en förälder ska godkänna er vänskap.' using errcode = '23514';
    elsif existing.requester_id = me then
      raise exception 'Du har redan skickat en förfrågan. Nu väntar vi på svar.' using errcode = '23514';
    else
      raise exception 'Du har redan en förfrågan från den här personen. Svara på den under Vänner.'
        using errcode = '23514';
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtext('slantis.friend_requests'), hashtext(me::text));
  if (select count(*) from private.friend_request_log l
      where l.user_id = me and l.created_at > now() - interval '24 hours') >= daily_limit then
    raise exception 'Du har skickat % vänförfrågningar det senaste dygnet. Vänta till i morgon och försök igen.',
      daily_limit using errcode = '23514';
  end if;
  if (select count(*) from private.friendships f
      where f.requester_id = me and f.status = 'requested') >= pending_limit then
    raise exception 'Du har % förfrågningar som väntar på svar. Vänta tills någon svarar.', pending_limit
      using errcode = '23514';
  end if;

  insert into private.friend_request_log (user_id) values (me);
  insert into private.friendships (requester_id, addressee_id) values (me, them)
  returning id into new_id;
  perform private.friendship_changed(new_id, 'requested');
  return query select new_id, 'requested'::text;
end
$$;

-- Makes the friendship active when no approval waits; true when it did.
create function private.activate_if_approved(friendship uuid) returns boolean
language plpgsql
volatile
security definer set search_path = ''
as $$
begin
  update private.friendships f
  set status = 'active', active_since = now()
  where f.id = friendship and f.status = 'awaiting_guardians'
    and f.requester_approval <> 'waiting' and f.addressee_approval <> 'waiting';
  if found then
    perform private.friendship_changed(friendship, 'active');
    return true;
  end if;
  return false;
end
$$;
revoke all on function private.activate_if_approved(uuid) from public, anon, authenticated;

-- The addressee accepts (guardians are asked where a teen is under 18) or declines (the request
-- is gone). Answers the friendship's status ('active', 'awaiting_guardians', 'declined').
create function public.answer_friend_request(friendship_id uuid, accept boolean)
returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid := private.require_friend_user();
  request private.friendships;
begin
  select * into request from private.friendships f where f.id = friendship_id for update;
  if not found or me not in (request.requester_id, request.addressee_id) then
    raise exception 'Förfrågan finns inte längre.' using errcode = 'P0002';
  end if;
  if request.addressee_id <> me then
    raise exception 'Bara den som fick förfrågan kan svara på den.' using errcode = '42501';
  end if;
  if request.status <> 'requested' then
    raise exception 'Du har redan svarat på den här förfrågan.' using errcode = '23514';
  end if;
  if accept is not true then
    delete from private.friendships f where f.id = request.id;
    return 'declined';
  end if;
  update private.friendships f
  set status = 'awaiting_guardians', accepted_at = now(),
    requester_approval = case when private.is_adult(f.requester_id) then 'not_needed' else 'waiting' end,
    addressee_approval = case when private.is_adult(f.addressee_id) then 'not_needed' else 'waiting' end
  where f.id = request.id;
  perform private.friendship_changed(request.id, 'accepted');
  if private.activate_if_approved(request.id) then
    return 'active';
  end if;
  return 'awaiting_guardians';
end
$$;

-- A guardian's answer for their own child's side of an accepted request: approve (the friendship
-- exists once every needed approval is in) or deny (the request is gone for both).
create function public.approve_friend_request(friendship_id uuid, approve boolean)
returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid := private.require_signed_in();
  request private.friendships;
  for_requester boolean;
  for_addressee boolean;
  mine boolean;
begin
  select * into request from private.friendships f where f.id = friendship_id for update;
  mine := found and (private.guards(me, request.requester_id) or private.guards(me, request.addressee_id));
  if not mine then
    raise exception 'Bara en förälder i barnets familj kan godkänna en ny vän.' using errcode = '42501';
  end if;
  if request.status = 'requested' then
    raise exception 'Förfrågan är inte besvarad än. Du kan godkänna när ditt barns kompis har tackat ja.'
      using errcode = '23514';
  end if;
  for_requester := request.requester_approval = 'waiting' and private.guards(me, request.requester_id);
  for_addressee := request.addressee_approval = 'waiting' and private.guards(me, request.addressee_id);
  if not (for_requester or for_addressee) then
    raise exception 'Det finns inget kvar för dig att godkänna här.' using errcode = '23514';
  end if;
  if approve is not true then
    delete from private.friendships f where f.id = request.id;
    return 'denied';
  end if;
  update private.friendships f
  set requester_approval = case when for_requester then 'approved' else f.requester_approval end,
    requester_approved_by = case when for_requester then me else f.requester_approved_by end,
    addressee_approval = case when for_addressee then 'approved' else f.addressee_approval end,
    addressee_approved_by = case when for_addressee then me else f.addressee_approved_by end
  where f.id = request.id;
  perform private.friendship_changed(request.id, 'approved');
  if private.activate_if_approved(request.id) then
    return 'active';
  end if;
  return 'awaiting_guardians';
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. Remove, block, report.

-- The friendship or request the caller is part of (P0002 otherwise), and the other teen.
create function private.my_friendship(me uuid, friendship uuid, out row_id uuid, out other uuid)
language plpgsql
stable
security definer set search_path = ''
as $$
begin
  select f.id, case when f.requester_id = me then f.addressee_id else f.requester_id end
  into row_id, other
  from private.friendships f
  where f.id = friendship and me in (f.requester_id, f.addressee_id);
  if row_id is null then
    raise exception 'Vänskapen finns inte längre.' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function private.my_friendship(uuid, uuid) from public, anon, authenticated;

-- Removes a friend, withdraws a sent request or ends a waiting one. Either teen may.
create function public.remove_friend(friendship_id uuid)
returns void
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid := private.require_friend_user();
  mine record;
begin
  select * into mine from private.my_friendship(me, friendship_id);
  delete from private.friendships f where f.id = mine.row_id;
end
$$;

-- Ends the friendship (or request) and stops every new request between the two.
create function public.block_friend(friendship_id uuid)
returns void
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid := private.require_friend_user();
  mine record;
begin
  select * into mine from private.my_friendship(me, friendship_id);
  insert into private.friend_blocks (blocker_id, blocked_id) values (me, mine.other)
  on conflict do nothing;
  delete from private.friendships f where f.id = mine.row_id;
end
$$;

-- A report to the staff's support desk (category 'friend_report'): the reporter (their account,
-- name and e-mail, as on a ticket they would write), the reported teen's nickname and user id,
-- a reason from a fixed list and an optional short note. Nothing else (no amounts, no history).
-- Answers the ticket number.
create function public.report_friend(friendship_id uuid, reason text, note text default null)
returns text
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  daily_limit constant integer := 5;
  me uuid := private.require_friend_user();
  mine record;
  reason_text text;
  note_clean text := btrim(coalesce(note, ''));
  reporter public.profiles;
  reporter_email text;
  number text;
begin
  select * into mine from private.my_friendship(me, friendship_id);
  reason_text := case reason
    when 'unkind' then 'Elak eller kränkande'
    when 'pressure' then 'Tjatar eller pressar'
    when 'pretend' then 'Låtsas vara någon annan'
    when 'unsafe' then 'Känns otryggt'
    when 'other' then 'Något annat'
  end;
  if reason_text is null then
    raise exception 'Välj en orsak i listan.' using errcode = 'P0001';
  end if;
  if char_length(note_clean) > 300 then
    raise exception 'Skriv högst 300 tecken.' using errcode = 'P0001';
  end if;
  if (select count(*) from public.support_tickets t where t.user_id = me
      and t.category = 'friend_report' and t.created_at > now() - interval '24 hours') >= daily_limit then
    raise exception 'Du har gjort många anmälningar i dag. Vi läser dem – försök igen i morgon.'
      using errcode = '23514';
  end if;
  select * into reporter from public.profiles p where p.id = me;
  select u.email into reporter_email from auth.users u where u.id = me;
  loop
    number := private.new_ticket_number();
    exit when not exists (select 1 from public.support_tickets t where t.ticket_number = number);
  end loop;
  insert into public.support_tickets (ticket_number, user_id, first_name, last_name, email, category,
    subject, message, client_key)
  values (number, me, reporter.fornamn, reporter.efternamn, reporter_email, 'friend_report',
    left('Anmälan av vän: ' || coalesce(private.friend_nickname(mine.other), 'utan smeknamn'), 120),
    format(E'Anmäld: %s (användare %s)\nOrsak: %s\nKommentar: %s',
      coalesce(private.friend_nickname(mine.other), 'utan smeknamn'), mine.other, reason_text,
      case when note_clean = '' then '–' else note_clean end),
    encode(extensions.digest('friend_report:' || me::text, 'sha256'), 'hex'));
  return number;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. Reading.

-- The caller's friends and requests. Only an active friendship shows level, streak, badges and
-- the shared streak; a request shows the nickname only. waiting_for says what an accepted
-- request still waits for, from the caller's side: 'my_guardian', 'their_guardian',
-- 'no_guardian' (the caller is under 18 and no guardian is linked yet) or null.
create function public.my_friends()
returns table (friendship_id uuid, status text, direction text, nickname text, level integer,
  streak integer, badge_count integer, friend_streak integer, waiting_for text,
  created_at timestamptz)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := private.require_friend_user();
  today date := private.stockholm_today();
begin
  return query
  with mine as (
    select f.*, f.requester_id = me as sent,
      case when f.requester_id = me then f.addressee_id else f.requester_id end as other,
      case when f.requester_id = me then f.requester_approval else f.addressee_approval end as my_approval,
      case when f.requester_id = me then f.addressee_approval else f.requester_approval end as their_approval
    from private.friendships f
    where me in (f.requester_id, f.addressee_id)
  ),
  xp as (
    select e.user_id, sum(e.effective) as total
    from private.xp_effective(array(select m.other from mine m where m.status = 'active')) e
    group by e.user_id
  )
  select m.id,
    m.status,
    case when m.sent then 'outgoing' else 'incoming' end,
    private.friend_nickname(m.other),
    case when m.status = 'active' then private.level_for_xp(coalesce(xp.total, 0)::bigint) end,
    case when m.status = 'active' then
      (private.check_in_streak(private.check_in_days(m.other), today)).current_run end,
    case when m.status = 'active' then (select count(*)::integer from public.earned_badges b
      join private.catalog_badges c on c.id = b.badge_id
      where b.user_id = m.other and not b.deleted) end,
    case when m.status = 'active' then
      private.friend_streak(me, m.other, private.stockholm_date(m.active_since), today) end,
    case when m.status <> 'awaiting_guardians' then null
      when m.my_approval = 'waiting' and not private.has_guardian(me) then 'no_guardian'
      when m.my_approval = 'waiting' then 'my_guardian'
      else 'their_guardian' end,
    m.created_at
  from mine m
  left join xp on xp.user_id = m.other
  order by m.status = 'active', m.created_at desc;
end
$$;

-- For a guardian: the accepted requests waiting for their approval, one row per request. The
-- other teen appears by nickname only, or, when both teens are the guardian's own children, by
-- the name the family already shows (one approval then covers both sides). other_needs_guardian
-- says whether another family's guardians must approve too.
create function public.family_friend_requests()
returns table (friendship_id uuid, child_id uuid, child_name text, friend_name text,
  other_needs_guardian boolean, accepted_at timestamptz)
language sql
stable
security definer set search_path = ''
as $$
  with mine as (
    select f.id, f.accepted_at, side.child, side.other, side.other_approval, side.first,
      private.guards((select auth.uid()), side.other) as both_mine
    from private.friendships f
    cross join lateral (values
      (f.requester_id, f.addressee_id, f.requester_approval, f.addressee_approval, true),
      (f.addressee_id, f.requester_id, f.addressee_approval, f.requester_approval, false)
    ) side (child, other, approval, other_approval, first)
    where f.status = 'awaiting_guardians' and side.approval = 'waiting'
      and private.guards((select auth.uid()), side.child)
  )
  select m.id, m.child, private.display_name(m.child),
    case when m.both_mine then private.display_name(m.other) else private.friend_nickname(m.other) end,
    m.other_approval <> 'not_needed' and not m.both_mine, m.accepted_at
  from mine m
  -- Both sides the guardian's own: one row (the requester's side, or the only one waiting).
  where not (m.both_mine and not m.first
    and exists (select 1 from mine o where o.id = m.id and o.first))
  order by m.accepted_at, m.id
$$;

revoke all on function public.my_friend_code(), public.renew_friend_code(),
  public.send_friend_request(text), public.answer_friend_request(uuid, boolean),
  public.approve_friend_request(uuid, boolean), public.remove_friend(uuid),
  public.block_friend(uuid), public.report_friend(uuid, text, text), public.my_friends(),
  public.family_friend_requests()
  from public, anon;
grant execute on function public.my_friend_code(), public.renew_friend_code(),
  public.send_friend_request(text), public.answer_friend_request(uuid, boolean),
  public.approve_friend_request(uuid, boolean), public.remove_friend(uuid),
  public.block_friend(uuid), public.report_friend(uuid, text, text), public.my_friends(),
  public.family_friend_requests()
  to authenticated;
