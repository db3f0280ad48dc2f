-- The data export (GDPR art. 15/20) with the fair-play facts.
--
-- Owns: this version of public.export_my_data (the earlier one kept as
-- private.export_my_data_with_tickets), adding the member's quiz answers and no-spend claims.

-- ---------------------------------------------------------------------------------------------
-- The data export (GDPR art. 15/20) also holds the member's quiz answers and no-spend claims.
alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to export_my_data_with_tickets;
revoke all on function private.export_my_data_with_tickets() from public, anon, authenticated;

create function public.export_my_data() returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.export_my_data_with_tickets() || jsonb_build_object(
    'quiz_attempts', coalesce((select jsonb_agg(jsonb_build_object('lesson_id', a.lesson_id,
        'answers', a.answers, 'started_at', a.started_at, 'finished_at', a.finished_at,
        'score', a.score, 'passed', a.passed, 'scoring', a.scoring, 'received_at', a.created_at)
        order by a.created_at)
      from public.quiz_attempts a where a.user_id = auth.uid()), '[]'::jsonb),
    'no_spend_claims', coalesce((select jsonb_agg(jsonb_build_object('day', c.day,
        'received_at', c.created_at) order by c.day)
      from public.no_spend_claims c where c.user_id = auth.uid()), '[]'::jsonb))
$$;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
