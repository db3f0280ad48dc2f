// @both-engines: Stockholm days and DST in SQL.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, createUser, profileMetadata, type Actor } from '../helpers/actors';
import { generator } from '../helpers/random';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 23: every push refreshes the awards, which read each transaction's bounded check-in day.
// private.transaction_days keeps those days per user by statement triggers, so a push no longer
// costs the teen's whole history. It must always equal the live computation over the rows, after
// any history: inserts (one by one and in bulk, as the API and as the server), edits of the day,
// deletions by flag and for real, and an account whose creation time moves.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const sql = (text: string, params: unknown[] = []) => test.db.query(text, params);

/** The days as stored, and as computed from the rows (the definition the tally replaces). */
async function storedAndLive(userId: string) {
  const { rows } = await sql(
    `select
       (select coalesce(jsonb_object_agg(d.day, d.transactions), '{}') from private.transaction_days d
        where d.user_id = $1) as stored,
       (select coalesce(jsonb_object_agg(l.day, l.n), '{}') from (
          select private.stockholm_date(private.bounded_instant(t.occurred_at, t.created_at,
              u.created_at)) as day, count(*) as n
          from public.transactions t join auth.users u on u.id = t.user_id
          where t.user_id = $1 and not t.deleted group by 1) l) as live`,
    [userId],
  );
  return rows[0] as { stored: Record<string, number>; live: Record<string, number> };
}

type Teen = Actor & { id: string };

async function newTeen(n: number): Promise<Teen> {
  const email = `days-${n}-${randomUUID().slice(0, 6)}@example.com`;
  const id = await createUser(test.db, email, profileMetadata({ roll: 'barn' }));
  await sql(`update auth.users set created_at = now() - interval '20 days' where id = $1`, [id]);
  return { name: 'teenA', role: 'authenticated', id, email };
}

describe('transaction days', () => {
  it('equal the live computation after random histories', async () => {
    for (const seed of [3, 17, 29]) {
      const random = generator(seed);
      const teens = [await newTeen(seed), await newTeen(seed + 1)];
      const rows = new Map<string, string[]>(teens.map((teen) => [teen.id, []]));
      // Claimed instants from 30 days back to 2 days ahead (before the account, beyond the
      // offline grace, a clock ahead), on a 5-hour grid so days collide.
      const instant = () => new Date(Date.now() - (random.int(32 * 5) - 10) * 3 * 3600_000);

      for (let step = 0; step < 60; step += 1) {
        const teen = random.pick(teens);
        const own = rows.get(teen.id)!;
        const action = random.int(8);
        if (action <= 1) {
          // The server's own rows (seed, a parent's reward): explicit arrival time.
          const ids = Array.from({ length: 1 + random.int(4) }, () => randomUUID());
          for (const id of ids) {
            await sql(
              `insert into public.transactions (id, user_id, type, category, description,
                 amount_ore, occurred_at, deleted, created_at)
               values ($1, $2, 'expense', 'food', 'Köp', 1000, $3, $4, $5)`,
              [id, teen.id, instant(), random.int(5) === 0, instant()],
            );
          }
          own.push(...ids);
        } else if (action <= 3) {
          // A push: many purchases in one statement, arriving now.
          const ops = Array.from({ length: 1 + random.int(6) }, () => ({
            opId: randomUUID(),
            table: 'transactions',
            op: 'upsert',
            id: randomUUID(),
            patch: {
              type: 'expense',
              category: 'food',
              description: 'Fika',
              amount_ore: 2500,
              occurred_at: instant().toISOString(),
            },
          }));
          await as(test.db, teen, (q) =>
            q.query('select public.push_ops($1::jsonb)', [JSON.stringify(ops)]),
          );
          own.push(...ops.map((op) => op.id));
        } else if (action === 4 && own.length > 0) {
          // Several rows moved to other days in one statement.
          const picked = own.filter(() => random.next() < 0.3);
          await sql(
            `update public.transactions set occurred_at = occurred_at - make_interval(hours => $2)
             where id = any($1)`,
            [picked, random.int(72) - 24],
          );
        } else if (action === 5 && own.length > 0) {
          await sql(`update public.transactions set deleted = not deleted where id = $1`, [
            random.pick(own),
          ]);
        } else if (action === 6 && own.length > 0) {
          const gone = random.pick(own);
          await sql(`delete from public.transactions where id = $1`, [gone]);
          own.splice(own.indexOf(gone), 1);
        } else if (action === 7) {
          await sql(
            `update auth.users set created_at = now() - make_interval(days => $2) where id = $1`,
            [teen.id, random.int(25)],
          );
        }
        for (const each of teens) {
          const { stored, live } = await storedAndLive(each.id);
          expect(stored, `seed ${seed}, step ${step}`).toEqual(live);
        }
      }
    }
  });

  it('feed the check-in days and the purchase counts of the badges', async () => {
    const teen = await newTeen(99);
    await sql(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore,
         occurred_at, deleted, created_at)
       select gen_random_uuid(), $1, 'expense', 'food', 'Köp', 1000,
         now() - make_interval(days => n / 2), n % 7 = 0, now() - make_interval(days => n / 2)
       from generate_series(0, 19) n`,
      [teen.id],
    );
    const { rows } = await sql(
      `select cardinality(private.check_in_days($1)) as days,
         private.behaviour_stats($1, private.stockholm_today()) as stats`,
      [teen.id],
    );
    const { days, stats } = rows[0] as {
      days: number;
      stats: { purchasesLogged: number; purchaseDays: number };
    };
    // 20 purchases on 10 days, 3 of them deleted (n = 0, 7, 14: days 0, 3 and 7 keep their other).
    expect(stats.purchasesLogged).toBe(17);
    expect(stats.purchaseDays).toBe(10);
    expect(days).toBe(10);
  });
});
