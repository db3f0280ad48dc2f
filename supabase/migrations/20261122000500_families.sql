-- Families link guardians and children (spec §6). Membership is read through security-definer
-- helpers, so policies on other tables can ask "is the caller a guardian of this child?" without
-- recursing into family_members' own policies (Basejump's has_role_on_account pattern).
-- Creating families and accepting invites are later flows (RPCs); for now only service_role writes
-- families and members, and a guardian may create invites.
--
-- Owns: public.families, public.family_members, public.family_invites, the policy helpers
-- (public.is_family_member, is_family_guardian, is_guardian_of, is_family_linked) and
-- private.guardianships, the one definition of who guards whom that every later guardian check
-- reads (private.guards, private.has_guardian, private.guardians_of, the league, the notices).

create table public.families (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint families_name_check check (char_length(btrim(name)) between 1 and 60),
  created_by uuid null references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.families enable row level security;
create index families_created_by_idx on public.families (created_by);

create trigger families_touch
before update on public.families
for each row execute function private.touch_updated_at();

create table public.family_members (
  family_id uuid not null references public.families (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  member_role text not null constraint family_members_role_check check (member_role in ('guardian', 'child')),
  status text not null default 'active'
    constraint family_members_status_check check (status in ('active', 'invited', 'removed')),
  created_at timestamptz not null default now(),
  primary key (family_id, user_id)
);
alter table public.family_members enable row level security;
create index family_members_user_idx on public.family_members (user_id, status);

create table public.family_invites (
  id uuid primary key default gen_random_uuid(),
  code text not null default encode(extensions.gen_random_bytes(9), 'hex')
    constraint family_invites_code_key unique
    constraint family_invites_code_check check (code ~ '^[0-9a-f]{12,64}$'),
  family_id uuid not null references public.families (id) on delete cascade,
  member_role text not null constraint family_invites_role_check check (member_role in ('guardian', 'child')),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_by uuid null references auth.users (id) on delete set null,
  accepted_at timestamptz null,
  revoked boolean not null default false,
  constraint family_invites_expiry_check check (expires_at <= created_at + interval '7 days')
);
alter table public.family_invites enable row level security;
create index family_invites_family_idx on public.family_invites (family_id);
create index family_invites_created_by_idx on public.family_invites (created_by);

-- Helpers for policies. Each answers only about the caller, so exposing them leaks nothing.
create function public.is_family_member(family uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1 from public.family_members m
    where m.family_id = family and m.user_id = (select auth.uid()) and m.status = 'active'
  )
$$;

create function public.is_family_guardian(family uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1 from public.family_members m
    where m.family_id = family and m.user_id = (select auth.uid())
      and m.member_role = 'guardian' and m.status = 'active'
  )
$$;

-- Every guardianship: an active guardian and an active child of the same family, with the
-- family and since when the child is in it. Read only by the definer functions (a view of the
-- owner's, inlined where it is read).
create view private.guardianships as
  select g.family_id, g.user_id as guardian_id, c.user_id as child_id, c.created_at as child_since
  from public.family_members g
  join public.family_members c on c.family_id = g.family_id
  where g.member_role = 'guardian' and g.status = 'active'
    and c.member_role = 'child' and c.status = 'active';
revoke all on private.guardianships from public, anon, authenticated;

-- True when the caller is an active guardian in an active family where `child` is an active child.
create function public.is_guardian_of(child uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (select 1 from private.guardianships l
    where l.guardian_id = (select auth.uid()) and l.child_id = child)
$$;

-- Guardian↔child in either direction (who may see whose masked profile).
create function public.is_family_linked(other uuid) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.family_members me
    join public.family_members them on them.family_id = me.family_id
    where me.user_id = (select auth.uid()) and me.status = 'active'
      and them.user_id = other and them.status = 'active'
      and them.user_id <> me.user_id
      and ((me.member_role = 'guardian' and them.member_role = 'child')
        or (me.member_role = 'child' and them.member_role = 'guardian'))
  )
$$;

revoke all on function public.is_family_member(uuid), public.is_family_guardian(uuid),
  public.is_guardian_of(uuid), public.is_family_linked(uuid) from public, anon;
grant execute on function public.is_family_member(uuid), public.is_family_guardian(uuid),
  public.is_guardian_of(uuid), public.is_family_linked(uuid) to authenticated, service_role;

revoke all on public.families, public.family_members, public.family_invites from anon, authenticated;
grant select on public.families, public.family_members, public.family_invites to authenticated;
grant insert (family_id, member_role, expires_at) on public.family_invites to authenticated;

create policy "families: members read"
on public.families for select to authenticated
using ((select public.is_family_member(id)));

create policy "family_members: own membership or guardian of the family"
on public.family_members for select to authenticated
using (user_id = (select auth.uid()) or (select public.is_family_guardian(family_id)));

create policy "family_invites: guardians read"
on public.family_invites for select to authenticated
using ((select public.is_family_guardian(family_id)));

create policy "family_invites: guardians create"
on public.family_invites for insert to authenticated
with check (created_by = (select auth.uid()) and (select public.is_family_guardian(family_id)));
