-- 'Ingen utgift idag' (fair play, issue 19): a claim for one Stockholm day, bounded by when the
-- server received it, and its no_spend_day award.
--
-- Owns: public.no_spend_claims (table, RLS, grants), private.check_no_spend_claim,
-- private.award_no_spend_day and private.withdraw_no_spend_claim (an expense dated a claimed day
-- takes the day back).

-- ---------------------------------------------------------------------------------------------
-- 6. 'Ingen utgift idag': a claim for one Stockholm day.

create table public.no_spend_claims (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  day date not null,
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  -- Set by the server when an expense dated `day` arrived after the claim.
  withdrawn_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint no_spend_claims_day_key unique (user_id, day)
);
alter table public.no_spend_claims enable row level security;
create index no_spend_claims_user_seq_idx on public.no_spend_claims (user_id, server_seq);
create trigger no_spend_claims_stamp
before insert or update on public.no_spend_claims
for each row execute function private.stamp_sync_row();
revoke all on public.no_spend_claims from anon, authenticated;
grant select on public.no_spend_claims to authenticated;
grant insert (id, user_id, day) on public.no_spend_claims to authenticated;
create policy "no_spend_claims: owner reads"
on public.no_spend_claims for select to authenticated
using (user_id = (select auth.uid()));
create policy "no_spend_claims: owner claims"
on public.no_spend_claims for insert to authenticated
with check (user_id = (select auth.uid()));

-- Refused: a day that has not begun (10 minutes of clock skew allowed) or that has an expense.
-- Accepted without XP: a day older than the offline grace or before the account existed.
create function private.check_no_spend_claim() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  -- The same claim again (another device, a retried push) is push_ops' 'duplicate', even once an
  -- expense was logged that day.
  if exists (select 1 from public.no_spend_claims c
      where c.id = new.id or (c.user_id = new.user_id and c.day = new.day)) then
    return new;
  end if;
  if new.day > private.stockholm_date(now() + interval '10 minutes') then
    raise exception 'En köpfri dag kan inte markeras i förväg (%)', new.day using errcode = '23514';
  end if;
  if exists (
    select 1 from public.transactions t
    where t.user_id = new.user_id and t.type = 'expense' and not t.deleted
      and t.occurred_at >= private.stockholm_midnight(new.day)
      and t.occurred_at < private.stockholm_midnight(new.day + 1)) then
    raise exception 'Du har skrivit upp en utgift den %, så den dagen kan inte bli en köpfri dag',
      to_char(new.day, 'YYYY-MM-DD') using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger no_spend_claims_check
before insert on public.no_spend_claims
for each row execute function private.check_no_spend_claim();

create function private.award_no_spend_day() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if private.stockholm_midnight(new.day + 1) > new.created_at - private.offline_grace()
    and private.stockholm_midnight(new.day + 1) > private.account_created_at(new.user_id) then
    perform private.award(new.user_id, 'no_spend_day', to_char(new.day, 'YYYY-MM-DD'),
      private.rule_xp('no_spend_day'));
  end if;
  return null;
end
$$;
create trigger no_spend_claims_award
after insert on public.no_spend_claims
for each row execute function private.award_no_spend_day();

-- An expense dated a claimed day, arriving after the claim (logged later that day, or synced
-- from another device), withdraws the claim: its no_spend_day award is deleted, and with it the
-- XP, the points and the day's place in the streak (all read the awards that are not deleted), and
-- the teen is told why. The claim stays, withdrawn: the day cannot be claimed again.
create function private.withdraw_no_spend_claim() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  claim record;
begin
  update public.no_spend_claims c set withdrawn_at = now()
  where c.user_id = new.user_id and c.day = private.stockholm_date(new.occurred_at)
    and c.withdrawn_at is null and not c.deleted
  returning c.id, c.day into claim;
  if not found then
    return null;
  end if;
  update public.xp_events x set deleted = true
  where x.user_id = new.user_id and x.kind = 'no_spend_day' and not x.deleted
    and x.source_id = to_char(claim.day, 'YYYY-MM-DD');
  perform private.notify(new.user_id, 'no_spend_withdrawn', 'activity',
    'Dagen utan köp är borttagen',
    format('Du skrev upp ett köp den %s, så den dagen räknas inte som en dag utan köp. XP och poäng för dagen är borttagna.',
      private.day_text(claim.day)),
    '/app', null, 'no_spend_withdrawn:' || claim.id);
  return null;
end
$$;
create trigger transactions_withdraw_no_spend
after insert or update of type, occurred_at, deleted on public.transactions
for each row when (new.type = 'expense' and not new.deleted)
execute function private.withdraw_no_spend_claim();

revoke all on function private.check_no_spend_claim(), private.award_no_spend_day(),
  private.withdraw_no_spend_claim() from public, anon, authenticated;
