import type { EarnedBadgeRow, SyncTable, XpEventRow } from './types';

/** Lets the sync scheduler hear about local writes without the repos knowing about it. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the repos after a write has committed. */
export function notifyLocalWrite(): void {
  for (const listener of listeners) listener();
}

/** A listener's failure must not fail the write or the sync that raised the signal. */
function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('signal listener failed', error);
  }
}

/**
 * XP and badges this device has just awarded (committed), with the user's XP total before and
 * after, so the gamification feature can celebrate a new badge or level. Never raised for rows
 * that arrive from the server (a sync pull of old awards is not a celebration).
 */
export type AwardNotice = {
  userId: string;
  events: readonly XpEventRow[];
  badges: readonly EarnedBadgeRow[];
  xpBefore: number;
  xpAfter: number;
  /**
   * Awards that catch up with history (app start, rows synced from another device), not with
   * something just done on this device: shown, never celebrated.
   */
  catchUp?: boolean;
};
type AwardListener = (notice: AwardNotice) => void;
const awardListeners = new Set<AwardListener>();

export function onAwards(listener: AwardListener): () => void {
  awardListeners.add(listener);
  return () => awardListeners.delete(listener);
}

export function notifyAwards(notice: AwardNotice): void {
  if (notice.events.length === 0 && notice.badges.length === 0) return;
  for (const listener of awardListeners) safely(() => listener(notice));
}

/** A sync run has pulled the server's rows (possibly none) into the user's database. */
export type PullNotice = { userId: string; pulled: number };
type PullListener = (notice: PullNotice) => void;
const pullListeners = new Set<PullListener>();

export function onSyncPulled(listener: PullListener): () => void {
  pullListeners.add(listener);
  return () => pullListeners.delete(listener);
}

export function notifySyncPulled(notice: PullNotice): void {
  for (const listener of pullListeners) safely(() => listener(notice));
}

/**
 * A sync run took the server's word for the awards (sync/reconcile.ts): provisional rows the
 * server never derived were removed, and/or its copies changed the XP the device had shown.
 * `difference` < 0: the device had shown that much more XP than the server counts.
 */
export type XpReconcileNotice = {
  userId: string;
  removed: number;
  shownXp: number;
  countedXp: number;
  difference: number;
};
type ReconcileListener = (notice: XpReconcileNotice) => void;
const reconcileListeners = new Set<ReconcileListener>();

export function onXpReconciled(listener: ReconcileListener): () => void {
  reconcileListeners.add(listener);
  return () => reconcileListeners.delete(listener);
}

export function notifyXpReconciled(notice: XpReconcileNotice): void {
  for (const listener of reconcileListeners) safely(() => listener(notice));
}

/**
 * A sync run's changes of the user's that the server did not take because a newer change of the
 * same field was there first (another device, or a parent): the server's copy stands (push.ts).
 */
export type ReplacedChange = { table: SyncTable; rowId: string; fields: readonly string[] };
export type ReplacedNotice = { userId: string; changes: readonly ReplacedChange[] };
type ReplacedListener = (notice: ReplacedNotice) => void;
const replacedListeners = new Set<ReplacedListener>();

export function onChangesReplaced(listener: ReplacedListener): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

export function notifyChangesReplaced(notice: ReplacedNotice): void {
  for (const listener of replacedListeners) safely(() => listener(notice));
}
