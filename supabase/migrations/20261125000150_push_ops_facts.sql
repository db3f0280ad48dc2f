-- push_ops, the offline sync push (research/offline-pwa.md §2.2–2.3; fair play, issue 19): one RPC
-- applies a batch of client ops, each exactly once (ledger: public.applied_ops of
-- 20261122000700_push_ops.sql), as the caller: RLS and column grants apply to every write. An
-- invalid op is rejected alone; the rest of the batch still applies. Clients write facts only
-- (never xp_events, earned_badges or lesson_progress; saved_ore is the server's), and the awards
-- that follow from history are brought up to date after the batch.
--
-- Owns: public.push_ops (its writable column allow-list must equal SYNC_TABLES of
-- src/data/sync/tables.ts; supabase/tests/database/sync-column-map.test.ts checks it) and
-- public.refresh_awards_of (the caller's own awards or a child's of theirs).

-- push_ops runs as the caller, who has no access to the private schema: this wrapper may refresh
-- the caller's own awards or a child's of theirs, nobody else's.
create function public.refresh_awards_of(owner_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if owner_id = (select auth.uid()) or public.is_guardian_of(owner_id) then
    perform private.refresh_awards(owner_id);
  end if;
end
$$;
revoke all on function public.refresh_awards_of(uuid) from public, anon;
grant execute on function public.refresh_awards_of(uuid) to authenticated;

-- ops: [{opId, table, op: 'upsert'|'delete', id, patch: {column: value}, baseVersion?}]
-- returns: [{opId, status: 'applied'|'duplicate'|'rejected', serverSeq?, version?, reason?}]
create function public.push_ops(ops jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- The only tables and columns a client may write: facts, never what is derived from them.
  -- mode: mutable (update or insert), append (insert once, never changed). fixed: set on insert
  -- only; on update they must match the stored row.
  writable constant jsonb := '{
    "transactions": {"mode": "mutable", "fixed": ["user_id"], "columns":
      ["user_id", "type", "category", "description", "amount_ore", "occurred_at", "deleted"]},
    "weekly_budgets": {"mode": "mutable", "fixed": ["user_id"],
      "columns": ["user_id", "week_start", "limit_ore", "deleted"]},
    "savings_goals": {"mode": "mutable", "fixed": ["user_id", "set_by"], "columns":
      ["user_id", "title", "target_ore", "target_date", "set_by", "match_percent", "deleted"]},
    "goal_deposits": {"mode": "mutable", "fixed": ["user_id", "goal_id"],
      "columns": ["user_id", "goal_id", "amount_ore", "deleted"]},
    "tasks": {"mode": "mutable", "fixed": ["user_id"], "columns":
      ["user_id", "title", "reward_ore", "reward_xp", "due_date", "status", "deleted"]},
    "quiz_attempts": {"mode": "append", "fixed": [], "columns":
      ["user_id", "lesson_id", "answers", "started_at", "finished_at"]},
    "no_spend_claims": {"mode": "append", "fixed": [], "columns": ["user_id", "day"]}
  }'::jsonb;
  caller uuid := auth.uid();
  op jsonb;
  this_op uuid;
  spec jsonb;
  tbl text;
  kind text;
  row_id uuid;
  patch jsonb;
  cols text[];
  set_cols text[];
  fixed_match text;
  unknown text;
  stored jsonb;
  result jsonb;
  seq bigint;
  ver integer;
  owners uuid[] := array[]::uuid[];
  owner_id uuid;
  results jsonb := '[]'::jsonb;
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if ops is null or jsonb_typeof(ops) <> 'array' then
    raise exception 'ops must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(ops) > 500 then
    raise exception 'At most 500 ops per push' using errcode = '22023';
  end if;

  -- Serialise writes per data owner (the caller, and whoever owns the rows the batch touches),
  -- locking in sorted order so two batches can never deadlock.
  owners := owners || caller;
  for op in select value from jsonb_array_elements(ops) loop
    begin
      owner_id := (op -> 'patch' ->> 'user_id')::uuid;
      if owner_id is null and writable ? (op ->> 'table') then
        execute format('select user_id from public.%I where id = $1', op ->> 'table')
          into owner_id using (op ->> 'id')::uuid;
      end if;
      if owner_id is not null then
        owners := owners || owner_id;
      end if;
    exception when others then
      null; -- a malformed op is rejected below; it needs no lock
    end;
  end loop;
  for owner_id in select distinct o from unnest(owners) o order by o loop
    perform pg_advisory_xact_lock(hashtextextended('push_ops:' || owner_id::text, 0));
  end loop;

  for op in select value from jsonb_array_elements(ops) with ordinality e(value, n) order by n loop
    this_op := null;
    begin
      this_op := (op ->> 'opId')::uuid;
    exception when others then
      null;
    end;
    if this_op is null then
      results := results || jsonb_build_array(jsonb_build_object(
        'opId', op -> 'opId', 'status', 'rejected', 'reason', 'opId must be a uuid'));
      continue;
    end if;

    select a.result into stored from public.applied_ops a where a.op_id = this_op;
    if found then
      results := results || jsonb_build_array(stored || '{"status": "duplicate"}'::jsonb);
      continue;
    end if;

    begin
      tbl := op ->> 'table';
      spec := writable -> tbl;
      if spec is null then
        raise exception 'unknown table: %', coalesce(tbl, 'null') using errcode = '22023';
      end if;
      kind := op ->> 'op';
      if kind is null or kind not in ('upsert', 'delete') then
        raise exception 'unknown op: %', coalesce(kind, 'null') using errcode = '22023';
      end if;
      row_id := (op ->> 'id')::uuid;
      if row_id is null then
        raise exception 'id is required' using errcode = '22023';
      end if;
      patch := coalesce(op -> 'patch', '{}'::jsonb);
      if jsonb_typeof(patch) <> 'object' then
        raise exception 'patch must be an object' using errcode = '22023';
      end if;
      select string_agg(k, ', ' order by k) into unknown
      from jsonb_object_keys(patch) k
      where not (spec -> 'columns') ? k;
      if unknown is not null then
        raise exception 'unknown column(s) for %: %', tbl, unknown using errcode = '42703';
      end if;
      cols := array(select k from jsonb_object_keys(patch) k order by k);
      seq := null;
      ver := null;
      result := null;

      if kind = 'delete' then
        if spec ->> 'mode' = 'append' then
          raise exception '% is insert-only', tbl using errcode = '42501';
        end if;
        execute format(
          'update public.%I set deleted = true where id = $1 returning server_seq, version', tbl)
          into seq, ver using row_id;
        if seq is null then
          raise exception 'row not found or not permitted' using errcode = 'P0002';
        end if;
      else
        if spec ->> 'mode' <> 'append' then
          set_cols := array(select c from unnest(cols) c
            where not (spec -> 'fixed') ? c);
          fixed_match := (select coalesce(string_agg(format(' and t.%I is not distinct from r.%I', c, c), ''), '')
            from unnest(cols) c where (spec -> 'fixed') ? c);
          if cardinality(set_cols) = 0 then
            set_cols := array['deleted'];
          end if;
          execute format(
            'update public.%I t set %s from jsonb_populate_record(null::public.%I, $2) r
             where t.id = $1%s
             returning t.server_seq, t.version',
            tbl,
            (select string_agg(case when c = 'deleted' and not patch ? 'deleted'
                then 'deleted = t.deleted' else format('%I = r.%I', c, c) end, ', ')
             from unnest(set_cols) c),
            tbl,
            fixed_match)
            into seq, ver using row_id, patch;
        end if;
        if seq is null then
          execute format(
            'insert into public.%I (id%s) select $1%s from jsonb_populate_record(null::public.%I, $2) r %s
             returning server_seq, version',
            tbl,
            (select coalesce(string_agg(format(', %I', c), ''), '') from unnest(cols) c),
            (select coalesce(string_agg(format(', r.%I', c), ''), '') from unnest(cols) c),
            tbl,
            case spec ->> 'mode' when 'append' then 'on conflict do nothing' else '' end)
            into seq, ver using row_id, patch;
          if seq is null then
            -- An append-only row that already exists (same id, or the same award again).
            result := jsonb_build_object('opId', this_op, 'status', 'duplicate', 'reason', 'already recorded');
          end if;
        end if;
      end if;

      result := coalesce(result,
        jsonb_build_object('opId', this_op, 'status', 'applied', 'serverSeq', seq, 'version', ver));
      insert into public.applied_ops (op_id, user_id, result) values (this_op, caller, result);
      results := results || jsonb_build_array(result);
    exception when others then
      results := results || jsonb_build_array(jsonb_build_object(
        'opId', this_op, 'status', 'rejected', 'reason', sqlerrm, 'code', sqlstate));
    end;
  end loop;
  -- What the batch's facts earn over time (a kept week, a streak milestone, badges), decided now.
  for owner_id in select distinct o from unnest(owners) o order by o loop
    if owner_id = caller or public.is_guardian_of(owner_id) then
      perform public.refresh_awards_of(owner_id);
    end if;
  end loop;
  return results;
end
$$;
revoke all on function public.push_ops(jsonb) from public, anon;
grant execute on function public.push_ops(jsonb) to authenticated;
