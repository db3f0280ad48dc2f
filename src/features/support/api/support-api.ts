import { speaking, worded, type ErrorWords } from '@/data/remote/error-words';
import * as remote from '@/data/remote/support';
import * as callbacks from '@/data/remote/support-callbacks';

import { callbackCopy, contactFormCopy, ticketLookupCopy } from '../copy';
import type { ContactTicket } from '../rules/contact-form';

/**
 * The contact form's server call (src/data/remote/support.ts) in support's words. The server
 * states its refusals in Swedish (a broken rule is P0001, too many messages PT429); those are
 * shown as they are.
 */
const words: ErrorWords = {
  spoken: ['P0001', 'PT429'],
  offline: contactFormCopy.errors.offline,
  network: contactFormCopy.errors.network,
  generic: contactFormCopy.errors.network,
};

export type { SentTicket } from '@/data/remote/support';

export const toSupportError = (error: unknown) => worded(error, words);

export const submitSupportTicket: (ticket: ContactTicket) => Promise<remote.SentTicket> = speaking(
  remote.submitSupportTicket,
  words,
);

export type { TicketLookup } from '@/data/remote/support';

export const lookUpTicket = speaking(remote.lookUpTicket, {
  spoken: [],
  offline: ticketLookupCopy.errors.offline,
  network: ticketLookupCopy.errors.network,
  generic: ticketLookupCopy.errors.network,
});

/** Whether "inom 24 timmar" may be promised; false when the server cannot be asked. */
export const answersWithinADay = () => remote.answersWithinADay().catch(() => false);

export type { BookedCallback, CallbackRequest } from '@/data/remote/support-callbacks';

/** Books a call-back; the server's Swedish refusals (a slot outside the rules) are shown as sent. */
export const requestCallback = speaking(callbacks.requestCallback, {
  spoken: ['P0001', 'PT429'],
  offline: callbackCopy.errors.offline,
  network: callbackCopy.errors.network,
  generic: callbackCopy.errors.network,
});
