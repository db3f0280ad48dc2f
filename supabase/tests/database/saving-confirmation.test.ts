// @both-engines: the month's podium by Stockholm time.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { UNCONFIRMED_SAVING_CAP } from '@/lib/gamification';

import {
  as,
  bornYearsAgo,
  callAs,
  familyOf,
  newPerson,
  tryStatement,
  type Actor,
} from '../helpers/actors';
import { pushAs, upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Typed money cannot win a prize alone (issue 40 §6). A deposit is what the teen types; a
// guardian confirms the child's deposits with one tap on the parent home. Saving points from
// deposits nobody confirmed give at most UNCONFIRMED_SAVING_CAP in a period, so a month's podium
// is out of reach of typed money alone; an 18+ member without a guardian always has that cap.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  test.db.query<T>(text, params);
const call = <T>(actor: Actor, text: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, text, params);
const rest = (actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => tryStatement(q, text, params));

/** This month's competition points (taking part or not), by the server's function. */
async function points(actor: Actor): Promise<number> {
  const { rows } = await sql<{ score: number }>(
    `select p.score from private.competition_period('month', now()) b
     cross join lateral private.competition_points(b.starts, b.ends, array[$1::uuid]) p`,
    [actor.id],
  );
  return rows[0]?.score ?? 0;
}

async function family() {
  const parent = await newPerson(test.db, 'foralder', { firstName: 'Anna', emailPrefix: 'conf' });
  const teen = await newPerson(test.db, 'barn', { firstName: 'Elsa', emailPrefix: 'conf' });
  await familyOf(test.db, [parent], [teen], 'Familjen Bekräftad');
  await call(teen, `select public.join_competition() as v`);
  return { parent, teen };
}

/** A 1 000 kr goal of the teen's, a day old: from now on its deposits may score. */
async function dayOldGoal(teen: Actor, title = 'Cykel'): Promise<string> {
  const goal = randomUUID();
  await pushAs(test.db, teen, [upsertOp('savings_goals', { title, target_ore: 100000 }, goal)]);
  await test.db.transaction(async (tx) => {
    // Staging history bypasses the stamp trigger, which keeps created_at.
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `update public.savings_goals set created_at = now() - interval '25 hours' where id = $1`,
      [goal],
    );
  });
  return goal;
}

/** Typed deposits, as the app sends them: their ids. */
async function typed(teen: Actor, goal: string, amounts: number[]): Promise<string[]> {
  const ops = amounts.map((amount) =>
    upsertOp('goal_deposits', { goal_id: goal, amount_ore: amount }),
  );
  for (const op of ops) {
    const [result] = await pushAs(test.db, teen, [op]);
    expect(result?.status).toBe('applied');
  }
  return ops.map((op) => op.id);
}

type HomeChild = {
  insights: { child: { user_id: string } };
  to_confirm: { id: string; goal_title: string; amount_ore: number; created_at: string }[];
};
const homeOf = async (parent: Actor) =>
  (
    (await call<{ children: HomeChild[] }>(parent, `select public.parent_home() as v`)) as {
      children: HomeChild[];
    }
  ).children;

const confirmedOf = async (ids: string[]) =>
  (
    await sql<{ confirmed: boolean }>(
      `select confirmed_at is not null as confirmed from public.goal_deposits
       where id = any ($1::uuid[]) order by created_at, id`,
      [ids],
    )
  ).rows.map((row) => row.confirmed);

describe('a guardian confirms the week’s saving with one tap', () => {
  it('lists the child’s typed deposits, confirms exactly those, and then they count in full', async () => {
    const { parent, teen } = await family();
    const goal = await dayOldGoal(teen, 'Hörlurar');
    // 100 + 100 + 300 kr of 1 000: goal_deposit 10, the 25 and 50 % milestones (25 each) and 25
    // goal points (at most 25 a goal a day) = 85 in 'saving'.
    const ids = await typed(teen, goal, [10000, 10000, 30000]);
    expect(await points(teen)).toBe(UNCONFIRMED_SAVING_CAP);

    const [child] = await homeOf(parent);
    expect(child?.insights.child.user_id).toBe(teen.id);
    expect(child?.to_confirm.map((d) => [d.goal_title, Number(d.amount_ore)])).toEqual([
      ['Hörlurar', 10000],
      ['Hörlurar', 10000],
      ['Hörlurar', 30000],
    ]);
    const standing = async () =>
      (
        await as(test.db, teen, (q) =>
          q.query<{ unconfirmed_ore: string; has_guardian: boolean; score: number }>(
            `select unconfirmed_ore, has_guardian, score from public.competition_standing()`,
          ),
        )
      ).rows[0]!;
    expect(await standing()).toMatchObject({ has_guardian: true });
    expect(Number((await standing()).unconfirmed_ore)).toBe(50000);
    expect((await standing()).score).toBe(UNCONFIRMED_SAVING_CAP);

    // A deposit typed after the parent home was loaded is not in the tap.
    const later = await typed(teen, goal, [5000]);
    const shown = child!.to_confirm.map((d) => d.id);
    expect(
      await call(parent, `select public.confirm_deposits($1, $2) as v`, [teen.id, shown]),
    ).toBe(3);
    expect(await confirmedOf([...ids, ...later])).toEqual([true, true, true, false]);
    expect((await homeOf(parent))[0]?.to_confirm.map((d) => d.id)).toEqual(later);
    // The goal's steps up to the later deposit are confirmed (the later one adds nothing today:
    // the goal's 25 points of the day are full).
    expect(await points(teen)).toBe(85);
    expect(
      await call(parent, `select public.confirm_deposits($1, $2) as v`, [teen.id, later]),
    ).toBe(1);
    expect(await points(teen)).toBe(85);
    // A second tap on the same deposits changes nothing.
    expect(await call(parent, `select public.confirm_deposits($1, $2) as v`, [teen.id, ids])).toBe(
      0,
    );

    // The maintained board agrees with the live score, and the child is told.
    expect(await standing()).toMatchObject({ score: 85 });
    expect(Number((await standing()).unconfirmed_ore)).toBe(0);
    const { rows: told } = await sql<{ kind: string; title: string; body: string }>(
      `select kind, title, body from public.notifications where user_id = $1 order by created_at`,
      [teen.id],
    );
    expect(told.filter((n) => n.kind === 'competition_saving_confirmed')).toEqual([
      {
        kind: 'competition_saving_confirmed',
        title: 'Anna bekräftade ditt sparande',
        body: '3 insättningar på sammanlagt 500\u00a0kr räknas nu fullt i Månadens Tävling.',
      },
      {
        kind: 'competition_saving_confirmed',
        title: 'Anna bekräftade ditt sparande',
        body: '1 insättning på sammanlagt 50\u00a0kr räknas nu fullt i Månadens Tävling.',
      },
    ]);
  });

  it('changing a confirmed deposit takes the confirmation away', async () => {
    const { parent, teen } = await family();
    const goal = await dayOldGoal(teen);
    const [id] = await typed(teen, goal, [10000]);
    await call(parent, `select public.confirm_deposits($1, $2) as v`, [teen.id, [id]]);
    expect(await confirmedOf([id!])).toEqual([true]);
    // 100 kr became 900 kr: the guardian vouched for 100.
    await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: goal, amount_ore: 90000 }, id),
    ]);
    expect(await confirmedOf([id!])).toEqual([false]);
    expect(await points(teen)).toBe(UNCONFIRMED_SAVING_CAP);
    expect((await homeOf(parent))[0]?.to_confirm.map((d) => Number(d.amount_ore))).toEqual([90000]);
  });

  it('a child who does not compete gives the parent nothing to confirm', async () => {
    const parent = await newPerson(test.db, 'foralder', { emailPrefix: 'conf' });
    const teen = await newPerson(test.db, 'barn', { emailPrefix: 'conf' });
    await familyOf(test.db, [parent], [teen]);
    await typed(teen, await dayOldGoal(teen), [10000]);
    expect((await homeOf(parent))[0]?.to_confirm).toEqual([]);
  });
});

describe('only the child’s own guardian confirms', () => {
  const NOT_YOURS = `ERR P0001 ${refusalWords.not_your_child}`;

  it('refuses the teen herself, another family’s parent and a stranger, with the Swedish reason', async () => {
    const { teen } = await family();
    const other = await family();
    const [id] = await typed(teen, await dayOldGoal(teen), [10000]);
    for (const who of [teen, other.parent, other.teen]) {
      expect(await call(who, `select public.confirm_deposits($1, $2) as v`, [teen.id, [id]])).toBe(
        NOT_YOURS,
      );
    }
    expect(await confirmedOf([id!])).toEqual([false]);
  });

  it('a device cannot confirm: push_ops refuses the column, REST stores the deposit unconfirmed', async () => {
    const { teen } = await family();
    const goal = await dayOldGoal(teen);
    const forged = upsertOp('goal_deposits', {
      goal_id: goal,
      amount_ore: 10000,
      confirmed_at: new Date().toISOString(),
    });
    const [result] = await pushAs(test.db, teen, [forged]);
    expect([result?.status, result?.code]).toEqual(['rejected', 'unknown_column']);

    const viaRest = randomUUID();
    expect(
      await rest(
        teen,
        `insert into public.goal_deposits (id, goal_id, amount_ore, confirmed_at, confirmed_by)
         values ($1, $2, 10000, now(), $3)`,
        [viaRest, goal, teen.id],
      ),
    ).toBe('ok');
    expect(await confirmedOf([viaRest])).toEqual([false]);
    expect(
      await rest(teen, `update public.goal_deposits set confirmed_at = now() where id = $1`, [
        viaRest,
      ]),
    ).toBe('42501');
    expect(await points(teen)).toBe(20); // 10 + 10 goal points: under the cap
  });
});

describe('an 18+ member without a guardian', () => {
  it('has nobody to confirm: typed saving stays under the cap', async () => {
    const adult = await newPerson(test.db, 'barn', { born: bornYearsAgo(20), emailPrefix: 'conf' });
    await call(adult, `select public.join_competition() as v`);
    const goal = await dayOldGoal(adult);
    await typed(adult, goal, [100000]);
    expect(await points(adult)).toBe(UNCONFIRMED_SAVING_CAP);
    const { rows } = await as(test.db, adult, (q) =>
      q.query<{ has_guardian: boolean; unconfirmed_ore: string }>(
        `select has_guardian, unconfirmed_ore from public.competition_standing()`,
      ),
    );
    expect(rows[0]?.has_guardian).toBe(false);
    expect(Number(rows[0]?.unconfirmed_ore)).toBe(100000);
  });
});

describe('a month’s podium is out of reach of typed money alone', () => {
  // March 2025 in Stockholm time, staged as the server records it: each deposit with its awards.
  const MAR = '2025-02-28T23:00:00.000Z';
  const APR = '2025-03-31T22:00:00.000Z';
  const day = (d: number) => new Date(Date.parse(MAR) + (d - 1) * 86_400_000 + 10 * 3_600_000);

  /** A teen with an old account in the league; `guardian` confirms each deposit as it comes. */
  async function saver(name: string, guardian: Actor | null) {
    const teen = await newPerson(test.db, 'barn', { firstName: name, emailPrefix: 'podium' });
    await sql(`update auth.users set created_at = '2024-01-01' where id = $1`, [teen.id]);
    if (guardian) await familyOf(test.db, [guardian], [teen]);
    await call(teen, `select public.join_competition() as v`);
    return teen;
  }

  /** Goals of 1 000 kr, each given `amountOre` on each of `days`, with the awards it earns. */
  async function save(
    teen: Actor,
    goals: number,
    days: number[],
    amountOre: number,
    by: Actor | null,
  ) {
    for (let g = 0; g < goals; g += 1) {
      const goal = randomUUID();
      await sql(
        `insert into public.savings_goals (id, user_id, title, target_ore, created_at)
         values ($1, $2, 'Mål', 100000, '2025-01-01')`,
        [goal, teen.id],
      );
      let saved = 0;
      for (const d of days) {
        const at = day(d).toISOString();
        const deposit = randomUUID();
        await sql(
          `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at,
             confirmed_by, confirmed_at)
           values ($1, $2, $3, $4, $5, $6, case when $6::uuid is null then null else $5::timestamptz end)`,
          [deposit, teen.id, goal, amountOre, at, by?.id ?? null],
        );
        const award = (kind: string, amount: number, source: string) =>
          sql(
            `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
             values ($1, $2, $3, $4, $5, $6)`,
            [randomUUID(), teen.id, kind, amount, source, at],
          );
        if (g === 0) await award('goal_deposit', 10, deposit); // the first of the day
        const before = saved;
        saved += amountOre;
        for (const milestone of [25, 50, 75]) {
          if (before * 100 < 100000 * milestone && saved * 100 >= 100000 * milestone)
            await award('goal_milestone', 25, `${goal}:${milestone}`);
        }
        if (before < 100000 && saved >= 100000) await award('goal_reached', 100, goal);
      }
    }
  }

  it('the typist stays at the cap and places fourth behind three modest savers a parent vouched for', async () => {
    const everyDay = Array.from({ length: 31 }, (_, i) => i + 1);
    // The typist: three goals, 100 kr on each every day of the month, never confirmed.
    const typist = await saver('Tim', null);
    await save(typist, 3, everyDay, 10000, null);
    // Three teens who saved 200 kr on three days, each deposit confirmed by a parent.
    const honest: Actor[] = [];
    for (const name of ['Alva', 'Bror', 'Cleo']) {
      const parent = await newPerson(test.db, 'foralder', { emailPrefix: 'podium' });
      const teen = await saver(name, parent);
      await save(teen, 1, [3, 12, 24], 20000, parent);
      honest.push(teen);
    }
    const scores = async () =>
      new Map<string | null, number>(
        (
          await sql<{ user_id: string; score: number }>(
            `select user_id, score from private.competition_points($1, $2, $3)`,
            [MAR, APR, [typist.id, ...honest.map((h) => h.id)]],
          )
        ).rows.map((row) => [row.user_id, row.score]),
      );
    const before = await scores();
    expect(before.get(typist.id)).toBe(UNCONFIRMED_SAVING_CAP);
    // 3 deposit days × 10, milestones 25 and 50, and 60 goal points: 140 each.
    for (const h of honest) expect(before.get(h.id)).toBe(140);

    await sql(`select * from private.close_competition('month', '2025-04-01T00:10:00+02:00')`);
    const { rows: podium } = await sql<{ user_id: string; position: number; prize: string | null }>(
      `select user_id, position, prize from public.competition_results
       where period = 'month' and starts = $1 order by position`,
      [MAR],
    );
    const winners = podium.filter((row) => row.prize !== null).map((row) => row.user_id);
    expect(winners).toHaveLength(3);
    expect(winners).not.toContain(typist.id);
    expect(podium.find((row) => row.user_id === typist.id)?.position).toBe(4);

    // The cap, not the history, held the typist back: the same month vouched for would win it.
    await sql(`update public.goal_deposits set confirmed_at = created_at where user_id = $1`, [
      typist.id,
    ]);
    const after = await scores();
    expect(after.get(typist.id)).toBeGreaterThan(5 * 140);
  });
});
