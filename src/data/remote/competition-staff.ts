import {
  deliveryOf,
  num,
  prizeStatusOf,
  rowsOf,
  text,
  type DeliveryDetails,
  type PrizeStatus,
} from './competition-prizes';
import { rpc } from './rpc';

/**
 * The staff's fraud review (20261125000200_competition_close.sql § 7). Every RPC refuses
 * anyone who is not in public.staff_members with 42501 'Ingen behörighet'.
 */
export type CompetitionFlag = {
  id: string;
  periodStart: string;
  displayName: string;
  /** 'ceiling_days', 'new_account_podium', 'family_money' or 'quiz_brute_force' (docs/gamification.md § Månadsavslut). */
  rule: string;
  reason: string;
  dailyScores: { day: string; score: number }[];
  accountAgeDays: number;
  flaggedAt: string;
  outcome: 'cleared' | 'disqualified' | null;
  prizePosition: number | null;
  prizeStatus: PrizeStatus | null;
};

function dailyScores(value: unknown): CompetitionFlag['dailyScores'] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown) => {
    const { day, score } = (entry ?? {}) as { day?: unknown; score?: unknown };
    return { day: text(day), score: num(score) };
  });
}

export async function fetchCompetitionFlags(): Promise<CompetitionFlag[]> {
  return rowsOf(await rpc('staff_competition_flags')).map((row) => ({
    id: text(row.id),
    periodStart: text(row.period_start),
    displayName: text(row.display_name),
    rule: text(row.rule),
    reason: text(row.reason),
    dailyScores: dailyScores(row.daily_scores),
    accountAgeDays: num(row.account_age_days),
    flaggedAt: text(row.flagged_at),
    outcome: row.outcome === 'cleared' || row.outcome === 'disqualified' ? row.outcome : null,
    prizePosition: row.prize_position === null ? null : num(row.prize_position),
    prizeStatus: typeof row.prize_status === 'string' ? (row.prize_status as PrizeStatus) : null,
  }));
}

/** Runs the fraud rules on the running month; resolves with how many accounts were flagged. */
export async function reviewCompetitionNow(): Promise<number> {
  return num(await rpc('staff_review_competition'));
}

export async function decideFlag(flagId: string, decision: 'clear' | 'disqualify'): Promise<void> {
  await rpc(decision === 'clear' ? 'staff_clear_flag' : 'staff_disqualify', {
    flag_id: flagId,
  });
}

/** A prize as the staff who hand it over see it; the address only while it waits to be posted. */
export type StaffPrize = {
  id: string;
  periodStart: string;
  position: number;
  prize: string;
  displayName: string;
  /** Who confirms the delivery: the winner (18+) or a guardian. */
  confirmer: 'winner' | 'guardian';
  status: PrizeStatus;
  delivery: DeliveryDetails | null;
  sentAt: string | null;
};

export async function fetchStaffPrizes(): Promise<StaffPrize[]> {
  return rowsOf(await rpc('staff_prize_claims')).map((row) => ({
    id: text(row.id),
    periodStart: text(row.period_start),
    position: num(row.place),
    prize: text(row.prize),
    displayName: text(row.display_name),
    confirmer: row.confirmer === 'winner' ? 'winner' : 'guardian',
    status: prizeStatusOf(row.status),
    delivery: deliveryOf(row),
    sentAt: typeof row.sent_at === 'string' ? row.sent_at : null,
  }));
}

export async function markPrizeSent(claimId: string): Promise<void> {
  await rpc('staff_mark_prize_sent', { claim_id: claimId });
}
