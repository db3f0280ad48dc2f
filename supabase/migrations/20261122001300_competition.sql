-- Monthly competition ('Månadens Tävling', docs/gamification.md): who takes part, the period
-- and the leaderboards. Others only ever see first name and initial, initials, level, check-in
-- streak, badge count and score; never kronor, goals, purchases, e-mail or user ids.
--
-- Owns: competition_participants (opt-in; leaving; joining is public.join_competition of
-- 20261125000300_league_nicknames.sql), private.competition_period and private.require_signed_in
-- (the caller, or 'Du måste vara inloggad': the league's and the friends' RPCs start with it).
-- The leaderboard is public.leaderboard (20261122001520_leaderboard_saving_streak.sql), the caller's own standing public.competition_standing
-- (20261125000300_league_nicknames.sql). The score itself is private.competition_scores (20261125000160_competition_score.sql),
-- the level private.level_for_xp (generated into 20261122001410_gamification_catalog.sql).
--
-- Periods are Stockholm time: a calendar month, or an ISO week from Monday 00:00.
-- Ties: earlier time of reaching the score, then name.

-- ---------------------------------------------------------------------------------------------
-- Participants (opt-in). display_name is never typed by the client: the trigger
-- private.derive_participant_name (20261125000300_league_nicknames.sql) makes it the nickname.
create table public.competition_participants (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null
    constraint competition_participants_name_check check (char_length(display_name) between 1 and 60),
  joined_at timestamptz not null default now()
);
alter table public.competition_participants enable row level security;

revoke all on public.competition_participants from anon, authenticated;
grant select, delete on public.competition_participants to authenticated;
grant insert (user_id) on public.competition_participants to authenticated;

create policy "competition_participants: own row reads"
on public.competition_participants for select to authenticated
using (user_id = (select auth.uid()));
create policy "competition_participants: join as oneself"
on public.competition_participants for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "competition_participants: leave as oneself"
on public.competition_participants for delete to authenticated
using (user_id = (select auth.uid()));

-- The caller's id, or 42501 'Du måste vara inloggad' (the league's and the friends' words; the
-- family's RPCs use private.require_user of 20261122001500_families_flow.sql).
create function private.require_signed_in() returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  return me;
end
$$;
revoke all on function private.require_signed_in() from public, anon, authenticated;

-- Leaves; true when the caller was taking part.
create function public.leave_competition() returns boolean
language plpgsql
security definer set search_path = ''
as $$
declare
  me uuid := private.require_signed_in();
begin
  delete from public.competition_participants where user_id = me;
  return found;
end
$$;

revoke all on function public.leave_competition() from public, anon;
grant execute on function public.leave_competition() to authenticated;

-- The period ('month' | 'week') around `at`, in Stockholm time.
create function private.competition_period(period text, moment timestamptz,
  out starts timestamptz, out ends timestamptz, out today date)
language plpgsql
stable
set search_path = ''
as $$
declare
  local_at timestamp := coalesce(moment, now()) at time zone 'Europe/Stockholm';
begin
  if period is null or period not in ('month', 'week') then
    raise exception 'Okänd period: % (month eller week)', coalesce(period, 'null') using errcode = 'P0001';
  end if;
  starts := date_trunc(period, local_at) at time zone 'Europe/Stockholm';
  ends := (date_trunc(period, local_at)
    + case period when 'month' then interval '1 month' else interval '1 week' end)
    at time zone 'Europe/Stockholm';
  today := local_at::date;
end
$$;
revoke all on function private.competition_period(text, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------

