-- Family tasks (issue 9, docs/families.md): a guardian gives a task, the child marks it done, a
-- guardian approves it, and the reward is paid exactly once (income and XP).
--
-- Owns: private.name_based_id (the ids the server and the app derive from a name, for tasks,
-- allowances and interest alike), the tasks' reward limit in kronor, private.task_income_id, private.task_xp_id, private.pay_approved_task and its trigger (the
-- final function is in 20261125000140_awards_from_history.sql), public.create_task,
-- public.review_task and public.family_tasks. The XP limit of a task is the rule task_xp_max of
-- the generated catalogue (its CHECK constraint, tasks_reward_xp_limit_check, is generated there).

-- ---------------------------------------------------------------------------------------------
-- Tasks: a guardian gives, the child marks done, a guardian approves — paid exactly once.

alter table public.tasks add constraint tasks_reward_limit_check check (reward_ore <= 1000000);

-- The id named `name` in Slantis's namespace (a UUIDv5): the same name always gives the same id,
-- so a row written twice under it is written once.
create function private.name_based_id(name text) returns uuid
language sql
immutable
set search_path = ''
as $$
  select extensions.uuid_generate_v5('5a1a0000-0000-4000-8000-00000000a5c1'::uuid, name)
$$;

create function private.task_income_id(task uuid) returns uuid
language sql
immutable
set search_path = ''
as $$
  select private.name_based_id('task-income:' || task::text)
$$;
create function private.task_xp_id(task uuid) returns uuid
language sql
immutable
set search_path = ''
as $$
  select private.name_based_id('task-xp:' || task::text)
$$;
revoke all on function private.name_based_id(text), private.task_income_id(uuid),
  private.task_xp_id(uuid) from public, anon, authenticated;

-- Approval pays: the child's income and XP, in the approving transaction. Name-based ids and
-- "on conflict do nothing" make it exactly once, whichever path approved (RPC or push_ops). The
-- child's badges (tasksApproved) follow at once (private.refresh_awards of
-- 20261125000140_awards_from_history.sql).
create function private.pay_approved_task() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  if new.reward_ore > 0 then
    -- The id is name-based, so a forged client could have written a row with it first: the
    -- task's reward overwrites whatever it said, and the row becomes the server's (read-only).
    insert into public.transactions (id, user_id, type, category, description, amount_ore,
      occurred_at, origin)
    values (private.task_income_id(new.id), new.user_id, 'income', 'income',
      'Uppdrag: ' || new.title, new.reward_ore, now(), 'task_reward')
    on conflict (id) do update set type = excluded.type, category = excluded.category,
      description = excluded.description, amount_ore = excluded.amount_ore,
      origin = excluded.origin, deleted = false
    where public.transactions.user_id = excluded.user_id and public.transactions.origin = 'self';
  end if;
  if new.reward_xp > 0 then
    insert into public.xp_events (id, user_id, kind, amount, source_id)
    values (private.task_xp_id(new.id), new.user_id, 'task_approved',
      least(new.reward_xp, private.gconst('task_xp_max')), new.id::text)
    on conflict do nothing;
  end if;
  perform private.refresh_awards(new.user_id);
  return null;
end
$$;
revoke all on function private.pay_approved_task() from public, anon, authenticated;
create trigger tasks_pay_on_approval
after update of status on public.tasks
for each row when (new.status = 'approved' and old.status is distinct from 'approved')
execute function private.pay_approved_task();

create function public.create_task(child uuid, title text, reward_ore bigint default 0,
  reward_xp integer default 0, due_date date default null) returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  task uuid := gen_random_uuid();
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara ge uppdrag till barn i din familj' using errcode = '42501';
  end if;
  if title is null or btrim(title) = '' then
    raise exception 'Uppdraget behöver en titel' using errcode = 'P0001';
  end if;
  if char_length(btrim(title)) > 100 then
    raise exception 'Titeln får vara max 100 tecken' using errcode = 'P0001';
  end if;
  if coalesce(reward_ore, 0) < 0 or coalesce(reward_xp, 0) < 0 then
    raise exception 'Belöningen kan inte vara negativ' using errcode = 'P0001';
  end if;
  if reward_ore > 1000000 then
    raise exception 'Belöningen får vara högst 10 000 kr' using errcode = 'P0001';
  end if;
  if reward_xp > private.gconst('task_xp_max') then
    raise exception 'Ett uppdrag ger högst % XP', private.gconst('task_xp_max') using errcode = 'P0001';
  end if;
  if due_date is not null and due_date < private.stockholm_today() then
    raise exception 'Sista dagen kan inte ha passerat' using errcode = 'P0001';
  end if;
  insert into public.tasks (id, user_id, created_by, title, reward_ore, reward_xp, due_date, status)
  values (task, child, me, btrim(title), coalesce(reward_ore, 0), coalesce(reward_xp, 0), due_date, 'open');
  return task;
end
$$;

create function public.review_task(task_id uuid, approve boolean) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  task public.tasks;
begin
  perform private.require_user();
  select * into task from public.tasks t where t.id = task_id and not t.deleted;
  if task.id is null or not public.is_guardian_of(task.user_id) then
    raise exception 'Uppdraget finns inte' using errcode = 'P0002';
  end if;
  if task.status = 'approved' then
    raise exception 'Uppdraget är redan godkänt' using errcode = '23514';
  end if;
  if task.status <> 'done' then
    raise exception 'Uppdraget kan godkännas eller nekas först när barnet har markerat det som klart'
      using errcode = '23514';
  end if;
  update public.tasks t set status = case when approve then 'approved' else 'rejected' end
  where t.id = task_id;
  return case when approve then 'approved' else 'rejected' end;
end
$$;

-- A guardian's view of their children's tasks (or one child's); a child gets their own.
create function public.family_tasks(child uuid default null)
returns table (id uuid, user_id uuid, child_name text, created_by uuid, title text, reward_ore bigint,
  reward_xp integer, due_date date, status text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer set search_path = ''
as $$
  select t.id, t.user_id, private.display_name(t.user_id), t.created_by, t.title, t.reward_ore,
    t.reward_xp, t.due_date, t.status, t.created_at, t.updated_at
  from public.tasks t
  where not t.deleted
    and (child is null or t.user_id = child)
    and (t.user_id = (select auth.uid()) or public.is_guardian_of(t.user_id))
  order by (t.status = 'done') desc, t.created_at desc
  limit 200
$$;

revoke all on function public.create_task(uuid, text, bigint, integer, date),
  public.review_task(uuid, boolean), public.family_tasks(uuid)
  from public, anon;
grant execute on function public.create_task(uuid, text, bigint, integer, date),
  public.review_task(uuid, boolean), public.family_tasks(uuid)
  to authenticated;
