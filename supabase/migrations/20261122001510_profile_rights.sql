-- Issue 9: Min profil — editing one's profile, and the GDPR rights of access and portability
-- (art. 15/20: export_my_data) and erasure (art. 17: delete_my_account). docs/families.md.

-- Registration input is sanitised the same way (src/lib/validation): trimmed, script tags,
-- javascript: prefixes and inline event-handler attributes removed.
create function private.sanitize_input(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(raw, ''),
    '<script[^>]*>.*?</script>', '', 'gi'),
    'javascript:', '', 'gi'),
    '\s*on[a-z]+\s*=\s*("[^"]*"|''[^'']*''|[^\s>]*)', '', 'gi'))
$$;
revoke all on function private.sanitize_input(text) from public, anon, authenticated;

-- The registration rules of spec §5 with their messages (P0001); personnummer, role and e-mail
-- stay as registered. The profile trigger normalises the mobile number and logs the UPDATE.
create function public.update_my_profile(fornamn text, efternamn text, mobilnummer text, adress text)
returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  first_name constant text := private.sanitize_input(fornamn);
  last_name constant text := private.sanitize_input(efternamn);
  mobile constant text := private.sanitize_input(mobilnummer);
  address constant text := private.sanitize_input(adress);
  problem text;
begin
  if not exists (select 1 from public.profiles p where p.id = me) then
    raise exception 'Ingen profil hittades' using errcode = 'P0002';
  end if;
  problem := coalesce(
    private.name_error(first_name, 'Förnamn'),
    private.name_error(last_name, 'Efternamn'),
    case when not private.mobile_is_valid(mobile) then 'Ogiltigt mobilnummer format' end,
    private.address_error(address));
  if problem is not null then
    raise exception '%', problem using errcode = 'P0001';
  end if;
  update public.profiles p
  set fornamn = first_name, efternamn = last_name, mobilnummer = mobile, adress = address
  where p.id = me;
  return public.get_masked_profile(me, false);
end
$$;

-- Everything held about the caller, and nobody else's personal data: other people appear by
-- display name only ("Anna L."), never with their ids' personal details. Only in a session that
-- re-authenticated within 5 minutes (20261126000400_reauthentication.sql).
create function public.export_my_data() returns jsonb
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid;
  pnr text;
  strip constant text[] := array['user_id', 'server_seq', 'version'];
begin
  perform private.require_reauthentication();
  perform private.require_mfa_if_enrolled();
  me := private.require_user();
  select left(clear, 8) || '-' || right(clear, 4) into pnr
  from (select private.decrypt_personnummer(s.personnummer_encrypted) as clear
    from private.profile_secrets s where s.user_id = me) secret;
  perform private.write_access_log(me, me, 'VIEW', null,
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', '{"export": true}'::jsonb);

  return jsonb_build_object(
    'format', 'slantis-export/1',
    'exported_at', now(),
    'account', (select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at) from auth.users u where u.id = me),
    'profile', (select to_jsonb(p) - 'id' || jsonb_build_object('personnummer', pnr)
      from public.profiles p where p.id = me),
    'settings', coalesce((select to_jsonb(s) - 'user_id' from public.user_settings s where s.user_id = me),
      jsonb_build_object('email_notifications', true, 'security_alerts', true, 'defaults', true)),
    'sessions', coalesce((select jsonb_agg(to_jsonb(s) - 'user_id' order by s.created_at)
      from public.user_sessions s where s.user_id = me), '[]'::jsonb),
    'transactions', coalesce((select jsonb_agg(to_jsonb(t) - strip order by t.occurred_at)
      from public.transactions t where t.user_id = me), '[]'::jsonb),
    'weekly_budgets', coalesce((select jsonb_agg(to_jsonb(b) - strip order by b.week_start)
      from public.weekly_budgets b where b.user_id = me), '[]'::jsonb),
    'savings_goals', coalesce((select jsonb_agg(to_jsonb(g) - strip - 'set_by'
        || jsonb_build_object('set_by', private.display_name(g.set_by)) order by g.created_at)
      from public.savings_goals g where g.user_id = me), '[]'::jsonb),
    'goals_set_for_others', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'for',
        private.display_name(g.user_id), 'title', g.title, 'target_ore', g.target_ore,
        'match_percent', g.match_percent, 'created_at', g.created_at) order by g.created_at)
      from public.savings_goals g where g.set_by = me and g.user_id <> me), '[]'::jsonb),
    'goal_deposits', coalesce((select jsonb_agg(to_jsonb(d) - strip order by d.created_at)
      from public.goal_deposits d where d.user_id = me), '[]'::jsonb),
    'xp_events', coalesce((select jsonb_agg(to_jsonb(x) - strip order by x.created_at)
      from public.xp_events x where x.user_id = me), '[]'::jsonb),
    'badges', coalesce((select jsonb_agg(to_jsonb(b) - strip order by b.earned_at)
      from public.earned_badges b where b.user_id = me), '[]'::jsonb),
    'lesson_progress', coalesce((select jsonb_agg(to_jsonb(l) - strip order by l.created_at)
      from public.lesson_progress l where l.user_id = me), '[]'::jsonb),
    'tasks', coalesce((select jsonb_agg(to_jsonb(t) - strip - 'created_by'
        || jsonb_build_object('given_by', private.display_name(t.created_by)) order by t.created_at)
      from public.tasks t where t.user_id = me), '[]'::jsonb),
    'tasks_given', coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'to',
        private.display_name(t.user_id), 'title', t.title, 'reward_ore', t.reward_ore,
        'reward_xp', t.reward_xp, 'due_date', t.due_date, 'status', t.status,
        'created_at', t.created_at) order by t.created_at)
      from public.tasks t where t.created_by = me and t.user_id <> me), '[]'::jsonb),
    'families', coalesce((select jsonb_agg(jsonb_build_object('name', f.name, 'role', m.member_role,
        'status', m.status, 'joined_at', m.created_at,
        'members', (select coalesce(jsonb_agg(jsonb_build_object('name', private.display_name(o.user_id),
            'role', o.member_role) order by o.created_at), '[]'::jsonb)
          from public.family_members o
          where o.family_id = f.id and o.user_id <> me and o.status = 'active')) order by m.created_at)
      from public.family_members m join public.families f on f.id = m.family_id
      where m.user_id = me), '[]'::jsonb),
    'invites_created', coalesce((select jsonb_agg(jsonb_build_object('member_role', i.member_role,
        'created_at', i.created_at, 'expires_at', i.expires_at, 'revoked', i.revoked,
        'accepted_by', private.display_name(i.accepted_by), 'accepted_at', i.accepted_at) order by i.created_at)
      from public.family_invites i where i.created_by = me), '[]'::jsonb),
    'competition', (select jsonb_build_object('display_name', c.display_name, 'joined_at', c.joined_at)
      from public.competition_participants c where c.user_id = me),
    'profile_access_log', jsonb_build_object(
      'who_viewed_me', coalesce((select jsonb_agg(jsonb_build_object('by', case
            when l.accessor_user_id = me then 'Du' else private.display_name(l.accessor_user_id) end,
          'access_type', l.access_type, 'user_agent', l.user_agent, 'created_at', l.created_at,
          'metadata', l.metadata) order by l.created_at desc)
        from public.profile_access_log l where l.accessed_user_id = me), '[]'::jsonb),
      'profiles_i_viewed', coalesce((select jsonb_agg(jsonb_build_object('whose',
            private.display_name(l.accessed_user_id), 'access_type', l.access_type,
            'created_at', l.created_at) order by l.created_at desc)
        from public.profile_access_log l
        where l.accessor_user_id = me and l.accessed_user_id <> me), '[]'::jsonb)),
    'sync_receipts', (select count(*) from public.applied_ops a where a.user_id = me))
  || jsonb_build_object(
    -- Support tickets (20261122001600_support_tickets.sql).
    'support_tickets', coalesce((select jsonb_agg(jsonb_build_object('ticket_number',
        t.ticket_number, 'category', t.category, 'subject', t.subject, 'message', t.message,
        'email', t.email, 'status', t.status, 'created_at', t.created_at,
        -- Our answers (20261127000500_support_inbox.sql), without who on the staff wrote them.
        'replies', coalesce((select jsonb_agg(jsonb_build_object('body', r.body,
            'created_at', r.created_at) order by r.created_at)
          from public.support_replies r where r.ticket_id = t.id), '[]'::jsonb))
        order by t.created_at)
      from public.support_tickets t where t.user_id = me), '[]'::jsonb),
    -- The fair-play facts (20261125000120_quiz_attempts.sql, 20261125000130_no_spend_claims.sql).
    'quiz_attempts', coalesce((select jsonb_agg(jsonb_build_object('lesson_id', a.lesson_id,
        'answers', a.answers, 'started_at', a.started_at, 'finished_at', a.finished_at,
        'score', a.score, 'passed', a.passed, 'scoring', a.scoring, 'received_at', a.created_at)
        order by a.created_at)
      from public.quiz_attempts a where a.user_id = me), '[]'::jsonb),
    'no_spend_claims', coalesce((select jsonb_agg(jsonb_build_object('day', c.day,
        'received_at', c.created_at) order by c.day)
      from public.no_spend_claims c where c.user_id = me), '[]'::jsonb),
    -- The league (20261125000200_competition_close.sql).
    'competition_results', coalesce((select jsonb_agg(jsonb_build_object('period', r.period,
        'starts', r.starts, 'ends', r.ends, 'position', r.position, 'display_name', r.display_name,
        'score', r.score, 'prize', r.prize) order by r.starts)
      from public.competition_results r where r.user_id = me), '[]'::jsonb),
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('kind', n.kind, 'title', n.title,
        'body', n.body, 'link', n.link, 'created_at', n.created_at, 'read_at', n.read_at)
        order by n.created_at)
      from public.notifications n where n.user_id = me), '[]'::jsonb),
    'prize_claims', coalesce((select jsonb_agg(jsonb_build_object('period_start', c.period_start,
        'position', c.position, 'prize', c.prize, 'status', c.status, 'full_name', c.full_name,
        'street_address', c.street_address, 'postal_code', c.postal_code, 'city', c.city,
        'confirmed_at', c.confirmed_at, 'sent_at', c.sent_at) order by c.period_start)
      from public.prize_claims c where c.user_id = me), '[]'::jsonb));
end
$$;

-- Erasure: the auth user goes, and with it (by cascade) the profile, the encrypted personnummer,
-- sessions, money, goals, XP, badges, lessons, tasks, settings, memberships and invites. Access
-- log rows about others keep no link (accessor set null). A family left without a guardian is
-- dissolved, so no child stays in a family nobody looks after. Only in a session that
-- re-authenticated within 5 minutes (20261126000400_reauthentication.sql), and not while the
-- account pays for a Familj subscription that renews.
create function public.delete_my_account() returns void
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me uuid;
  families uuid[];
begin
  perform private.require_reauthentication();
  me := private.require_user();
  -- The guardian who pays for Familj (issue 43) cancels it first, so nothing is charged after
  -- the account is gone (the subscription lives on at the payment provider).
  if private.pays_renewing_familj(me) then
    raise exception 'Säg upp Familj först under Familj → Familjens plan, så dras inget mer efter att kontot är borttaget.'
      using errcode = 'P0001', hint = 'plan_renews';
  end if;
  select coalesce(array_agg(m.family_id), '{}') into families
  from public.family_members m where m.user_id = me and m.member_role = 'guardian' and m.status = 'active';

  delete from auth.users u where u.id = me;

  delete from public.families f
  where f.id = any (families)
    and not exists (select 1 from public.family_members g
      where g.family_id = f.id and g.member_role = 'guardian' and g.status = 'active');
end
$$;

revoke all on function public.update_my_profile(text, text, text, text), public.export_my_data(),
  public.delete_my_account() from public, anon;
grant execute on function public.update_my_profile(text, text, text, text), public.export_my_data(),
  public.delete_my_account() to authenticated;
