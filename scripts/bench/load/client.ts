import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { INJECTED_CUT } from './call.ts';
import type { Stats } from './stats.ts';

const CALL_TIMEOUT_MS = 30_000;

/**
 * fetch with a timeout (a hung call becomes a network error, as on a phone) that, for a share
 * of push_ops calls, throws the response away after the server answered: the connection cut
 * that makes a device push the same ops again, which must then be applied once.
 */
function loadFetch(dropRate: number, stats: Stats): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const response = await fetch(input, { ...init, signal });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (dropRate > 0 && url.includes('/rpc/push_ops') && Math.random() < dropRate) {
      await response.arrayBuffer();
      stats.add('droppedResponses');
      throw new TypeError(`fetch failed: ${INJECTED_CUT}`);
    }
    return response;
  };
}

/** A supabase-js client as a device holds it (no storage; Node 20 needs ws for Realtime). */
export function deviceClient(url: string, anonKey: string, dropRate: number, stats: Stats) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: loadFetch(dropRate, stats) },
  });
}
