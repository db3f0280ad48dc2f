import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { bornYearsAgo, callAs, familyOf, newPerson, valueOf, type Actor } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 26 point 3: a guardian's gift link for a relative (docs/families.md "Gift links"). The
// token opens one child's first name and one goal's progress to anyone without an account, and
// takes pledges; a pledge is money only when a guardian of the child confirms it (exactly once).
// A wrong, expired or revoked token shows and accepts nothing; the database keeps only its hash.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };
const person = (roll: 'barn' | 'foralder', age: number, fornamn: string, efternamn: string) =>
  newPerson(test.db, roll, {
    firstName: fornamn,
    lastName: efternamn,
    born: bornYearsAgo(age),
    emailPrefix: 'gift',
  });

/** Calls SQL as the actor; resolves to its value or to 'ERR <sqlstate> <message>'. */
const call = <T = unknown>(actor: Actor, sql: string, params: unknown[] = []) =>
  callAs<T>(test.db, actor, sql, params);
const value = <T>(sql: string, params: unknown[] = []) => valueOf<T>(test.db, sql, params);

let parent: Actor;
let coParent: Actor;
let child: Actor;
let otherParent: Actor;
let otherChild: Actor;
let goal: string;
let secretGoal: string;

const makeLink = async (actor: Actor, days = 30, label: string | null = 'Mormor', onGoal = goal) =>
  call<{ id: string; token: string; expires_at: string }>(
    actor,
    `select to_jsonb(l) as v from public.create_gift_link($1, $2, $3, $4) l`,
    [child.id, onGoal, days, label],
  );
const view = (token: string, actor: Actor = anon) =>
  call<Record<string, unknown> | null>(actor, `select public.gift_link_view($1) as v`, [token]);
const pledge = (
  token: string,
  amount = 50000,
  name = 'Mormor',
  greeting: string | null = 'Grattis!',
) => call(anon, `select public.pledge_gift($1, $2, $3, $4) as v`, [token, amount, name, greeting]);
const gifts = (actor: Actor) =>
  call<{
    links: { id: string; state: string; label: string | null }[];
    pledges: {
      id: string;
      status: string;
      amount_ore: number;
      giver_name: string;
      greeting: string;
    }[];
  }>(actor, `select public.family_gifts() as v`);
const decide = (actor: Actor, id: string, accept: boolean) =>
  call(actor, `select public.decide_gift_pledge($1, $2) as v`, [id, accept]);
const saved = () =>
  value<number>(`select saved_ore::int as v from public.savings_goals where id = $1`, [goal]);
const deposits = () =>
  value<number>(`select count(*)::int as v from public.goal_deposits where goal_id = $1`, [goal]);

beforeAll(async () => {
  parent = await person('foralder', 44, 'Petra', 'Lindqvist');
  coParent = await person('foralder', 46, 'Per', 'Lindqvist');
  child = await person('barn', 14, 'Elsa', 'Lindqvist');
  otherParent = await person('foralder', 40, 'Ulf', 'Berg');
  otherChild = await person('barn', 15, 'Bo', 'Berg');
  await familyOf(test.db, [parent, coParent], [child], 'Familjen Lindqvist');
  await familyOf(test.db, [otherParent], [otherChild], 'Familjen Berg');
  goal = randomUUID();
  secretGoal = randomUUID();
  await test.db.query(
    `insert into public.savings_goals (id, user_id, title, target_ore) values
       ($1, $3, 'Hörlurar', 200000), ($2, $3, 'Present till mamma', 50000)`,
    [goal, secretGoal, child.id],
  );
  await test.db.query(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 50000)`,
    [randomUUID(), child.id, goal],
  );
  await test.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore)
     values ($1, $2, 'expense', 'food', 'Pizza', 12000)`,
    [randomUUID(), child.id],
  );
});

describe('making a link', () => {
  it('only a guardian of the child makes one, for one of the child’s goals', async () => {
    expect(await makeLink(otherParent)).toMatch(/^ERR 42501/);
    expect(await makeLink(child)).toMatch(/^ERR 42501/);
    expect(await makeLink(anon)).toMatch(/^ERR 42501/);
    const othersGoal = randomUUID();
    await test.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 10000)`,
      [othersGoal, otherChild.id],
    );
    expect(await makeLink(parent, 30, 'Mormor', othersGoal)).toMatch(/^ERR P0002/);
    expect(await makeLink(parent, 365)).toMatch(/^ERR P0001/);
    expect(await makeLink(parent, 30, 'x'.repeat(41))).toMatch(/^ERR P0001/);
  });

  it('gives a 128-bit-plus token once and stores only its SHA-256', async () => {
    const link = (await makeLink(parent)) as { id: string; token: string; expires_at: string };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const stored = await test.db.query<Record<string, unknown>>(
      `select * from private.gift_links where id = $1`,
      [link.id],
    );
    const row = JSON.stringify(stored.rows[0]);
    expect(row).not.toContain(link.token);
    expect(
      await value<boolean>(
        `select token_hash = sha256(convert_to($2, 'UTF8')) as v from private.gift_links where id = $1`,
        [link.id, link.token],
      ),
    ).toBe(true);
    // The list shows the link, never a token.
    const list = (await gifts(parent)) as { links: Record<string, unknown>[] };
    expect(list.links.find((l) => l.id === link.id)).toMatchObject({
      state: 'active',
      label: 'Mormor',
    });
    expect(JSON.stringify(list)).not.toContain(link.token);
  });

  it('no API role reads the link or pledge tables', async () => {
    for (const actor of [anon, parent, child]) {
      expect(await call(actor, `select count(*) as v from private.gift_links`)).toMatch(
        /^ERR 42501/,
      );
      expect(await call(actor, `select count(*) as v from private.gift_pledges`)).toMatch(
        /^ERR 42501/,
      );
    }
  });
});

describe('the relative’s page', () => {
  it('shows only the first name and the one goal’s progress', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    const page = await view(token);
    expect(page).toEqual({
      first_name: 'Elsa',
      goal_title: 'Hörlurar',
      saved_ore: 50000,
      target_ore: 200000,
      percent: 25,
      expires_at: expect.any(String) as unknown,
    });
    const text = JSON.stringify(page);
    for (const secret of [
      'Lindqvist',
      'Present till mamma',
      'Pizza',
      '12000',
      child.id!,
      goal,
      child.email!,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a wrong, expired or revoked token shows nothing and takes no pledge', async () => {
    const expired = (await makeLink(parent, 7)) as { id: string; token: string };
    await test.db.query(
      `update private.gift_links set expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    );
    const revoked = (await makeLink(parent, 7)) as { id: string; token: string };
    expect(await view(revoked.token)).not.toBeNull();
    expect(
      await call(otherParent, `select public.revoke_gift_link($1) as v`, [revoked.id]),
    ).toMatch(/^ERR P0002/);
    expect(await view(revoked.token)).not.toBeNull();
    expect(
      await call(coParent, `select public.revoke_gift_link($1) as v`, [revoked.id]),
    ).toBeDefined();
    const wrong = `${revoked.token.slice(0, -1)}${revoked.token.endsWith('A') ? 'B' : 'A'}`;
    const before = await value<number>(`select count(*)::int as v from private.gift_pledges`);
    for (const token of [expired.token, revoked.token, wrong, '', 'x'.repeat(32)]) {
      expect(await view(token)).toBeNull();
      expect(await pledge(token)).toMatch(/^ERR P0002/);
    }
    expect(await value<number>(`select count(*)::int as v from private.gift_pledges`)).toBe(before);
    const states = ((await gifts(parent)) as { links: { id: string; state: string }[] }).links;
    expect(states.find((l) => l.id === expired.id)?.state).toBe('expired');
    expect(states.find((l) => l.id === revoked.id)?.state).toBe('revoked');
  });

  it('a link stops working when its maker leaves the family', async () => {
    const { token } = (await makeLink(coParent)) as { token: string };
    expect(await view(token)).not.toBeNull();
    await test.db.query(`update public.family_members set status = 'removed' where user_id = $1`, [
      coParent.id,
    ]);
    expect(await view(token)).toBeNull();
    await test.db.query(`update public.family_members set status = 'active' where user_id = $1`, [
      coParent.id,
    ]);
  });

  it('checks the amount, the name and the greeting', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    expect(await pledge(token, 50)).toMatch(/^ERR P0001/);
    expect(await pledge(token, 500001)).toMatch(/^ERR P0001/);
    expect(await pledge(token, 10000, '   ')).toMatch(/^ERR P0001/);
    expect(await pledge(token, 10000, 'M'.repeat(41))).toMatch(/^ERR P0001/);
    expect(await pledge(token, 10000, 'Mormor', 'å'.repeat(201))).toMatch(/^ERR P0001/);
  });
});

describe('a pledge', () => {
  it('is no deposit until a guardian confirms it, and is paid exactly once', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    const savedBefore = await saved();
    const depositsBefore = await deposits();
    expect(await pledge(token, 50000, ' Mormor ', 'Grattis på födelsedagen!')).toEqual({
      ok: true,
    });
    expect(await saved()).toBe(savedBefore);
    expect(await deposits()).toBe(depositsBefore);
    // The guardians hear of it.
    expect(
      await value<number>(
        `select count(*)::int as v from public.notifications where user_id = $1 and kind = 'gift_pledged'`,
        [coParent.id],
      ),
    ).toBeGreaterThan(0);

    const list = (await gifts(parent)) as { pledges: { id: string; status: string }[] };
    const mine = list.pledges.find((p) => p.status === 'pledged')!;
    expect(mine).toMatchObject({
      giver_name: 'Mormor',
      greeting: 'Grattis på födelsedagen!',
      amount_ore: 50000,
    });

    // Nobody but a guardian of the child answers it, and the child sees no pledge list.
    for (const actor of [child, otherParent, anon]) {
      expect(await decide(actor, mine.id, true)).toMatch(/^ERR (P0002|42501)/);
    }
    expect(((await gifts(otherParent)) as { pledges: unknown[] }).pledges).toEqual([]);
    expect(((await gifts(child)) as { pledges: unknown[] }).pledges).toEqual([]);
    expect(await saved()).toBe(savedBefore);

    expect(await decide(coParent, mine.id, true)).toBe('confirmed');
    expect(await saved()).toBe(savedBefore + 50000);
    expect(await deposits()).toBe(depositsBefore + 1);
    expect(await decide(parent, mine.id, true)).toMatch(/^ERR 23514/);
    expect(await decide(parent, mine.id, false)).toMatch(/^ERR 23514/);
    expect(await saved()).toBe(savedBefore + 50000);

    // The child reads the deposit (the sync pull's select) and the greeting.
    expect(
      await call<number>(
        child,
        `select count(*)::int as v from public.goal_deposits where goal_id = $1`,
        [goal],
      ),
    ).toBe(depositsBefore + 1);
    const note = await call<{ title: string; body: string }>(
      child,
      `select to_jsonb(n) as v from public.my_notifications() n where n.kind = 'gift_received'`,
    );
    expect(note).toMatchObject({ body: 'Från Mormor: Grattis på födelsedagen!' });
    // A gift earns the child no XP: nobody did anything in the app.
    expect(
      await value<number>(
        `select count(*)::int as v from public.xp_events where user_id = $1 and kind like 'goal%'`,
        [child.id],
      ),
    ).toBe(0);
  });

  it('declined adds nothing', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    await pledge(token, 30000, 'Farbror Sven', null);
    const list = (await gifts(parent)) as {
      pledges: { id: string; status: string; giver_name: string }[];
    };
    const mine = list.pledges.find((p) => p.giver_name === 'Farbror Sven')!;
    const before = await saved();
    expect(await decide(parent, mine.id, false)).toBe('declined');
    expect(await decide(parent, mine.id, true)).toMatch(/^ERR 23514/);
    expect(await saved()).toBe(before);
  });

  it('a forged client earns nothing: no direct deposit for the child, no pledge row', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    // A relative (anon) cannot write deposits or pledges around the function.
    expect(
      await call(
        anon,
        `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 100000)`,
        [randomUUID(), child.id, goal],
      ),
    ).toMatch(/^ERR 42501/);
    expect(
      await call(
        anon,
        `insert into private.gift_pledges (link_id, amount_ore, giver_name) select id, 100000, 'X' from private.gift_links`,
      ),
    ).toMatch(/^ERR 42501/);
    // A pledge's status cannot be forged: the only way to 'confirmed' is decide_gift_pledge.
    expect(await call(child, `update private.gift_pledges set status = 'confirmed'`)).toMatch(
      /^ERR 42501/,
    );
    expect(await view(token)).not.toBeNull();
  });

  it('is rate-limited per link: 5 in an hour', async () => {
    const { token } = (await makeLink(parent)) as { token: string };
    for (let i = 0; i < 5; i += 1) expect(await pledge(token, 1000 + i)).toEqual({ ok: true });
    expect(await pledge(token, 2000)).toMatch(/^ERR PT429/);
    // Another link is not affected.
    const fresh = (await makeLink(parent)) as { token: string };
    expect(await pledge(fresh.token, 2000)).toEqual({ ok: true });
  });
});

describe('an adult child’s goals', () => {
  it('a link shows an adult’s goal only while she shares goals', async () => {
    const adult = await person('barn', 20, 'Vera', 'Lindqvist');
    const family = await value<string>(
      `select family_id as v from public.family_members where user_id = $1`,
      [parent.id],
    );
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'child')`,
      [family, adult.id],
    );
    const adultGoal = randomUUID();
    await test.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Resa', 900000)`,
      [adultGoal, adult.id],
    );
    const attempt = await call(
      parent,
      `select to_jsonb(l) as v from public.create_gift_link($1, $2, 30, null) l`,
      [adult.id, adultGoal],
    );
    expect(attempt).toMatch(/^ERR P0002/);
    await test.db.query(
      `insert into public.user_settings (user_id, share_goals) values ($1, true)`,
      [adult.id],
    );
    const link = (await call(
      parent,
      `select to_jsonb(l) as v from public.create_gift_link($1, $2, 30, null) l`,
      [adult.id, adultGoal],
    )) as { token: string };
    expect(await view(link.token)).toMatchObject({ first_name: 'Vera', goal_title: 'Resa' });
    await test.db.query(`update public.user_settings set share_goals = false where user_id = $1`, [
      adult.id,
    ]);
    expect(await view(link.token)).toBeNull();
  });
});
