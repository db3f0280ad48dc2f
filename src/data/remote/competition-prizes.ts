import { rpc } from './rpc';

/**
 * Månadsavslut's RPCs (supabase/migrations/20261125000200_competition_close.sql): last period's
 * podium, the caller's notifications, and the prize claims they follow (their own wins, and their
 * children's that they confirm). No user ids, no kronor; delivery details only to those who may
 * read them.
 */
/** Where a prize is posted: as the winner or their guardian entered it. */
export type DeliveryDetails = {
  fullName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
};

export type Winner = {
  /** The Stockholm date the period began, 'YYYY-MM-DD'. */
  periodStart: string;
  position: number;
  displayName: string;
  score: number;
  prize: string | null;
  isMe: boolean;
};

export type AppNotification = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
};

export type PrizeStatus = 'held' | 'pending' | 'confirmed' | 'sent' | 'disqualified';

export type PrizeClaim = {
  id: string;
  periodStart: string;
  position: number;
  prize: string;
  status: PrizeStatus;
  /** The winner's first name (the caller's own, or their child's). */
  winnerName: string;
  isMine: boolean;
  /** The caller confirms the delivery: a winner of 18+ their own, a guardian a minor's. */
  canConfirm: boolean;
  delivery: DeliveryDetails | null;
};

export const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const rowsOf = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
const STATUSES = new Set<PrizeStatus>(['held', 'pending', 'confirmed', 'sent', 'disqualified']);

export const prizeStatusOf = (value: unknown): PrizeStatus =>
  STATUSES.has(value as PrizeStatus) ? (value as PrizeStatus) : 'pending';

/** A row's delivery details, when the server sent them (only to those who may read them). */
export const deliveryOf = (row: Record<string, unknown>): DeliveryDetails | null =>
  typeof row.full_name === 'string'
    ? {
        fullName: row.full_name,
        streetAddress: text(row.street_address),
        postalCode: text(row.postal_code),
        city: text(row.city),
      }
    : null;

export async function fetchWinners(period: 'month' | 'week' = 'month'): Promise<Winner[]> {
  return rowsOf(await rpc('competition_winners', { period })).map((row) => ({
    periodStart: text(row.period_start),
    position: num(row.position),
    displayName: text(row.display_name),
    score: num(row.score),
    prize: typeof row.prize === 'string' ? row.prize : null,
    isMe: row.is_me === true,
  }));
}

export async function fetchNotifications(): Promise<AppNotification[]> {
  return rowsOf(await rpc('my_notifications')).map((row) => ({
    id: text(row.id),
    kind: text(row.kind),
    title: text(row.title),
    body: text(row.body),
    link: typeof row.link === 'string' ? row.link : null,
    createdAt: text(row.created_at),
    readAt: typeof row.read_at === 'string' ? row.read_at : null,
  }));
}

/** Marks the caller's own notifications read; resolves with how many changed. */
export async function markNotificationsRead(ids: string[]): Promise<number> {
  return num(await rpc('mark_notifications_read', { ids }));
}

export async function fetchPrizeClaims(): Promise<PrizeClaim[]> {
  return rowsOf(await rpc('my_prize_claims')).map((row) => ({
    id: text(row.id),
    periodStart: text(row.period_start),
    position: num(row.position),
    prize: text(row.prize),
    status: prizeStatusOf(row.status),
    winnerName: text(row.winner_name),
    isMine: row.is_mine === true,
    canConfirm: row.can_confirm === true,
    delivery: deliveryOf(row),
  }));
}

/** Confirms where a prize goes; the server checks the same rules as the form (P0001). */
export async function confirmPrizeClaim(claimId: string, details: DeliveryDetails): Promise<void> {
  await rpc('confirm_prize_claim', {
    claim_id: claimId,
    full_name: details.fullName,
    street_address: details.streetAddress,
    postal_code: details.postalCode,
    city: details.city,
  });
}
