// @both-engines: time zones and SQL whose plan matters.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, createUser, profileMetadata, type Actor } from '../helpers/actors';
import { generator } from '../helpers/random';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// Issue 23 (deliverable 6): the maintained standings (private.league_standings, kept by triggers)
// must rank exactly as the live computation (private.competition_scores) after any history of
// facts: random awards, goals, deposits, edits, deletions, leaving, joining and new nicknames,
// around a month boundary that falls inside an ISO week (Saturday 31 January 2026).

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test?.dispose();
});

const PERIODS: ['month' | 'week', string][] = [
  ['month', '2026-01-15T12:00:00Z'],
  ['month', '2026-02-05T12:00:00Z'],
  ['week', '2026-01-21T12:00:00Z'],
  ['week', '2026-01-28T12:00:00Z'],
  ['week', '2026-02-04T12:00:00Z'],
];

type Ranked = { user_id: string; score: number; reached_at: string | null; position: number };

async function live(period: string, at: string): Promise<Ranked[]> {
  const { rows } = await test.db.query<Ranked>(
    // Everyone at 0 shares the place after the positive scores.
    `select s.user_id, s.score, s.reached_at::text,
       (case when s.score = 0 then count(*) filter (where s.score > 0) over () + 1
         else row_number() over (order by s.score desc, s.reached_at asc nulls last, s.display_name, s.user_id)
       end)::integer as position
     from private.competition_period($1, $2) b
     cross join lateral private.competition_scores(b.starts, b.ends, b.today) s
     where s.participating
     order by position, s.display_name, s.user_id`,
    [period, at],
  );
  return rows;
}

async function maintained(period: string, at: string, size: number | null): Promise<Ranked[]> {
  const all: Ranked[] = [];
  for (let first = 0; ; first += size ?? 0) {
    const { rows } = await test.db.query<Ranked>(
      `select p.user_id, p.score, l.reached_at::text, p.position
       from private.competition_period($1, $2) b
       cross join lateral private.league_page($1, b.starts, $3, $4) p
       left join private.league_standings l
         on l.user_id = p.user_id and l.period = $1 and l.starts = b.starts
       order by p.position, p.display_name, p.user_id`,
      [period, at, first, size],
    );
    all.push(...rows);
    if (size === null || rows.length < size) return all;
  }
}

async function positions(period: string, at: string): Promise<Ranked[]> {
  const { rows } = await test.db.query<Ranked>(
    `select cp.user_id, coalesce(l.score, 0) as score, l.reached_at::text,
       private.league_position($1, b.starts, cp.user_id) as position
     from private.competition_period($1, $2) b
     cross join public.competition_participants cp
     left join private.league_standings l
       on l.user_id = cp.user_id and l.period = $1 and l.starts = b.starts
     order by position, cp.display_name, cp.user_id`,
    [period, at],
  );
  return rows;
}

async function expectSameBoards(context: string) {
  // The competition reads awards from 7 days before a period: each counts as with the whole history.
  for (const [period, at] of PERIODS) {
    const { rows: differing } = await test.db.query(
      `with b as (select * from private.competition_period($1, $2)),
       everyone as (select array_agg(id) as ids from auth.users),
       whole as (select e.id, e.effective from everyone, b, private.xp_effective(everyone.ids) e
         where e.created_at >= b.starts and e.created_at < b.ends),
       windowed as (select e.id, e.effective from everyone, b,
         private.xp_effective(everyone.ids, b.starts - interval '7 days') e
         where e.created_at >= b.starts and e.created_at < b.ends)
       select * from (table whole except table windowed) d
       union all select * from (table windowed except table whole) d`,
      [period, at],
    );
    expect(differing, `${context}: effective XP of ${period} ${at}`).toEqual([]);
  }
  const { rows: counts } = await test.db.query(
    `select period, starts, score, reached_hour, holders from private.league_score_counts
     where holders <> 0 order by period, starts, score, reached_hour`,
  );
  const { rows: grouped } = await test.db.query(
    `select period, starts, score, private.league_hour(reached_at) as reached_hour,
       count(*)::integer as holders
     from private.league_standings group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  expect(counts, `${context}: score counts`).toEqual(grouped);
  const { rows: totals } = await test.db.query(
    `select (select participants from private.league_totals) as kept,
       (select count(*)::integer from public.competition_participants) as counted`,
  );
  expect(totals[0]?.kept, `${context}: participants`).toBe(totals[0]?.counted);
  for (const [period, at] of PERIODS) {
    const reference = await live(period, at);
    const label = `${context}: ${period} of ${at}`;
    expect(await maintained(period, at, null), label).toEqual(reference);
    expect(await maintained(period, at, 3), `${label}, pages of 3`).toEqual(reference);
    expect(await positions(period, at), `${label}, positions`).toEqual(reference);
  }
}

describe('maintained standings', () => {
  it('rank exactly as the live computation after random fact histories', async () => {
    const db = test.db;
    const { rows: kinds } = await db.query<{ kind: string; competition: boolean }>(
      `select kind, competition from private.xp_rules order by kind`,
    );
    // Competition kinds three times as often as the rest (and an unknown kind).
    const xpKinds = kinds
      .flatMap((k) => (k.competition ? [k.kind, k.kind, k.kind] : [k.kind]))
      .concat(['retired_kind']);
    const teens: string[] = [];
    for (let n = 0; n < 9; n += 1) {
      teens.push(
        await createUser(
          db,
          `league-${n}-${randomUUID().slice(0, 6)}@example.com`,
          profileMetadata(),
        ),
      );
    }
    const outsider = teens.pop()!; // has facts, joins only late
    for (const id of teens) {
      await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
    }
    const goals = new Map<string, string[]>();
    const deposits: string[] = [];
    const awards: string[] = [];
    // A step the rules refuse (taking out more than is saved, …) changes nothing: skip it.
    let refused = 0;
    const attempt = async (sql: string, params: unknown[]) => {
      try {
        return await db.query(sql, params);
      } catch {
        refused += 1;
        return { rows: [], rowCount: null };
      }
    };

    for (const seed of [11, 23, 37, 41]) {
      const random = generator(seed);
      // Instants on a coarse grid (ties in created_at happen), Stockholm days 24 Jan – 8 Feb.
      const instant = () =>
        new Date(Date.UTC(2026, 0, 24) + random.int(16 * 8) * 3 * 3600_000).toISOString();
      const someone = () => random.pick([...teens, outsider]);
      for (let step = 0; step < 90; step += 1) {
        const user = someone();
        const own = goals.get(user) ?? [];
        const action = random.int(13);
        if (action <= 3) {
          const kind = random.pick(xpKinds);
          const goal = own.length > 0 && random.next() < 0.5 ? random.pick(own) : null;
          const source =
            goal && (kind === 'goal_milestone' || kind === 'goal_reached')
              ? `${goal}:${random.pick([25, 50, 75])}`
              : randomUUID();
          const id = randomUUID();
          awards.push(id);
          await attempt(
            `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at, scoring)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [id, user, kind, 1 + random.int(120), source, instant(), random.next() < 0.9],
          );
        } else if (action === 4) {
          // One statement for several users at one instant.
          const at = instant();
          const kind = random.pick(xpKinds);
          await attempt(
            `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
             select gen_random_uuid(), u, $2, 10 + (random() * 30)::integer, gen_random_uuid()::text, $3
             from unnest($1::uuid[]) u`,
            [[someone(), someone(), someone()].filter((u, i, a) => a.indexOf(u) === i), kind, at],
          );
        } else if (action === 5) {
          const id = randomUUID();
          const early = random.next() < 0.7;
          await attempt(
            `insert into public.savings_goals (id, user_id, title, target_ore, created_at)
             values ($1, $2, 'Mål', $3, $4)`,
            [
              id,
              user,
              random.pick([5_000, 10_000, 40_000, 100_000]),
              early ? '2025-06-01T00:00:00Z' : instant(),
            ],
          );
          goals.set(user, [...own, id]);
        } else if (action <= 7 && own.length > 0) {
          const id = randomUUID();
          deposits.push(id);
          const amount =
            random.next() < 0.8 ? 500 + random.int(20_000) : -(500 + random.int(8_000));
          await attempt(
            `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
             values ($1, $2, $3, $4, $5)`,
            [id, user, random.pick(own), amount, instant()],
          );
        } else if (action === 8 && deposits.length > 0) {
          const id = random.pick(deposits);
          const change = random.next();
          if (change < 0.35) {
            await attempt(`update public.goal_deposits set deleted = not deleted where id = $1`, [
              id,
            ]);
          } else if (change < 0.7) {
            // A guardian confirms it (or, as an edit would, the confirmation goes): every later
            // saving step of its goal moves.
            await attempt(
              `update public.goal_deposits
               set confirmed_at = case when confirmed_at is null then created_at end where id = $1`,
              [id],
            );
          } else {
            await attempt(`delete from public.goal_deposits where id = $1`, [id]);
          }
        } else if (action === 9 && awards.length > 0) {
          const id = random.pick(awards);
          const change = random.pick([
            'update public.xp_events set deleted = not deleted where id = $1',
            'update public.xp_events set scoring = not scoring where id = $1',
            'delete from public.xp_events where id = $1',
          ]);
          await attempt(change, [id]);
        } else if (action === 10 && own.length > 0) {
          await attempt(`update public.savings_goals set target_ore = $2 where id = $1`, [
            random.pick(own),
            random.pick([5_000, 10_000, 40_000, 100_000]),
          ]);
        } else if (action === 11) {
          // Leave, or join (the outsider joins with all its earlier facts).
          const { rowCount } = await attempt(
            `delete from public.competition_participants where user_id = $1`,
            [user],
          );
          if (!rowCount) {
            await attempt(`insert into public.competition_participants (user_id) values ($1)`, [
              user,
            ]);
          }
        } else if (action === 12) {
          // A new nickname (reorders ties by name).
          await attempt(
            `update public.competition_participants c
             set nickname_adjective = f.adjective, nickname_animal = f.animal
             from private.free_nickname() f where c.user_id = $1`,
            [user],
          );
        }
      }
      await expectSameBoards(`seed ${seed}`);
    }

    expect(refused).toBeLessThan(40);
    const { rows: before } = await db.query(
      `select * from private.league_standings order by user_id, period, starts`,
    );
    expect(before.length).toBeGreaterThan(10);
    await db.query(`select private.rebuild_league_standings()`);
    const { rows: after } = await db.query(
      `select * from private.league_standings order by user_id, period, starts`,
    );
    expect(after).toEqual(before);
  }, 240_000);

  it('a deleted award moves a later one of its ISO week, across the month boundary', async () => {
    const db = test.db;
    const id = await createUser(
      db,
      `week-${randomUUID().slice(0, 6)}@example.com`,
      profileMetadata(),
    );
    await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
    const award = (at: string) =>
      db.query<{ id: string }>(
        `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
         values (gen_random_uuid(), $1, 'budget_kept', 50, gen_random_uuid()::text, $2) returning id`,
        [id, at],
      );
    // The second budget_kept of a week counts 0: Sunday 1 February's, while Saturday's stands.
    const saturday = (await award('2026-01-31T10:00:00Z')).rows[0]!.id;
    await award('2026-02-01T10:00:00Z');
    const february = async () =>
      (
        await db.query<{ score: number }>(
          `select coalesce((select l.score from private.league_standings l
             where l.user_id = $1 and l.period = 'month' and l.starts = '2026-01-31T23:00:00Z'), 0) as score`,
          [id],
        )
      ).rows[0]?.score;
    expect(await february()).toBe(0);
    await db.query(`update public.xp_events set deleted = true where id = $1`, [saturday]);
    expect(await february()).toBe(50);
    await expectSameBoards('after the deletion');
  });

  it.runIf(process.env.DATABASE_URL)(
    'two transactions changing one participant at once: the later one counts both',
    async () => {
      const db = test.db;
      const id = await createUser(
        db,
        `race-${randomUUID().slice(0, 6)}@example.com`,
        profileMetadata(),
      );
      await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
      const award = (at: string) =>
        `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
         values (gen_random_uuid(), '${id}', 'lesson_completed', 10, gen_random_uuid()::text, '${at}')`;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const first = db.transaction(async (tx) => {
        await tx.query(award('2026-01-20T10:00:00Z'));
        await pause(400); // holds its refresh open while the second one starts
      });
      await pause(100);
      const second = db.transaction((tx) => tx.query(award('2026-01-21T10:00:00Z')));
      await Promise.all([first, second]);
      const { rows } = await db.query<{ score: number }>(
        `select score from private.league_standings
         where user_id = $1 and period = 'month' and starts = '2025-12-31T23:00:00Z'`,
        [id],
      );
      expect(rows[0]?.score).toBe(20);
      await expectSameBoards('after the race');
    },
  );

  it('pages the board for a teen and adds the own row outside the page; the standing agrees', async () => {
    const db = test.db;
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const id = await createUser(
        db,
        `pager-${n}-${randomUUID().slice(0, 6)}@example.com`,
        profileMetadata(),
      );
      await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
      await db.query(
        `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
         values (gen_random_uuid(), $1, 'lesson_completed', 10, gen_random_uuid()::text, $2)`,
        [id, `2024-03-0${n + 1}T10:00:00Z`],
      );
      ids.push(id);
    }
    const last: Actor = { name: 'teenA', role: 'authenticated', id: ids[5]!, email: null };
    const at = '2024-03-20T12:00:00Z';
    type Row = { position: number; is_me: boolean; score: number };
    const page = await as(
      db,
      last,
      async (q) =>
        (await q.query<Row>(`select * from public.leaderboard('month', 'all', $1, 2, 1)`, [at]))
          .rows,
    );
    // Everyone has 10: the earliest reacher first; the caller (last to reach it) is 6th.
    expect(page.map((row) => [row.position, row.is_me])).toEqual([
      [2, false],
      [3, false],
      [6, true],
    ]);
    const whole = await as(
      db,
      last,
      async (q) =>
        (await q.query<Row>(`select * from public.leaderboard('month', 'all', $1)`, [at])).rows,
    );
    // The participants of the test above follow at 0.
    expect(whole.slice(0, 6).map((row) => [row.position, row.score])).toEqual(
      [1, 2, 3, 4, 5, 6].map((position) => [position, 10]),
    );
    expect(whole.slice(6).every((row) => row.score === 0)).toBe(true);
    const standing = await as(
      db,
      last,
      async (q) =>
        (await q.query<{ position: number }>(`select * from public.competition_standing($1)`, [at]))
          .rows[0],
    );
    expect(standing?.position).toBe(6);
    await expect(
      as(db, last, (q) => q.query(`select * from public.leaderboard('month', 'all', $1, 0)`, [at])),
    ).rejects.toThrow(/Sidstorleken/);
  });

  it('puts everyone at 0 in one shared place after the positive scores', async () => {
    const db = test.db;
    // `lessons` awards of 10 on consecutive July days.
    const join = async (n: number, lessons: number) => {
      const id = await createUser(
        db,
        `shared-${n}-${randomUUID().slice(0, 6)}@example.com`,
        profileMetadata(),
      );
      await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
      for (let day = 1; day <= lessons; day += 1) {
        await db.query(
          `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
           values (gen_random_uuid(), $1, 'lesson_completed', 10, gen_random_uuid()::text, $2)`,
          [id, `2024-07-1${day}T10:00:00Z`],
        );
      }
      return { name: 'teenA', role: 'authenticated', id, email: null } satisfies Actor;
    };
    const [, second, zero] = [await join(0, 2), await join(1, 1), await join(2, 0)];
    const at = '2024-07-20T12:00:00Z';
    type Row = { position: number; score: number; is_me: boolean };
    const board = await as(
      db,
      zero,
      async (q) =>
        (await q.query<Row>(`select * from public.leaderboard('month', 'all', $1)`, [at])).rows,
    );
    expect(board.slice(0, 2).map((row) => [row.position, row.score])).toEqual([
      [1, 20],
      [2, 10],
    ]);
    const zeros = board.slice(2);
    expect(zeros.length).toBeGreaterThan(1);
    expect(zeros.every((row) => row.position === 3 && row.score === 0)).toBe(true);
    // A page that starts among the zeros numbers them the same, and the own place agrees.
    const deep = await as(
      db,
      second,
      async (q) =>
        (await q.query<Row>(`select * from public.leaderboard('month', 'all', $1, 2, 3)`, [at]))
          .rows,
    );
    expect(deep.filter((row) => !row.is_me).map((row) => row.position)).toEqual([3, 3]);
    const standing = await as(
      db,
      zero,
      async (q) =>
        (await q.query<{ position: number }>(`select * from public.competition_standing($1)`, [at]))
          .rows[0],
    );
    expect(standing?.position).toBe(3);
  });
});
