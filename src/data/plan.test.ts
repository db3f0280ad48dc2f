import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_PLAN, type MyPlan } from '@/lib/plans';

vi.mock('./remote/plan', () => ({ myPlan: vi.fn() }));

const familj: MyPlan = { ...DEFAULT_PLAN, plan: 'familj', name: 'Familj', active_goals: null };
const USER = 'c4a1a3c8-0a57-4d2c-9f34-4a3a2d3b9e10';

/** The module as a new page load finds it: nothing in memory, what localStorage kept. */
const freshPage = async () => {
  vi.resetModules();
  return import('./plan');
};

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('the plan kept on the device', () => {
  it('is Basic before the server was ever heard', async () => {
    const plan = await freshPage();
    expect(plan.knownPlan(USER)).toBeNull();
    expect(plan.planOf(USER)).toEqual(DEFAULT_PLAN);
    expect(plan.planOf(null)).toEqual(DEFAULT_PLAN);
  });

  it('is known offline on the next page load, yet asked for again there', async () => {
    (await freshPage()).rememberPlan(USER, familj);
    const next = await freshPage();
    expect(next.planOf(USER)).toEqual(familj);
    // Back from Stripe's checkout or portal the plan may have changed: not "fresh" here.
    expect(next.planFetchedAt(USER)).toBe(0);
  });

  it('refreshes through my_plan, one request at a time, and refuses an answer of the wrong shape', async () => {
    const plan = await freshPage();
    const { myPlan } = await import('./remote/plan');
    vi.mocked(myPlan).mockResolvedValue(familj);
    const [a, b] = await Promise.all([plan.refreshPlan(USER), plan.refreshPlan(USER)]);
    expect(a).toEqual(familj);
    expect(b).toBe(a);
    expect(myPlan).toHaveBeenCalledTimes(1);
    expect(plan.planFetchedAt(USER)).toBeGreaterThan(0);

    vi.mocked(myPlan).mockResolvedValue({ plan: 'guld' } as unknown as MyPlan);
    await expect(plan.refreshPlan(USER)).rejects.toThrow(/wrong shape/);
    expect(plan.planOf(USER)).toEqual(familj);
  });

  it('is forgotten with the account', async () => {
    const plan = await freshPage();
    plan.rememberPlan(USER, familj);
    plan.forgetPlan(USER);
    expect(plan.knownPlan(USER)).toBeNull();
    expect((await freshPage()).knownPlan(USER)).toBeNull();
  });
});
