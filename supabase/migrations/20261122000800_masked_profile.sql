-- Spec §6–7: a profile as the UI shows it. The owner sees masked values, or clear values when
-- revealing; a linked family member (guardian↔child) sees masked values; anyone else is denied.
-- Every successful view is logged. The own personnummer is revealed only in a session that
-- re-authenticated within 5 minutes (20261126000400_reauthentication.sql); until then it stays
-- masked, with the flag personnummer_locked.

create function private.mask_personnummer(personnummer12 text) returns text
language sql
immutable
set search_path = ''
as $$
  select substr(personnummer12, 3, 6) || '-••••'
$$;

create function private.mask_mobile(mobile text) returns text
language sql
immutable
set search_path = ''
as $$
  select left(mobile, 3) || repeat('•', greatest(char_length(mobile) - 5, 0)) || right(mobile, 2)
$$;

create function private.mask_address(address text) returns text
language sql
immutable
set search_path = ''
as $$
  select split_part(btrim(address), ' ', 1) || ' •••'
$$;

revoke all on function private.mask_personnummer(text), private.mask_mobile(text),
  private.mask_address(text) from public, anon, authenticated;

create function public.get_masked_profile(target_user_id uuid, reveal boolean default false)
returns jsonb
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  profile public.profiles;
  pnr text;
  own boolean;
  clear boolean;
  locked boolean;
begin
  if caller is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into profile from public.profiles p where p.id = target_user_id;
  if not found then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  own := caller = target_user_id;
  if not own and not public.is_family_linked(target_user_id) then
    -- This row is rolled back with the error (one transaction); the client records the attempt
    -- with log_profile_access(target, 'UNAUTHORIZED_ATTEMPT') after the denial (spec §6).
    raise exception 'Access denied' using errcode = '42501';
  end if;

  clear := own and coalesce(reveal, false);
  select private.decrypt_personnummer(s.personnummer_encrypted) into pnr
  from private.profile_secrets s where s.user_id = target_user_id;

  perform private.write_access_log(target_user_id, caller, 'VIEW', null,
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent',
    case when clear then '{"reveal": true}'::jsonb else '{}'::jsonb end);
  locked := clear and pnr is not null and not private.recently_reauthenticated();

  return jsonb_build_object(
    'id', profile.id,
    'fornamn', profile.fornamn,
    'efternamn', profile.efternamn,
    'roll', profile.roll,
    'personnummer', case when pnr is null then null
      when clear and not locked then pnr else private.mask_personnummer(pnr) end,
    'mobilnummer', case when clear then profile.mobilnummer else private.mask_mobile(profile.mobilnummer) end,
    'adress', case when clear then profile.adress else private.mask_address(profile.adress) end,
    'created_at', profile.created_at,
    'is_own', own,
    'masked', not clear
  ) || case when locked then '{"personnummer_locked": true}'::jsonb else '{}'::jsonb end;
end
$$;
revoke all on function public.get_masked_profile(uuid, boolean) from public, anon;
grant execute on function public.get_masked_profile(uuid, boolean) to authenticated;
