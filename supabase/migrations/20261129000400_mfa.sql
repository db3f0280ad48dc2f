-- Issue 42 §2: two-factor for guardians. A person who turned on a code app (a verified TOTP
-- factor in auth.mfa_factors) must have proved it in this session (the JWT's aal is 'aal2')
-- before an action that moves money or personal data. Without a factor nothing changes.
--
-- auth.mfa_factors is unreadable by `authenticated` on Supabase (research auth-and-payments §1.7),
-- so the check is a security definer function. The callers, each in the migration that defines
-- it: public.decide_gift_pledge, public.confirm_deposits, public.propose_allowance,
-- public.confirm_allowance and public.end_allowance (their guardian paths),
-- public.set_goal_interest, public.confirm_prize_claim (guardian path), public.export_my_data.

create function private.has_verified_factor(who uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = who and f.status = 'verified'
  )
$$;

create function private.require_mfa_if_enrolled() returns void
language plpgsql
stable
security definer set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2'
    and private.has_verified_factor((select auth.uid())) then
    raise exception 'Bekräfta med koden från din autentiseringsapp först.'
      using errcode = 'P0001', hint = 'mfa_required';
  end if;
end
$$;

revoke all on function private.has_verified_factor(uuid), private.require_mfa_if_enrolled()
  from public, anon, authenticated;

-- Recovery codes (issue 42 §2), shown once: 8 codes made at aal2 right after the first code,
-- kept only as SHA-256 (each has 50 random bits, so a slow hash adds nothing). A new set
-- replaces the old. Using one (the mfa-recovery edge function, service role) removes the code
-- app so the person can sign in and turn it on again; a used code never works twice.
create table private.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash bytea not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index mfa_recovery_codes_user on private.mfa_recovery_codes (user_id);
revoke all on private.mfa_recovery_codes from public, anon, authenticated;

create function private.recovery_code_hash(code text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(lower(regexp_replace(coalesce(code, ''), '[^A-Za-z0-9]', '', 'g')), 'UTF8'))
$$;
revoke all on function private.recovery_code_hash(text) from public, anon, authenticated;

create function public.new_mfa_recovery_codes() returns text[]
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyz23456789';
  codes text[] := '{}';
  code text;
  bytes bytea;
begin
  if coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2' or not private.has_verified_factor(me) then
    raise exception 'Bekräfta med koden från din autentiseringsapp först.'
      using errcode = 'P0001', hint = 'mfa_required';
  end if;
  delete from private.mfa_recovery_codes r where r.user_id = me;
  for n in 1..8 loop
    bytes := extensions.gen_random_bytes(10);
    code := '';
    for i in 0..9 loop
      code := code || substr(alphabet, 1 + get_byte(bytes, i) % length(alphabet), 1);
    end loop;
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (me, private.recovery_code_hash(code));
    codes := codes || (left(code, 5) || '-' || right(code, 5));
  end loop;
  return codes;
end
$$;
revoke all on function public.new_mfa_recovery_codes() from public, anon;
grant execute on function public.new_mfa_recovery_codes() to authenticated;

-- For the mfa-recovery edge function only: spends one unused code of `who`; true when it
-- matched. The other unused codes go too: they belonged to the factor being removed.
create function public.use_mfa_recovery_code(who uuid, code text) returns boolean
language plpgsql
volatile
security definer set search_path = ''
as $$
begin
  update private.mfa_recovery_codes r set used_at = now()
  where r.id = (
    select c.id from private.mfa_recovery_codes c
    where c.user_id = who and c.used_at is null
      and c.code_hash = private.recovery_code_hash(code)
    limit 1 for update
  );
  if not found then
    return false;
  end if;
  delete from private.mfa_recovery_codes r where r.user_id = who and r.used_at is null;
  return true;
end
$$;
revoke all on function public.use_mfa_recovery_code(uuid, text) from public, anon, authenticated;
grant execute on function public.use_mfa_recovery_code(uuid, text) to service_role;
