-- Issue 42 §1: passkey sign-in, verified by the server (supabase/functions/passkey).
--
-- The passkey function verifies WebAuthn ceremonies with @simplewebauthn/server; the database
-- keeps the credentials and the challenges. Both tables live in the private schema: no API role
-- reads them. A member reaches her own passkeys through the functions below (list, rename,
-- remove, start a registration), which run under PostgREST's session check like every RPC; what
-- only a verified ceremony may do (take a sign-in challenge, find a credential, save one, move
-- its counter) is the service role's, i.e. the passkey function's. A refusal carries its code as
-- DETAIL: the function answers with that code and the passkey screens word it (their copy loads
-- with them, not with every member's start as refusals.ts does).

create table private.passkey_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id text not null unique
    check (credential_id ~ '^[A-Za-z0-9_-]+$' and char_length(credential_id) between 16 and 1400),
  public_key bytea not null check (octet_length(public_key) between 16 and 2048),
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkey_credentials_user_idx on private.passkey_credentials (user_id);

-- A challenge is used once (taking it deletes it) and lives 5 minutes. A registration challenge
-- belongs to the member who asked for it; a sign-in challenge to nobody (discoverable sign-in).
create table private.passkey_challenges (
  id uuid primary key default gen_random_uuid(),
  ceremony text not null check (ceremony in ('registration', 'authentication')),
  user_id uuid references auth.users (id) on delete cascade,
  challenge text not null check (challenge ~ '^[A-Za-z0-9_-]{16,128}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '5 minutes',
  check ((ceremony = 'registration') = (user_id is not null))
);
create index passkey_challenges_expiry_idx on private.passkey_challenges (expires_at);

revoke all on private.passkey_credentials, private.passkey_challenges
  from public, anon, authenticated;
alter table private.passkey_credentials enable row level security;
alter table private.passkey_challenges enable row level security;

-- At most this many passkeys a member (GoTrue's default for its own passkeys).
create function private.passkey_limit() returns integer
language sql immutable set search_path = '' as $$ select 10 $$;

create function private.store_passkey_challenge(p_ceremony text, p_user uuid, p_challenge text)
returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  new_id uuid;
begin
  delete from private.passkey_challenges where expires_at <= now();
  insert into private.passkey_challenges (ceremony, user_id, challenge)
  values (p_ceremony, p_user, p_challenge)
  returning id into new_id;
  return new_id;
end;
$$;

-- Takes (deletes) a challenge; a wrong ceremony or owner, a used or an expired one is refused.
create function private.take_passkey_challenge(p_id uuid, p_ceremony text, p_user uuid)
returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  taken private.passkey_challenges;
begin
  delete from private.passkey_challenges c
  where c.id = p_id and c.ceremony = p_ceremony and c.user_id is not distinct from p_user
  returning * into taken;
  if taken.id is null then
    raise exception 'Inloggningen hann gå ut eller är redan använd. Försök igen.'
      using errcode = 'P0001', detail = 'challenge_not_found';
  end if;
  if taken.expires_at <= now() then
    raise exception 'Det tog för lång tid. Försök igen.'
      using errcode = 'P0001', detail = 'challenge_expired';
  end if;
  return taken.challenge;
end;
$$;

revoke all on function private.passkey_limit(), private.store_passkey_challenge(text, uuid, text),
  private.take_passkey_challenge(uuid, text, uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The member's own passkeys (authenticated, her session checked by public.check_request).

-- Starts a registration: stores the challenge for the caller; answers what the options need.
create function public.passkey_begin_registration(p_challenge text) returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  owned integer;
begin
  if me is null then
    raise exception 'not_signed_in' using errcode = '42501';
  end if;
  select count(*) into owned from private.passkey_credentials where user_id = me;
  if owned >= private.passkey_limit() then
    raise exception 'Du har redan 10 passkeys. Ta bort en innan du lägger till en ny.'
      using errcode = 'P0001', detail = 'too_many_passkeys';
  end if;
  return jsonb_build_object(
    'challenge_id', private.store_passkey_challenge('registration', me, p_challenge),
    'user_id', me,
    'email', (select u.email from auth.users u where u.id = me),
    'exclude', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.credential_id, 'transports', c.transports))
      from private.passkey_credentials c where c.user_id = me), '[]'::jsonb));
end;
$$;

-- Takes the caller's own registration challenge (the function then verifies the attestation).
create function public.passkey_take_registration_challenge(p_challenge_id uuid) returns text
language sql
security definer set search_path = ''
as $$
  select private.take_passkey_challenge(p_challenge_id, 'registration', auth.uid())
$$;

create function public.passkey_list()
returns table (id uuid, name text, device_type text, backed_up boolean, created_at timestamptz,
  last_used_at timestamptz)
language sql
stable
security definer set search_path = ''
as $$
  select c.id, c.name, c.device_type, c.backed_up, c.created_at, c.last_used_at
  from private.passkey_credentials c
  where c.user_id = auth.uid()
  order by c.created_at desc
$$;

create function public.passkey_rename(p_id uuid, p_name text) returns void
language plpgsql
security definer set search_path = ''
as $$
begin
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 60 then
    raise exception 'Ge passkeyn ett namn på 1–60 tecken.' using errcode = '22023',
      detail = 'passkey_name';
  end if;
  update private.passkey_credentials set name = btrim(p_name)
  where id = p_id and user_id = auth.uid();
  if not found then
    raise exception 'Passkeyn finns inte längre.'
      using errcode = 'P0002', detail = 'passkey_not_found';
  end if;
end;
$$;

-- The last way in stays: a passkey can go while the member has another passkey, a password or a
-- confirmed e-mail address (which always takes a sign-in code). Every account the app makes has
-- the last two, so in practice only an account made otherwise can meet the refusal.
create function public.passkey_remove(p_id uuid) returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if not exists (select 1 from private.passkey_credentials where id = p_id and user_id = me) then
    raise exception 'Passkeyn finns inte längre.'
      using errcode = 'P0002', detail = 'passkey_not_found';
  end if;
  if not exists (select 1 from private.passkey_credentials where user_id = me and id <> p_id)
    and not exists (
      select 1 from auth.users u where u.id = me
        and (u.encrypted_password is not null and u.encrypted_password <> ''
          or u.email is not null and u.email_confirmed_at is not null)) then
    raise exception 'Det här är ditt enda sätt att logga in, så det går inte att ta bort.'
      using errcode = 'P0001', detail = 'last_sign_in_method';
  end if;
  delete from private.passkey_credentials where id = p_id and user_id = me;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The passkey function's own calls (service role): only after, or for, a verified ceremony.

create function public.passkey_save_credential(p_user uuid, p_credential_id text,
  p_public_key text, p_counter bigint, p_transports text[], p_device_type text,
  p_backed_up boolean, p_name text) returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  new_id uuid;
begin
  if (select count(*) from private.passkey_credentials where user_id = p_user)
    >= private.passkey_limit() then
    raise exception 'Du har redan 10 passkeys. Ta bort en innan du lägger till en ny.'
      using errcode = 'P0001', detail = 'too_many_passkeys';
  end if;
  insert into private.passkey_credentials (user_id, credential_id, public_key, counter, transports,
    device_type, backed_up, name)
  values (p_user, p_credential_id, decode(p_public_key, 'base64'), p_counter,
    coalesce(p_transports, '{}'), p_device_type, p_backed_up, btrim(p_name))
  returning id into new_id;
  return new_id;
exception when unique_violation then
  raise exception 'Den här enheten har redan en passkey för ditt konto.'
    using errcode = 'P0001', detail = 'credential_exists';
end;
$$;

create function public.passkey_begin_authentication(p_challenge text) returns uuid
language sql
security definer set search_path = ''
as $$
  select private.store_passkey_challenge('authentication', null, p_challenge)
$$;

create function public.passkey_take_authentication_challenge(p_challenge_id uuid) returns text
language sql
security definer set search_path = ''
as $$
  select private.take_passkey_challenge(p_challenge_id, 'authentication', null)
$$;

-- The credential a sign-in names, with what decides whether its owner may sign in.
create function public.passkey_credential(p_credential_id text)
returns table (user_id uuid, public_key text, counter bigint, transports text[], email text,
  email_confirmed boolean)
language sql
stable
security definer set search_path = ''
as $$
  select c.user_id, encode(c.public_key, 'base64'), c.counter, c.transports, u.email,
    u.email_confirmed_at is not null
  from private.passkey_credentials c join auth.users u on u.id = c.user_id
  where c.credential_id = p_credential_id
$$;

-- Moves the counter only from the value the verification read: of two sign-ins racing with one
-- assertion, one wins. False when the credential is gone or moved meanwhile.
create function public.passkey_record_use(p_credential_id text, p_seen_counter bigint,
  p_new_counter bigint) returns boolean
language plpgsql
security definer set search_path = ''
as $$
begin
  update private.passkey_credentials set counter = p_new_counter, last_used_at = now()
  where credential_id = p_credential_id and counter = p_seen_counter;
  return found;
end;
$$;

revoke all on function public.passkey_begin_registration(text),
  public.passkey_take_registration_challenge(uuid), public.passkey_list(),
  public.passkey_rename(uuid, text), public.passkey_remove(uuid),
  public.passkey_save_credential(uuid, text, text, bigint, text[], text, boolean, text),
  public.passkey_begin_authentication(text), public.passkey_take_authentication_challenge(uuid),
  public.passkey_credential(text), public.passkey_record_use(text, bigint, bigint)
  from public, anon, authenticated;
grant execute on function public.passkey_begin_registration(text),
  public.passkey_take_registration_challenge(uuid), public.passkey_list(),
  public.passkey_rename(uuid, text), public.passkey_remove(uuid)
  to authenticated;
grant execute on function
  public.passkey_save_credential(uuid, text, text, bigint, text[], text, boolean, text),
  public.passkey_begin_authentication(text), public.passkey_take_authentication_challenge(uuid),
  public.passkey_credential(text), public.passkey_record_use(text, bigint, bigint)
  to service_role;
