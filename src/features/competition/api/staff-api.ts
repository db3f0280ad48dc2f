import * as remote from '@/data/remote/competition-staff';

import { speak } from './speak';

/** The staff's fraud review (src/data/remote/competition-staff.ts) in the competition's words. */
export type { CompetitionFlag, StaffPrize } from '@/data/remote/competition-staff';

export const fetchCompetitionFlags = speak(remote.fetchCompetitionFlags);
export const reviewCompetitionNow = speak(remote.reviewCompetitionNow);
export const decideFlag = speak(remote.decideFlag);
export const fetchStaffPrizes = speak(remote.fetchStaffPrizes);
export const markPrizeSent = speak(remote.markPrizeSent);
