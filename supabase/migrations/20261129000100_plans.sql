-- Plans (issue 41 §4): what each plan allows is data that the server's checks read, not a number
-- in a component. Basic is free and holds 5 active savings goals; Familj (unlimited goals, the
-- family features, priority support) is bought by a guardian (issue 43,
-- 20261129000600_family_plan.sql, which owns private.plan_of: the plan a member is on).
--
-- Owns: private.plans, private.check_goal_limit and the savings_goals trigger
-- private.guard_goal_limit. The app's copy of the limit is BASIC_ACTIVE_GOAL_LIMIT
-- (src/lib/plans.ts); src/lib/plans.test.ts fails when the two differ.

create table private.plans (
  id text primary key,
  name text not null,
  -- Goals not yet reached and not deleted that one member may have at once; null: no limit.
  active_goals integer check (active_goals > 0),
  -- What a month costs, in öre incl. 25 % moms (the price Stripe charges is the same).
  price_ore integer not null check (price_ore >= 0),
  -- Weeks back a guardian's insights into a child go (public.parent_insights).
  insight_weeks integer not null check (insight_weeks between 1 and 12),
  -- Open tickets go first on the staff desk (public.staff_support_tickets).
  priority_support boolean not null
);
revoke all on private.plans from public, anon, authenticated;
insert into private.plans (id, name, active_goals, price_ore, insight_weeks, priority_support)
values
  ('basic', 'Basic', 5, 0, 4, false),
  ('familj', 'Familj', null, 4900, 12, true);

-- Refuses a new (or restored) goal for `owner` when the plan's active goals are all taken. The
-- words are the app's own (refusals.ts: goal_limit for the member, child_goal_limit for a parent
-- setting a goal for a child).
create function private.check_goal_limit(owner uuid) returns void
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  plan record;
  active integer;
begin
  select p.* into plan from private.plans p where p.id = private.plan_of(owner);
  if plan.active_goals is null then
    return;
  end if;
  select count(*) into active
  from public.savings_goals g
  where g.user_id = owner and not g.deleted and g.saved_ore < g.target_ore;
  if active < plan.active_goals then
    return;
  end if;
  if owner = (select auth.uid()) then
    raise exception 'Du har redan % aktiva sparmål, som är max i %. Nå eller ta bort ett mål först.',
      plan.active_goals, plan.name using errcode = 'P0001', hint = 'goal_limit';
  end if;
  raise exception '% har redan % aktiva sparmål, som är max i %. Ett mål behöver nås eller tas bort först.',
    private.first_name(owner), plan.active_goals, plan.name
    using errcode = 'P0001', hint = 'child_goal_limit';
end
$$;

-- Every goal a person makes goes through the limit: the teen's own (push_ops, REST) and a
-- guardian's for a child (create_goal_for_child). Server code acting for nobody (the seed, a
-- migration) has no auth.uid() and is not a person making a goal.
create function private.guard_goal_limit() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not new.deleted
    and (tg_op = 'INSERT' or old.deleted) then
    perform private.check_goal_limit(new.user_id);
  end if;
  return new;
end
$$;
create trigger savings_goals_goal_limit
before insert or update of deleted on public.savings_goals
for each row execute function private.guard_goal_limit();

revoke all on function private.check_goal_limit(uuid),
  private.guard_goal_limit() from public, anon, authenticated;
