import { speaking, type ErrorWords } from '@/data/remote/error-words';

import { competitionCopy } from '../copy';

/** Server messages written for people (raised in Swedish by the SQL functions) are shown as is. */
const words: ErrorWords = {
  spoken: ['23514', '23505', '42501', 'P0001', 'P0002'],
  offline: competitionCopy.errors.offline,
  network: competitionCopy.errors.offline,
  generic: competitionCopy.errors.generic,
};

/** A competition server call whose failures are said in the competition's words. */
export const speak = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  speaking(call, words);
