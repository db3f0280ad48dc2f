-- Data minimisation: sign-up sends the profile fields as user metadata (spec §7), but once the
-- profile is built, auth.users keeps no plain personnummer, mobile number or address.

create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  problem text;
  pnr text;
begin
  if not (meta ?| array['fornamn', 'efternamn', 'personnummer', 'mobilnummer', 'adress', 'roll']) then
    return new;
  end if;
  problem := coalesce(
    private.name_error(meta ->> 'fornamn', 'Förnamn'),
    private.name_error(meta ->> 'efternamn', 'Efternamn'),
    private.personnummer_error(meta ->> 'personnummer'),
    case when not private.mobile_is_valid(meta ->> 'mobilnummer') then 'Ogiltigt mobilnummer format' end,
    private.address_error(meta ->> 'adress'),
    case when coalesce(meta ->> 'roll', '') not in ('foralder', 'barn')
      then 'Roll måste vara ''foralder'' eller ''barn''' end
  );
  if problem is not null then
    raise exception '%', problem using errcode = '23514';
  end if;

  pnr := replace(btrim(meta ->> 'personnummer'), '-', '');
  insert into public.profiles (id, fornamn, efternamn, mobilnummer, adress, roll)
  values (new.id, meta ->> 'fornamn', meta ->> 'efternamn', meta ->> 'mobilnummer',
    meta ->> 'adress', meta ->> 'roll');
  begin
    insert into private.profile_secrets (user_id, personnummer_encrypted, personnummer_hmac)
    values (new.id, private.encrypt_personnummer(pnr), private.personnummer_hmac(pnr));
  exception when unique_violation then
    raise exception 'Personnumret är redan registrerat' using errcode = '23505';
  end;
  -- The profile now holds these (the personnummer only encrypted): keep no plain copy in
  -- auth.users, whose metadata also travels in every session the client stores.
  update auth.users
  set raw_user_meta_data = raw_user_meta_data - array['personnummer', 'mobilnummer', 'adress']
  where id = new.id;
  return new;
end
$$;

revoke all on function private.handle_new_user() from public, anon, authenticated;

-- Accounts created before this migration.
update auth.users
set raw_user_meta_data = raw_user_meta_data - array['personnummer', 'mobilnummer', 'adress']
where raw_user_meta_data ?| array['personnummer', 'mobilnummer', 'adress'];
