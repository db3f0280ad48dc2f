-- Issue 25 §3: notifications. One way to tell a member something (private.notify): a row in
-- public.notifications, and an e-mail in the mail outbox where the member's settings allow it
-- (user_settings.email_notifications for activity, user_settings.security_alerts for security).
-- The events are raised by the database itself (triggers and scheduled SQL functions), so no
-- client can send, skip or forge one. Tests: supabase/tests/database/notifications.test.ts.
--
-- Owns: private.notification_dedupe, private.notify, private.tell (how the monthly close tells,
-- through notify), private.kronor, the task, device, password and session triggers, the scheduled jobs
-- (private.notify_streaks_at_risk, private.send_weekly_reports, private.run_notification_jobs and
-- the service-role wrapper public.run_notification_jobs) and public.mark_all_notifications_read.
-- The notifications table, my_notifications and mark_notifications_read are in
-- 20261125000200_competition_close.sql and 20261125000210_league_inbox.sql.
--
-- Friend events (another branch) call private.notify from their own trigger:
--   perform private.notify(uid, 'friend_request', 'activity', title, body, '/vanner',
--     dedupe_key => 'friend_request:' || request_id);

-- ---------------------------------------------------------------------------------------------
-- 1. One way to notify.

-- Events that could fire twice (a job run twice, a trigger fired by a retried push) carry a key;
-- the first notification with a key wins, later ones change nothing.
create table private.notification_dedupe (
  user_id uuid not null references auth.users (id) on delete cascade,
  dedupe_key text not null check (char_length(dedupe_key) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (user_id, dedupe_key)
);
revoke all on private.notification_dedupe from public, anon, authenticated;

-- Tells `recipient`: a notification in the app, and the same text by e-mail unless the member
-- turned that kind of e-mail off (no user_settings row = the defaults, on).
--   category   'activity' (obeys email_notifications) or 'security' (obeys security_alerts)
--   subject    the e-mail's subject (default: the title)
--   dedupe_key at most one notification per recipient and key
-- Returns whether it notified (false: the key was used already).
create function private.notify(recipient uuid, kind text, category text, title text, body text,
  link text default null, subject text default null, dedupe_key text default null)
returns boolean
language plpgsql
security definer set search_path = ''
as $$
declare
  mail_on boolean;
begin
  if category is null or category not in ('activity', 'security') then
    raise exception 'Okänd aviseringstyp: %', coalesce(category, 'null') using errcode = 'P0001';
  end if;
  if recipient is null then
    return false;
  end if;
  if dedupe_key is not null then
    insert into private.notification_dedupe (user_id, dedupe_key)
    values (recipient, dedupe_key)
    on conflict do nothing;
    if not found then
      return false;
    end if;
  end if;
  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, title, body, link);
  select case category when 'security' then s.security_alerts else s.email_notifications end
  into mail_on
  from public.user_settings s where s.user_id = recipient;
  if coalesce(mail_on, true) then
    insert into private.mail_outbox (to_user, kind, subject, body, link)
    values (recipient, kind, coalesce(subject, title),
      body || E'\n\nLogga in i Slantis för att läsa mer.', link);
  end if;
  return true;
end
$$;
revoke all on function private.notify(uuid, text, text, text, text, text, text, text)
  from public, anon, authenticated;

-- How the monthly close tells (20261125000200_competition_close.sql: results and prizes):
-- through notify, so competition results obey the same settings through the same path.
create function private.tell(uid uuid, kind text, title text, body text, link text,
  subject text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.notify(uid, kind, 'activity', title, body, link, subject);
end
$$;
revoke all on function private.tell(uuid, text, text, text, text, text)
  from public, anon, authenticated;

-- Öre as Swedish kronor the way Intl sv-SE writes them: '1 234 kr', '12,50 kr' (no-break spaces).
create function private.kronor(ore bigint) returns text
language sql
immutable
set search_path = ''
as $$
  select case when ore < 0 then '−' else '' end
    || regexp_replace((abs(ore) / 100)::text, '(\d)(?=(\d{3})+$)', E'\\1\u00a0', 'g')
    || case when abs(ore) % 100 = 0 then '' else ',' || lpad((abs(ore) % 100)::text, 2, '0') end
    || E'\u00a0kr'
$$;
revoke all on function private.kronor(bigint) from public, anon, authenticated;

-- What a guardian may know of a child, which the weekly report below tells, is
-- private.family_insights (20261122001503_family_insights.sql), the body of parent_insights.

-- ---------------------------------------------------------------------------------------------
-- 2. Events from tasks: waiting for approval (the guardians), approved and paid or sent back
-- (the child). A trigger, so every path (review_task, push_ops, a direct update) tells.

create function private.notify_task_status() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  child_name constant text := private.first_name(new.user_id);
  guardian uuid;
  reward text;
begin
  if new.deleted then
    return null;
  end if;
  if new.status = 'done' then
    for guardian in select g from private.guardians_of(new.user_id) g loop
      perform private.notify(guardian, 'task_done', 'activity',
        format('%s är klar med ett uppdrag', child_name),
        format('”%s” väntar på att du godkänner det. Godkänn eller skicka tillbaka under Familj.',
          new.title),
        '/familj', format('%s väntar på ditt godkännande', child_name));
    end loop;
  elsif new.status = 'approved' then
    reward := concat_ws(' och ',
      case when new.reward_ore > 0 then private.kronor(new.reward_ore) end,
      case when new.reward_xp > 0 then
        least(new.reward_xp, private.gconst('task_xp_max'))::text || ' XP' end);
    perform private.notify(new.user_id, 'task_approved', 'activity', 'Uppdraget är godkänt',
      case when reward is null then format('”%s” är godkänt. Bra jobbat!', new.title)
        else format('”%s” är godkänt och du har fått %s. Bra jobbat!', new.title, reward) end,
      '/app', 'Ditt uppdrag är godkänt', 'task_approved:' || new.id);
  elsif new.status = 'rejected' and old.status = 'done' then
    perform private.notify(new.user_id, 'task_rejected', 'activity', 'Uppdraget skickades tillbaka',
      format('”%s” behöver göras klart. Markera det som klart igen när du är färdig.', new.title),
      '/app', 'Ditt uppdrag skickades tillbaka');
  end if;
  return null;
end
$$;
revoke all on function private.notify_task_status() from public, anon, authenticated;

create trigger tasks_notify_status
after update of status on public.tasks
for each row when (new.status is distinct from old.status)
execute function private.notify_task_status();

-- ---------------------------------------------------------------------------------------------
-- 3. Security events: a sign-in from a new device, a changed password, a session ended from
-- another device. They obey security_alerts. No address, no full user agent in the text.

-- 'en iPhone', 'en Android-enhet' … from a user agent: enough to recognise one's own device.
create function private.device_name(user_agent text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when user_agent is null then 'en okänd enhet'
    when user_agent ~* 'iphone' then 'en iPhone'
    when user_agent ~* 'ipad' then 'en iPad'
    when user_agent ~* 'android' then 'en Android-enhet'
    when user_agent ~* 'windows' then 'en Windows-dator'
    when user_agent ~* 'mac os|macintosh' then 'en Mac'
    when user_agent ~* 'cros' then 'en Chromebook'
    when user_agent ~* 'linux' then 'en Linux-dator'
    else 'en okänd enhet'
  end
$$;
revoke all on function private.device_name(text) from public, anon, authenticated;

-- A new session whose device (user agent) none of the member's earlier sessions had. The very
-- first sign-in (registration) is not news.
create function private.notify_new_device() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.user_sessions s
      where s.user_id = new.user_id and s.session_id <> new.session_id)
    and not exists (select 1 from public.user_sessions s
      where s.user_id = new.user_id and s.session_id <> new.session_id
        and s.user_agent is not distinct from new.user_agent) then
    perform private.notify(new.user_id, 'new_device', 'security', 'Ny inloggning',
      format('Någon loggade in på ditt konto från %s %s. Var det inte du? Byt lösenord och logga ut från alla enheter under Inställningar.',
        private.device_name(new.user_agent),
        to_char(new.created_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD "kl." HH24:MI')),
      '/profile?flik=sakerhet', 'Ny inloggning på ditt Slantis-konto', 'new_device:' || new.session_id);
  end if;
  return null;
end
$$;
revoke all on function private.notify_new_device() from public, anon, authenticated;

create trigger user_sessions_notify_new_device
after insert on public.user_sessions
for each row execute function private.notify_new_device();

-- A session ended from another device ('Logga ut' on a device in the list: ended_reason
-- 'revoked'). A member's own logout, inactivity and expiry are not news.
create function private.notify_session_ended() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.notify(new.user_id, 'session_ended', 'security', 'En enhet loggades ut',
    format('Din inloggning på %s är avslutad. Var det inte du? Byt lösenord under Inställningar.',
      private.device_name(new.user_agent)),
    '/profile?flik=sakerhet', 'En enhet loggades ut från ditt Slantis-konto', 'session_ended:' || new.session_id);
  return null;
end
$$;
revoke all on function private.notify_session_ended() from public, anon, authenticated;

create trigger user_sessions_notify_ended
after update of active on public.user_sessions
for each row when (old.active and not new.active and new.ended_reason = 'revoked')
execute function private.notify_session_ended();

-- A password changed (a set password replaced; the first one is part of registration).
create function private.notify_password_changed() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.notify(new.id, 'password_changed', 'security', 'Ditt lösenord har ändrats',
    'Lösenordet till ditt Slantis-konto ändrades just. Var det inte du? Återställ lösenordet med "Glömt lösenord" och kontakta kundtjänst.',
    '/profile?flik=sakerhet', 'Ditt lösenord har ändrats');
  return null;
end
$$;
revoke all on function private.notify_password_changed() from public, anon, authenticated;

create trigger auth_users_notify_password_changed
after update of encrypted_password on auth.users
for each row when (coalesce(old.encrypted_password, '') <> ''
  and coalesce(new.encrypted_password, '') <> ''
  and new.encrypted_password is distinct from old.encrypted_password)
execute function private.notify_password_changed();

-- ---------------------------------------------------------------------------------------------
-- 4. Scheduled work, each a function of the current time `at` (tests pass a fake clock).

-- The evening reminder: at or after 19:00 Stockholm, a teen whose check-in streak is alive but
-- who has not checked in today is told once that day. Before 19:00 nothing happens; a missed
-- evening is caught up until midnight, never the next morning. Returns how many were told.
create function private.notify_streaks_at_risk(at timestamptz) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  told integer := 0;
  teen record;
begin
  if (at at time zone 'Europe/Stockholm')::time < time '19:00' then
    return 0;
  end if;
  perform pg_advisory_xact_lock(hashtext('slantis:streaks_at_risk'));
  for teen in
    select p.id, s.current_run
    from public.profiles p
    cross join lateral private.check_in_streak(private.check_in_days(p.id), today) s
    where p.roll = 'barn'
      and not exists (select 1 from private.notification_dedupe k
        where k.user_id = p.id and k.dedupe_key = 'streak_at_risk:' || today)
      and s.alive and not s.today_done and s.current_run > 0
  loop
    if private.notify(teen.id, 'streak_at_risk', 'activity', 'Din streak är i fara',
        format('Du har en streak på %s %s. Logga ett köp, gör en lektion eller en köpfri dag före midnatt så håller den.',
          teen.current_run, case when teen.current_run = 1 then 'dag' else 'dagar' end),
        '/app', 'Din streak i Slantis är i fara', 'streak_at_risk:' || today) then
      told := told + 1;
    end if;
  end loop;
  return told;
end
$$;
revoke all on function private.notify_streaks_at_risk(timestamptz) from public, anon, authenticated;

-- The Stockholm Monday of the last week whose report is due at `at`: a week's report is due from
-- Sunday 18:00 Stockholm (the wall clock, so right across summer time); a missed evening is
-- caught up later, until the next week's is due.
create function private.weekly_report_monday(at timestamptz) returns date
language sql
stable
set search_path = ''
as $$
  select case
    when extract(isodow from local.day) = 7 and local.clock >= time '18:00' then local.day - 6
    else local.day - extract(isodow from local.day)::integer - 6
  end
  from (select (at at time zone 'Europe/Stockholm')::date as day,
    (at at time zone 'Europe/Stockholm')::time as clock) local
$$;
revoke all on function private.weekly_report_monday(timestamptz) from public, anon, authenticated;

-- One child's line in the report, from family_insights of that week: only what the child shares.
create function private.weekly_report_line(insights jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(insights -> 'child' ->> 'first_name', 'Ditt barn') || ': ' || concat_ws(', ',
    case when insights -> 'shared' ->> 'spending' = 'true' then
      case when w ->> 'budget_ore' is null then
        format('handlade för %s (ingen veckobudget)', private.kronor((w ->> 'spent_ore')::bigint))
      else format('handlade för %s av budgeten %s%s', private.kronor((w ->> 'spent_ore')::bigint),
        private.kronor((w ->> 'budget_ore')::bigint),
        case when (w ->> 'spent_ore')::bigint <= (w ->> 'budget_ore')::bigint then ' – inom budget'
          else ' – över budget' end) end end,
    case when insights -> 'shared' ->> 'goals' = 'true' then
      format('sparade %s', private.kronor((insights ->> 'saved_this_week_ore')::bigint)) end,
    case when insights -> 'shared' ->> 'learning' = 'true' then
      format('%s %s', insights -> 'learning' ->> 'lessons_this_week',
        case when insights -> 'learning' ->> 'lessons_this_week' = '1' then 'lektion' else 'lektioner' end) end,
    format('%s uppdrag %s', insights -> 'tasks' ->> 'approved_this_week',
      case when insights -> 'tasks' ->> 'approved_this_week' = '1' then 'godkänt' else 'godkända' end),
    case when (insights -> 'tasks' ->> 'waiting')::integer > 0 then
      format('%s väntar på ditt godkännande', insights -> 'tasks' ->> 'waiting') end)
    || '.'
  from (select insights -> 'weeks' -> -1 as w) week
$$;
revoke all on function private.weekly_report_line(jsonb) from public, anon, authenticated;

-- The weekly family report: each active guardian with active children is told once per week
-- (dedupe key weekly_report:<monday>) about each child's week. Returns how many were told.
create function private.send_weekly_reports(at timestamptz) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  monday constant date := private.weekly_report_monday(at);
  sunday constant date := monday + 6;
  week_no constant text := extract(week from monday)::text;
  key constant text := 'weekly_report:' || monday;
  told integer := 0;
  guardian uuid;
  lines text;
begin
  perform pg_advisory_xact_lock(hashtext('slantis:weekly_reports'));
  for guardian in
    select distinct g.user_id
    from public.family_members g
    where g.member_role = 'guardian' and g.status = 'active'
      and not exists (select 1 from private.notification_dedupe k
        where k.user_id = g.user_id and k.dedupe_key = key)
  loop
    select string_agg(private.weekly_report_line(
        private.family_insights(guardian, c.child, 1, sunday)), E'\n' order by p.fornamn, c.child)
    into lines
    from private.guardians_children(guardian) c(child)
    left join public.profiles p on p.id = c.child;
    continue when lines is null;
    if private.notify(guardian, 'weekly_report', 'activity',
        format('Veckorapport, vecka %s', week_no),
        format('Så gick veckan %s–%s %s:', extract(day from monday),
          extract(day from sunday), private.swedish_month(sunday)) || E'\n' || lines,
        '/familj', format('Slantis veckorapport – vecka %s', week_no), key) then
      told := told + 1;
    end if;
  end loop;
  return told;
end
$$;
revoke all on function private.send_weekly_reports(timestamptz) from public, anon, authenticated;

-- Everything scheduled, for pg_cron and the local stack's timer: safe to run at any time and
-- any number of times. Dedupe keys are kept 90 days: every key names a day, a week, a task or
-- a session, and none of those fires again after that long.
create function private.run_notification_jobs(at timestamptz default now()) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
begin
  delete from private.notification_dedupe k where k.created_at < now() - interval '90 days';
  return jsonb_build_object(
    'streaks_at_risk', private.notify_streaks_at_risk(at),
    'weekly_reports', private.send_weekly_reports(at));
end
$$;
revoke all on function private.run_notification_jobs(timestamptz) from public, anon, authenticated;

-- The same for the service role (the local stack's timer, a hosted scheduled function, tests).
create function public.run_notification_jobs(at timestamptz default now()) returns jsonb
language sql
security definer set search_path = ''
as $$
  select private.run_notification_jobs(coalesce(at, now()))
$$;
revoke all on function public.run_notification_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_notification_jobs(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 5. What the app calls.

-- Marks all of the caller's notifications read; returns how many changed. The marking (and the
-- refusal without a signed-in caller) is public.mark_notifications_read's, given every unread id.
create function public.mark_all_notifications_read() returns integer
language sql
security definer set search_path = ''
as $$
  select public.mark_notifications_read(array(
    select s.id from public.notifications s
    where s.user_id = (select auth.uid()) and s.read_at is null))
$$;
revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 6. Schedule: where this database runs pg_cron (as in 20261125000200_competition_close.sql),
-- every 15 minutes; the functions decide whether an evening or a Sunday has come, so the UTC
-- schedule is right across summer time. Elsewhere the local stack's timer runs them.
do $cron$
begin
  perform private.schedule_job('slantis-notifications', '*/15 * * * *',
    $job$select private.run_notification_jobs(now())$job$);
end
$cron$;
