import { num, rowsOf, text } from './competition-prizes';
import { rpc } from './rpc';

/**
 * The support inbox (supabase/migrations/20261127000500_support_inbox.sql). The staff's calls
 * refuse anyone not in public.staff_members with 42501 'Ingen behörighet'. (What a sender may
 * ask about a ticket is in support.ts.)
 */
export type TicketStatus = 'new' | 'open' | 'solved';
export type TicketCategory =
  | 'technical'
  | 'account'
  | 'billing'
  | 'feature'
  | 'other'
  /** A teen's report of a friend (public.report_friend). */
  | 'friend_report';

/** 'staff': our answer (mailed); 'sender': the sender's own reply by mail, threaded by number. */
export type DeskReply = { id: string; body: string; author: 'staff' | 'sender'; createdAt: string };

export type DeskTicket = {
  id: string;
  ticketNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  category: TicketCategory;
  subject: string;
  message: string;
  status: TicketStatus;
  createdAt: string;
  answeredAt: string | null;
  /** Sent by a signed-in member (else a visitor). */
  signedIn: boolean;
  /** 'form': the contact form (or a friend report); 'email': a mail to the support address. */
  channel: 'form' | 'email';
  replies: DeskReply[];
  /** Unsolved, from a family with priority support (Familj): it goes first on the desk. */
  priority: boolean;
};

export type DeskFilter = { status: TicketStatus | null; category: TicketCategory | null };

export const ticketStatusOf = (value: unknown): TicketStatus =>
  value === 'open' || value === 'solved' ? value : 'new';

function repliesOf(value: unknown): DeskReply[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown) => {
    const reply = (entry ?? {}) as Record<string, unknown>;
    return {
      id: text(reply.id),
      body: text(reply.body),
      author: reply.author === 'sender' ? 'sender' : 'staff',
      createdAt: text(reply.createdAt),
    };
  });
}

/** The tickets of a filter, priority first, then newest (at most 200), and how many match. */
export async function fetchDeskTickets(
  filter: DeskFilter,
): Promise<{ tickets: DeskTicket[]; total: number }> {
  const rows = rowsOf(
    await rpc('staff_support_tickets', {
      status_filter: filter.status,
      category_filter: filter.category,
      page_size: 200,
      page_offset: 0,
    }),
  );
  return {
    total: rows.length > 0 ? num(rows[0]!.total) : 0,
    tickets: rows.map((row) => ({
      id: text(row.id),
      ticketNumber: text(row.ticket_number),
      firstName: text(row.first_name),
      lastName: text(row.last_name),
      email: text(row.email),
      category: text(row.category) as TicketCategory,
      subject: text(row.subject),
      message: text(row.message),
      status: ticketStatusOf(row.status),
      createdAt: text(row.created_at),
      answeredAt: typeof row.answered_at === 'string' ? row.answered_at : null,
      signedIn: row.signed_in === true,
      channel: row.channel === 'email' ? 'email' : 'form',
      replies: repliesOf(row.replies),
      priority: row.priority === true,
    })),
  };
}

/** Sends a reply (e-mailed to the ticket's address); resolves with the ticket's new status. */
export async function replyToTicket(
  ticketId: string,
  body: string,
  close: boolean,
): Promise<TicketStatus> {
  const [row] = rowsOf(await rpc('staff_reply_to_ticket', { ticket_id: ticketId, body, close }));
  return ticketStatusOf(row?.status);
}

/** Closes a ticket ('solved') or opens it again; resolves with its status now. */
export async function setTicketStatus(
  ticketId: string,
  status: 'open' | 'solved',
): Promise<TicketStatus> {
  return ticketStatusOf(await rpc('staff_set_ticket_status', { ticket_id: ticketId, status }));
}
