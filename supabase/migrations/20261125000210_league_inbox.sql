-- What the app reads of the monthly close (issue 19 §6 and §8, docs/gamification.md §
-- Månadsavslut): last period's winners, the member's notifications and prize claims, and the
-- winner's (or a minor's guardian's) confirmation of the delivery details.
--
-- Owns: public.competition_winners, public.my_notifications, public.mark_notifications_read,
-- private.guardians_children, public.my_prize_claims, public.confirm_prize_claim. The tables and
-- the close are in 20261125000200_competition_close.sql.

-- ---------------------------------------------------------------------------------------------
-- What the app reads.

-- The podium of the last closed period ('month' | 'week'): places 1–3 with points (a
-- disqualified winner is left out). Names as on the leaderboard; no user ids, no kronor.
create function public.competition_winners(period text default 'month')
returns table (period_start date, "position" integer, display_name text, score integer,
  prize text, is_me boolean)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me constant uuid := private.require_user();
  last_start timestamptz;
begin
  if period is null or period not in ('month', 'week') then
    raise exception 'Okänd period: % (month eller week)', coalesce(period, 'null') using errcode = 'P0001';
  end if;
  if not private.may_see_league(me) then
    return;
  end if;
  select max(c.starts) into last_start from private.competition_closes c where c.period = $1;
  return query
  select private.stockholm_date(r.starts), r.position, r.display_name, r.score, r.prize,
    r.user_id = me
  from public.competition_results r
  where r.period = $1 and r.starts = last_start and r.position <= 3 and r.score > 0
    and not exists (select 1 from public.prize_claims c
      where c.user_id = r.user_id and c.period_start = r.starts and c.status = 'disqualified')
  order by r.position;
end
$$;
revoke all on function public.competition_winners(text) from public, anon;
grant execute on function public.competition_winners(text) to authenticated;

-- The caller's notifications, newest first (unread ones, and the last 20 read).
create function public.my_notifications()
returns table (id uuid, kind text, title text, body text, link text, created_at timestamptz,
  read_at timestamptz)
language sql
stable
security definer set search_path = ''
as $$
  select n.id, n.kind, n.title, n.body, n.link, n.created_at, n.read_at
  from public.notifications n
  where n.user_id = private.require_user()
    and (n.read_at is null or n.id in (
      select r.id from public.notifications r
      where r.user_id = (select auth.uid()) and r.read_at is not null
      order by r.read_at desc limit 20))
  order by n.created_at desc, n.id
$$;

-- Marks the caller's own notifications read; returns how many changed.
create function public.mark_notifications_read(ids uuid[]) returns integer
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  n integer;
begin
  update public.notifications s set read_at = now()
  where s.user_id = me and s.id = any(ids) and s.read_at is null;
  get diagnostics n = row_count;
  return n;
end
$$;

-- The active children of a guardian (the reverse of private.guardians_of).
create function private.guardians_children(guardian uuid) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select distinct l.child_id from private.guardianships l where l.guardian_id = guardian
$$;
revoke all on function private.guardians_children(uuid) from public, anon, authenticated;

-- Prize claims the caller follows: their own wins, and the wins of children they confirm for.
create function public.my_prize_claims()
returns table (id uuid, period_start date, "position" integer, prize text, status text,
  winner_name text, is_mine boolean, can_confirm boolean, full_name text, street_address text,
  postal_code text, city text, confirmed_at timestamptz, sent_at timestamptz)
language sql
stable
security definer set search_path = ''
as $$
  select c.id, private.stockholm_date(c.period_start), c.position, c.prize, c.status,
    private.first_name(c.user_id), c.user_id = me.uid,
    c.status in ('pending', 'confirmed') and (
      (c.confirmer = 'winner' and c.user_id = me.uid)
      or (c.confirmer = 'guardian' and c.user_id in (select private.guardians_children(me.uid)))),
    c.full_name, c.street_address, c.postal_code, c.city, c.confirmed_at, c.sent_at
  from (select private.require_user() as uid) me
  join public.prize_claims c on c.user_id = me.uid
    or (c.confirmer = 'guardian' and c.user_id in (select private.guardians_children(me.uid)))
  order by c.period_start desc, c.position
$$;

-- Confirms where a prize goes: the winner 18+ for themselves, an active guardian for a minor.
-- Messages as the claim form (P0001); a claim the caller may not see is 'not found'.
create function public.confirm_prize_claim(claim_id uuid, full_name text, street_address text,
  postal_code text, city text) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  claim public.prize_claims;
  clean_name constant text := regexp_replace(btrim(coalesce(full_name, '')), '\s+', ' ', 'g');
  clean_street constant text := regexp_replace(btrim(coalesce(street_address, '')), '\s+', ' ', 'g');
  clean_postal constant text := regexp_replace(coalesce(postal_code, ''), '\s', '', 'g');
  clean_city constant text := regexp_replace(btrim(coalesce(city, '')), '\s+', ' ', 'g');
  problem text;
begin
  select * into claim from public.prize_claims c where c.id = claim_id for update;
  if claim.id is null or not (claim.user_id = me
      or (claim.confirmer = 'guardian' and me in (select private.guardians_of(claim.user_id)))) then
    raise exception 'Priset finns inte' using errcode = 'P0002';
  end if;
  if claim.status = 'held' then
    raise exception 'Priset kontrolleras. Ni får ett meddelande när det är klart.' using errcode = '23514';
  elsif claim.status = 'sent' then
    raise exception 'Priset är redan skickat' using errcode = '23514';
  elsif claim.status = 'disqualified' then
    raise exception 'Priset delas inte ut' using errcode = '23514';
  end if;
  if claim.confirmer = 'guardian' and claim.user_id = me then
    raise exception 'En förälder i din familj bekräftar vart priset ska skickas' using errcode = '42501';
  end if;
  if claim.confirmer = 'guardian' then
    perform private.require_mfa_if_enrolled();
  end if;
  problem := private.prize_delivery_problem(clean_name, clean_street, clean_postal, clean_city);
  if problem is not null then
    raise exception '%', problem using errcode = 'P0001';
  end if;
  update public.prize_claims c set full_name = clean_name, street_address = clean_street,
    postal_code = clean_postal, city = clean_city, status = 'confirmed', confirmed_by = me,
    confirmed_at = now()
  where c.id = claim.id;
  return 'confirmed';
end
$$;

revoke all on function public.my_notifications(), public.mark_notifications_read(uuid[]),
  public.my_prize_claims(), public.confirm_prize_claim(uuid, text, text, text, text)
  from public, anon;
grant execute on function public.my_notifications(), public.mark_notifications_read(uuid[]),
  public.my_prize_claims(), public.confirm_prize_claim(uuid, text, text, text, text)
  to authenticated;
