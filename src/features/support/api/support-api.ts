import { contactFormCopy } from '../copy';
import type { ContactTicket } from '../rules/contact-form';

/**
 * The contact form's one call: public.submit_support_ticket (supabase/migrations/
 * *_support_tickets.sql). The server states its refusals in Swedish (a broken rule is P0001,
 * too many messages PT429); those are shown as they are.
 */
export class SupportError extends Error {
  override name = 'SupportError';
}

export type SentTicket = { ticketNumber: string; email: string };

const SPOKEN_CODES = new Set(['P0001', 'PT429']);

export function toSupportError(error: unknown): SupportError {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code } = error as { message: unknown; code?: unknown };
    if (typeof code === 'string' && SPOKEN_CODES.has(code) && typeof message === 'string') {
      return new SupportError(message);
    }
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return new SupportError(
    offline ? contactFormCopy.errors.offline : contactFormCopy.errors.network,
  );
}

export async function submitSupportTicket(ticket: ContactTicket): Promise<SentTicket> {
  let result: { data: unknown; error: unknown };
  try {
    // Loaded on the first send, so the public pages do not carry the client until then.
    const { supabase } = await import('@/lib/supabase');
    result = await supabase.rpc('submit_support_ticket', {
      first_name: ticket.firstName,
      last_name: ticket.lastName,
      email: ticket.email,
      category: ticket.category,
      subject: ticket.subject,
      message: ticket.message,
    });
  } catch (error) {
    throw toSupportError(error);
  }
  if (result.error) throw toSupportError(result.error);
  const [row] = (result.data ?? []) as { ticket_number?: unknown }[];
  if (typeof row?.ticket_number !== 'string') throw toSupportError(null);
  return { ticketNumber: row.ticket_number, email: ticket.email };
}
