-- Issue 21: every registration rule decided by the database, with the form's Swedish messages.
-- Age and role come from the personnummer: a youth account (barn) is 13–23, a parent account 18
-- or older, nobody under 13. The rules run twice: in Supabase Auth's before-user-created hook
-- (so a direct auth.signUp is refused with the message itself, not GoTrue's generic "Database
-- error saving new user") and in the auth.users trigger (admin tools, SQL, anything else).
-- A personnummer is unique among confirmed accounts only, so sign-up never tells a stranger
-- whether a personnummer is registered; the clash is found when the address is confirmed.
--
-- Owns: the registration rules, the before-user-created hook and private.handle_new_user with its
-- auth.users trigger (it builds the profile of 20261122000200_profiles.sql from the metadata),
-- private.legal_version (the terms accepted at sign-up, issue 41 §8) and
-- public.my_legal_acceptance.

-- Age in whole years on the Stockholm calendar day, from a personnummer that passed
-- private.personnummer_error (the first eight digits are a real date).
create function private.personnummer_age(raw text) returns int
language sql
stable
set search_path = ''
as $$
  select extract(year from age(
    (now() at time zone 'Europe/Stockholm')::date,
    to_date(left(replace(btrim(raw), '-', ''), 8), 'YYYYMMDD')
  ))::int
$$;

create function private.account_age_error(raw_personnummer text, roll text) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when private.personnummer_age(raw_personnummer) < 13
      then 'Du måste vara minst 13 år för att skapa ett konto. Är du yngre kan en vårdnadshavare '
        || 'hjälpa dig: hen skapar ett föräldrakonto nu och bjuder in dig när du har fyllt 13.'
    when roll = 'barn' and private.personnummer_age(raw_personnummer) > 23
      then 'Ett ungdomskonto är för dig som är 13–23 år. Är du äldre väljer du Förälder.'
    when roll = 'foralder' and private.personnummer_age(raw_personnummer) < 18
      then 'Ett föräldrakonto kräver att du har fyllt 18 år. Välj Ungdom/barn i stället.'
  end
$$;

-- The first broken rule of the sign-up metadata, in the registration form's order, or null.
-- The version of the terms and the privacy policy in force (the date both apply from: their
-- effectiveFrom in content/pages, LEGAL_VERSION in src/lib/legal.ts; legal.test.ts keeps the three
-- equal). A sign-up accepts it; a form opened before a change is asked to read them again.
create function private.legal_version() returns date
language sql
immutable
set search_path = ''
as $$
  select date '2026-11-29'
$$;

create function private.registration_error(meta jsonb) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    private.name_error(meta ->> 'fornamn', 'Förnamn'),
    private.name_error(meta ->> 'efternamn', 'Efternamn'),
    private.personnummer_error(meta ->> 'personnummer'),
    case when not private.mobile_is_valid(meta ->> 'mobilnummer') then 'Ogiltigt mobilnummer format' end,
    private.address_error(meta ->> 'adress'),
    case when coalesce(meta ->> 'roll', '') not in ('foralder', 'barn')
      then 'Roll måste vara ''foralder'' eller ''barn''' end,
    private.account_age_error(meta ->> 'personnummer', meta ->> 'roll'),
    case when meta ? 'villkor_version'
        and meta ->> 'villkor_version' is distinct from private.legal_version()::text
      then 'Villkoren har ändrats sedan du började. Ladda om sidan och läs dem igen innan du skapar kontot.' end
  )
$$;

-- Sign-up metadata carries the profile when it names any profile field; admin tools create
-- users without one (no profile is made for them).
create function private.has_profile_metadata(meta jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(meta, '{}'::jsonb) ?| array['fornamn', 'efternamn', 'personnummer', 'mobilnummer', 'adress', 'roll']
$$;

revoke all on function private.personnummer_age(text), private.account_age_error(text, text),
  private.registration_error(jsonb), private.has_profile_metadata(jsonb), private.legal_version()
  from public, anon, authenticated;

-- Supabase Auth's before-user-created hook (config.toml [auth.hook.before_user_created]).
-- The event's user is GoTrue's user JSON (user_metadata); an error object refuses the sign-up
-- with that status and message.
create function public.hook_before_user_created(event jsonb) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data');
  problem text;
begin
  if not private.has_profile_metadata(meta) then
    return '{}'::jsonb;
  end if;
  problem := private.registration_error(meta);
  if problem is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 422, 'message', problem));
end
$$;

revoke all on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- Unique among confirmed accounts: an unconfirmed sign-up may share a personnummer until one of
-- them confirms its address.
alter table private.profile_secrets add column confirmed boolean not null default false;
update private.profile_secrets s set confirmed = true
from auth.users u where u.id = s.user_id and u.email_confirmed_at is not null;
alter table private.profile_secrets drop constraint profile_secrets_personnummer_unique;
create unique index profile_secrets_confirmed_personnummer_unique
on private.profile_secrets (personnummer_hmac) where confirmed;
create index profile_secrets_personnummer_hmac_idx on private.profile_secrets (personnummer_hmac);

-- After a user is created (sign-up or admin), build the profile from raw_user_meta_data. A user
-- with none of the profile keys (admin tools) gets no profile; a broken rule raises.
create function private.handle_new_user() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  problem text;
  pnr text;
begin
  if not private.has_profile_metadata(meta) then
    return new;
  end if;
  problem := private.registration_error(meta);
  if problem is not null then
    raise exception '%', problem using errcode = '23514';
  end if;

  pnr := replace(btrim(meta ->> 'personnummer'), '-', '');
  -- The sign-up form sends the version it showed (checked above); admin tools and the seed,
  -- which send none, accept the version in force.
  insert into public.profiles (id, fornamn, efternamn, mobilnummer, adress, roll, legal_version,
    legal_accepted_at)
  values (new.id, meta ->> 'fornamn', meta ->> 'efternamn', meta ->> 'mobilnummer',
    meta ->> 'adress', meta ->> 'roll', private.legal_version(), now());
  begin
    insert into private.profile_secrets (user_id, personnummer_encrypted, personnummer_hmac, confirmed)
    values (new.id, private.encrypt_personnummer(pnr), private.personnummer_hmac(pnr),
      new.email_confirmed_at is not null);
  exception when unique_violation then
    raise exception 'Personnumret är redan registrerat' using errcode = '23505';
  end;
  -- The profile now holds these (the personnummer only encrypted): keep no plain copy in
  -- auth.users, whose metadata also travels in every session the client stores.
  update auth.users
  set raw_user_meta_data = raw_user_meta_data - array['personnummer', 'mobilnummer', 'adress',
    'villkor_version']
  where id = new.id;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.handle_new_user();

-- Confirming the address claims the personnummer; a clash with a confirmed account refuses the
-- confirmation (the code or link then fails with the message, to the address owner only).
create function private.claim_personnummer_on_confirm() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  update private.profile_secrets set confirmed = true where user_id = new.id and not confirmed;
  return new;
exception when unique_violation then
  raise exception 'Personnumret är redan registrerat' using errcode = '23505';
end
$$;
revoke all on function private.claim_personnummer_on_confirm() from public, anon, authenticated;

create trigger on_auth_user_confirmed
after update of email_confirmed_at on auth.users
for each row
when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
execute function private.claim_personnummer_on_confirm();

-- What the signed-in member accepted: the version of the terms and privacy policy and when, with
-- the version in force now (the legal pages and Inställningar show both).
create function public.my_legal_acceptance()
returns table (accepted_version date, accepted_at timestamptz, current_version date)
language sql
stable
security definer set search_path = ''
as $$
  select p.legal_version, p.legal_accepted_at, private.legal_version()
  from public.profiles p
  where p.id = (select auth.uid())
$$;
revoke all on function public.my_legal_acceptance() from public, anon;
grant execute on function public.my_legal_acceptance() to authenticated;
