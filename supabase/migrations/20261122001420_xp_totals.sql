-- XP facts: what each award really counts (issue 8 §5). Levels, badges and the competition read
-- these, never the raw amounts.
--
-- Owns: private.xp_effective (every award counted at most at its rule, day- and week-limited
-- kinds capped by their ladder: the 7th purchase of a day gives 0) and private.xp_total.
-- The rules come from private.xp_rules and private.xp_milestones (20261122001400, generated data).

-- ---------------------------------------------------------------------------------------------
-- Effective XP of the given users' awards: what each really counts. Unknown and retired kinds
-- count 0; a 'source' award counts at most its rule's XP (a streak milestone at most its own
-- 25/100/250); a 'day' or 'week' award counts at most its ladder step: the n-th award of its kind
-- in the same Stockholm day or ISO week, in the order the server recorded them, gets ladder[n]
-- (0 beyond the ladder).
-- The day is created_at's (stamped at sync), except no_spend_day, whose source is the day, and
-- budget_kept, whose source is the week: each is once per day or week by the award's unique key,
-- and their checks bound how far back they may go.
-- With `since`: only the awards created from then on, each still counted as above as long as
-- since is at least 7 days before the awards one reads (a ladder's day or week then lies wholly
-- inside; a no_spend_day or budget_kept is alone in its day or week). The competition reads a
-- period so, without its user's whole history.
create function private.xp_effective(uids uuid[], since timestamptz default null)
returns table (id uuid, user_id uuid, kind text, source_id text, amount integer,
  created_at timestamptz, effective integer)
language sql
stable
set search_path = ''
as $$
  with keyed as (
    select x.id, x.user_id, x.kind, x.source_id, x.amount, x.created_at, x.server_seq,
      r.scope, r.ladder, r.max_xp,
      case r.scope
        when 'day' then coalesce(
          case when x.kind = 'no_spend_day' then private.parse_date(x.source_id) end,
          private.stockholm_date(x.created_at))
        when 'week' then coalesce(
          case when x.kind = 'budget_kept' then private.parse_iso_week(x.source_id) end,
          private.iso_monday(private.stockholm_date(x.created_at)))
      end as scope_key
    from public.xp_events x
    left join private.xp_rules r on r.kind = x.kind
    where x.user_id = any (uids) and not x.deleted and (since is null or x.created_at >= since)
  )
  select k.id, k.user_id, k.kind, k.source_id, k.amount, k.created_at,
    (case
      when k.scope is null then 0
      when k.scope = 'source' and k.kind = 'streak_milestone' then least(k.amount, coalesce((
        select m.xp from private.xp_milestones m
        where m.kind = 'streak_milestone'
          and m.milestone::text = (regexp_match(k.source_id, '^streak:[0-9-]{10}:([0-9]{1,3})$'))[1]), 0))
      when k.scope = 'source' then least(k.amount, k.max_xp)
      else least(k.amount, coalesce(k.ladder[(row_number() over (
        partition by k.user_id, k.kind, k.scope_key order by k.created_at, k.server_seq))::integer], 0))
    end)::integer
  from keyed k
$$;

-- A user's total XP: effective (what the level shows), or lenient: each award only clamped to
-- its rule's maximum, never to the day's ladder. The client's own total is never above the
-- lenient one (it writes each award at most at the rule), so the level-badge check uses it: an
-- offline day synced late cannot make an honest 'level-20' fail.
create function private.xp_total(uid uuid, lenient boolean default false) returns bigint
language sql
stable
set search_path = ''
as $$
  select case when lenient then (
      select coalesce(sum(least(x.amount, r.max_xp)), 0)
      from public.xp_events x
      join private.xp_rules r on r.kind = x.kind
      where x.user_id = uid and not x.deleted)
    else (select coalesce(sum(e.effective), 0) from private.xp_effective(array[uid]) e)
  end::bigint
$$;

revoke all on function private.xp_effective(uuid[], timestamptz), private.xp_total(uuid, boolean)
  from public, anon, authenticated;
