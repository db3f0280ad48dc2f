import { useCallback, useState } from 'react';

import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';

import {
  fetchDeskTickets,
  replyToTicket,
  setTicketStatus,
  type DeskFilter,
  type DeskTicket,
} from '../api/desk-api';
import { deskCopy } from '../desk-copy';

const failure = (error: unknown) => ({
  title: deskCopy.failed,
  message: error instanceof Error ? error.message : deskCopy.errors.generic,
});

/** The staff's inbox: the tickets of the chosen filter, and replying, closing and reopening. */
export function useSupportDesk() {
  const [filter, setFilter] = useState<DeskFilter>({ status: 'new', category: null });
  const load = useCallback(() => fetchDeskTickets(filter), [filter]);
  const { state, reload } = useRemote(load);

  const reply = useAction(
    (ticket: DeskTicket, body: string, close: boolean) => replyToTicket(ticket.id, body, close),
    {
      success: (_status, ticket) => ({
        title: deskCopy.send,
        message: deskCopy.sent(ticket.email),
      }),
      onDone: reload,
      failure,
    },
  );
  const status = useAction(
    (ticket: DeskTicket, next: 'open' | 'solved') => setTicketStatus(ticket.id, next),
    {
      success: (now) => ({
        title: deskCopy.title,
        message: now === 'solved' ? deskCopy.closed : deskCopy.reopened,
      }),
      onDone: reload,
      failure,
    },
  );

  return {
    filter,
    setFilter,
    state,
    busy: reply.busy || status.busy,
    /** Resolves true when the reply was sent. */
    reply: async (ticket: DeskTicket, body: string, close: boolean) =>
      (await reply.run(ticket, body, close)) !== undefined,
    close: (ticket: DeskTicket) => status.run(ticket, 'solved'),
    reopen: (ticket: DeskTicket) => status.run(ticket, 'open'),
  };
}

export type SupportDesk = ReturnType<typeof useSupportDesk>;
