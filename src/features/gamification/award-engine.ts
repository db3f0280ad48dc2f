import { isQuotaError } from '@/data/quota';
import { evaluateGamification } from '@/data/repos/gamification';
import { currentUserData, onUserDataChange } from '@/data/session';
import {
  onAwards,
  onLocalWrite,
  onSyncPulled,
  onXpReconciled,
  type AwardNotice,
  type XpReconcileNotice,
} from '@/data/signals';
import { levelFromXp } from '@/lib/levels';
import { useSyncStore } from '@/stores/sync-store';

import { COURSE_CATALOGUE } from './catalogue';
import { celebrate, clearCelebrations } from './celebration-store';
import { clearXpNotice, noteXpCorrection } from './xp-notice-store';

export type GamificationOptions = {
  /** The clock (tests). */
  now?: () => Date;
};

type Engine = { stop: () => void; idle: () => Promise<void> };
let engine: Engine | null = null;

/** Celebrates what this device just awarded: each new badge, and a level a local award raised. */
function celebrateAwards(notice: AwardNotice): void {
  if (notice.catchUp || notice.userId !== currentUserData()?.userId) return;
  for (const badge of notice.badges) celebrate({ kind: 'badge', badgeId: badge.badgeId });
  const before = levelFromXp(notice.xpBefore).level;
  const after = levelFromXp(notice.xpAfter).level;
  if (notice.xpAfter > notice.xpBefore && after > before)
    celebrate({ kind: 'level', level: after });
}

/** The server counts less XP than this device showed offline: explain it kindly. */
function explainReconcile(notice: XpReconcileNotice): void {
  if (notice.userId !== currentUserData()?.userId) return;
  if (notice.difference < 0) noteXpCorrection(-notice.difference);
}

/** A closed database (sign-out mid-run) or a full device is not worth a log line. */
const expected = (error: unknown) =>
  isQuotaError(error) || (error instanceof Error && error.name === 'DatabaseClosedError');

function createEngine(options: GamificationOptions): Engine {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let again = false;
  let followed: string | null = null;
  let deferred = false;
  // A local write is waiting for its evaluation: what that run awards was just earned here.
  let localWrite = false;

  async function evaluate(): Promise<void> {
    const data = currentUserData();
    if (!data) return;
    // While this tab's sync runs, the pull may have stored only some tables (transactions but
    // not yet earned_badges): wait for its end (the pull's signal, or the run's failure).
    if (useSyncStore.getState().status === 'syncing') {
      deferred = true;
      return;
    }
    deferred = false;
    const catchUp = !localWrite;
    localWrite = false;
    try {
      await evaluateGamification(data.db, data.userId, now(), COURSE_CATALOGUE, { catchUp });
    } catch (error) {
      if (!expected(error)) console.error('gamification evaluation failed', error);
    }
  }

  /** Runs one evaluation at a time; a request during a run runs once more after it. */
  function schedule(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await evaluate();
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  const followUser = () => {
    const userId = currentUserData()?.userId ?? null;
    if (userId === followed) return;
    followed = userId;
    localWrite = false;
    clearCelebrations();
    clearXpNotice();
    if (userId) schedule(); // app start (or a new sign-in): bring awards up to date
  };

  const offUser = onUserDataChange(followUser);
  const offWrite = onLocalWrite(() => {
    localWrite = true;
    schedule();
  });
  const offPull = onSyncPulled((notice) => {
    if (notice.userId === currentUserData()?.userId) schedule();
  });
  const offAwards = onAwards(celebrateAwards);
  const offReconcile = onXpReconciled(explainReconcile);
  const offSync = useSyncStore.subscribe((state) => {
    if (deferred && state.status !== 'syncing') schedule();
  });
  followUser();

  return {
    stop() {
      offUser();
      offWrite();
      offPull();
      offAwards();
      offReconcile();
      offSync();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

/**
 * Starts the gamification engine once for the app's lifetime: for whoever is signed in, it
 * brings XP and badges up to date when their database opens (app start), after every sync pull
 * and after every local write (streak milestones, budget_kept, badges), turns what this
 * device awards into celebrations, and explains a sync that took away provisional XP. Calling it again does nothing. Returns a stop function.
 */
export function startGamification(options: GamificationOptions = {}): () => void {
  engine ??= createEngine(options);
  return stopGamification;
}

export function stopGamification(): void {
  engine?.stop();
  engine = null;
}

/** Resolves once no evaluation is running (tests, and anyone who wants settled awards). */
export function gamificationIdle(): Promise<void> {
  return engine?.idle() ?? Promise.resolve();
}
