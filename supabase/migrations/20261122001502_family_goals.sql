-- Goals a guardian sets for a child (issue 9, docs/families.md), optionally with a matching promise.
--
-- Owns: public.create_goal_for_child.

-- ---------------------------------------------------------------------------------------------
-- Goals a guardian sets (optionally with a matching promise).

create function public.create_goal_for_child(child uuid, title text, target_ore bigint,
  target_date date default null, match_percent integer default null) returns uuid
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  goal uuid := gen_random_uuid();
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara sätta sparmål åt barn i din familj' using errcode = '42501';
  end if;
  if title is null or btrim(title) = '' then
    raise exception 'Sparmålet behöver ett namn' using errcode = 'P0001';
  end if;
  if char_length(btrim(title)) > 100 then
    raise exception 'Namnet får vara max 100 tecken' using errcode = 'P0001';
  end if;
  if target_ore is null or target_ore < 100 then
    raise exception 'Målbeloppet måste vara minst 1 kr' using errcode = 'P0001';
  end if;
  if target_ore > 100000000 then
    raise exception 'Belopp får inte överstiga 1 000 000 kr' using errcode = 'P0001';
  end if;
  if target_date is not null and target_date < private.stockholm_today() then
    raise exception 'Måldatumet kan inte ha passerat' using errcode = 'P0001';
  end if;
  if match_percent is not null and (match_percent < 1 or match_percent > 100) then
    raise exception 'Matchningen är mellan 1 och 100 procent' using errcode = 'P0001';
  end if;
  insert into public.savings_goals (id, user_id, title, target_ore, target_date, set_by, match_percent)
  values (goal, child, btrim(title), target_ore, target_date, me, match_percent);
  return goal;
end
$$;

revoke all on function public.create_goal_for_child(uuid, text, bigint, date, integer) from public, anon;
grant execute on function public.create_goal_for_child(uuid, text, bigint, date, integer) to authenticated;
