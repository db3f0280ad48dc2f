-- The data export (GDPR art. 15/20) with the league: results, notifications and prize claims.
--
-- Owns: this version of public.export_my_data (the earlier one kept as
-- private.export_my_data_with_facts).

-- ---------------------------------------------------------------------------------------------
-- The data export (GDPR art. 15/20) also holds the member's league results, notifications and
-- prize claims (their own; a guardian's confirmation of a child's claim is the child's data).
alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to export_my_data_with_facts;
revoke all on function private.export_my_data_with_facts() from public, anon, authenticated;

create function public.export_my_data() returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.export_my_data_with_facts() || jsonb_build_object(
    'competition_results', coalesce((select jsonb_agg(jsonb_build_object('period', r.period,
        'starts', r.starts, 'ends', r.ends, 'position', r.position, 'display_name', r.display_name,
        'score', r.score, 'prize', r.prize) order by r.starts)
      from public.competition_results r where r.user_id = auth.uid()), '[]'::jsonb),
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('kind', n.kind, 'title', n.title,
        'body', n.body, 'link', n.link, 'created_at', n.created_at, 'read_at', n.read_at)
        order by n.created_at)
      from public.notifications n where n.user_id = auth.uid()), '[]'::jsonb),
    'prize_claims', coalesce((select jsonb_agg(jsonb_build_object('period_start', c.period_start,
        'position', c.position, 'prize', c.prize, 'status', c.status, 'full_name', c.full_name,
        'street_address', c.street_address, 'postal_code', c.postal_code, 'city', c.city,
        'confirmed_at', c.confirmed_at, 'sent_at', c.sent_at) order by c.period_start)
      from public.prize_claims c where c.user_id = auth.uid()), '[]'::jsonb))
$$;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
