-- push_ops, the offline sync push (research/offline-pwa.md §2.2–2.3; fair play, issue 19; conflicts,
-- retries and set-based speed, issue 23): one RPC
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
security definer set search_path = ''
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
-- returns, in order: [{opId, status, serverSeq?, version?, code?, reason?, sqlstate?, replaced?,
-- row?}] where status is 'applied', 'duplicate' (applied before: the first answer again),
-- 'conflict' (stale: the server's row stands, sent back as `row`) or 'rejected' (a rule the data
-- breaks; not recorded, so it may be sent again). 'applied' with `replaced` names the fields of
-- the op that a newer change on the server kept (the merged row is sent back as `row`).
--
-- Refusals (issue 40): a rejected op is answered with a stable snake_case `code` and its Swedish
-- `reason` from `refusals` below, never Postgres' own text; `sqlstate` is the SQLSTATE behind it.
-- A check constraint names its code in `constraint_codes` (every one on a writable column: a
-- database test checks it); a rule raised in SQL with a snake_case HINT (`raise exception
-- '<Swedish sentence>' using errcode = 'P0001', hint = 'server_written'`) is answered with that
-- code and the exception's own message. The app words each code the same way
-- (src/data/remote/refusals.ts; refusals.test.ts compares the two and collects every code).
--
-- Conflicts (baseVersion = the row's version the device's edit started from; none for a row the
-- device created): a table's "conflicts" rule decides when the server has changed since.
--   merge        fields are independent (a purchase's note vs its category): the op's fields
--                nobody changed since its base apply; a field the server changed since is kept
--                and reported in `replaced` (all of them: status 'conflict').
--   server_wins  what a parent controls (a task; a goal a parent set, "serverWinsWhen": set_by):
--                any change since the base keeps the server's row whole: status 'conflict'.
-- Ops later in the batch for the same row build on the earlier one's result (its version).
--
-- Speed: the batch is applied set-based, one statement per run of ops of one table, kind and set
-- of columns (see step 1), not one statement per op. A statement that fails (one op
-- breaking a rule) is rolled back and its ops applied one by one, so the bad op is rejected alone.
-- Transient failures (serialization, deadlock, lock timeout, cancelled, connection, resources)
-- are never answered as a rejection: they fail the call, and the device retries it later.
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
    "transactions": {"mode": "mutable", "fixed": ["user_id"], "conflicts": "merge", "columns":
      ["user_id", "type", "category", "description", "amount_ore", "occurred_at", "deleted"]},
    "weekly_budgets": {"mode": "mutable", "fixed": ["user_id"], "conflicts": "merge",
      "columns": ["user_id", "week_start", "limit_ore", "deleted"]},
    "savings_goals": {"mode": "mutable", "fixed": ["user_id", "set_by"], "conflicts": "merge",
      "serverWinsWhen": "set_by", "columns":
      ["user_id", "title", "target_ore", "target_date", "set_by", "match_percent", "deleted"]},
    "goal_deposits": {"mode": "mutable", "fixed": ["user_id", "goal_id"], "conflicts": "merge",
      "columns": ["user_id", "goal_id", "amount_ore", "deleted"]},
    "tasks": {"mode": "mutable", "fixed": ["user_id"], "conflicts": "server_wins", "columns":
      ["user_id", "title", "reward_ore", "reward_xp", "due_date", "status", "deleted"]},
    "quiz_attempts": {"mode": "append", "fixed": [], "columns":
      ["user_id", "lesson_id", "answers", "started_at", "finished_at"]},
    "no_spend_claims": {"mode": "append", "fixed": [], "columns": ["user_id", "day"]}
  }'::jsonb;
  -- What a refused op is told, by code (src/data/remote/refusals.ts says the same).
  refusals constant jsonb := '{
    "bad_op_id": "Ändringen saknar ett giltigt id och kan inte sparas.",
    "unknown_table": "Appen försökte spara något som servern inte tar emot.",
    "bad_op": "Ändringen är av ett slag som servern inte känner igen.",
    "bad_row_id": "Ändringen saknar ett giltigt id för det den gäller.",
    "bad_patch": "Ändringen saknar sina uppgifter och kan inte sparas.",
    "bad_base_version": "Ändringen har ett ogiltigt versionsnummer och kan inte sparas.",
    "unknown_column": "Ändringen innehåller uppgifter som servern inte tar emot.",
    "insert_only": "Det här sparas en gång och kan inte ändras eller tas bort i efterhand.",
    "invalid_value": "Ett värde har fel form, till exempel text där det ska stå ett belopp.",
    "number_out_of_range": "Ett tal är för stort för att kunna sparas.",
    "invalid_date": "Ett datum eller en tid är ogiltig.",
    "too_long": "En text är för lång.",
    "missing_value": "En uppgift som krävs saknas.",
    "amount_out_of_range": "Beloppet är för stort eller för litet. Det får vara högst 1 000 000 kr.",
    "description_length": "Beskrivningen måste vara mellan 1 och 200 tecken.",
    "title_length": "Namnet måste vara mellan 1 och 100 tecken.",
    "invalid_type": "Välj om det är en utgift eller en inkomst.",
    "unknown_category": "Kategorin finns inte.",
    "income_category": "En inkomst har kategorin Inkomst, och bara en inkomst kan ha den.",
    "week_start_not_monday": "En veckobudget börjar på en måndag.",
    "match_percent_out_of_range": "Matchningen är mellan 1 och 100 procent.",
    "reward_out_of_range": "Belöningen får vara högst 10 000 kr och kan inte vara negativ.",
    "reward_xp_out_of_range": "Ett uppdrag ger högst 100 XP och kan inte ge minus.",
    "unknown_task_status": "Uppdraget har en status som inte finns.",
    "unknown_lesson": "Lektionen finns inte.",
    "invalid_answers": "Svaren på quizet gick inte att läsa.",
    "already_exists": "Det här finns redan sparat.",
    "missing_goal": "Sparmålet finns inte längre.",
    "missing_reference": "Det som ändringen hör ihop med finns inte längre.",
    "not_your_row": "Det här kan du inte ändra. Det är någon annans eller finns inte längre.",
    "withdrawal_over_saved": "Du kan inte ta ut mer än det som finns sparat.",
    "no_spend_day_refused": "En köpfri dag kan inte markeras i förväg eller en dag med en utgift.",
    "task_rule": "Uppdraget kan inte ändras så, till exempel för att det redan är godkänt.",
    "quiz_refused": "Quizet kunde inte sparas: lektionen, en fråga eller ett svar känns inte igen.",
    "rule_refused": "Ändringen bryter mot en regel i appen och kunde inte sparas.",
    "refused": "Servern kunde inte spara ändringen."
  }'::jsonb;
  -- The code of each check and foreign key constraint a client's values can break.
  constraint_codes constant jsonb := '{
    "transactions_type_check": "invalid_type",
    "transactions_category_check": "unknown_category",
    "transactions_income_category_check": "income_category",
    "transactions_description_check": "description_length",
    "transactions_amount_check": "amount_out_of_range",
    "weekly_budgets_week_start_check": "week_start_not_monday",
    "weekly_budgets_limit_check": "amount_out_of_range",
    "savings_goals_title_check": "title_length",
    "savings_goals_target_check": "amount_out_of_range",
    "savings_goals_saved_check": "amount_out_of_range",
    "savings_goals_match_check": "match_percent_out_of_range",
    "goal_deposits_amount_check": "amount_out_of_range",
    "goal_deposits_goal_fkey": "missing_goal",
    "tasks_title_check": "title_length",
    "tasks_reward_check": "reward_out_of_range",
    "tasks_reward_limit_check": "reward_out_of_range",
    "tasks_reward_xp_check": "reward_xp_out_of_range",
    "tasks_reward_xp_limit_check": "reward_xp_out_of_range",
    "tasks_status_check": "unknown_task_status",
    "quiz_attempts_lesson_check": "unknown_lesson",
    "quiz_attempts_answers_check": "invalid_answers"
  }'::jsonb;
  -- A rule a table's trigger raises without naming a constraint (23514), by table.
  rule_codes constant jsonb := '{"goal_deposits": "withdrawal_over_saved",
    "no_spend_claims": "no_spend_day_refused", "tasks": "task_rule", "quiz_attempts": "quiz_refused"}';
  uuid_pattern constant text :=
    '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  caller uuid := auth.uid();
  total integer;
  checked jsonb;      -- one object per op: n, opId, table, kind, id, patch, base, error, run
  answer jsonb[];     -- the result of op n
  ledger jsonb[] := array[]::jsonb[];  -- results to record in applied_ops
  owners uuid[];
  owner_id uuid;
  tbl text;
  spec jsonb;
  ids uuid[];
  run record;
  stored jsonb;       -- the run's stored rows, by id, for conflict checks
  op jsonb;
  grp record;
  base integer;
  stale text[];
  settable text[];
  set_list text;
  fixed_match text;
  col_list text;
  val_list text;
  update_sql text;
  insert_sql text;
  chunk jsonb;
  chunks jsonb;
  one_by_one boolean;
  retry boolean;
  written jsonb;
  inserted jsonb;
  leftovers jsonb;
  made jsonb[];
  r jsonb;
  failed_constraint text;
  failed_hint text;
  refusal text;
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if ops is null or jsonb_typeof(ops) <> 'array' then
    raise exception 'Ändringarna ska skickas som en lista' using errcode = 'P0001';
  end if;
  total := jsonb_array_length(ops);
  if total > 500 then
    raise exception 'Högst 500 ändringar per synkning' using errcode = 'P0001';
  end if;
  if total = 0 then
    perform public.refresh_awards_of(caller);
    return '[]'::jsonb;
  end if;
  answer := array_fill(null::jsonb, array[total]);

  -- 1. Check every op's shape, and cut the batch into runs applied in order: a segment is
  -- consecutive ops of one table, kind and set of columns; its k-th op on a row goes in its
  -- k-th wave. (Ops on different rows of one segment may apply in another order than sent.)
  with specs as (
    select s.key as tbl, s.value ->> 'mode' as mode,
      array(select jsonb_array_elements_text(s.value -> 'columns')) as allowed
    from jsonb_each(writable) s
  ),
  parsed as (
    select e.n, e.value -> 'opId' as raw_op_id, o.op_id, x.tbl, x.kind, o.row_id, o.patch, o.base,
      o.cols, row_number() over (partition by o.op_id order by e.n) > 1 as repeated,
      case
        when o.op_id is null then jsonb_build_object('code', 'bad_op_id', 'sqlstate', '22023')
        when sp.tbl is null then jsonb_build_object('code', 'unknown_table', 'sqlstate', '42P01')
        when x.kind is null or x.kind not in ('upsert', 'delete') then
          jsonb_build_object('code', 'bad_op', 'sqlstate', '22023')
        when o.row_id is null then jsonb_build_object('code', 'bad_row_id', 'sqlstate', '22023')
        when jsonb_typeof(o.patch) <> 'object' then
          jsonb_build_object('code', 'bad_patch', 'sqlstate', '22023')
        when not o.cols <@ sp.allowed then
          jsonb_build_object('code', 'unknown_column', 'sqlstate', '42703')
        when x.kind = 'delete' and sp.mode = 'append' then
          jsonb_build_object('code', 'insert_only', 'sqlstate', '42501')
        when x.base_text is not null and o.base is null then
          jsonb_build_object('code', 'bad_base_version', 'sqlstate', '22023')
      end as error
    from jsonb_array_elements(ops) with ordinality e(value, n)
    -- Each op's fields read once (an element that is not an object has none).
    cross join lateral jsonb_to_record(case jsonb_typeof(e.value) when 'object' then e.value
      else '{}' end) as f("opId" text, "table" text, op text, id text, "baseVersion" text)
    cross join lateral (select f."table" as tbl, f.op as kind, f."baseVersion" as base_text) x
    left join specs sp on sp.tbl = x.tbl
    cross join lateral (
      select
        case when f."opId" ~ uuid_pattern then f."opId"::uuid end as op_id,
        case when f.id ~ uuid_pattern then f.id::uuid end as row_id,
        coalesce(e.value -> 'patch', '{}'::jsonb) as patch,
        case when f."baseVersion" ~ '^[0-9]{1,9}$' then f."baseVersion"::integer end as base,
        case when jsonb_typeof(coalesce(e.value -> 'patch', '{}'::jsonb)) = 'object' then
          array(select k from jsonb_object_keys(e.value -> 'patch') k order by k) end as cols
    ) o
  ),
  runs as (
    select g.n, g.prev, g.seg,
      row_number() over (partition by g.seg, g.tbl, g.row_id order by g.n) as wave
    from (
      select d.*, sum(d.edge) over (order by d.n) as seg
      from (
        select s.n, s.tbl, s.row_id,
          (s.shape is distinct from lag(s.shape) over (order by s.n))::integer as edge,
          lag(s.n) over (partition by s.tbl, s.row_id order by s.n) as prev
        from (select p.n, p.tbl, p.row_id,
            p.tbl || ' ' || p.kind || ' ' || array_to_string(p.cols, ',') as shape
          from parsed p where p.error is null) s
      ) d
    ) g
  )
  select coalesce(jsonb_agg(jsonb_build_object('n', p.n,
      'opId', coalesce(to_jsonb(p.op_id), p.raw_op_id), 'table', p.tbl, 'kind', p.kind,
      'id', p.row_id, 'patch', p.patch, 'base', p.base, 'error', p.error,
      'repeated', p.repeated, 'prev', r.prev, 'seg', r.seg, 'wave', r.wave)
    order by p.n), '[]'::jsonb)
  into checked
  from parsed p left join runs r on r.n = p.n;

  for op in select value from jsonb_array_elements(checked) loop
    if op -> 'error' <> 'null'::jsonb then
      answer[(op ->> 'n')::integer] := jsonb_build_object('opId', op -> 'opId', 'status', 'rejected',
        'reason', refusals ->> (op -> 'error' ->> 'code')) || (op -> 'error');
    end if;
  end loop;

  -- 2. Serialise writes per data owner (the caller, and whoever owns the rows the batch touches),
  -- in owner order so two batches never deadlock. The key is private.lock_sync_owner's, which
  -- every other writer of sync rows takes (its stamp trigger).
  owners := array[caller] || array(
    select distinct (c -> 'patch' ->> 'user_id')::uuid from jsonb_array_elements(checked) c
    where c -> 'error' = 'null'::jsonb and c -> 'patch' ->> 'user_id' ~ uuid_pattern);
  for tbl in select distinct c ->> 'table' from jsonb_array_elements(checked) c
      where c -> 'error' = 'null'::jsonb loop
    ids := array(select (c ->> 'id')::uuid from jsonb_array_elements(checked) c
      where c -> 'error' = 'null'::jsonb and c ->> 'table' = tbl);
    execute format('select array(select distinct user_id from public.%I where id = any($1))', tbl)
      into ids using ids;
    owners := owners || ids;
  end loop;
  for owner_id in select distinct o from unnest(owners) o order by o loop
    perform pg_advisory_xact_lock(hashtextextended('sync_owner:' || owner_id::text, 0));
  end loop;

  -- 3. Ops applied before (the ledger, read under the locks) answer as then.
  ids := array(select (c ->> 'opId')::uuid from jsonb_array_elements(checked) c
    where c -> 'error' = 'null'::jsonb and not (c ->> 'repeated')::boolean);
  stored := (select coalesce(jsonb_object_agg(a.op_id, a.result), '{}'::jsonb)
    from public.applied_ops a where a.op_id = any(ids));
  if stored <> '{}'::jsonb then
    for op in select value from jsonb_array_elements(checked)
        where not (value ->> 'repeated')::boolean and stored ? (value ->> 'opId') loop
      answer[(op ->> 'n')::integer] := (stored -> (op ->> 'opId')) || '{"status": "duplicate"}'::jsonb;
    end loop;
  end if;

  -- 4. The writes, run by run.
  for run in
    select distinct (c ->> 'seg')::integer as seg, (c ->> 'wave')::integer as wave
    from jsonb_array_elements(checked) c where c -> 'error' = 'null'::jsonb
    order by 1, 2
  loop
    -- Stale edits: the stored rows the run's edits started from.
    stored := '{}'::jsonb;
    for tbl in select distinct c ->> 'table' from jsonb_array_elements(checked) c
        where (c ->> 'seg')::integer = run.seg and (c ->> 'wave')::integer = run.wave
          and c -> 'error' = 'null'::jsonb
          and writable -> (c ->> 'table') ->> 'mode' = 'mutable' loop
      execute format('select coalesce(jsonb_object_agg(t.id, to_jsonb(t)), ''{}'')
        from public.%I t where t.id = any($1)', tbl)
        into stored
        using array(select (c ->> 'id')::uuid from jsonb_array_elements(checked) c
          where (c ->> 'seg')::integer = run.seg and (c ->> 'wave')::integer = run.wave
            and c -> 'error' = 'null'::jsonb);
    end loop;

    made := array[]::jsonb[];
    for op in select value from jsonb_array_elements(checked)
        where (value ->> 'seg')::integer = run.seg and (value ->> 'wave')::integer = run.wave
          and value -> 'error' = 'null'::jsonb
        order by (value ->> 'n')::integer loop
      if answer[(op ->> 'n')::integer] is not null or (op ->> 'repeated')::boolean then
        continue;
      end if;
      spec := writable -> (op ->> 'table');
      if op ->> 'kind' = 'delete' then
        op := op || '{"patch": {"deleted": true}}'::jsonb;
      end if;
      base := (op ->> 'base')::integer;
      -- A later op on the same row whose base is the earlier op's builds on its result.
      if base is not null and op -> 'prev' <> 'null'::jsonb then
        r := answer[(op ->> 'prev')::integer];
        if r ->> 'status' = 'applied'
            and (checked -> ((op ->> 'prev')::integer - 1) ->> 'base')::integer = base then
          base := (r ->> 'version')::integer;
        end if;
      end if;
      r := stored -> (op ->> 'id');
      if base is not null and r is not null and (r ->> 'version')::integer > base then
        if spec ->> 'conflicts' = 'server_wins'
            or (spec ? 'serverWinsWhen' and r -> (spec ->> 'serverWinsWhen') <> 'null'::jsonb) then
          stale := array(select k from jsonb_object_keys(op -> 'patch') k
            where not (spec -> 'fixed') ? k order by k);
        else
          stale := array(select k from jsonb_object_keys(op -> 'patch') k
            where not (spec -> 'fixed') ? k
              and coalesce((r -> 'field_versions' ->> k)::integer, 0) > base order by k);
        end if;
        if cardinality(stale) > 0 and cardinality(stale) = (select count(*) from
            jsonb_object_keys(op -> 'patch') k where not (spec -> 'fixed') ? k) then
          answer[(op ->> 'n')::integer] := jsonb_build_object('opId', op -> 'opId',
            'status', 'conflict', 'serverSeq', (r ->> 'server_seq')::bigint,
            'version', (r ->> 'version')::integer, 'replaced', to_jsonb(stale), 'row', r);
          ledger := ledger || (answer[(op ->> 'n')::integer] - 'row');
          continue;
        end if;
        if cardinality(stale) > 0 then
          op := jsonb_set(op, '{patch}', (op -> 'patch') - stale)
            || jsonb_build_object('replaced', to_jsonb(stale));
        end if;
      end if;
      made := made || op;
    end loop;

    -- One statement per table, kind and set of columns.
    for grp in
      select m ->> 'table' as tbl, m ->> 'kind' as kind,
        array(select k from jsonb_object_keys(m -> 'patch') k order by k) as cols,
        stored ? (m ->> 'id') as known,
        jsonb_agg(m order by (m ->> 'n')::integer) as members
      from unnest(made) m
      group by 1, 2, 3, 4
      order by min((m ->> 'n')::integer)
    loop
      spec := writable -> grp.tbl;
      settable := array(select c from unnest(grp.cols) c where not (spec -> 'fixed') ? c);
      set_list := coalesce((select string_agg(format('%I = r.%I', c, c), ', ') from unnest(settable) c),
        'deleted = t.deleted');
      fixed_match := coalesce((select string_agg(format(' and t.%I is not distinct from r.%I', c, c), '')
        from unnest(grp.cols) c where (spec -> 'fixed') ? c), '');
      col_list := (select coalesce(string_agg(format(', %I', c), ''), '') from unnest(grp.cols) c);
      val_list := (select coalesce(string_agg(format(', r.%I', c), ''), '') from unnest(grp.cols) c);
      -- A row the caller cannot see yet is inserted; one already there (it may belong to
      -- someone else) is updated where the caller may, and refused where not.
      update_sql := case when spec ->> 'mode' = 'mutable' and (grp.known or grp.kind = 'delete')
        then format(
        'with w as (update public.%I t set %s
           from jsonb_to_recordset($1) o(n integer, id uuid, patch jsonb)
           cross join lateral jsonb_populate_record(null::public.%I, o.patch) r
           where t.id = o.id%s
           returning o.n, t.server_seq, t.version)
         select coalesce(jsonb_object_agg(w.n, jsonb_build_object(
           ''serverSeq'', w.server_seq, ''version'', w.version)), ''{}'') from w',
        grp.tbl, set_list, grp.tbl, fixed_match) end;
      insert_sql := format(
        'with w as (insert into public.%I (id%s)
           select o.id%s from jsonb_to_recordset($1) o(n integer, id uuid, patch jsonb)
           cross join lateral jsonb_populate_record(null::public.%I, o.patch) r
           order by o.n %s
           returning id, server_seq, version)
         select coalesce(jsonb_object_agg(w.id, jsonb_build_object(
           ''serverSeq'', w.server_seq, ''version'', w.version)), ''{}'') from w',
        grp.tbl, col_list, val_list, grp.tbl,
        case spec ->> 'mode' when 'append' then 'on conflict do nothing' else '' end);

      -- All at once; if that fails, one by one, so only the op that breaks a rule is rejected.
      one_by_one := false;
      loop
        chunks := case when one_by_one
          then (select jsonb_agg(jsonb_build_array(m)) from jsonb_array_elements(grp.members) m)
          else jsonb_build_array(grp.members) end;
        retry := false;
        for chunk in select value from jsonb_array_elements(chunks) loop
          begin
            written := '{}'::jsonb;
            if update_sql is not null then
              execute update_sql into written using chunk;
            end if;
            leftovers := (select coalesce(jsonb_agg(m), '[]'::jsonb) from jsonb_array_elements(chunk) m
              where not written ? (m ->> 'n'));
            inserted := '{}'::jsonb;
            if grp.kind = 'delete' then
              if jsonb_array_length(leftovers) > 0 then
                raise exception 'Raden finns inte eller är inte din' using errcode = 'P0002';
              end if;
            elsif jsonb_array_length(leftovers) > 0 then
              execute insert_sql into inserted using leftovers;
            end if;
            -- Nothing below can fail: the chunk's answers are kept only once its writes are.
            for op in select value from jsonb_array_elements(chunk) loop
              r := coalesce(written -> (op ->> 'n'), inserted -> (op ->> 'id'));
              r := case when r is null
                then jsonb_build_object('opId', op -> 'opId', 'status', 'duplicate',
                  'reason', 'already recorded')
                else jsonb_build_object('opId', op -> 'opId', 'status', 'applied') || r
                  || case when op ? 'replaced'
                    then jsonb_build_object('replaced', op -> 'replaced') else '{}'::jsonb end
                end;
              answer[(op ->> 'n')::integer] := r;
              ledger := ledger || r;
            end loop;
          exception when others then
            if left(sqlstate, 2) in ('08', '40', '53', '57', '58') or sqlstate = '55P03' then
              raise;
            end if;
            if not one_by_one then
              retry := true;
              exit;
            end if;
            -- The refusal's code; Postgres' own text is never sent (see refusals above).
            get stacked diagnostics failed_constraint = constraint_name,
              failed_hint = pg_exception_hint;
            refusal := case
              when failed_hint ~ '^[a-z][a-z0-9_]*$' then failed_hint
              when sqlstate in ('23514', '23503') and constraint_codes ? failed_constraint
                then constraint_codes ->> failed_constraint
              when sqlstate = '23514' and coalesce(failed_constraint, '') = ''
                then coalesce(rule_codes ->> grp.tbl, 'rule_refused')
              when sqlstate = '23514' then 'rule_refused'
              when sqlstate = '23503' then 'missing_reference'
              -- The id is taken by a row the caller cannot see (their own would be updated).
              when sqlstate = '23505' and failed_constraint = grp.tbl || '_pkey' then 'not_your_row'
              when sqlstate = '23505' then 'already_exists'
              when sqlstate = '23502' then 'missing_value'
              when sqlstate in ('42501', 'P0002') then 'not_your_row'
              when sqlstate = 'P0001' then 'rule_refused'
              when sqlstate = '22003' then 'number_out_of_range'
              when sqlstate = '22001' then 'too_long'
              when sqlstate in ('22007', '22008') then 'invalid_date'
              when left(sqlstate, 2) = '22' then 'invalid_value'
              else 'refused'
            end;
            answer[(chunk -> 0 ->> 'n')::integer] := jsonb_build_object('opId', chunk -> 0 -> 'opId',
              'status', 'rejected', 'code', refusal, 'sqlstate', sqlstate,
              'reason', case when refusal = failed_hint then sqlerrm else refusals ->> refusal end);
          end;
        end loop;
        exit when not retry;
        one_by_one := true;
      end loop;
    end loop;

    -- A merged edit sends the row back as it now is.
    for op in select m from unnest(made) m where m ? 'replaced' loop
      if answer[(op ->> 'n')::integer] ->> 'status' = 'applied' then
        execute format('select to_jsonb(t) from public.%I t where t.id = $1', op ->> 'table')
          into r using (op ->> 'id')::uuid;
        answer[(op ->> 'n')::integer] := answer[(op ->> 'n')::integer] || jsonb_build_object('row', r);
      end if;
    end loop;
  end loop;

  -- 5. The ledger: each op applied once, whatever is sent again.
  insert into public.applied_ops (op_id, user_id, result)
  select (l ->> 'opId')::uuid, caller, l from unnest(ledger) l
  on conflict (op_id) do nothing;

  -- An op id sent twice in one batch is answered by its first occurrence.
  for op in select value from jsonb_array_elements(checked)
      where (value ->> 'repeated')::boolean and value -> 'error' = 'null'::jsonb loop
    r := (select answer[(c ->> 'n')::integer] from jsonb_array_elements(checked) c
      where c ->> 'opId' = op ->> 'opId' and not (c ->> 'repeated')::boolean);
    answer[(op ->> 'n')::integer] := (r - 'row') || '{"status": "duplicate"}'::jsonb;
  end loop;

  -- What the batch's facts earn over time (a kept week, a streak milestone, badges), decided now.
  for owner_id in select distinct o from unnest(owners) o order by o loop
    if owner_id = caller or public.is_guardian_of(owner_id) then
      perform public.refresh_awards_of(owner_id);
    end if;
  end loop;
  return to_jsonb(answer);
end
$$;
revoke all on function public.push_ops(jsonb) from public, anon;
grant execute on function public.push_ops(jsonb) to authenticated;
