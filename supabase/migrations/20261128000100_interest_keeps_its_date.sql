-- A teen's forged deposit carrying a month's interest id (private.goal_interest_deposit_id) is
-- taken over by the interest job; until now it kept the date the teen wrote it, so the goal's
-- history showed the interest on the wrong day. Server code (no API role) may now set created_at
-- on update; a client still cannot, and the interest job dates the row as every interest deposit:
-- the start of the month's last day (Stockholm), the day it is paid for.
-- Tests: supabase/tests/database/allowance.test.ts ("forged deposit with the interest's id").
--
-- Owns (replaces): private.stamp_sync_row, private.pay_goal_interest.

create or replace function private.stamp_sync_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- private.lock_sync_owner, spelled out: a function call per row is much of an insert's cost.
  perform pg_advisory_xact_lock(hashtextextended('sync_owner:' || new.user_id::text, 0));
  new.server_seq := nextval('private.sync_server_seq');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.version := 1;
    if current_setting('role', true) in ('anon', 'authenticated') then
      new.created_at := now();
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'id and user_id of a % row cannot change', tg_table_name
        using errcode = '42501';
    end if;
    if current_setting('role', true) in ('anon', 'authenticated') then
      new.created_at := old.created_at;
    end if;
    new.version := old.version + 1;
  end if;
  -- Conflicts seen (issue 23): on the rows a client may edit (trigger argument 'field_versions'),
  -- the version at which each column last changed, so push_ops can tell a stale edit (made on a
  -- copy older than the server's) from one whose fields nobody touched since. Here rather than in
  -- a trigger of its own: a trigger call per row is much of an insert's cost.
  if tg_nargs > 0 and tg_argv[0] = 'field_versions' then
    if tg_op = 'INSERT' then
      new.field_versions := '{}'::jsonb;
    else
      new.field_versions := old.field_versions || coalesce((
        select jsonb_object_agg(n.key, new.version)
        from jsonb_each(to_jsonb(new)) n
        join jsonb_each(to_jsonb(old)) o on o.key = n.key
        where n.value is distinct from o.value
          and n.key not in ('server_seq', 'version', 'updated_at', 'created_at', 'field_versions')
      ), '{}'::jsonb);
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_sync_row() from public, anon, authenticated;

create or replace function private.pay_goal_interest(at timestamptz) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today constant date := private.stockholm_date(at);
  paid integer := 0;
  i record;
  due date;
  cutoff timestamptz;
  balance bigint;
  amount bigint;
  deposit uuid;
begin
  perform pg_advisory_xact_lock(hashtext('slantis:goal_interest'));
  for i in
    select gi.*, g.user_id as owner from public.goal_interest gi
    join public.savings_goals g on g.id = gi.goal_id and not g.deleted
    order by gi.goal_id
  loop
    due := (date_trunc('month', greatest(coalesce(i.paid_through + 1, i.starts_on),
      i.starts_on)) + interval '1 month' - interval '1 day')::date;
    while due <= today loop
      cutoff := private.stockholm_midnight(due);
      select coalesce(sum(d.amount_ore), 0) into balance
      from public.goal_deposits d
      where d.goal_id = i.goal_id and not d.deleted and d.created_at < cutoff
        and d.id <> private.goal_interest_deposit_id(i.goal_id, due)
        and not exists (select 1 from private.goal_interest_payments p where p.deposit_id = d.id);
      balance := balance + coalesce((select sum(p.amount_ore) from private.goal_interest_payments p
        where p.goal_id = i.goal_id and p.month_end < due), 0);
      amount := floor(greatest(balance, 0)::numeric * i.rate_bp / 10000);
      amount := least(amount, greatest(100000000 - (select g.saved_ore from public.savings_goals g
        where g.id = i.goal_id), 0));
      deposit := private.goal_interest_deposit_id(i.goal_id, due);
      insert into private.goal_interest_payments (goal_id, month_end, deposit_id, amount_ore,
        balance_ore, rate_bp)
      values (i.goal_id, due, deposit, amount, balance, i.rate_bp)
      on conflict do nothing;
      if found and amount > 0 then
        insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
        values (deposit, i.owner, i.goal_id, amount, least(cutoff, at))
        on conflict (id) do update set goal_id = excluded.goal_id, created_at = excluded.created_at,
          amount_ore = excluded.amount_ore, deleted = false
        where public.goal_deposits.user_id = excluded.user_id;
        paid := paid + 1;
        perform private.notify(i.owner, 'goal_interest_paid', 'activity',
          format('Ränta: %s', private.kronor(amount)),
          format('Föräldraräntan för %s är insatt på "%s". Räntan växer med det du sparar – ränta på ränta!',
            private.swedish_month(due),
            (select g.title from public.savings_goals g where g.id = i.goal_id)),
          '/app', null, 'goal_interest_paid:' || i.goal_id || ':' || due);
      end if;
      update public.goal_interest gi set paid_through = due where gi.goal_id = i.goal_id;
      due := (date_trunc('month', due + 1) + interval '1 month' - interval '1 day')::date;
    end loop;
  end loop;
  return paid;
end
$$;
revoke all on function private.pay_goal_interest(timestamptz) from public, anon, authenticated;
