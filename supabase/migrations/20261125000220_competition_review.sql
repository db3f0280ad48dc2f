-- The staff's fraud review of the competition (issue 19 §8, docs/gamification.md § Månadsavslut):
-- the flags the close raises (private.flag_competition, 20261125000200_competition_close.sql), a
-- review of the running month, and a staff member's decision on a flag and a prize's shipping.
--
-- Owns: public.staff_competition_flags, public.staff_review_competition, private.decide_flag,
-- public.staff_clear_flag, public.staff_disqualify, public.staff_mark_prize_sent.

-- ---------------------------------------------------------------------------------------------
-- Staff: the fraud review. Every function answers 42501 'Ingen behörighet' to non-staff.

-- Flags (open first), with the account's name on the board, its points per day, its age and
-- its prize if it won; never personnummer, e-mail or user ids.
create function public.staff_competition_flags()
returns table (id uuid, period_start date, display_name text, rule text, reason text,
  daily_scores jsonb, account_age_days integer, flagged_at timestamptz, outcome text,
  cleared_at timestamptz, prize_position integer, prize_status text)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff();
  return query
  select f.id, private.stockholm_date(f.period_start),
    coalesce(
      (select r.display_name from public.competition_results r
        where r.period = 'month' and r.starts = f.period_start and r.user_id = f.user_id),
      (select cp.display_name from public.competition_participants cp where cp.user_id = f.user_id),
      '(lämnat tävlingen)'),
    f.rule, f.reason, f.daily_scores,
    extract(day from now() - u.created_at)::integer,
    f.flagged_at, f.outcome, f.cleared_at, c.position, c.status
  from private.competition_flags f
  join auth.users u on u.id = f.user_id
  left join public.prize_claims c on c.user_id = f.user_id and c.period_start = f.period_start
  order by f.outcome is not null, f.flagged_at desc, f.id;
end
$$;

-- Runs the fraud rules on the month holding `at` (the running month, up to now) on demand.
-- Returns how many new flags it made.
create function public.staff_review_competition(at timestamptz default now()) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  bounds record;
begin
  perform private.require_staff();
  select * into bounds from private.competition_period('month', least(coalesce($1, now()), now()));
  return private.flag_competition(bounds.starts, bounds.ends, least(coalesce($1, now()), now()));
end
$$;

-- Decides an open flag. 'cleared': the flag is closed; a held prize becomes pending once no
-- flag of that month is open (winner and guardians are told). 'disqualified': every open flag
-- of that account and month is closed so, and its prize (if any) is disqualified — it does not
-- pass down to the next place (docs/gamification.md § Månadsavslut); the podium leaves it out.
create function private.decide_flag(flag_id uuid, decision text) returns text
language plpgsql
set search_path = ''
as $$
declare
  me constant uuid := private.require_staff();
  flag private.competition_flags;
  claim public.prize_claims;
begin
  select * into flag from private.competition_flags f where f.id = flag_id for update;
  if flag.id is null then
    raise exception 'Flaggan finns inte' using errcode = 'P0002';
  end if;
  if flag.user_id = me then
    raise exception 'Du kan inte granska ditt eget konto' using errcode = '42501';
  end if;
  if flag.outcome is not null then
    raise exception 'Flaggan är redan granskad' using errcode = '23514';
  end if;
  if decision = 'cleared' then
    update private.competition_flags f set outcome = 'cleared', cleared_by = me, cleared_at = now()
    where f.id = flag.id;
    if not exists (select 1 from private.competition_flags f
        where f.user_id = flag.user_id and f.period_start = flag.period_start and f.outcome is null) then
      update public.prize_claims c set status = 'pending'
      where c.user_id = flag.user_id and c.period_start = flag.period_start and c.status = 'held'
      returning * into claim;
      if claim.id is not null then
        perform private.tell_prize(claim, 'cleared');
      end if;
    end if;
  else
    update private.competition_flags f set outcome = 'disqualified', cleared_by = me, cleared_at = now()
    where f.user_id = flag.user_id and f.period_start = flag.period_start and f.outcome is null;
    update public.prize_claims c set status = 'disqualified'
    where c.user_id = flag.user_id and c.period_start = flag.period_start
      and c.status in ('held', 'pending', 'confirmed')
    returning * into claim;
    if claim.id is not null then
      perform private.tell_prize(claim, 'refused');
    end if;
  end if;
  return decision;
end
$$;
revoke all on function private.decide_flag(uuid, text) from public, anon, authenticated;

create function public.staff_clear_flag(flag_id uuid) returns text
language sql
security definer set search_path = ''
as $$
  select private.decide_flag(flag_id, 'cleared')
$$;

create function public.staff_disqualify(flag_id uuid) returns text
language sql
security definer set search_path = ''
as $$
  select private.decide_flag(flag_id, 'disqualified')
$$;

-- Marks a confirmed prize as sent (staff who posted it).
create function public.staff_mark_prize_sent(claim_id uuid) returns text
language plpgsql
security definer set search_path = ''
as $$
begin
  perform private.require_staff();
  update public.prize_claims c set status = 'sent', sent_at = now()
  where c.id = claim_id and c.status = 'confirmed';
  if not found then
    raise exception 'Bara ett bekräftat pris kan markeras som skickat' using errcode = '23514';
  end if;
  return 'sent';
end
$$;

revoke all on function public.staff_competition_flags(), public.staff_review_competition(timestamptz),
  public.staff_clear_flag(uuid), public.staff_disqualify(uuid), public.staff_mark_prize_sent(uuid)
  from public, anon;
grant execute on function public.staff_competition_flags(), public.staff_review_competition(timestamptz),
  public.staff_clear_flag(uuid), public.staff_disqualify(uuid), public.staff_mark_prize_sent(uuid)
  to authenticated;
