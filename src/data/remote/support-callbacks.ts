import { rowsOf, text } from './competition-prizes';
import { RemoteError, rpc, UNKNOWN } from './rpc';

/**
 * Call-back requests (supabase/migrations/20261129000200_support_callbacks.sql): anyone asks to
 * be called in a slot (public.request_callback; a slot outside the rules is refused with P0001,
 * a Swedish message and its refusal code as hint, too many requests PT429); staff list the
 * requests and mark them done (refused with 42501 for anyone else).
 */
export type CallbackRequest = { name: string; phone: string; slotStart: string; note: string };
export type BookedCallback = { id: string; callAt: string; phone: string };

export async function requestCallback(request: CallbackRequest): Promise<BookedCallback> {
  const [row] = rowsOf(
    await rpc('request_callback', {
      name: request.name,
      phone: request.phone,
      slot_start: request.slotStart,
      note: request.note,
    }),
  );
  if (!row || typeof row.request_id !== 'string') {
    throw new RemoteError(UNKNOWN, 'request_callback returned no request');
  }
  return { id: row.request_id, callAt: text(row.call_at), phone: text(row.call_number) };
}

export type CallbackStatus = 'requested' | 'done';

export type DeskCallback = {
  id: string;
  name: string;
  phone: string;
  slotStart: string;
  note: string;
  status: CallbackStatus;
  createdAt: string;
  doneAt: string | null;
  signedIn: boolean;
};

/** The waiting requests, the soonest first (or the done ones, the latest done first). */
export async function fetchDeskCallbacks(status: CallbackStatus): Promise<DeskCallback[]> {
  return rowsOf(await rpc('staff_callback_requests', { status_filter: status })).map((row) => ({
    id: text(row.id),
    name: text(row.name),
    phone: text(row.phone),
    slotStart: text(row.slot_start),
    note: text(row.note),
    status: row.status === 'done' ? 'done' : 'requested',
    createdAt: text(row.created_at),
    doneAt: typeof row.done_at === 'string' ? row.done_at : null,
    signedIn: row.signed_in === true,
  }));
}

export async function markCallbackDone(id: string): Promise<void> {
  await rpc('staff_mark_callback_done', { request_id: id });
}
