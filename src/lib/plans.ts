/**
 * The plans (spec §9) as the app explains them. The server's checks read the same numbers from
 * private.plans (supabase/migrations/20261129000100_plans.sql); plans.test.ts keeps them equal.
 */

/** Basic (free): active (not yet reached, not deleted) savings goals a member may have at once. */
export const BASIC_ACTIVE_GOAL_LIMIT = 5;
