import {
  ACTIVITY_THROTTLE_MS,
  INACTIVITY_CHECK_MS,
  INACTIVITY_TIMEOUT_MS,
  KEEP_ALIVE_MS,
} from './timing';

/** The user actions that count as activity (spec §4), plus wheel and pointer for trackpads. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'click',
] as const;

export type SessionWatchDeps = {
  /** Epoch ms of the latest activity anywhere (this tab, other tabs, network requests). */
  lastActivityAt: () => number;
  markActivity: (at: number) => void;
  /** Called once when the inactivity timeout has passed. */
  onInactive: () => void;
  /** Called every KEEP_ALIVE_MS. */
  keepAlive: () => void;
  now?: () => number;
};

/**
 * While a user is signed in: records activity, checks for inactivity every 30 s (and when the
 * tab becomes visible again, e.g. after the phone slept), and sends the keep-alive every 5 min.
 * Returns the function that stops all of it.
 */
export function startSessionWatch(deps: SessionWatchDeps, target: Window = window): () => void {
  const now = deps.now ?? Date.now;
  let lastRecorded = 0;
  let ended = false;

  const onActivity = () => {
    const at = now();
    if (at - lastRecorded < ACTIVITY_THROTTLE_MS) return;
    lastRecorded = at;
    deps.markActivity(at);
  };

  const check = () => {
    if (ended || now() - deps.lastActivityAt() < INACTIVITY_TIMEOUT_MS) return;
    ended = true;
    deps.onInactive();
  };

  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') check();
  };

  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  target.document.addEventListener('visibilitychange', onVisibility);
  const checkTimer = target.setInterval(check, INACTIVITY_CHECK_MS);
  const keepAliveTimer = target.setInterval(() => {
    if (!ended) deps.keepAlive();
  }, KEEP_ALIVE_MS);

  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.clearInterval(checkTimer);
    target.clearInterval(keepAliveTimer);
  };
}
