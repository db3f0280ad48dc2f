import { create } from 'zustand';

/** Something to celebrate on this device: a badge just earned, or a new level reached. */
export type Celebration = { kind: 'badge'; badgeId: string } | { kind: 'level'; level: number };

export type CelebrationState = {
  /** Waiting celebrations, oldest first; the UI shows queue[0] and dismisses it. */
  queue: Celebration[];
  celebrate: (celebration: Celebration) => void;
  dismissCelebration: () => void;
};

const same = (a: Celebration, b: Celebration) =>
  a.kind === 'badge'
    ? b.kind === 'badge' && a.badgeId === b.badgeId
    : b.kind === 'level' && a.level === b.level;

/**
 * The celebration queue (app state, so zustand). The gamification engine pushes a badge when
 * this device earns it and a level when a local award raises it — never for old rows a sync
 * pull brings in.
 */
export const useCelebrationStore = create<CelebrationState>()((set) => ({
  queue: [],
  celebrate: (celebration) =>
    set((state) =>
      state.queue.some((queued) => same(queued, celebration))
        ? state
        : { queue: [...state.queue, celebration] },
    ),
  dismissCelebration: () =>
    set((state) => (state.queue.length === 0 ? state : { queue: state.queue.slice(1) })),
}));

/** Queues a celebration (a duplicate of one already waiting is dropped). */
export function celebrate(celebration: Celebration): void {
  useCelebrationStore.getState().celebrate(celebration);
}

/** Removes the celebration shown first (queue[0]). */
export function dismissCelebration(): void {
  useCelebrationStore.getState().dismissCelebration();
}

/** Empties the queue (sign-out, tests). */
export function clearCelebrations(): void {
  useCelebrationStore.setState({ queue: [] });
}
