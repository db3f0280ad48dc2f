// The leaderboard at scale (issue 23, deliverable 6), on Postgres 15 at DATABASE_URL:
//   node --import tsx scripts/bench/leaderboard.ts
// In a temporary database (dropped afterwards): the migrations, 100 000 participants and
// 1 000 000 XP awards this month (set-based SQL), the standings backfilled by
// private.rebuild_league_standings, then p50/p95 of a page of the board (public.leaderboard, 50
// rows and the caller's own row) and of the caller's own place (public.competition_standing), as
// signed-in teens placed at the top, in the middle, at the bottom and at 0, over 200 calls each.
// Also the upkeep: one participant's push of 500 awards with and without the standings triggers.
import { performance } from 'node:perf_hooks';

import { LEADERBOARD_PAGE_SIZE } from '../../src/lib/leaderboard';
import { openDatabase, type Database } from '../../supabase/local/db';
import { migrate } from '../../supabase/local/migrate';
import { createTemporaryDatabase } from '../../supabase/local/temporary-database';
import { claimsFor, createUser, profileMetadata } from '../../supabase/tests/helpers/actors';

// Smaller sizes for a quick look: LEAGUE_BENCH_PARTICIPANTS, LEAGUE_BENCH_FACTS.
const PARTICIPANTS = Number(process.env.LEAGUE_BENCH_PARTICIPANTS ?? 100_000);
const XP_FACTS = Number(process.env.LEAGUE_BENCH_FACTS ?? 1_000_000);
const CALLS = 200;
const GOAL = 'p95 ≤ 20 ms';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log(
    '\nLeaderboard: needs Postgres 15. Run with DATABASE_URL set, e.g.\n' +
      '  export DATABASE_URL="$(bash scripts/pg-cluster.sh start)"; node --import tsx scripts/bench/leaderboard.ts',
  );
  process.exit(0);
}

const row = (name: string, value: string, goal = '') =>
  `  ${name.padEnd(66)} ${value.padStart(11)}   ${goal}`.trimEnd();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Extra nickname words (letters only, as the word lists require) so 100 000 names are free. */
function words(prefix: string, count: number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: count }, (_, n) => {
    let suffix = '';
    for (let rest = n, i = 0; i < 3; i += 1, rest = Math.floor(rest / 26)) {
      suffix = letters[rest % 26]! + suffix;
    }
    return `${prefix}${suffix}`;
  });
}

async function seed(db: Database) {
  const side = Math.ceil(Math.sqrt(PARTICIPANTS));
  await db.query(
    `insert into private.nickname_adjectives (word, position)
     select w, 1000 + n from unnest($1::text[]) with ordinality t (w, n)`,
    [words('Bench', side)],
  );
  await db.query(
    `insert into private.nickname_animals (word, position)
     select w, 1000 + n from unnest($1::text[]) with ordinality t (w, n)`,
    [words('Djur', side)],
  );
  // Bare accounts and their participation, set-based: the profile and nickname triggers (one
  // personnummer each) are for sign-ups, not for a fixture of this size.
  await db.exec(`
    set session_replication_role = replica;
    insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
      'authenticated', 'bench-' || n || '@example.com', now() - interval '1 year', now()
    from generate_series(1, ${PARTICIPANTS}) n;
    insert into public.competition_participants (user_id, display_name, joined_at,
      nickname_adjective, nickname_animal)
    select u.id, w.adjective || ' ' || w.animal, now() - interval '1 month', w.adjective, w.animal
    from (select id, row_number() over (order by id) as n from auth.users
          where email like 'bench-%') u
    join (select a.word as adjective, b.word as animal,
            row_number() over (order by a.word, b.word) as n
          from private.nickname_adjectives a cross join private.nickname_animals b
          where a.word like 'Bench%' and b.word like 'Djur%') w on w.n = u.n;
    -- Awards of the competition kinds at their rule's XP, spread over this month so far.
    create temporary table bench_people as
      select user_id, (row_number() over (order by user_id) - 1)::integer as i
      from public.competition_participants;
    create index on bench_people (i);
    insert into public.xp_events (id, user_id, kind, amount, source_id, server_seq, created_at,
      updated_at, scoring)
    select gen_random_uuid(), p.user_id, r.kind, r.max_xp, gen_random_uuid()::text,
      nextval('private.sync_server_seq'), m.starts + random() * (now() - m.starts), now(), true
    from generate_series(1, ${XP_FACTS}) n
    join bench_people p on p.i = (n::bigint * 7919) % ${PARTICIPANTS}
    join private.xp_rules r on r.kind =
      (array['lesson_completed', 'quiz_passed', 'goal_deposit', 'no_spend_day'])[1 + (n / 7) % 4]
    cross join (select (private.competition_period('month', now())).starts) m;
    set session_replication_role = origin;
  `);
}

/** A signed-in teen taking part, with `awards` lessons this month (its place on the board). */
async function caller(db: Database, name: string, awards: number) {
  const id = await createUser(db, `${name}@example.com`, profileMetadata({ fornamn: name }));
  await db.query(`insert into public.competition_participants (user_id) values ($1)`, [id]);
  if (awards > 0) {
    await db.query(
      `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
       select gen_random_uuid(), $1, 'lesson_completed', 10, gen_random_uuid()::text,
         m.starts + (now() - m.starts) * ((n - 0.5) / $2)::float8
       from generate_series(1, $2) n
       cross join (select (private.competition_period('month', now())).starts) m`,
      [id, awards],
    );
  }
  return {
    name: 'teenA' as const,
    role: 'authenticated' as const,
    id,
    email: `${name}@example.com`,
  };
}

/** Per call, in the callers' turn order (call n is callers[n % callers.length]'s). */
async function measure(db: Database, callers: Awaited<ReturnType<typeof caller>>[], sql: string) {
  const samples: number[] = [];
  for (let n = 0; n < CALLS; n += 1) {
    const actor = callers[n % callers.length]!;
    await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(claimsFor(actor))],
      );
      samples.push(await timed(() => tx.query(sql)));
    });
  }
  return samples;
}

const temporary = await createTemporaryDatabase(serverUrl, 'slantis_bench_league');
const db = await openDatabase({ databaseUrl: temporary.url });
try {
  await migrate(db);
  console.log(`\nLeaderboard on Postgres 15 (${PARTICIPANTS} participants, ${XP_FACTS} XP awards)`);
  console.log(row('Seeding (set-based SQL)', seconds(await timed(() => seed(db)))));
  if (process.env.LEAGUE_BENCH_KEEP) console.log(`Database: ${temporary.url}`);
  const backfill = await timed(() => db.query('select private.rebuild_league_standings()'));
  console.log(row('Standings backfill (private.rebuild_league_standings)', seconds(backfill)));
  await db.exec('vacuum analyze');
  const callers = [
    await caller(db, 'Toppa', 60),
    await caller(db, 'Mitten', 10),
    await caller(db, 'Botten', 1),
    await caller(db, 'Nolla', 0),
  ];
  const { rows: places } = await db.query<{ position: number }>(
    `select private.league_position('month', (private.competition_period('month', now())).starts, id) as position
     from unnest($1::uuid[]) id`,
    [callers.map((c) => c.id)],
  );
  console.log(row('Callers placed at', places.map((p) => p.position).join(', ')));

  // Warm the caches once, then measure.
  await measure(
    db,
    callers,
    `select * from public.leaderboard('month', 'all', now(), ${LEADERBOARD_PAGE_SIZE}, 0)`,
  );
  const page = await measure(
    db,
    callers,
    `select * from public.leaderboard('month', 'all', now(), ${LEADERBOARD_PAGE_SIZE}, 0)`,
  );
  const own = await measure(db, callers, `select * from public.competition_standing()`);
  console.log(
    row(
      `Board page (${LEADERBOARD_PAGE_SIZE} rows + own row, as the app asks), p50`,
      ms(percentile(page, 50)),
    ),
  );
  console.log(
    row(
      `Board page (${LEADERBOARD_PAGE_SIZE} rows + own row, as the app asks), p95`,
      ms(percentile(page, 95)),
      GOAL,
    ),
  );
  console.log(row('Own place (competition_standing), p50', ms(percentile(own, 50))));
  console.log(row('Own place (competition_standing), p95', ms(percentile(own, 95)), GOAL));
  // Where the tail comes from: each caller's own p95 (top, middle, bottom, at 0).
  const byCaller = (samples: number[]) =>
    callers
      .map(
        (c, i) =>
          `${c.email.split('@')[0]} ${ms(
            percentile(
              samples.filter((_, n) => n % callers.length === i),
              95,
            ),
          )}`,
      )
      .join(', ');
  console.log(`    page p95 by caller: ${byCaller(page)}`);
  console.log(`    own place p95 by caller: ${byCaller(own)}`);

  // Upkeep: a participant's awards, one per statement and 500 in one statement, with and without
  // the standings triggers (the difference is what keeping the standings costs a push).
  const { rows: someone } = await db.query<{ user_id: string }>(
    `select user_id from public.competition_participants where display_name like 'Bench%' limit 1`,
  );
  const participant = someone[0]!.user_id;
  const awards = (count: number) => () =>
    db.query(
      `insert into public.xp_events (id, user_id, kind, amount, source_id)
       select gen_random_uuid(), $1, 'lesson_completed', 10, gen_random_uuid()::text
       from generate_series(1, $2)`,
      [participant, count],
    );
  const upkeep = async (count: number, times: number) => {
    const samples: number[] = [];
    for (let n = 0; n < times; n += 1) samples.push(await timed(awards(count)));
    return percentile(samples, 50);
  };
  const withOne = await upkeep(1, 40);
  const withMany = await upkeep(500, 5);
  await db.exec(`alter table public.xp_events disable trigger xp_events_league_insert`);
  const withoutOne = await upkeep(1, 40);
  const withoutMany = await upkeep(500, 5);
  await db.exec(`alter table public.xp_events enable trigger xp_events_league_insert`);
  console.log(
    row(
      '1 competition award (1 statement), p50: with / without standings',
      `${ms(withOne)} / ${ms(withoutOne)}`,
    ),
  );
  console.log(
    row(
      '500 competition awards (1 statement), p50: with / without',
      `${ms(withMany)} / ${ms(withoutMany)}`,
    ),
  );
} finally {
  await db.close();
  // LEAGUE_BENCH_KEEP=1 keeps the seeded database for a closer look (psql), and names it.
  if (process.env.LEAGUE_BENCH_KEEP) console.log(`Kept: ${temporary.url}`);
  else await temporary.drop();
}
