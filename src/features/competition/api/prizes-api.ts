import * as remote from '@/data/remote/competition-prizes';

import { speak } from './speak';

/** Månadsavslut's server calls (src/data/remote/competition-prizes.ts) in the competition's words. */
export type {
  AppNotification,
  PrizeClaim,
  PrizeStatus,
  Winner,
} from '@/data/remote/competition-prizes';

export const fetchWinners = speak(remote.fetchWinners);
export const fetchNotifications = speak(remote.fetchNotifications);
export const markNotificationsRead = speak(remote.markNotificationsRead);
export const fetchPrizeClaims = speak(remote.fetchPrizeClaims);
export const confirmPrizeClaim = speak(remote.confirmPrizeClaim);
