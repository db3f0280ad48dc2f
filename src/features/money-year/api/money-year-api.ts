import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as remote from '@/data/remote/money-year';

import { moneyYearCopy } from '../copy';

/**
 * The money year's server calls (src/data/remote/money-year.ts) in the feature's words. The
 * server writes its refusals (these codes) in Swedish; those are shown as they are.
 */
const words: ErrorWords = {
  spoken: ['23514', '42501', 'P0001'],
  offline: moneyYearCopy.offline,
  network: moneyYearCopy.offline,
  generic: moneyYearCopy.error,
};

export type {
  CalendarItem,
  CalendarKey,
  ChildMoneyYear,
  ChildReport,
  DrillResult,
  DrillVerdict,
  LearnedDone,
  MoneyYear,
  ReportRule,
  ScamDrill,
} from '@/data/remote/money-year';

export const moneyYear = speaking(remote.moneyYear, words);
export const childrenMoneyYear = speaking(remote.childrenMoneyYear, words);
export const scamDrills = speaking(remote.scamDrills, words);
export const answerScamDrill = speaking(remote.answerScamDrill, words);
export const learnedDoneReport = speaking(remote.learnedDoneReport, words);
export const setLearnedDoneSharing = speaking(remote.setLearnedDoneSharing, words);
export const childrenLearnedDone = speaking(remote.childrenLearnedDone, words);
