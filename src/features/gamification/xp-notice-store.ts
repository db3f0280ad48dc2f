import { create } from 'zustand';

export type XpNoticeState = {
  /**
   * XP the app had shown more than the server counts (after a sync's reconcile), waiting to be
   * explained to the teen; 0 when there is nothing to tell.
   */
  xpLess: number;
  dismiss: () => void;
};

/**
 * The "Dina XP är uppdaterade" notice (issue 19). The gamification engine adds to it when a sync
 * takes the server's XP and that is less than the device showed offline; the dashboard shows it
 * by the level card until the teen closes it.
 */
export const useXpNoticeStore = create<XpNoticeState>()((set) => ({
  xpLess: 0,
  dismiss: () => set({ xpLess: 0 }),
}));

/** The server counts `xp` less than the device showed: tell the teen (adds up until closed). */
export function noteXpCorrection(xp: number): void {
  if (!(xp > 0)) return;
  useXpNoticeStore.setState((state) => ({ xpLess: state.xpLess + xp }));
}

/** Closes the notice (the teen read it; sign-out; tests). */
export function clearXpNotice(): void {
  useXpNoticeStore.setState({ xpLess: 0 });
}
