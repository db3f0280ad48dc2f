-- A parent's home (issue 25, deliverable 4): in one call, every child of the signed-in guardian
-- with this week's insights, the tasks waiting for her answer, and last week's report (spent vs
-- budget, saved, lessons, tasks approved). What an adult child does not share stays null, as in
-- public.parent_insights (20261122001503_family_insights.sql); tasks are always the guardians' own.
--
-- Owns: private.child_week_report and public.parent_home. Answering a task (approve or send back
-- so the child can do it again) stays public.review_task (20261122001501_family_tasks.sql).

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
      'last_week', private.child_week_report(me, k.user_id, last_monday))
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
