import { create } from 'zustand';

/** Something to celebrate on this device: a badge just earned, or a new level reached. */
export type Celebration = { kind: 'badge'; badgeId: string } | { kind: 'level'; level: number };

export type CelebrationState = {
  /** Waiting celebrations, oldest first; the UI shows queue[0] and dismisses it. */
  queue: Celebration[];
  /** Keys of celebrations already shown and closed this session: never shown twice. */
  shown: string[];
  celebrate: (celebration: Celebration) => void;
  dismissCelebration: () => void;
};

const keyOf = (c: Celebration) => (c.kind === 'badge' ? `badge:${c.badgeId}` : `level:${c.level}`);

/**
 * The celebration queue (app state, so zustand). The gamification engine pushes a badge when
 * this device earns it and a level when a local award raises it — never for old rows a sync
 * pull brings in.
 */
export const useCelebrationStore = create<CelebrationState>()((set) => ({
  queue: [],
  shown: [],
  celebrate: (celebration) =>
    set((state) => {
      const key = keyOf(celebration);
      // An award evaluated twice (the write, then its sync) must not pop up again once closed.
      if (state.shown.includes(key) || state.queue.some((queued) => keyOf(queued) === key)) {
        return state;
      }
      return { queue: [...state.queue, celebration] };
    }),
  dismissCelebration: () =>
    set((state) => {
      const [first, ...rest] = state.queue;
      return first ? { queue: rest, shown: [...state.shown, keyOf(first)] } : state;
    }),
}));

/** Queues a celebration (one already waiting, or already shown, is dropped). */
export function celebrate(celebration: Celebration): void {
  useCelebrationStore.getState().celebrate(celebration);
}

/** Removes the celebration shown first (queue[0]). */
export function dismissCelebration(): void {
  useCelebrationStore.getState().dismissCelebration();
}

/** Empties the queue (sign-out, tests). */
export function clearCelebrations(): void {
  useCelebrationStore.setState({ queue: [], shown: [] });
}
