import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as callbacks from '@/data/remote/support-callbacks';
import * as remote from '@/data/remote/support-desk';

import { deskCopy } from '../desk-copy';

/**
 * The support inbox's server calls (src/data/remote/support-desk.ts) in the desk's words: the
 * server's own Swedish refusals (a reply breaking a rule, 'Ingen behörighet', an unknown ticket)
 * are shown as they came.
 */
const words: ErrorWords = {
  spoken: ['P0001', 'P0002', '42501'],
  offline: deskCopy.errors.offline,
  network: deskCopy.errors.generic,
  generic: deskCopy.errors.generic,
};

export type {
  DeskFilter,
  DeskTicket,
  TicketCategory,
  TicketStatus,
} from '@/data/remote/support-desk';

export const fetchDeskTickets = speaking(remote.fetchDeskTickets, words);
export const replyToTicket = speaking(remote.replyToTicket, words);
export const setTicketStatus = speaking(remote.setTicketStatus, words);

export type { CallbackStatus, DeskCallback } from '@/data/remote/support-callbacks';

export const fetchDeskCallbacks = speaking(callbacks.fetchDeskCallbacks, words);
export const markCallbackDone = speaking(callbacks.markCallbackDone, words);
