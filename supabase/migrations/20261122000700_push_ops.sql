-- Offline sync push (research/offline-pwa.md §2.2–2.3). One RPC applies a batch of client ops,
-- each exactly once (applied_ops is the idempotency ledger), as the caller: RLS and column grants
-- apply to every write. An invalid op is rejected alone; the rest of the batch still applies.
--
-- Owns: public.applied_ops, the ledger. The RPC itself, public.push_ops, is defined once, in
-- 20261125000150_push_ops_facts.sql (after the fact tables it admits).

create table public.applied_ops (
  op_id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  applied_at timestamptz not null default now(),
  result jsonb not null
);
alter table public.applied_ops enable row level security;
create index applied_ops_user_idx on public.applied_ops (user_id, applied_at);

revoke all on public.applied_ops from anon, authenticated;
grant select, insert on public.applied_ops to authenticated;

create policy "applied_ops: owner reads"
on public.applied_ops for select to authenticated
using (user_id = (select auth.uid()));

create policy "applied_ops: owner records"
on public.applied_ops for insert to authenticated
with check (user_id = (select auth.uid()));
