-- Savings goals take deposits and withdrawals (a withdrawal is a negative deposit), and the
-- server keeps saved_ore as the sum of a goal's deposits, so two devices depositing offline
-- both count (a client-written total would let the last arrival win).

alter table public.goal_deposits drop constraint goal_deposits_amount_check;
alter table public.goal_deposits add constraint goal_deposits_amount_check
  check (amount_ore <> 0 and amount_ore between -100000000 and 100000000);

create function private.sum_goal_deposits() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  goal uuid := coalesce(new.goal_id, old.goal_id);
  total bigint;
begin
  select coalesce(sum(amount_ore), 0) into total
  from public.goal_deposits where goal_id = goal and not deleted;
  if total < 0 then
    raise exception 'Du kan inte ta ut mer än det som finns sparat' using errcode = '23514';
  end if;
  update public.savings_goals set saved_ore = total where id = goal and saved_ore <> total;
  return null;
end
$$;
revoke all on function private.sum_goal_deposits() from public, anon, authenticated;

create trigger goal_deposits_sum
after insert or update on public.goal_deposits
for each row execute function private.sum_goal_deposits();

-- Clients no longer write the total; the trigger does.
revoke update (saved_ore) on public.savings_goals from authenticated;
