import { describe, expect, it } from 'vitest';

import { as, createUser, profileMetadata, sqlstate, type Actor } from '../helpers/actors';
import { personnummer } from '../helpers/personnummer';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 26 §5 (20261127001100_money_year.sql): "Är det här ett bedrägeri?" drills graded on the
// server. The verdicts are unreadable before answering; the first answer counts; a forged client
// sending "all correct", replaying or guessing twice earns nothing beyond one award per drill.

let test: TestDatabase;
withTestWorld((opened) => {
  ({ test } = opened);
});

let serial = 0;
async function teen(fornamn: string): Promise<Actor> {
  serial += 1;
  const email = `drill${serial}@example.com`;
  const id = await createUser(
    test.db,
    email,
    profileMetadata({
      roll: 'barn',
      fornamn,
      personnummer: personnummer('2010-06-01', 400 + serial),
    }),
  );
  return { name: 'teenA', role: 'authenticated', id, email };
}
const anon: Actor = { name: 'anon', role: 'anon', id: '', email: '' };

type Drill = {
  id: string;
  message: string;
  answer: null | { correct: boolean; is_scam: boolean; explanation: string };
};
type Verdict = {
  correct: boolean;
  is_scam: boolean;
  first: boolean;
  explanation: string;
  xp: number;
};

const drills = (who: Actor) =>
  as(
    test.db,
    who,
    async (q) => (await q.query<{ v: Drill[] }>('select public.scam_drills() as v')).rows[0]!.v,
  );
const answer = (who: Actor, drill: string, scam: boolean) =>
  as(
    test.db,
    who,
    async (q) =>
      (await q.query<{ v: Verdict }>('select public.answer_scam_drill($1, $2) as v', [drill, scam]))
        .rows[0]!.v,
  );
const drillXp = async (who: Actor) =>
  (
    await test.db.query<{ n: number; xp: number }>(
      `select count(*)::int as n, coalesce(sum(amount), 0)::int as xp from public.xp_events
       where user_id = $1 and source_id like 'scam-drill:%'`,
      [who.id],
    )
  ).rows[0]!;
const truth = async () =>
  Object.fromEntries(
    (
      await test.db.query<{ id: string; is_scam: boolean }>(
        'select id, is_scam from private.scam_drills order by position',
      )
    ).rows.map((r) => [r.id, r.is_scam]),
  );

describe('scam drills: nothing of the answer before answering', () => {
  it('the drill list carries scenarios without verdicts; the key table is closed', async () => {
    const a = await teen('Alma');
    const list = await drills(a);
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const drill of list) {
      expect(drill.answer).toBeNull();
      expect(JSON.stringify(drill)).not.toMatch(/is_scam|explanation|signs/);
    }
    for (const who of [a, anon]) {
      expect(
        await sqlstate(as(test.db, who, (q) => q.query('select * from private.scam_drills'))),
      ).toBe('42501');
    }
    expect(await sqlstate(as(test.db, anon, (q) => q.query('select public.scam_drills()')))).toBe(
      '42501',
    );
    expect(
      await sqlstate(
        as(test.db, anon, (q) => q.query(`select public.answer_scam_drill('blocket-swish', true)`)),
      ),
    ).toBe('42501');
  });

  it('answers are graded here; the verdict and explanation come back, and then stay readable', async () => {
    const b = await teen('Bo');
    const key = await truth();
    const verdict = await answer(b, 'blocket-swish', true);
    expect(verdict).toMatchObject({
      correct: key['blocket-swish'],
      is_scam: true,
      first: true,
      xp: 15,
    });
    expect(verdict.explanation).toMatch(/Swish-förfrågan/);
    const wrong = await answer(b, 'kompis-swish', true);
    expect(wrong).toMatchObject({ correct: false, is_scam: false, first: true, xp: 0 });
    const list = await drills(b);
    expect(list.find((d) => d.id === 'blocket-swish')!.answer).toMatchObject({ correct: true });
    expect(list.find((d) => d.id === 'kompis-swish')!.answer).toMatchObject({ correct: false });
    expect(list.find((d) => d.id === 'falsk-butik')!.answer).toBeNull();
    // Another member sees none of Bo's answers.
    const c = await teen('Cleo');
    expect((await drills(c)).every((d) => d.answer === null)).toBe(true);
    expect(
      await as(
        test.db,
        c,
        async (q) => (await q.query('select * from public.scam_drill_answers')).rows.length,
      ),
    ).toBe(0);
  });
});

describe('scam drills: a forged client earns nothing extra', () => {
  it('replays and a second guess after a wrong first answer earn nothing', async () => {
    const d = await teen('Dana');
    const key = await truth();
    // Wrong first, then the right answer: the first answer counts.
    const first = await answer(d, 'snabba-pengar', !key['snabba-pengar']);
    expect(first.xp).toBe(0);
    const second = await answer(d, 'snabba-pengar', key['snabba-pengar']!);
    expect(second).toMatchObject({ correct: true, first: false, xp: 0 });
    // A right answer replayed ten times: one award.
    for (let i = 0; i < 10; i += 1) await answer(d, 'falsk-butik', key['falsk-butik']!);
    expect(await drillXp(d)).toEqual({ n: 1, xp: 15 });
  });

  it('"all correct" sent straight to the API: at most one award per drill, no competition points', async () => {
    const e = await teen('Eli');
    const key = await truth();
    for (const [id, scam] of Object.entries(key)) {
      await answer(e, id, scam);
      await answer(e, id, scam);
    }
    const n = Object.keys(key).length;
    expect(await drillXp(e)).toEqual({ n, xp: 15 * n });
    const scoring = await test.db.query(
      `select 1 from public.xp_events where user_id = $1 and source_id like 'scam-drill:%' and scoring`,
      [e.id],
    );
    expect(scoring.rows).toEqual([]);
  });

  it('forged writes: no direct insert, no unknown drill, no third answer, nobody else’s account', async () => {
    const f = await teen('Fia');
    const g = await teen('Gus');
    expect(
      await sqlstate(
        as(test.db, f, (q) =>
          q.query(
            `insert into public.scam_drill_answers (user_id, drill_id, answered_scam, correct, first)
             values ($1, 'blocket-swish', true, true, true)`,
            [f.id],
          ),
        ),
      ),
    ).toBe('42501');
    expect(
      await sqlstate(
        as(test.db, f, (q) =>
          q.query(`update public.scam_drill_answers set correct = true where user_id = $1`, [f.id]),
        ),
      ),
    ).toBe('42501');
    expect(await sqlstate(answer(f, 'finns-inte', true))).toBe('23514');
    expect(
      await sqlstate(
        as(test.db, f, (q) => q.query(`select public.answer_scam_drill('blocket-swish', null)`)),
      ),
    ).toBe('23514');
    // Calling with forged claims of another user's id is the other user's call: nothing for Fia.
    await answer(g, 'bankid-samtal', true);
    expect(await drillXp(f)).toEqual({ n: 0, xp: 0 });
    expect(
      await sqlstate(
        as(test.db, f, (q) =>
          q.query(`select private.award($1, 'quiz_passed', 'scam-drill:x', 15, false)`, [f.id]),
        ),
      ),
    ).toBe('42501');
  });
});
