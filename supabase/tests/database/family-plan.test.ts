// @both-engines: the Familj plan (issue 43) as the database keeps it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { BASIC_ACTIVE_GOAL_LIMIT } from '@/lib/plans';

import {
  as,
  callAs,
  familyOf,
  newPerson,
  reauthenticated,
  valueOf,
  type Actor,
} from '../helpers/actors';
import { pushAs, upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const service: Actor = { name: 'service', role: 'service_role', id: null, email: null };
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

type Fields = {
  status: string;
  period_start?: number;
  period_end?: number;
  cancel_at_period_end?: boolean;
};

/** A Stripe event as billing/events.ts reduces it. */
function subscriptionEvent(
  family: string,
  subscription: string,
  fields: Fields,
  {
    type = 'customer.subscription.updated',
    created = now(),
    id = `evt_${randomUUID().replaceAll('-', '')}`,
  } = {},
) {
  return {
    id,
    type,
    created,
    family_id: family,
    subscription,
    customer: 'cus_test1',
    fields: { period_start: now() - DAY, period_end: now() + 29 * DAY, ...fields },
  };
}

const apply = (event: unknown) =>
  callAs<string>(test.db, service, `select public.apply_billing_event($1::jsonb) as v`, [
    JSON.stringify(event),
  ]);

const myPlan = (actor: Actor) =>
  callAs<{ plan: string; active_goals: number | null; billing: Record<string, unknown> | null }>(
    test.db,
    actor,
    `select public.my_plan() as v`,
  );

async function family() {
  const parent = await newPerson(test.db, 'foralder', { emailPrefix: 'plan' });
  const teen = await newPerson(test.db, 'barn', { firstName: 'Elsa', emailPrefix: 'plan' });
  const id = await familyOf(test.db, [parent], [teen]);
  return { parent, teen, id, sub: `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}` };
}

const goalOp = (title: string) => upsertOp('savings_goals', { title, target_ore: 100000 });

/** Goals made one push at a time, so each is newer than the one before (the lock's order). */
async function goals(teen: Actor, count: number) {
  const ops = Array.from({ length: count }, (_, i) => goalOp(`Mål ${i + 1}`));
  const statuses: (string | undefined)[] = [];
  for (const op of ops) statuses.push((await pushAs(test.db, teen, [op]))[0]?.status);
  return { ids: ops.map((op) => op.id), statuses };
}

describe('the Familj plan', () => {
  it('is Basic until a subscription is in force; then the 6th goal is allowed for the child', async () => {
    const { parent, teen, id, sub } = await family();
    expect((await myPlan(teen)) as object).toMatchObject({ plan: 'basic', active_goals: 5 });
    const five = await goals(teen, BASIC_ACTIVE_GOAL_LIMIT);
    expect(five.statuses.every((s) => s === 'applied')).toBe(true);
    const [refused] = await pushAs(test.db, teen, [goalOp('Mål 6')]);
    expect([refused?.status, refused?.code]).toEqual(['rejected', 'goal_limit']);

    expect(
      await apply(
        subscriptionEvent(id, sub, { status: 'active' }, { type: 'customer.subscription.created' }),
      ),
    ).toBe('applied');
    expect(await myPlan(teen)).toMatchObject({ plan: 'familj', active_goals: null, billing: null });
    expect(await myPlan(parent)).toMatchObject({
      plan: 'familj',
      billing: { status: 'active', cancel_at_period_end: false },
    });
    const [sixth] = await pushAs(test.db, teen, [goalOp('Mål 6')]);
    expect(sixth?.status).toBe('applied');
  });

  it('an incomplete or cancelled subscription gives nothing; an unknown family is unmatched', async () => {
    const { teen, id, sub } = await family();
    await apply(subscriptionEvent(id, sub, { status: 'incomplete' }));
    expect(await myPlan(teen)).toMatchObject({ plan: 'basic' });
    expect(await apply(subscriptionEvent(randomUUID(), `${sub}x`, { status: 'active' }))).toBe(
      'unmatched',
    );
  });

  it('lapsed: past due holds through the grace period, then Basic keeps every goal, beyond the limit read-only', async () => {
    const { parent, teen, id, sub } = await family();
    await apply(subscriptionEvent(id, sub, { status: 'active' }, { created: now() - 20 * DAY }));
    const seven = await goals(teen, 7);
    expect(seven.statuses.every((s) => s === 'applied')).toBe(true);

    // A renewal failed 3 days ago: still Familj, and the guardians see until when.
    await apply(subscriptionEvent(id, sub, { status: 'past_due' }, { created: now() - 3 * DAY }));
    const pastDue = (await myPlan(parent)) as unknown as {
      plan: string;
      billing: { grace_until: string };
    };
    expect(pastDue.plan).toBe('familj');
    const graceDays = (Date.parse(pastDue.billing.grace_until) - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(3.9);
    expect(graceDays).toBeLessThan(4.1);
    const told = await valueOf<string>(
      test.db,
      `select title || ' | ' || body as v from public.notifications
       where user_id = $1 and kind = 'plan_payment_failed'`,
      [parent.id],
    );
    expect(told).toMatch(
      /^Betalningen för Familj gick inte igenom \| Uppdatera kortet senast \d{1,2} [a-z]+ \d{4} så fortsätter Familj\. Annars blir familjen Basic igen, och inget försvinner\.$/,
    );

    // Seven days after the failure the grace is over: Basic, with nothing lost.
    await test.db.query(
      `update private.family_subscriptions set past_due_since = now() - interval '8 days'
       where subscription_id = $1`,
      [sub],
    );
    expect(await myPlan(teen)).toMatchObject({ plan: 'basic', active_goals: 5 });
    expect(
      await valueOf<number>(
        test.db,
        `select count(*)::int as v from public.savings_goals where user_id = $1 and not deleted`,
        [teen.id],
      ),
    ).toBe(7);

    // The first five stay open; the sixth and seventh are read-only, but may be deleted.
    const [open] = await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: seven.ids[0], amount_ore: 500 }),
    ]);
    expect(open?.status).toBe('applied');
    const [locked] = await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: seven.ids[5], amount_ore: 500 }),
    ]);
    expect([locked?.status, locked?.code, locked?.reason]).toEqual([
      'rejected',
      'goal_locked',
      refusalWords.goal_locked,
    ]);
    const renamed = await callAs(
      test.db,
      teen,
      `update public.savings_goals set title = 'Nytt namn' where id = $1 returning 1 as v`,
      [seven.ids[6]],
    );
    expect(renamed).toBe(`ERR P0001 ${refusalWords.goal_locked}`);
    const [deleted] = await pushAs(test.db, teen, [
      { opId: randomUUID(), table: 'savings_goals', op: 'delete', id: seven.ids[6]! },
    ]);
    expect(deleted?.status).toBe('applied');
    // With one gone, the sixth is still beyond five... until another is reached.
    await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: seven.ids[1], amount_ore: 100000 }),
    ]);
    const [unlocked] = await pushAs(test.db, teen, [
      upsertOp('goal_deposits', { goal_id: seven.ids[5], amount_ore: 500 }),
    ]);
    expect(unlocked?.status).toBe('applied');
  });

  it('a teen cannot change the plan: no checkout context, no event, no table', async () => {
    const { teen, id, sub } = await family();
    expect(await callAs(test.db, teen, `select public.billing_context() as v`)).toBe(
      'ERR P0001 Bara en förälder i familjen kan ändra familjens plan.',
    );
    expect(
      await callAs(test.db, teen, `select public.apply_billing_event($1::jsonb) as v`, [
        JSON.stringify(subscriptionEvent(id, sub, { status: 'active' })),
      ]),
    ).toMatch(/^ERR 42501/);
    const direct = await as(
      test.db,
      teen,
      async (q) => {
        try {
          await q.query(
            `insert into private.family_subscriptions (subscription_id, family_id, status)
           values ($1, $2, 'active')`,
            [sub, id],
          );
          return 'ok';
        } catch (error) {
          return (error as { code?: string }).code;
        }
      },
      { rollback: true },
    );
    expect(direct).toBe('42501');
    expect(await myPlan(teen)).toMatchObject({ plan: 'basic' });
  });

  it('a guardian gets the checkout context; one without a family is told to make one', async () => {
    const { parent, id } = await family();
    expect(await callAs(test.db, parent, `select public.billing_context() as v`)).toMatchObject({
      family_id: id,
      plan: 'basic',
      email: parent.email,
    });
    const alone = await newPerson(test.db, 'foralder', { emailPrefix: 'plan' });
    expect(await callAs(test.db, alone, `select public.billing_context() as v`)).toBe(
      'ERR P0001 Skapa familjen först, så kan du välja Familj för hela familjen.',
    );
  });

  it('events apply once and in their own order', async () => {
    const { parent, id, sub } = await family();
    const t = now();
    const activated = subscriptionEvent(id, sub, { status: 'active' }, { created: t });
    expect(await apply(activated)).toBe('applied');
    expect(await apply(activated)).toBe('duplicate');
    // Cancel at period end, then an older 'created' arrives late: it changes nothing.
    expect(
      await apply(
        subscriptionEvent(
          id,
          sub,
          { status: 'active', cancel_at_period_end: true },
          { created: t + 60 },
        ),
      ),
    ).toBe('applied');
    expect(
      await apply(
        subscriptionEvent(
          id,
          sub,
          { status: 'incomplete' },
          { type: 'customer.subscription.created', created: t - 5 },
        ),
      ),
    ).toBe('stale');
    expect(await myPlan(parent)).toMatchObject({
      plan: 'familj',
      billing: { status: 'active', cancel_at_period_end: true },
    });
    // The period ends: deleted. Basic.
    expect(
      await apply(
        subscriptionEvent(
          id,
          sub,
          { status: 'canceled', cancel_at_period_end: true },
          { type: 'customer.subscription.deleted', created: t + 120 },
        ),
      ),
    ).toBe('applied');
    expect(await myPlan(parent)).toMatchObject({ plan: 'basic', billing: { status: 'canceled' } });
    const history = await valueOf<string[]>(
      test.db,
      `select array_agg(status || ':' || cancel_at_period_end order by event_at) as v
       from private.plan_history where subscription_id = $1`,
      [sub],
    );
    expect(history).toEqual(['active:false', 'active:true', 'canceled:true']);
    expect(
      await valueOf<number>(
        test.db,
        `select count(*)::int as v from private.billing_events where event_id = $1`,
        [activated.id],
      ),
    ).toBe(1);
  });

  it('priority support: a Familj family’s open ticket goes first on the staff desk', async () => {
    const staff = await newPerson(test.db, 'foralder', { emailPrefix: 'desk' });
    await test.db.query('insert into public.staff_members (user_id) values ($1)', [staff.id]);
    const basic = await family();
    const familj = await family();
    await apply(subscriptionEvent(familj.id, familj.sub, { status: 'active' }));
    const submit = (actor: Actor, subject: string) =>
      callAs(
        test.db,
        actor,
        `select ticket_number as v from public.submit_support_ticket('Anna', 'Lind', $1,
           'account', $2, 'Jag behöver hjälp med kontot, tack.')`,
        [actor.email, subject],
      );
    await submit(familj.parent, 'Från Familj');
    await submit(basic.parent, 'Från Basic');
    const desk = await as(test.db, staff, async (q) => {
      const { rows } = await q.query<{ subject: string; priority: boolean }>(
        `select subject, priority from public.staff_support_tickets('new')
         where subject in ('Från Familj', 'Från Basic')`,
      );
      return rows;
    });
    expect(desk).toEqual([
      { subject: 'Från Familj', priority: true },
      { subject: 'Från Basic', priority: false },
    ]);
  });

  it('parent insights: 4 weeks back on Basic, 12 on Familj, whatever the app asks for', async () => {
    const { parent, teen, id, sub } = await family();
    const weeksSeen = async () =>
      (
        (await callAs<{ weeks: unknown[] }>(
          test.db,
          parent,
          `select public.parent_insights($1, 12) as v`,
          [teen.id],
        )) as { weeks: unknown[] }
      ).weeks.length;
    expect(await weeksSeen()).toBe(4);
    await apply(subscriptionEvent(id, sub, { status: 'active' }));
    expect(await weeksSeen()).toBe(12);
    expect(await myPlan(parent)).toMatchObject({ insight_weeks: 12 });
  });

  it('the guardian who pays cannot delete her account until Familj is cancelled', async () => {
    const { parent, id, sub } = await family();
    await test.db.query(
      `insert into private.family_subscriptions (subscription_id, family_id, started_by, status)
       values ($1, $2, $3, 'incomplete')`,
      [sub, id, parent.id],
    );
    await apply(subscriptionEvent(id, sub, { status: 'active' }, { created: now() - 60 }));
    const fresh = await reauthenticated(test.db, parent);
    expect(await callAs(test.db, fresh, `select public.delete_my_account() as v`)).toBe(
      `ERR P0001 ${refusalWords.plan_renews}`,
    );
    await apply(subscriptionEvent(id, sub, { status: 'active', cancel_at_period_end: true }));
    expect(await callAs(test.db, fresh, `select public.delete_my_account() as v`)).not.toMatch(
      /^ERR/,
    );
    expect(
      await valueOf<number>(test.db, `select count(*)::int as v from auth.users where id = $1`, [
        parent.id,
      ]),
    ).toBe(0);
  });

  it('the payer stays in the family until Familj is cancelled, and her customer is hers alone', async () => {
    const { parent, id, sub } = await family();
    const second = await newPerson(test.db, 'foralder', { emailPrefix: 'plan' });
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian')`,
      [id, second.id],
    );
    await test.db.query(
      `insert into private.family_subscriptions (subscription_id, family_id, started_by, customer_id)
       values ($1, $2, $3, 'cus_payer')`,
      [sub, id, parent.id],
    );
    await apply(subscriptionEvent(id, sub, { status: 'active' }, { created: now() - 60 }));
    const remove = (actor: Actor, who: Actor) =>
      callAs(test.db, actor, `select public.remove_family_member($1, $2) as v`, [id, who.id]);
    expect(await remove(parent, parent)).toBe(`ERR P0001 ${refusalWords.payer_leaves}`);
    expect(await remove(second, parent)).toBe(`ERR P0001 ${refusalWords.payer_in_family}`);
    // The other guardian sees the plan and who pays, but never the payer's customer.
    expect(await callAs(test.db, second, `select public.billing_context() as v`)).toMatchObject({
      customer_id: null,
      payer_first_name: 'Test',
    });
    expect(await callAs(test.db, parent, `select public.billing_context() as v`)).toMatchObject({
      customer_id: 'cus_payer',
      payer_first_name: null,
    });
    expect(await myPlan(second)).toMatchObject({ billing: { is_payer: false } });
    await apply(subscriptionEvent(id, sub, { status: 'active', cancel_at_period_end: true }));
    expect(await remove(parent, parent)).not.toMatch(/^ERR/);
  });

  it('a receipt paid before the subscription is known is asked for again; an ended subscription stays ended', async () => {
    const { parent, id, sub } = await family();
    const t = now();
    const invoice = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      type: 'invoice.paid',
      created: t,
      family_id: id,
      subscription: sub,
      customer: 'cus_test1',
      fields: null,
      invoice: { amount_paid: 4900, period_start: t, period_end: t + 30 * DAY },
    };
    expect(await apply(invoice)).toMatch(/^ERR P0002/);
    await apply(subscriptionEvent(id, sub, { status: 'active' }, { created: t }));
    expect(await apply(invoice)).toBe('recorded');
    expect(
      await valueOf<string>(
        test.db,
        `select body as v from public.notifications where user_id = $1 and kind = 'plan_receipt'`,
        [parent.id],
      ),
    ).toMatch(/^Vi har tagit emot 49\u00a0kr för Familj/);
    // Deleted, then an 'updated' of the same second: the end stands.
    await apply(
      subscriptionEvent(
        id,
        sub,
        { status: 'canceled' },
        { type: 'customer.subscription.deleted', created: t + 5 },
      ),
    );
    expect(await apply(subscriptionEvent(id, sub, { status: 'active' }, { created: t + 5 }))).toBe(
      'stale',
    );
    expect(await myPlan(parent)).toMatchObject({ plan: 'basic', billing: { status: 'canceled' } });
  });
});
