import { markActivity, useAuthStore } from '@/stores/auth-store';

/** Activity in one tab keeps the user's other tabs signed in, too. */
const SHARED_ACTIVITY_KEY = 'slantis-last-activity';

export function recordActivity(at: number = Date.now()): void {
  markActivity(at);
  try {
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(at));
  } catch {
    // Storage full or blocked: this tab's own timer still works.
  }
}

/** The latest activity of this tab or any other tab of the same browser. */
export function lastActivityAt(): number {
  const own = useAuthStore.getState().lastActivityAt;
  const shared = Number(window.localStorage.getItem(SHARED_ACTIVITY_KEY));
  return Number.isFinite(shared) ? Math.max(own, shared) : own;
}

/** When this browser last saw the user active, as stored (null if it never recorded it). */
export function storedActivityAt(): number | null {
  const raw = window.localStorage.getItem(SHARED_ACTIVITY_KEY);
  const at = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(at) && at > 0 ? at : null;
}
