import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as remote from '@/data/remote/gifts';

import { handoverCopy } from '../copy';

export type { Handover, SharingItem } from '@/data/remote/gifts';

const words: ErrorWords = {
  spoken: ['23514', '42501', 'P0001'],
  offline: handoverCopy.offline,
  network: handoverCopy.offline,
  generic: handoverCopy.failed,
};

export const adultHandover = speaking(remote.adultHandover, words);
export const decideAdultSharing = speaking(remote.decideAdultSharing, words);
