import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addDeposit, createGoal } from '@/data/repos/goals';
import { addTransaction } from '@/data/repos/transactions';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { notifySyncPulled, notifyXpReconciled } from '@/data/signals';
import { applyScope, putServerCopies } from '@/data/sync/apply';
import type { SyncTable } from '@/data/types';
import { streakMilestoneSource } from '@/lib/gamification';
import { resetSyncState, setSyncState } from '@/stores/sync-store';

import { gamificationIdle, startGamification, stopGamification } from './award-engine';
import { COURSE_CATALOGUE } from './catalogue';
import {
  celebrate,
  clearCelebrations,
  dismissCelebration,
  useCelebrationStore,
} from './celebration-store';
import { useGamification } from './hooks/use-gamification';
import { useNoSpendDay } from './hooks/use-no-spend-day';
import { useXpNotice } from './hooks/use-xp-notice';
import { clearXpNotice, useXpNoticeStore } from './xp-notice-store';

let data: UserData;

beforeEach(() => {
  clearCelebrations();
  clearXpNotice();
  resetSyncState();
  data = openUserData(crypto.randomUUID());
});
afterEach(async () => {
  stopGamification();
  await gamificationIdle();
  const { db } = data;
  closeUserData();
  await db.delete();
});

const queue = () => useCelebrationStore.getState().queue;
const expense = (description = 'Lunch', now?: Date) =>
  addTransaction(
    data.db,
    data.userId,
    {
      type: 'expense',
      category: 'food',
      description,
      amountOre: 8_900,
      ...(now ? { occurredAt: now } : {}),
    },
    now,
  );

let seq = 1_000;
/** Rows arriving from the server, stored as a sync pull stores them. */
async function store(table: SyncTable, records: Record<string, unknown>[]) {
  const copies = records.map((record) => ({
    id: String(record.id),
    record: {
      user_id: data.userId,
      server_seq: (seq += 1),
      version: 1,
      deleted: false,
      ...record,
    },
  }));
  await data.db.transaction('rw', applyScope(data.db), () =>
    putServerCopies(data.db, data.userId, table, copies),
  );
}

/** A sync pull of one table: its rows, then the pull's signal. */
async function pull(table: SyncTable, records: Record<string, unknown>[]) {
  await store(table, records);
  notifySyncPulled({ userId: data.userId, pulled: records.length });
}

describe('celebration store', () => {
  it('queues celebrations in order, drops a duplicate that already waits, dismisses the first', () => {
    celebrate({ kind: 'badge', badgeId: 'first-purchase' });
    celebrate({ kind: 'level', level: 2 });
    celebrate({ kind: 'badge', badgeId: 'first-purchase' });
    expect(queue()).toEqual([
      { kind: 'badge', badgeId: 'first-purchase' },
      { kind: 'level', level: 2 },
    ]);
    dismissCelebration();
    expect(queue()).toEqual([{ kind: 'level', level: 2 }]);
    useCelebrationStore.getState().dismissCelebration();
    dismissCelebration();
    expect(queue()).toEqual([]);
    // Closed once, never again this session (an award evaluated a second time after its sync).
    celebrate({ kind: 'badge', badgeId: 'first-purchase' });
    celebrate({ kind: 'level', level: 2 });
    expect(queue()).toEqual([]);
  });
});

describe('startGamification', () => {
  it('at start, earns the badges of what was done before, quietly (nothing was just done)', async () => {
    await expense();
    startGamification();
    startGamification(); // a second call is a no-op
    await gamificationIdle();
    expect((await data.db.earnedBadges.toArray()).map((row) => row.badgeId)).toEqual([
      'first-purchase',
    ]);
    // Provisional, never queued: the server evaluates its own badges (issue 19).
    expect(await data.db.outbox.where({ table: 'earned_badges' }).count()).toBe(0);
    expect(queue()).toEqual([]);
  });

  it('after a local write: a new badge, and a level raised by the write', async () => {
    startGamification();
    await pull('xp_events', [
      {
        id: crypto.randomUUID(),
        kind: 'lesson_completed',
        amount: 298,
        source_id: 'x-1',
        created_at: '2026-01-01T10:00:00+00:00',
      },
    ]);
    await gamificationIdle();
    expect(queue()).toEqual([]);
    await expense(); // +5 XP: 303 → level 2
    await gamificationIdle();
    expect(queue()).toEqual([
      { kind: 'level', level: 2 },
      { kind: 'badge', badgeId: 'first-purchase' },
    ]);
  });

  it('never celebrates old rows a sync pull brings in', async () => {
    startGamification();
    await gamificationIdle();
    // One sync run pulls every table, then signals once.
    await store('transactions', [
      {
        id: crypto.randomUUID(),
        type: 'expense',
        category: 'food',
        description: 'Från mobilen',
        amount_ore: 5_000,
        occurred_at: '2026-01-01T10:00:00+00:00',
      },
    ]);
    // 350 XP earned on the other device: level 1 → 2 here, but not by a local award.
    await store('xp_events', [
      {
        id: crypto.randomUUID(),
        kind: 'streak_milestone',
        amount: 250,
        source_id: 'streak:2025-09-01:100',
        created_at: '2025-12-10T10:00:00+00:00',
      },
      {
        id: crypto.randomUUID(),
        kind: 'streak_milestone',
        amount: 100,
        source_id: 'streak:2025-09-01:30',
        created_at: '2025-10-01T10:00:00+00:00',
      },
    ]);
    await store('earned_badges', [
      { id: crypto.randomUUID(), badge_id: 'first-purchase', earned_at: '2026-01-01T10:00:00Z' },
    ]);
    notifySyncPulled({ userId: data.userId, pulled: 3 });
    await gamificationIdle();
    expect(queue()).toEqual([]);
    expect(await data.db.earnedBadges.count()).toBe(1);
    expect(await data.db.outbox.count()).toBe(0);
  });

  it('waits while this tab syncs (a pull may be half stored), then evaluates', async () => {
    startGamification();
    await gamificationIdle();
    act(() => setSyncState({ status: 'syncing' }));
    await expense();
    await gamificationIdle();
    expect(await data.db.earnedBadges.count()).toBe(0);
    act(() => setSyncState({ status: 'idle' }));
    await waitFor(() => expect(queue()).toEqual([{ kind: 'badge', badgeId: 'first-purchase' }]));
  });

  it('after check-ins, awards the 7-day streak milestone once', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, 10 + n, 10));
    let today = day(5);
    startGamification({ now: () => today });
    for (let n = 0; n < 6; n += 1) await expense(`Dag ${n}`, day(n));
    await gamificationIdle();
    const milestones = () =>
      data.db.xpEvents.filter((event) => event.kind === 'streak_milestone').toArray();
    expect(await milestones()).toEqual([]);
    today = day(6);
    await expense('Dag 6', day(6));
    await gamificationIdle();
    await expense('Dag 6 igen', day(6));
    await gamificationIdle();
    expect(await milestones()).toMatchObject([
      { sourceId: streakMilestoneSource('2026-11-10', 7), amount: 25 },
    ]);
  });

  it('a goal reached celebrates its badges; the deposit XP is in the level', async () => {
    startGamification();
    const goal = await createGoal(data.db, data.userId, {
      title: 'Hörlurar',
      targetOre: 50_000,
      targetDate: null,
    });
    await addDeposit(data.db, goal.id, 50_000);
    await gamificationIdle();
    expect(queue()).toEqual(
      expect.arrayContaining([
        { kind: 'badge', badgeId: 'first-goal' },
        { kind: 'badge', badgeId: 'first-save' },
        { kind: 'badge', badgeId: 'goal-reached' },
      ]),
    );
    // 10 + 25 · 3 + 100 = 185 XP: still level 1, so no level celebration.
    expect(queue().some((c) => c.kind === 'level')).toBe(false);
  });
});

describe('the XP notice after a sync (issue 19)', () => {
  const reconciled = (userId: string, difference: number) =>
    notifyXpReconciled({
      userId,
      removed: 1,
      shownXp: 50,
      countedXp: 50 + difference,
      difference,
    });

  it('tells the teen how much less the server counts; adds up until closed; never for a gain', async () => {
    startGamification();
    await gamificationIdle();
    const { result } = renderHook(() => useXpNotice());
    expect(result.current.xpLess).toBe(0);
    act(() => reconciled(data.userId, -50));
    expect(result.current.xpLess).toBe(50);
    act(() => reconciled(data.userId, -5));
    expect(result.current.xpLess).toBe(55);
    act(() => reconciled(data.userId, 10)); // the server counted more: nothing to explain
    act(() => reconciled(crypto.randomUUID(), -20)); // someone else's database
    expect(result.current.xpLess).toBe(55);
    act(() => result.current.dismiss());
    expect(result.current.xpLess).toBe(0);
    expect(queue()).toEqual([]); // a correction is never a celebration
  });

  it('is cleared when another user signs in', async () => {
    startGamification();
    await gamificationIdle();
    act(() => reconciled(data.userId, -15));
    expect(useXpNoticeStore.getState().xpLess).toBe(15);
    const { db } = data;
    closeUserData();
    await db.delete();
    data = openUserData(crypto.randomUUID());
    expect(useXpNoticeStore.getState().xpLess).toBe(0);
  });
});

describe('useGamification', () => {
  it('is live: XP, level, streak, stats, earned badges and the next badge', async () => {
    startGamification();
    const { result } = renderHook(() => useGamification());
    await waitFor(() => expect(result.current?.xpTotal).toBe(0));
    expect(result.current?.next).not.toBeNull();
    expect(result.current?.stats.coursesTotal).toBe(COURSE_CATALOGUE.length);

    await act(async () => {
      await expense();
      await gamificationIdle();
    });
    await waitFor(() => expect(result.current?.earnedBadgeIds.has('first-purchase')).toBe(true));
    expect(result.current).toMatchObject({
      xpTotal: 5,
      level: { level: 1, currentXp: 5, xpToNext: 300, totalXp: 5 },
      checkIn: { current: 1, todayDone: true },
      saving: { current: 0 },
      stats: { purchasesLogged: 1, purchaseDays: 1 },
    });
    expect(result.current?.next?.badge.id).not.toBe('first-purchase');
    expect(result.current?.next?.progress.target).toBeGreaterThan(0);
  });
});

describe('useNoSpendDay', () => {
  it('marks today once; then it is done and no longer available', async () => {
    const { result } = renderHook(() => useNoSpendDay());
    await waitFor(() => expect(result.current.available).toBe(true));
    expect(result.current.done).toBe(false);
    await act(() => result.current.mark());
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.available).toBe(false);
    expect(await data.db.xpEvents.filter((event) => event.kind === 'no_spend_day').count()).toBe(1);
  });

  it('is not available after an expense today, and marking is refused in Swedish', async () => {
    await expense();
    const { result } = renderHook(() => useNoSpendDay());
    await waitFor(() => expect(data.db.isOpen()).toBe(true));
    await expect(result.current.mark()).rejects.toThrow(/utgift idag/);
    expect(result.current).toMatchObject({ available: false, done: false });
  });
});

describe('COURSE_CATALOGUE', () => {
  it('has every course a teen can take, the four public ones marked', () => {
    const ids = COURSE_CATALOGUE.map((course) => course.id);
    expect(ids).not.toContain('familjeverktyg');
    expect(ids).toContain('investera-for-framtiden');
    expect(
      COURSE_CATALOGUE.filter((course) => course.isPublic)
        .map((c) => c.id)
        .sort(),
    ).toEqual([
      'banktjanster-for-unga',
      'budgetering-101',
      'ekonomiska-begrepp',
      'sparande-for-nyborjare',
    ]);
    expect(COURSE_CATALOGUE.every((course) => course.lessonIds.length > 0)).toBe(true);
  });
});
