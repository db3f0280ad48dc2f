import type { TicketStatus } from '@/data/remote/support-desk';

import { DESK_PAGE_TITLE } from './page-title';

/** The Swedish text of the staff's support inbox (/personal/kundtjanst). */
export const deskCopy = {
  title: DESK_PAGE_TITLE,
  intro:
    'Ärenden från kontaktformuläret och mejl till support@slantis.se, och de som vill bli uppringda. Ditt svar skickas till avsändarens e-post.',
  ticketsHeading: 'Ärenden',
  noAccess: 'Ingen behörighet',
  noAccessText: 'Sidan är till för Slantis kundtjänst.',
  loadError: 'Ärendena kunde inte hämtas. Försök igen om en stund.',
  statusFilter: 'Status',
  categoryFilter: 'Kategori',
  all: 'Alla',
  statuses: { new: 'Nya', open: 'Besvarade', solved: 'Lösta' } satisfies Record<
    TicketStatus,
    string
  >,
  statusBadge: { new: 'Nytt', open: 'Besvarat', solved: 'Löst' } satisfies Record<
    TicketStatus,
    string
  >,
  priorityBadge: 'Familj · prioriterat',
  count: (shown: number, total: number) =>
    total === 1 ? '1 ärende' : shown < total ? `${shown} av ${total} ärenden` : `${total} ärenden`,
  listLabel: 'Ärenden',
  empty: 'Inga ärenden med det urvalet.',
  from: (name: string, email: string, member: boolean, mailed: boolean) =>
    [name, email, mailed ? 'mejl' : member ? 'inloggad medlem' : 'besökare']
      .filter((part) => part !== '')
      .join(' · '),
  received: (when: string) => `Inkom ${when}`,
  waiting: 'Väntar på första svar',
  repliesTitle: 'Svar',
  replied: (when: string) => `Svar ${when}`,
  senderReplied: (when: string) => `Avsändaren svarade ${when}`,
  replyLabel: 'Ditt svar',
  replyHint: (email: string) => `Skickas till ${email}.`,
  send: 'Skicka svar',
  sendAndClose: 'Skicka och stäng',
  close: 'Stäng ärendet',
  reopen: 'Öppna igen',
  sentTitle: 'Svar skickat',
  sent: (email: string) => `Svaret är skickat till ${email}.`,
  closed: 'Ärendet är stängt.',
  reopened: 'Ärendet är öppet igen.',
  failed: 'Det gick inte',
  errors: {
    offline: 'Du är offline. Inget är skickat – försök igen när du har internet.',
    generic: 'Det gick inte just nu. Inget är skickat – försök igen om en stund.',
  },
  callbacks: {
    heading: 'Bli uppringd',
    intro:
      'De som vill att vi ringer upp, den närmaste tiden först. Markera som klar när du har ringt.',
    waiting: 'Väntar',
    done: 'Klara',
    statusLabel: 'Visa',
    listLabel: 'Uppringningar',
    empty: { requested: 'Ingen väntar på att bli uppringd.', done: 'Inga klara uppringningar.' },
    count: (n: number) => (n === 1 ? '1 uppringning' : `${n} uppringningar`),
    when: (when: string) => `Ring ${when}`,
    late: 'Tiden har passerat',
    asked: (when: string, member: boolean) =>
      `Bokad ${when} av ${member ? 'en inloggad medlem' : 'en besökare'}`,
    doneAt: (when: string) => `Klar ${when}`,
    markDone: 'Markera som klar',
    marked: 'Uppringningen är markerad som klar.',
    loadError: 'Uppringningarna kunde inte hämtas. Försök igen om en stund.',
  },
} as const;
