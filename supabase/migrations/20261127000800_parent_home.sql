-- A parent's home (issue 25, deliverable 4): in one call, every child of the signed-in guardian
-- with this week's insights, the tasks waiting for her answer, and last week's report (spent vs
-- budget, saved, lessons, tasks approved). What an adult child does not share stays null, as in
-- public.parent_insights (20261122001503_family_insights.sql); tasks are always the guardians' own.
--
-- Owns: private.child_week_report, private.deposits_to_confirm, public.parent_home and
-- public.confirm_deposits. Answering a task (approve or send back so the child can do it again)
-- stays public.review_task (20261122001501_family_tasks.sql).
--
-- Confirming saving (issue 40 §6: typed money cannot win a prize alone). A deposit is what the
-- teen types; the parent home lists a competing child's deposits of this month that no guardian
-- has confirmed, and one tap confirms exactly the ones listed. Until then their saving points
-- count at a small cap (20261125000160_competition_score.sql).

-- One child's ISO week (Monday in Stockholm time) as the guardian may see it: the figures of
-- private.family_insights for that week (20261127000700_notifications.sql), the same numbers the
-- weekly report e-mail tells, so the home and the mail never disagree. Unshared sections null.
create function private.child_week_report(guardian uuid, child uuid, monday date) returns jsonb
language sql
stable
security definer set search_path = ''
as $$
  select jsonb_build_object(
    'week', to_char(monday, 'IYYY-"W"IW'),
    'monday', monday,
    'spent_ore', i -> 'weeks' -> -1 -> 'spent_ore',
    'budget_ore', i -> 'weeks' -> -1 -> 'budget_ore',
    'saved_ore', i -> 'saved_this_week_ore',
    'lessons', i -> 'learning' -> 'lessons_this_week',
    'tasks_approved', i -> 'tasks' -> 'approved_this_week')
  from private.family_insights(guardian, child, 1, monday + 6) i
$$;
revoke all on function private.child_week_report(uuid, uuid, date)
  from public, anon, authenticated;

-- A competing child's deposits of their own this month (Stockholm) that no guardian has
-- confirmed, oldest first, as the guardian confirms them: goal, amount, when. Empty for a child
-- not in the competition (nothing to confirm for) or one who does not share goals.
create function private.deposits_to_confirm(child uuid) returns jsonb
language sql
stable
security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'goal_title', g.title,
      'amount_ore', d.amount_ore, 'created_at', d.created_at) order by d.created_at, d.id),
    '[]'::jsonb)
  from public.goal_deposits d
  join public.savings_goals g on g.id = d.goal_id
  where d.user_id = child and d.origin = 'self' and not d.deleted and d.confirmed_at is null
    and d.created_at >= (select p.starts from private.competition_period('month', now()) p)
    and exists (select 1 from public.competition_participants cp where cp.user_id = child)
    and private.shares_with_guardians(child, 'goals')
$$;
revoke all on function private.deposits_to_confirm(uuid) from public, anon, authenticated;

-- The guardian's children (oldest link first), each with insights of this and last week, the
-- tasks waiting for an answer, and last week's report. Anyone else (a teen, a parent with no
-- family yet) gets an empty list: there is nobody whose data they may see.
create function public.parent_home() returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  last_monday constant date := private.iso_monday(private.stockholm_today()) - 7;
  kids jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object(
      'insights', public.parent_insights(k.user_id, 2),
      'waiting', coalesce((
        select jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title,
            'reward_ore', t.reward_ore, 'reward_xp', t.reward_xp, 'due_date', t.due_date)
          order by t.updated_at)
        from public.tasks t
        where t.user_id = k.user_id and not t.deleted and t.status = 'done'), '[]'::jsonb),
      'last_week', private.child_week_report(me, k.user_id, last_monday),
      'to_confirm', private.deposits_to_confirm(k.user_id))
      order by k.linked, k.user_id), '[]'::jsonb)
  into kids
  from (
    select l.child_id as user_id, min(l.child_since) as linked
    from private.guardianships l
    where l.guardian_id = me
    group by l.child_id) k;
  return jsonb_build_object('children', kids);
end
$$;
revoke all on function public.parent_home() from public, anon;
grant execute on function public.parent_home() to authenticated;

-- One tap on the parent home: the guardian confirms the listed deposits of the child's own (those
-- still unconfirmed; the rest are left alone, so a second tap changes nothing). Returns how many it
-- confirmed, and tells the child. Only a guardian the child shares goals with may confirm.
create function public.confirm_deposits(child uuid, deposits uuid[]) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  confirmed integer;
  total bigint;
begin
  if child is null or not public.guardian_sees(child, 'goals') then
    raise exception 'Du kan bara bekräfta sparande för barn i din familj.'
      using errcode = 'P0001', hint = 'not_your_child';
  end if;
  perform private.require_mfa_if_enrolled();
  with done as (
    update public.goal_deposits d set confirmed_by = me, confirmed_at = now()
    where d.user_id = child and d.id = any (coalesce(deposits, '{}')) and d.origin = 'self'
      and not d.deleted and d.confirmed_at is null
    returning d.amount_ore
  )
  select count(*), coalesce(sum(done.amount_ore), 0) into confirmed, total from done;
  if confirmed > 0 then
    perform private.notify(child, 'competition_saving_confirmed', 'activity',
      format('%s bekräftade ditt sparande', private.first_name(me)),
      format('%s på sammanlagt %s räknas nu fullt i Månadens Tävling.',
        case when confirmed = 1 then '1 insättning' else confirmed || ' insättningar' end,
        private.kronor(total)),
      '/leaderboard');
  end if;
  return confirmed;
end
$$;
revoke all on function public.confirm_deposits(uuid, uuid[]) from public, anon;
grant execute on function public.confirm_deposits(uuid, uuid[]) to authenticated;
