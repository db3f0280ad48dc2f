import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';

import type { SyncTable } from '../types';
import {
  TransportError,
  type PushResult,
  type ServerRecord,
  type SyncTransport,
} from './transport';

type ErrorLike = { message?: string; code?: string };

/** Maps a PostgREST failure (or a thrown fetch error) to the engine's error kinds. */
export function classifyError(error: unknown, status = 0): TransportError {
  const { message = String(error), code = '' } = (error ?? {}) as ErrorLike;
  if (
    status === 401 ||
    code === 'PGRST301' ||
    code === 'PGRST303' ||
    /JWT expired/i.test(message)
  ) {
    return new TransportError('unauthorized', message);
  }
  if (status === 429) return new TransportError('rate_limited', message);
  if (status === 0 || error instanceof TypeError) return new TransportError('network', message);
  return new TransportError('server', message);
}

async function call<T>(
  request: () => PromiseLike<{ data: T | null; error: unknown; status: number }>,
) {
  let response: { data: T | null; error: unknown; status: number };
  try {
    response = await request();
  } catch (error) {
    throw error instanceof TransportError ? error : classifyError(error, 0);
  }
  if (response.error) throw classifyError(response.error, response.status);
  return response.data;
}

/**
 * How long one request may take before it counts as a dropped connection (retried later). A
 * push of 500 ops takes well under a second; a hung socket would otherwise stall sync for good.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const browserOnline = () => globalThis.navigator?.onLine !== false;

/**
 * The sync transport over supabase-js: the push_ops RPC and PostgREST selects by server_seq.
 * While the device is offline (`navigator.onLine` false) every call fails at once as a network
 * error without asking supabase-js: with an expired access token, supabase-js would hold the
 * request until the network returns (its token refresh waits for it, src/lib/supabase.ts), and a
 * sync run must not hold the sync lock that long.
 */
export function createSupabaseTransport(
  client: SupabaseClient,
  userId: string,
  {
    timeoutMs = REQUEST_TIMEOUT_MS,
    isOnline = browserOnline,
  }: { timeoutMs?: number; isOnline?: () => boolean } = {},
): SyncTransport {
  const online = () => {
    if (!isOnline()) throw new TransportError('network', 'offline');
  };
  return {
    async push(ops) {
      online();
      const data = await call<PushResult[]>(() =>
        client.rpc('push_ops', { ops }).abortSignal(AbortSignal.timeout(timeoutMs)),
      );
      return data ?? [];
    },
    async pull(table: SyncTable, afterSeq, limit) {
      online();
      const data = await call<ServerRecord[]>(() =>
        client
          .from(table)
          .select('*')
          .eq('user_id', userId)
          .gt('server_seq', afterSeq)
          .order('server_seq')
          .limit(limit),
      );
      return data ?? [];
    },
    async fetchRow(table: SyncTable, id) {
      online();
      return call<ServerRecord>(() =>
        client
          .from(table)
          .select('*')
          .eq('user_id', userId)
          .eq('id', id)
          .abortSignal(AbortSignal.timeout(timeoutMs))
          .maybeSingle(),
      );
    },
    async refreshSession() {
      online();
      const { data, error } = await client.auth.refreshSession();
      if (error && isAuthRetryableFetchError(error)) {
        throw new TransportError('network', error.message);
      }
      return !error && data.session !== null;
    },
  };
}
