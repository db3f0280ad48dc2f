import { useXpNoticeStore } from '../xp-notice-store';

export type XpNotice = {
  /** How much more XP the app had shown offline than the server counts; 0 = no notice. */
  xpLess: number;
  dismiss: () => void;
};

/** The pending "Dina XP är uppdaterade" notice, if any. */
export function useXpNotice(): XpNotice {
  const xpLess = useXpNoticeStore((state) => state.xpLess);
  const dismiss = useXpNoticeStore((state) => state.dismiss);
  return { xpLess, dismiss };
}
