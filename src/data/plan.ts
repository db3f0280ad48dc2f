import { DEFAULT_PLAN, type MyPlan } from '@/lib/plans';

import { myPlan } from './remote/plan';

/**
 * The signed-in member's plan (public.my_plan) as last heard from the server, kept on the device
 * per user so the app knows it offline (localStorage: small, read synchronously at start). A
 * member never heard from is on Basic (DEFAULT_PLAN) until the server says otherwise.
 */
const KEY_PREFIX = 'slantis-plan:';
const keyFor = (userId: string) => `${KEY_PREFIX}${userId}`;

type Entry = { plan: MyPlan; fetchedAt: number };

const memory = new Map<string, Entry | null>();
/** When this page load last heard the plan: a plan kept from before (another page, the
 * provider's checkout or portal) is shown at once but always asked for again. */
const heardHere = new Map<string, number>();
const inFlight = new Map<string, Promise<MyPlan>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function isPlan(value: unknown): value is MyPlan {
  const plan = value as Partial<MyPlan> | null;
  return (
    !!plan &&
    (plan.plan === 'basic' || plan.plan === 'familj') &&
    (plan.active_goals === null || typeof plan.active_goals === 'number')
  );
}

function read(userId: string): Entry | null {
  if (memory.has(userId)) return memory.get(userId) ?? null;
  let entry: Entry | null = null;
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<Entry>) : null;
    if (parsed && isPlan(parsed.plan)) {
      entry = { plan: parsed.plan, fetchedAt: Number(parsed.fetchedAt) || 0 };
    }
  } catch {
    entry = null;
  }
  memory.set(userId, entry);
  return entry;
}

/** The member's last known plan, or null when this device never heard it. */
export const knownPlan = (userId: string): MyPlan | null => read(userId)?.plan ?? null;

/** The member's plan for the app's rules: the last known one, else Basic. */
export const planOf = (userId: string | null | undefined): MyPlan =>
  (userId ? knownPlan(userId) : null) ?? DEFAULT_PLAN;

/** When this page load last fetched the plan (epoch ms), 0 when it has not. */
export const planFetchedAt = (userId: string): number => heardHere.get(userId) ?? 0;

/** Keeps an answer of the server as the member's plan. */
export function rememberPlan(userId: string, plan: MyPlan, at = Date.now()): void {
  const entry = { plan, fetchedAt: at };
  memory.set(userId, entry);
  heardHere.set(userId, at);
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(entry));
  } catch {
    // A full or blocked storage: the plan is still known until the page closes.
  }
  emit();
}

/** Asks the server for the member's plan and keeps it; one request at a time per member. */
export function refreshPlan(userId: string): Promise<MyPlan> {
  const running = inFlight.get(userId);
  if (running) return running;
  const request = myPlan()
    .then((plan) => {
      if (!isPlan(plan)) throw new Error('my_plan gave an answer of the wrong shape');
      rememberPlan(userId, plan);
      return plan;
    })
    .finally(() => inFlight.delete(userId));
  inFlight.set(userId, request);
  return request;
}

/** Forgets the member's plan on this device (the account is gone from it). */
export function forgetPlan(userId: string): void {
  memory.delete(userId);
  heardHere.delete(userId);
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to forget.
  }
  emit();
}

/** Calls `listener` whenever a plan is remembered or forgotten; returns the unsubscribe. */
export function onPlanChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
