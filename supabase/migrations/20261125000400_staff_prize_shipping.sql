-- Issue 19 § 6: the staff hand the prizes over. The staff page lists every prize of the last
-- closed months with where it stands; the delivery details (name and address) only of a prize
-- that is confirmed and not yet sent, the one moment a person needs them to post it.

create function public.staff_prize_claims()
returns table (id uuid, period_start date, place integer, prize text, display_name text,
  confirmer text, status text, full_name text, street_address text, postal_code text, city text,
  confirmed_at timestamptz, sent_at timestamptz)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff();
  return query
  select c.id, private.stockholm_date(c.period_start), c.position, c.prize,
    coalesce(
      (select r.display_name from public.competition_results r
        where r.period = 'month' and r.starts = c.period_start and r.user_id = c.user_id),
      '(lämnat tävlingen)'),
    c.confirmer, c.status,
    case when c.status = 'confirmed' then c.full_name end,
    case when c.status = 'confirmed' then c.street_address end,
    case when c.status = 'confirmed' then c.postal_code end,
    case when c.status = 'confirmed' then c.city end,
    c.confirmed_at, c.sent_at
  from public.prize_claims c
  -- Open prizes whenever they were won; sent and disqualified ones for three months.
  where c.status in ('held', 'pending', 'confirmed')
    or c.period_start > now() - interval '3 months'
  -- To post first, then those waiting for someone, then what is done; newest month first.
  order by case c.status when 'confirmed' then 0 when 'pending' then 1 when 'held' then 2 else 3 end,
    c.period_start desc, c.position;
end
$$;

revoke all on function public.staff_prize_claims() from public, anon;
grant execute on function public.staff_prize_claims() to authenticated;
