import { RemoteError, rpc, UNKNOWN } from './rpc';

/**
 * The contact form's one call: public.submit_support_ticket (supabase/migrations/
 * *_support_tickets.sql). Refusals reject with a RemoteError (a broken rule is P0001, too many
 * messages PT429, both with a Swedish message); the support feature words the rest.
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
