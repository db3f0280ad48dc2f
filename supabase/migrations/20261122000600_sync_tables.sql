-- Sync tables (offline-first clients push through push_ops or PostgREST). Shared shape: a
-- client-generated id, the owner (the teen) in user_id, server_seq from one shared sequence and
-- version stamped by trigger (under the owner's lock: private.lock_sync_owner), soft delete; the
-- rows clients edit also keep field_versions (the version each column last changed at) for
-- push_ops' conflict rules. Money is integer öre, 0 … 100 000 000 (1 000 000 kr).
-- A teen reads and writes their own rows; an active guardian of the teen reads them; guardians
-- also write tasks and the savings goals they set. XP events, earned badges and lesson progress
-- are derived: only the server writes them (20261125000100_xp_facts.sql), clients read them.
-- Hard deletes are service_role only.
-- Money has an origin (issue 40, ARCHITECTURE §4b): every transaction and goal deposit records
-- who put the money there, stamped by the server. A device only ever writes 'self' (the teen's
-- own); the server's writers say 'gift', 'interest', 'allowance' or 'task_reward'. Rows the
-- server wrote on someone else's behalf are read-only to the device (private.guard_money_origin
-- below), and only 'self' money earns competition points (20261125000160_competition_score.sql).

create table public.transactions (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null constraint transactions_type_check check (type in ('expense', 'income')),
  category text not null constraint transactions_category_check check (category in
    ('shopping', 'food', 'transport', 'housing', 'entertainment', 'health', 'income')),
  constraint transactions_income_category_check check ((type = 'income') = (category = 'income')),
  description text not null
    constraint transactions_description_check check (char_length(btrim(description)) between 1 and 200),
  amount_ore bigint not null constraint transactions_amount_check check (amount_ore between 0 and 100000000),
  occurred_at timestamptz not null default now(),
  origin text not null default 'self' constraint transactions_origin_check
    check (origin in ('self', 'gift', 'interest', 'allowance', 'task_reward')),
  server_seq bigint not null,
  version integer not null default 1,
  field_versions jsonb not null default '{}'::jsonb,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.transactions enable row level security;
create index transactions_user_seq_idx on public.transactions (user_id, server_seq);
create trigger transactions_stamp
before insert or update on public.transactions
for each row execute function private.stamp_sync_row('field_versions');
revoke all on public.transactions from anon, authenticated;
grant select, insert on public.transactions to authenticated;
grant update (type, category, description, amount_ore, occurred_at, deleted) on public.transactions to authenticated;
create policy "transactions: owner or guardian reads"
on public.transactions for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));
create policy "transactions: owner creates"
on public.transactions for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "transactions: owner updates"
on public.transactions for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create table public.weekly_budgets (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  week_start date not null
    constraint weekly_budgets_week_start_check check (extract(isodow from week_start) = 1),
  limit_ore bigint not null constraint weekly_budgets_limit_check check (limit_ore between 0 and 100000000),
  server_seq bigint not null,
  version integer not null default 1,
  field_versions jsonb not null default '{}'::jsonb,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.weekly_budgets enable row level security;
create index weekly_budgets_user_seq_idx on public.weekly_budgets (user_id, server_seq);
create unique index weekly_budgets_week_key on public.weekly_budgets (user_id, week_start) where not deleted;
create trigger weekly_budgets_stamp
before insert or update on public.weekly_budgets
for each row execute function private.stamp_sync_row('field_versions');
revoke all on public.weekly_budgets from anon, authenticated;
grant select, insert on public.weekly_budgets to authenticated;
grant update (week_start, limit_ore, deleted) on public.weekly_budgets to authenticated;
create policy "weekly_budgets: owner or guardian reads"
on public.weekly_budgets for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));
create policy "weekly_budgets: owner creates"
on public.weekly_budgets for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "weekly_budgets: owner updates"
on public.weekly_budgets for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create table public.savings_goals (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null constraint savings_goals_title_check check (char_length(btrim(title)) between 1 and 100),
  target_ore bigint not null constraint savings_goals_target_check check (target_ore between 1 and 100000000),
  saved_ore bigint not null default 0
    constraint savings_goals_saved_check check (saved_ore between 0 and 100000000),
  target_date date null,
  set_by uuid null references auth.users (id) on delete set null,
  match_percent integer null
    constraint savings_goals_match_check check (match_percent between 1 and 100),
  server_seq bigint not null,
  version integer not null default 1,
  field_versions jsonb not null default '{}'::jsonb,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.savings_goals enable row level security;
create index savings_goals_user_seq_idx on public.savings_goals (user_id, server_seq);
alter table public.savings_goals add constraint savings_goals_id_user_key unique (id, user_id);
create index savings_goals_set_by_idx on public.savings_goals (set_by);
create trigger savings_goals_stamp
before insert or update on public.savings_goals
for each row execute function private.stamp_sync_row('field_versions');
revoke all on public.savings_goals from anon, authenticated;
grant select, insert on public.savings_goals to authenticated;
grant update (title, target_ore, saved_ore, target_date, match_percent, deleted) on public.savings_goals to authenticated;
create policy "savings_goals: owner or guardian reads"
on public.savings_goals for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));
create policy "savings_goals: owner creates own"
on public.savings_goals for insert to authenticated
with check (user_id = (select auth.uid()) and set_by is null);
create policy "savings_goals: guardian sets a goal for a child"
on public.savings_goals for insert to authenticated
with check (set_by = (select auth.uid()) and public.is_guardian_of(user_id));
create policy "savings_goals: owner updates"
on public.savings_goals for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));
create policy "savings_goals: guardian updates goals they set"
on public.savings_goals for update to authenticated
using (set_by = (select auth.uid()) and public.is_guardian_of(user_id))
with check (set_by = (select auth.uid()) and public.is_guardian_of(user_id));

create table public.goal_deposits (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  goal_id uuid not null,
  amount_ore bigint not null constraint goal_deposits_amount_check check (amount_ore between 1 and 100000000),
  origin text not null default 'self' constraint goal_deposits_origin_check
    check (origin in ('self', 'gift', 'interest', 'allowance', 'task_reward')),
  -- A guardian's word that the teen's own deposit happened (issue 40 §6): written only by
  -- public.confirm_deposits (20261127000800_parent_home.sql); saving points from deposits nobody
  -- confirmed are capped (20261125000160_competition_score.sql).
  confirmed_by uuid references auth.users (id) on delete set null,
  confirmed_at timestamptz,
  server_seq bigint not null,
  version integer not null default 1,
  field_versions jsonb not null default '{}'::jsonb,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.goal_deposits enable row level security;
create index goal_deposits_user_seq_idx on public.goal_deposits (user_id, server_seq);
alter table public.goal_deposits add constraint goal_deposits_goal_fkey foreign key (goal_id, user_id)
  references public.savings_goals (id, user_id) on delete cascade;
create index goal_deposits_goal_idx on public.goal_deposits (goal_id);
create index goal_deposits_confirmed_by_idx on public.goal_deposits (confirmed_by)
  where confirmed_by is not null;
create trigger goal_deposits_stamp
before insert or update on public.goal_deposits
for each row execute function private.stamp_sync_row('field_versions');
revoke all on public.goal_deposits from anon, authenticated;
grant select, insert on public.goal_deposits to authenticated;
grant update (amount_ore, deleted) on public.goal_deposits to authenticated;
create policy "goal_deposits: owner or guardian reads"
on public.goal_deposits for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));
create policy "goal_deposits: owner creates"
on public.goal_deposits for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "goal_deposits: owner updates"
on public.goal_deposits for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

-- Money the server wrote is the server's. For API writers (anon, authenticated: PostgREST and
-- push_ops run as the caller; the security-definer server functions run as their owner, so
-- current_user tells them apart where the request's 'role' setting cannot): a new row is always
-- the teen's own ('self', whatever was sent), the origin never changes, and a row of any other
-- origin refuses every update, a soft delete included. HINT carries the stable refusal code.
create function private.guard_money_origin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.origin := 'self';
    return new;
  end if;
  if old.origin <> 'self' then
    raise exception 'Slantis lade in det här åt dig, så det går inte att ändra eller ta bort.'
      using errcode = 'P0001', hint = 'server_written';
  end if;
  new.origin := old.origin;
  return new;
end
$$;
revoke all on function private.guard_money_origin() from public, anon, authenticated;
create trigger transactions_origin
before insert or update on public.transactions
for each row execute function private.guard_money_origin();
create trigger goal_deposits_origin
before insert or update on public.goal_deposits
for each row execute function private.guard_money_origin();

-- A confirmation is the guardian's, never the device's. For API writers a new deposit is
-- unconfirmed whatever was sent, and changing a confirmed deposit's amount, goal or deletion
-- takes the confirmation away: the guardian vouched for what they saw, not for what it became.
create function private.guard_deposit_confirmation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT'
    or (new.amount_ore, new.goal_id, new.deleted) is distinct from (old.amount_ore, old.goal_id, old.deleted) then
    new.confirmed_by := null;
    new.confirmed_at := null;
  else
    new.confirmed_by := old.confirmed_by;
    new.confirmed_at := old.confirmed_at;
  end if;
  return new;
end
$$;
revoke all on function private.guard_deposit_confirmation() from public, anon, authenticated;
create trigger goal_deposits_confirmation
before insert or update on public.goal_deposits
for each row execute function private.guard_deposit_confirmation();

create table public.xp_events (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null constraint xp_events_kind_check check (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  amount integer not null constraint xp_events_amount_check check (amount between 1 and 100000),
  source_id text not null constraint xp_events_source_check check (char_length(source_id) between 1 and 200),
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.xp_events enable row level security;
create index xp_events_user_seq_idx on public.xp_events (user_id, server_seq);
alter table public.xp_events add constraint xp_events_award_key unique (user_id, kind, source_id);
create trigger xp_events_stamp
before insert or update on public.xp_events
for each row execute function private.stamp_sync_row();
revoke all on public.xp_events from anon, authenticated;
grant select on public.xp_events to authenticated;
create policy "xp_events: owner or guardian reads"
on public.xp_events for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));

create table public.earned_badges (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  badge_id text not null constraint earned_badges_badge_check check (badge_id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  earned_at timestamptz not null default now(),
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.earned_badges enable row level security;
create index earned_badges_user_seq_idx on public.earned_badges (user_id, server_seq);
alter table public.earned_badges add constraint earned_badges_badge_key unique (user_id, badge_id);
create trigger earned_badges_stamp
before insert or update on public.earned_badges
for each row execute function private.stamp_sync_row();
revoke all on public.earned_badges from anon, authenticated;
grant select on public.earned_badges to authenticated;
create policy "earned_badges: owner or guardian reads"
on public.earned_badges for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));

create table public.lesson_progress (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lesson_id text not null constraint lesson_progress_lesson_check check (lesson_id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  completed_at timestamptz null,
  best_score integer null constraint lesson_progress_score_check check (best_score between 0 and 100),
  attempts integer not null default 0 constraint lesson_progress_attempts_check check (attempts between 0 and 10000),
  server_seq bigint not null,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.lesson_progress enable row level security;
create index lesson_progress_user_seq_idx on public.lesson_progress (user_id, server_seq);
alter table public.lesson_progress add constraint lesson_progress_lesson_key unique (user_id, lesson_id);
create trigger lesson_progress_stamp
before insert or update on public.lesson_progress
for each row execute function private.stamp_sync_row();
revoke all on public.lesson_progress from anon, authenticated;
grant select on public.lesson_progress to authenticated;
create policy "lesson_progress: owner or guardian reads"
on public.lesson_progress for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));

create table public.tasks (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null constraint tasks_title_check check (char_length(btrim(title)) between 1 and 100),
  reward_ore bigint not null default 0 constraint tasks_reward_check check (reward_ore between 0 and 100000000),
  reward_xp integer not null default 0 constraint tasks_reward_xp_check check (reward_xp between 0 and 100000),
  due_date date null,
  status text not null default 'open'
    constraint tasks_status_check check (status in ('open', 'done', 'approved', 'rejected')),
  server_seq bigint not null,
  version integer not null default 1,
  field_versions jsonb not null default '{}'::jsonb,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.tasks enable row level security;
create index tasks_user_seq_idx on public.tasks (user_id, server_seq);
create index tasks_created_by_idx on public.tasks (created_by);
create trigger tasks_stamp
before insert or update on public.tasks
for each row execute function private.stamp_sync_row('field_versions');
revoke all on public.tasks from anon, authenticated;
grant select, insert on public.tasks to authenticated;
grant update (title, reward_ore, reward_xp, due_date, status, deleted) on public.tasks to authenticated;
create policy "tasks: owner or guardian reads"
on public.tasks for select to authenticated
using (user_id = (select auth.uid()) or public.is_guardian_of(user_id));
create policy "tasks: guardian creates for a child"
on public.tasks for insert to authenticated
with check (created_by = (select auth.uid()) and public.is_guardian_of(user_id));
create policy "tasks: guardian updates a child's task"
on public.tasks for update to authenticated
using (public.is_guardian_of(user_id))
with check (public.is_guardian_of(user_id));
create policy "tasks: child marks done"
on public.tasks for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()) and status = 'done');

-- The guard on tasks. For API writers:
--   a new task starts 'open'; an approved task never changes again;
--   the child may only move open|rejected → done; a guardian may edit the terms, mark it done
--   for the child, answer a done task (approved or rejected) or reopen a rejected one.
create function private.guard_task_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api constant boolean := current_user in ('anon', 'authenticated');
  me constant uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if api and new.status <> 'open' then
      raise exception 'Ett nytt uppdrag börjar som öppet' using errcode = '23514';
    end if;
    return new;
  end if;
  if old.status = 'approved'
    and (new.title, new.reward_ore, new.reward_xp, new.due_date, new.status, new.deleted, new.created_by)
      is distinct from (old.title, old.reward_ore, old.reward_xp, old.due_date, old.status, old.deleted, old.created_by) then
    raise exception 'Uppdraget är redan godkänt och kan inte ändras' using errcode = '23514';
  end if;
  if not api then
    return new;
  end if;
  if public.is_guardian_of(old.user_id) and me is distinct from old.user_id then
    if new.status is distinct from old.status and not (
        (old.status = 'done' and new.status in ('approved', 'rejected'))
        or (old.status in ('open', 'rejected') and new.status = 'done')
        or (old.status = 'rejected' and new.status = 'open')) then
      raise exception 'Uppdraget kan godkännas eller nekas först när barnet har markerat det som klart'
        using errcode = '23514';
    end if;
    return new;
  end if;
  if me is distinct from old.user_id then
    return new; -- RLS decides
  end if;
  if (new.title, new.reward_ore, new.reward_xp, new.due_date, new.deleted, new.created_by)
      is distinct from (old.title, old.reward_ore, old.reward_xp, old.due_date, old.deleted, old.created_by)
    or (new.status is distinct from old.status
      and not (new.status = 'done' and old.status in ('open', 'rejected'))) then
    raise exception 'A child may only mark a task as done' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_task_update() from public, anon, authenticated;
create trigger tasks_guard
before insert or update on public.tasks
for each row execute function private.guard_task_update();

-- A goal a guardian set keeps its terms: the teen may record progress or archive it, not rewrite it.
create function private.guard_goal_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.set_by := old.set_by;
  if old.set_by is not null and (select auth.uid()) = old.user_id
    and (new.title, new.target_ore, new.target_date, new.match_percent)
      is distinct from (old.title, old.target_ore, old.target_date, old.match_percent) then
    raise exception 'Only the guardian who set this goal may change its terms' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_goal_update() from public, anon, authenticated;
create trigger savings_goals_guard
before update on public.savings_goals
for each row execute function private.guard_goal_update();

-- Lesson progress only moves forward, whoever writes it (research/offline-pwa.md §2.3).
create function private.merge_lesson_progress() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.lesson_id := old.lesson_id;
  new.completed_at := least(old.completed_at, new.completed_at);
  new.best_score := greatest(old.best_score, new.best_score);
  new.attempts := greatest(old.attempts, new.attempts);
  return new;
end
$$;
revoke all on function private.merge_lesson_progress() from public, anon, authenticated;
create trigger lesson_progress_merge
before update on public.lesson_progress
for each row execute function private.merge_lesson_progress();
