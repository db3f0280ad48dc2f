import { rpc } from './rpc';

/**
 * The allowance agreement and parent interest RPCs of
 * supabase/migrations/20261127000900_allowance_interest.sql (docs/families.md). Refusals reject
 * with a RemoteError; the family feature words them.
 */
export type AllowanceFrequency = 'weekly' | 'monthly';
export type AllowanceStatus =
  'proposed' | 'active' | 'declined' | 'withdrawn' | 'superseded' | 'ended';
export type AllowanceVersion = {
  id: string;
  version: number;
  amount_ore: number;
  frequency: AllowanceFrequency;
  /** weekly: ISO weekday 1–7; monthly: 1–28, or 0 for the last day of the month. */
  pay_day: number;
  covers: string[];
  note: string | null;
  status: AllowanceStatus;
  proposed_by_name: string | null;
  proposed_by_child: boolean;
  proposed_at: string;
  guardian_confirmed_by_name: string | null;
  guardian_confirmed_at: string | null;
  child_confirmed_at: string | null;
  decline_reason: string | null;
  closed_by_name: string | null;
  closed_at: string | null;
  starts_on: string | null;
  ends_on: string | null;
};
export type AllowanceProposal = {
  child: string;
  amountOre: number;
  frequency: AllowanceFrequency;
  payDay: number;
  covers: string[];
  note: string | null;
};
export type GoalInterest = {
  goal_id: string;
  user_id: string;
  title: string;
  saved_ore: number;
  target_ore: number;
  /** Per month, in hundredths of a percent (200 = 2 %). */
  rate_bp: number;
  set_by_name: string | null;
  set_at: string;
  last_paid_ore: number | null;
  last_paid_on: string | null;
};

export const allowanceHistory = (child: string) =>
  rpc<AllowanceVersion[]>('allowance_history', { child });
export const proposeAllowance = (input: AllowanceProposal) =>
  rpc<string>('propose_allowance', {
    child: input.child,
    amount_ore: input.amountOre,
    frequency: input.frequency,
    pay_day: input.payDay,
    covers: input.covers,
    note: input.note,
  });
export const confirmAllowance = (versionId: string) =>
  rpc<string>('confirm_allowance', { version_id: versionId });
export const declineAllowance = (versionId: string, reason: string) =>
  rpc<string>('decline_allowance', { version_id: versionId, reason });
export const endAllowance = (child: string) => rpc<number>('end_allowance', { child });
export const goalInterestRates = (child: string | null) =>
  rpc<GoalInterest[]>('goal_interest_rates', { child });
export const setGoalInterest = (goalId: string, ratePercent: number) =>
  rpc<number>('set_goal_interest', { goal_id: goalId, rate_percent: ratePercent });
