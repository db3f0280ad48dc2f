import * as remote from '@/data/remote/allowance';
import { speaking, type ErrorWords } from '@/data/remote/error-words';

import { allowanceCopy } from '../allowance-copy';

/** The allowance and interest calls in the family's words (the server's refusals are Swedish). */
const words: ErrorWords = {
  spoken: ['23514', '42501', 'P0001', 'P0002'],
  offline: allowanceCopy.errors.offline,
  network: allowanceCopy.errors.offline,
  generic: allowanceCopy.errors.generic,
};

export type {
  AllowanceFrequency,
  AllowanceProposal,
  AllowanceStatus,
  AllowanceVersion,
  GoalInterest,
} from '@/data/remote/allowance';

export const allowanceHistory = speaking(remote.allowanceHistory, words);
export const proposeAllowance = speaking(remote.proposeAllowance, words);
export const confirmAllowance = speaking(remote.confirmAllowance, words);
export const declineAllowance = speaking(remote.declineAllowance, words);
export const endAllowance = speaking(remote.endAllowance, words);
export const goalInterestRates = speaking(remote.goalInterestRates, words);
export const setGoalInterest = speaking(remote.setGoalInterest, words);
