-- Profiles: one row per auth user, created by a trigger from the sign-up metadata (spec §3, §5):
-- private.handle_new_user, with the registration rules, in 20261126000100_registration_rules.sql.
-- The personnummer never sits in public: private.profile_secrets keeps it encrypted with
-- pgp_sym_encrypt plus a keyed HMAC that makes it unique without revealing it.

-- Validation (spec §5). Each returns the Swedish message of the first broken rule, or null.
create function private.personnummer_error(raw text) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  digits text;
  yr int;
  sum int := 0;
  product int;
begin
  if raw is null or btrim(raw) !~ '^[0-9]{8}-?[0-9]{4}$' then
    return 'Ogiltigt personnummer format (YYYYMMDD-XXXX)';
  end if;
  digits := replace(btrim(raw), '-', '');
  yr := substr(digits, 1, 4)::int;
  if yr < 1900 or yr > extract(year from now() at time zone 'Europe/Stockholm')::int then
    return 'Ogiltigt personnummer format (YYYYMMDD-XXXX)';
  end if;
  begin
    perform make_date(yr, substr(digits, 5, 2)::int, substr(digits, 7, 2)::int);
  exception when others then
    return 'Ogiltigt personnummer format (YYYYMMDD-XXXX)';
  end;
  -- Luhn over YYMMDDNNN with weights 2,1,2,…; the century digits take no part.
  for i in 1..9 loop
    product := substr(digits, i + 2, 1)::int * (case when i % 2 = 1 then 2 else 1 end);
    sum := sum + product / 10 + product % 10;
  end loop;
  if (10 - sum % 10) % 10 <> substr(digits, 12, 1)::int then
    return 'Ogiltigt personnummer enligt kontrollsiffra';
  end if;
  return null;
end
$$;

create function private.name_error(raw text, label text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when raw is null or btrim(raw) = '' then label || ' krävs'
    when char_length(btrim(raw)) > 50 then label || ' får vara max 50 tecken'
    when btrim(raw) !~ '^[A-Za-zÀ-ÖØ-öø-ÿ -]+$'
      then label || ' får endast innehålla bokstäver, mellanslag och bindestreck'
  end
$$;

-- Swedish mobile: +46 or 0, then 7, then eight digits with optional spaces or hyphens.
create function private.mobile_is_valid(raw text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(raw) ~ '^(\+46|0)[ -]?7([ -]?[0-9]){8}$', false)
$$;

-- Stored form: 07XXXXXXXX (10 digits). Invalid input is returned unchanged for the CHECK to reject.
create function private.normalize_mobile(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when private.mobile_is_valid(raw)
      then regexp_replace(regexp_replace(btrim(raw), '[ -]', '', 'g'), '^\+46', '0')
    else raw
  end
$$;

create function private.address_error(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when raw is null or char_length(btrim(raw)) < 5 then 'Adress måste vara minst 5 tecken'
    when char_length(btrim(raw)) > 100 then 'Adress får vara max 100 tecken'
  end
$$;

revoke all on function private.personnummer_error(text), private.name_error(text, text),
  private.mobile_is_valid(text), private.normalize_mobile(text), private.address_error(text)
  from public, anon, authenticated;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  fornamn text not null
    constraint profiles_fornamn_check check (char_length(fornamn) between 1 and 50
      and fornamn = btrim(fornamn) and fornamn ~ '^[A-Za-zÀ-ÖØ-öø-ÿ -]+$'),
  efternamn text not null
    constraint profiles_efternamn_check check (char_length(efternamn) between 1 and 50
      and efternamn = btrim(efternamn) and efternamn ~ '^[A-Za-zÀ-ÖØ-öø-ÿ -]+$'),
  mobilnummer text not null
    constraint profiles_mobilnummer_check check (mobilnummer ~ '^07[0-9]{8}$'),
  adress text not null
    constraint profiles_adress_check check (char_length(adress) between 5 and 100
      and adress = btrim(adress)),
  roll text not null constraint profiles_roll_check check (roll in ('foralder', 'barn')),
  -- The terms and privacy policy the member accepted at sign-up (their version, the date they
  -- apply from: private.legal_version, 20261126000100_registration_rules.sql) and when. Written
  -- by the sign-up trigger only.
  legal_version date,
  legal_accepted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;

-- Encrypted personnummer (12 digits) and its HMAC. No API role can reach this schema.
create table private.profile_secrets (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  personnummer_encrypted bytea not null,
  personnummer_hmac bytea not null constraint profile_secrets_personnummer_unique unique
);
revoke all on private.profile_secrets from public, anon, authenticated;

-- Security definer only to reach private.normalize_mobile (API roles have no usage on private).
create function private.normalize_profile() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  new.fornamn := btrim(new.fornamn);
  new.efternamn := btrim(new.efternamn);
  new.adress := btrim(new.adress);
  new.mobilnummer := private.normalize_mobile(new.mobilnummer);
  if tg_op = 'UPDATE' then
    new.id := old.id;
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.normalize_profile() from public, anon, authenticated;

create trigger profiles_normalize
before insert or update on public.profiles
for each row execute function private.normalize_profile();

create function private.personnummer_hmac(personnummer12 text) returns bytea
language sql
stable
security definer set search_path = ''
as $$
  select extensions.hmac(convert_to(personnummer12, 'UTF8'), private.secret('personnummer_hmac'), 'sha256')
$$;

create function private.encrypt_personnummer(personnummer12 text) returns bytea
language sql
volatile
security definer set search_path = ''
as $$
  select extensions.pgp_sym_encrypt(personnummer12,
    encode(private.secret('personnummer_encryption'), 'hex'), 'cipher-algo=aes256')
$$;

create function private.decrypt_personnummer(ciphertext bytea) returns text
language sql
stable
security definer set search_path = ''
as $$
  select extensions.pgp_sym_decrypt(ciphertext, encode(private.secret('personnummer_encryption'), 'hex'))
$$;

revoke all on function private.personnummer_hmac(text), private.encrypt_personnummer(text),
  private.decrypt_personnummer(bytea) from public, anon, authenticated;

-- API access: the owner reads and edits their own contact fields; rows are made only by the trigger.
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (fornamn, efternamn, mobilnummer, adress) on public.profiles to authenticated;

create policy "profiles: owner reads"
on public.profiles for select to authenticated
using (id = (select auth.uid()));

create policy "profiles: owner updates"
on public.profiles for update to authenticated
using (id = (select auth.uid()))
with check (id = (select auth.uid()));
