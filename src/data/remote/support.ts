import { num, rowsOf, text } from './competition-prizes';
import { publicRpc, RemoteError, rpc, UNKNOWN } from './rpc';
import { ticketStatusOf, type TicketStatus } from './support-desk';

/**
 * What a visitor asks customer service: the contact form's public.submit_support_ticket
 * (supabase/migrations/*_support_tickets.sql), a ticket's status and whether the 24-hour promise
 * holds (*_support_inbox.sql). Refusals reject with a RemoteError (a broken rule is P0001, too
 * many messages PT429, both with a Swedish message); the support feature words the rest.
 */
export type SupportTicket = {
  firstName: string;
  lastName: string;
  email: string;
  category: string;
  subject: string;
  message: string;
};

export type SentTicket = { ticketNumber: string; email: string };

export async function submitSupportTicket(ticket: SupportTicket): Promise<SentTicket> {
  const data = await rpc('submit_support_ticket', {
    first_name: ticket.firstName,
    last_name: ticket.lastName,
    email: ticket.email,
    category: ticket.category,
    subject: ticket.subject,
    message: ticket.message,
  });
  const [row] = (data ?? []) as { ticket_number?: unknown }[];
  if (typeof row?.ticket_number !== 'string') {
    throw new RemoteError(UNKNOWN, 'submit_support_ticket returned no ticket number');
  }
  return { ticketNumber: row.ticket_number, email: ticket.email };
}

export type TicketLookup = {
  ticketNumber: string;
  status: TicketStatus;
  createdAt: string;
  answeredAt: string | null;
  replies: number;
};

/** A ticket's status by its number and e-mail; null when none matches both. */
export async function lookUpTicket(
  ticketNumber: string,
  email: string,
): Promise<TicketLookup | null> {
  const [row] = rowsOf(await rpc('support_ticket_status', { ticket_number: ticketNumber, email }));
  if (!row) return null;
  return {
    ticketNumber: text(row.ticket_number),
    status: ticketStatusOf(row.status),
    createdAt: text(row.created_at),
    answeredAt: typeof row.answered_at === 'string' ? row.answered_at : null,
    replies: num(row.replies),
  };
}

/** Whether "svar inom 24 timmar" holds: no ticket has waited a day for its first answer. */
export async function answersWithinADay(): Promise<boolean> {
  // Asked by every support page as it goes live: without supabase-js (publicRpc).
  return (await publicRpc('support_answers_within_a_day')) !== false;
}
