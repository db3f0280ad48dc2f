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
