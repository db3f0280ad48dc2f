/**
 * The plans (spec §9) as the app explains them. The server's checks read the same numbers from
 * private.plans (supabase/migrations/20261129000100_plans.sql); plans.test.ts keeps them equal.
 */

/** Basic (free): active (not yet reached, not deleted) savings goals a member may have at once. */
export const BASIC_ACTIVE_GOAL_LIMIT = 5;

/** Familj's price for a month, in öre incl. 25 % moms (what Stripe charges). */
export const FAMILJ_PRICE_ORE = 4900;

/** The moms part of a price that includes 25 % moms: price × 25/125 = price × 0.2. */
export const momsPartOre = (priceInclMomsOre: number): number => Math.round(priceInclMomsOre * 0.2);

export type PlanId = 'basic' | 'familj';

/** A Stripe subscription's status, as the server keeps it. */
export type BillingStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** The family's subscription, shown only to a guardian of a family that has or had one. */
export type Billing = {
  status: BillingStatus;
  period_end: string | null;
  cancel_at_period_end: boolean;
  /** Set while past_due: Familj lasts until then. */
  grace_until: string | null;
  trial_end: string | null;
  /** The caller is the guardian who pays (only she opens the provider's portal). */
  is_payer: boolean;
  /** Who pays, when it is another guardian (null when it is the caller or unknown). */
  payer_first_name: string | null;
};

/** public.my_plan(): the plan of the caller's family (a child's plan is the family's). */
export type MyPlan = {
  plan: PlanId;
  name: string;
  /** Active savings goals a member may have at once; null: no limit. */
  active_goals: number | null;
  /** How many weeks back a guardian's insights go (Basic 4, Familj 12). */
  insight_weeks: number;
  priority_support: boolean;
  /** Familj's monthly price incl. moms, in öre. */
  price_ore: number;
  /** The caller is a guardian of an active family. */
  is_guardian: boolean;
  has_family: boolean;
  billing: Billing | null;
};

/** What the app assumes before it has ever heard from the server: Basic, no family. */
export const DEFAULT_PLAN: MyPlan = {
  plan: 'basic',
  name: 'Basic',
  active_goals: BASIC_ACTIVE_GOAL_LIMIT,
  insight_weeks: 4,
  priority_support: false,
  price_ore: FAMILJ_PRICE_ORE,
  is_guardian: false,
  has_family: false,
  billing: null,
};

type GoalLike = {
  id: string;
  createdAt: string;
  deleted: boolean;
  savedOre: number;
  targetOre: number;
};

/**
 * The goals that are locked (read-only) on a plan with `limit` active goals, as the server
 * decides it: of the member's active goals (not deleted, not reached), ordered by created_at and
 * then id, the first `limit` stay open and the rest are locked. No limit: nothing is locked.
 */
export function lockedGoalIds(goals: readonly GoalLike[], limit: number | null): Set<string> {
  if (limit === null) return new Set();
  const active = goals
    .filter((goal) => !goal.deleted && goal.savedOre < goal.targetOre)
    .sort((a, b) => {
      const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
      if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  return new Set(active.slice(Math.max(0, limit)).map((goal) => goal.id));
}
