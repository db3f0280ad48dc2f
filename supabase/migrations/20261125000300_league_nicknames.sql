-- Issue 19 (deliverable 7): who sees the league, and under which name.
--
-- Nicknames. A participant appears only under a nickname of one adjective and one animal
-- ('Modig Utter') from two fixed word lists; no free text ever reaches the board. The client
-- may name its choice (join_competition(nickname) or a REST insert of the two words), and the
-- trigger refuses anything that is not in the lists (23514) or that another participant holds
-- (23505), in Swedish. Without a choice the server picks a random free nickname. display_name
-- stays the column every reader uses (private.competition_scores, export_my_data), now
-- derived from the two words; avatar initials follow ('MU').
--
-- Who sees the league. public.leaderboard and public.competition_standing answer only signed-in
-- teens (roll 'barn') aged 13–23 by the birth date in their personnummer, and guardians (an
-- active guardian of an active child), who see only their own children's rows. Anyone else is
-- refused with 42501 and a Swedish message. Joining needs the same age. (The leaderboard itself is
-- in 20261122001520_leaderboard_saving_streak.sql.)

-- ---------------------------------------------------------------------------------------------
-- 1. The word lists. THEY MUST MATCH src/lib/nicknames.ts (NICKNAME_ADJECTIVES,
-- NICKNAME_ANIMALS), in the same order: src/lib/nicknames.test.ts reads this file and compares.
-- Kind or neutral words, no insults in any reading, no first names; every animal is an en-word
-- so the adjective's base form agrees. Add words at the end of both copies, never remove one a
-- participant holds (the foreign keys below refuse that).
create table private.nickname_adjectives (
  word text primary key constraint nickname_adjectives_word_check check (word ~ '^[[:alpha:]]{2,20}$'),
  position integer not null unique
);
create table private.nickname_animals (
  word text primary key constraint nickname_animals_word_check check (word ~ '^[[:alpha:]]{2,20}$'),
  position integer not null unique
);
revoke all on private.nickname_adjectives, private.nickname_animals from public, anon, authenticated;

insert into private.nickname_adjectives (word, position)
select word, position::integer from unnest(array[
  'Modig', 'Klok', 'Glad', 'Lugn', 'Pigg', 'Smart', 'Snäll', 'Stark', 'Nyfiken', 'Kvick',
  'Flitig', 'Tålmodig', 'Vänlig', 'Munter', 'Solig', 'Rolig', 'Ivrig', 'Trygg', 'Lycklig',
  'Kreativ', 'Ärlig', 'Omtänksam', 'Hjälpsam', 'Generös', 'Sparsam', 'Påhittig', 'Tapper',
  'Fyndig', 'Finurlig', 'Kavat', 'Rask', 'Smidig', 'Lojal', 'Snabb', 'Fiffig', 'Mysig',
  'Driftig', 'Sprallig', 'Uthållig', 'Klurig'
]) with ordinality as w (word, position);

insert into private.nickname_animals (word, position)
select word, position::integer from unnest(array[
  'Utter', 'Räv', 'Uggla', 'Älg', 'Igelkott', 'Säl', 'Delfin', 'Panda', 'Tiger', 'Ekorre',
  'Bäver', 'Grävling', 'Tukan', 'Hermelin', 'Häst', 'Kanin', 'Hamster', 'Papegoja', 'Flamingo',
  'Pingvin', 'Koala', 'Känguru', 'Giraff', 'Zebra', 'Leopard', 'Gepard', 'Sköldpadda', 'Tjäder',
  'Trana', 'Tvättbjörn', 'Myrslok', 'Sjöstjärna', 'Sjöhäst', 'Kolibri', 'Rödhake', 'Humla',
  'Fjäril', 'Nyckelpiga', 'Pelikan', 'Alpacka'
]) with ordinality as w (word, position);

-- ---------------------------------------------------------------------------------------------
-- 2. Ages and viewers.

-- Whole years since the birth date in the personnummer, on today's Stockholm date; null without one.
create function private.age_years(uid uuid) returns integer
language sql
stable
security definer set search_path = ''
as $$
  select extract(year from age(private.stockholm_today()::timestamp,
    private.birth_date(uid)::timestamp))::integer
$$;

-- A teen account (roll 'barn') aged 13–23: who may take part in and look at the league.
create function private.in_league_age(uid uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select coalesce((select p.roll = 'barn' from public.profiles p where p.id = uid), false)
    and coalesce(private.age_years(uid) between 13 and 23, false)
$$;

-- 'teen' (sees the whole league), 'guardian' (sees only their own children's rows) or null.
create function private.league_viewer(uid uuid) returns text
language sql
stable
security definer set search_path = ''
as $$
  select case
    when private.in_league_age(uid) then 'teen'
    when exists (select 1 from private.guardianships l
      where l.guardian_id = uid and l.child_id <> uid) then 'guardian'
  end
$$;

-- The refusal for everyone else (42501), in words the app can show as they are.
create function private.require_league_viewer(uid uuid) returns text
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  viewer text;
begin
  if uid is null then
    raise exception 'Du måste vara inloggad' using errcode = '42501';
  end if;
  viewer := private.league_viewer(uid);
  if viewer is null then
    if exists (select 1 from public.profiles p where p.id = uid and p.roll = 'barn') then
      raise exception 'Topplistan är för dig som är 13–23 år.' using errcode = '42501';
    end if;
    raise exception 'Topplistan är för unga 13–23 år. Som förälder ser du dina barns placering här när ni är kopplade under Familj.'
      using errcode = '42501';
  end if;
  return viewer;
end
$$;

-- Last period's winners (public.competition_winners, 20261125000210) name people outside the
-- family, so only teens in the league see them; a guardian hears of a child's prize by
-- notification and e-mail instead.
create function private.may_see_league(uid uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select coalesce(private.league_viewer(uid) = 'teen', false)
$$;
revoke all on function private.may_see_league(uuid) from public, anon, authenticated;

revoke all on function private.age_years(uuid), private.in_league_age(uuid),
  private.league_viewer(uuid), private.require_league_viewer(uuid)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Participants hold a nickname.
alter table public.competition_participants
  add column nickname_adjective text references private.nickname_adjectives (word),
  add column nickname_animal text references private.nickname_animals (word);

-- A random nickname nobody holds (nulls when every one is taken).
create function private.free_nickname(out adjective text, out animal text)
language sql
volatile
security definer set search_path = ''
as $$
  select a.word, n.word
  from private.nickname_adjectives a
  cross join private.nickname_animals n
  where not exists (
    select 1 from public.competition_participants c
    where c.nickname_adjective = a.word and c.nickname_animal = n.word)
  order by random()
  limit 1
$$;
revoke all on function private.free_nickname() from public, anon, authenticated;

-- Those taking part already (the demo family, anyone on a hosted database) get a random one.
do $$
declare
  participant record;
  chosen record;
begin
  for participant in
    select c.user_id from public.competition_participants c order by c.joined_at, c.user_id
  loop
    select * into chosen from private.free_nickname();
    update public.competition_participants c
    set nickname_adjective = chosen.adjective, nickname_animal = chosen.animal,
      display_name = chosen.adjective || ' ' || chosen.animal
    where c.user_id = participant.user_id;
  end loop;
end
$$;

alter table public.competition_participants
  alter column nickname_adjective set not null,
  alter column nickname_animal set not null,
  add constraint competition_participants_nickname_unique unique (nickname_adjective, nickname_animal);

-- Splits 'Modig Utter' into its two words; null unless exactly two words and one space.
create function private.parse_nickname(nickname text, out adjective text, out animal text)
language sql
immutable
set search_path = ''
as $$
  select case when nickname ~ '^[^ ]+ [^ ]+$' then split_part(nickname, ' ', 1) end,
    case when nickname ~ '^[^ ]+ [^ ]+$' then split_part(nickname, ' ', 2) end
$$;
revoke all on function private.parse_nickname(text) from public, anon, authenticated;

-- The participant's name. Only teens (roll 'barn') aged 13–23 take part: the prizes are for
-- teens. Runs on every insert and update, as the definer so it can see which nicknames are taken
-- (RLS hides other participants from the caller). An API insert for someone else is left to RLS.
create function private.derive_participant_name() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  profile_roll text;
  chosen record;
begin
  -- Updates come only from trusted code (the API has no update grant; join_competition changes
  -- the two words), so only the nickname is checked again.
  if tg_op = 'INSERT' then
    if me is not null and new.user_id is distinct from me then
      return new; -- someone else's row: RLS refuses it
    end if;
    select p.roll into profile_roll from public.profiles p where p.id = new.user_id;
    if not found then
      raise exception 'Du behöver en profil för att vara med i Månadens Tävling' using errcode = '23514';
    end if;
    if profile_roll <> 'barn' then
      raise exception 'Månadens Tävling är bara för barn och unga' using errcode = '23514';
    end if;
    if not private.in_league_age(new.user_id) then
      raise exception 'Månadens Tävling är för dig som är 13–23 år' using errcode = '23514';
    end if;
    if new.nickname_adjective is null and new.nickname_animal is null then
      select * into chosen from private.free_nickname();
      if chosen.adjective is null then
        raise exception 'Alla smeknamn är upptagna just nu. Försök igen senare.' using errcode = '23514';
      end if;
      new.nickname_adjective := chosen.adjective;
      new.nickname_animal := chosen.animal;
    end if;
  end if;

  if not exists (select 1 from private.nickname_adjectives a where a.word = new.nickname_adjective)
    or not exists (select 1 from private.nickname_animals n where n.word = new.nickname_animal) then
    raise exception 'Välj ett smeknamn bland förslagen – egna namn går inte att skriva in.'
      using errcode = '23514';
  end if;
  if exists (
    select 1 from public.competition_participants c
    where c.nickname_adjective = new.nickname_adjective and c.nickname_animal = new.nickname_animal
      and c.user_id <> new.user_id) then
    raise exception 'Smeknamnet % är redan taget. Välj ett annat.',
      new.nickname_adjective || ' ' || new.nickname_animal using errcode = '23505';
  end if;
  new.display_name := new.nickname_adjective || ' ' || new.nickname_animal;
  return new;
end
$$;
revoke all on function private.derive_participant_name() from public, anon, authenticated;

create trigger competition_participants_name
before insert or update on public.competition_participants
for each row execute function private.derive_participant_name();

-- The API may name the two words on insert (checked above); display_name, joined_at and any
-- update stay out of reach (a new nickname goes through join_competition).
grant insert (nickname_adjective, nickname_animal) on public.competition_participants to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Joining with a nickname; joining again with another one changes it.

-- Joins under `nickname` (one of the suggestions, e.g. 'Modig Utter'), or changes the nickname
-- when taking part already. Without a nickname: joins under a random free one, or keeps the
-- current one. Returns the nickname others see.
create function public.join_competition(nickname text default null) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  me uuid := private.require_signed_in();
  chosen record;
  name text;
begin
  if nickname is null then
    select c.display_name into name from public.competition_participants c where c.user_id = me;
    if found then
      return name;
    end if;
    -- A random free nickname; another join may take the same one at the same moment.
    for attempt in 1..5 loop
      begin
        insert into public.competition_participants (user_id) values (me)
        returning display_name into name;
        return name;
      exception when unique_violation then
        if attempt = 5 then
          raise exception 'Det gick inte att hitta ett ledigt smeknamn. Försök igen.' using errcode = '23505';
        end if;
      end;
    end loop;
  end if;

  select * into chosen from private.parse_nickname(nickname);
  if chosen.adjective is null then
    raise exception 'Välj ett smeknamn bland förslagen – egna namn går inte att skriva in.'
      using errcode = '23514';
  end if;
  begin
    insert into public.competition_participants (user_id, nickname_adjective, nickname_animal)
    values (me, chosen.adjective, chosen.animal)
    on conflict (user_id) do update
      set nickname_adjective = excluded.nickname_adjective, nickname_animal = excluded.nickname_animal
    returning display_name into name;
  exception when unique_violation then
    raise exception 'Smeknamnet % är redan taget. Välj ett annat.', nickname using errcode = '23505';
  end;
  return name;
end
$$;
revoke all on function public.join_competition(text) from public, anon;
grant execute on function public.join_competition(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 5. The standing.

-- The caller's own standing this month (kronor only ever one's own), now with the caller's
-- nickname (null when not taking part). League viewers only; a guardian gets their own (not
-- taking part) standing. The place and score are read from private.league_standings
-- (20261127000300_league_standings.sql); a score while not taking part is computed here.
create function public.competition_standing(at timestamptz default now())
returns table (joined boolean, "position" integer, participants integer, score integer,
  saved_ore_this_month bigint, days_left integer, nickname text, unconfirmed_ore bigint,
  has_guardian boolean)
language plpgsql
stable
security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  bounds record;
  taking_part boolean;
begin
  perform private.require_league_viewer(me);
  select * into bounds from private.competition_period('month', $1);
  taking_part := exists (select 1 from public.competition_participants c where c.user_id = me);
  return query
  select taking_part,
    private.league_position('month', bounds.starts, me),
    (select t.participants from private.league_totals t),
    case when taking_part then coalesce((select l.score from private.league_standings l
        where l.user_id = me and l.period = 'month' and l.starts = bounds.starts), 0)
      else coalesce((select p.score
        from private.competition_points(bounds.starts, bounds.ends, array[me]) p), 0) end,
    coalesce((select sum(d.amount_ore) from public.goal_deposits d
      where d.user_id = me and not d.deleted
        and d.created_at >= bounds.starts and d.created_at < bounds.ends), 0)::bigint,
    ((bounds.starts at time zone 'Europe/Stockholm' + interval '1 month')::date - bounds.today)::integer,
    (select c.display_name from public.competition_participants c where c.user_id = me),
    -- What of the month's own deposits waits for a guardian's confirmation (issue 40 §6), and
    -- whether anyone can confirm it: the teen's note under the standing.
    coalesce((select sum(d.amount_ore) from public.goal_deposits d
      where d.user_id = me and not d.deleted and d.origin = 'self' and d.confirmed_at is null
        and d.created_at >= bounds.starts and d.created_at < bounds.ends), 0)::bigint,
    exists (select 1 from private.guardianships l where l.child_id = me)
      and private.shares_with_guardians(me, 'goals');
end
$$;
revoke all on function public.competition_standing(timestamptz) from public, anon;
grant execute on function public.competition_standing(timestamptz) to authenticated;
