import * as remote from '@/data/remote/competition';
import { hasCode } from '@/data/remote/error-words';

import { speak } from './speak';

/** The competition's server calls (src/data/remote/competition.ts) in the competition's words. */
export type { LeaderboardRow, Period, Scope, Standing } from '@/data/remote/competition';

/** The league is not for the caller (not a teen aged 13–23, nor anyone's guardian). */
export const isLeagueRefusal = (error: unknown): boolean => hasCode(error, '42501');

/** The nickname was taken by someone else a moment ago. */
export const isNicknameTaken = (error: unknown): boolean => hasCode(error, '23505');

export const fetchLeaderboard = speak(remote.fetchLeaderboard);
export const fetchStanding = speak(remote.fetchStanding);
/**
 * Joins under `nickname` (one of the suggestions), or changes the nickname when taking part
 * already; without one the server picks a free nickname. Resolves with the name others see.
 */
export const joinCompetition = speak(remote.joinCompetition);
/** Leaves; true when the caller was taking part. */
export const leaveCompetition = speak(remote.leaveCompetition);
