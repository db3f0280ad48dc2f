import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { createSupabaseTransport } from './supabase-transport';
import { TransportError, type TransportErrorKind } from './transport';

// What the real supabase-js transport makes of a server that fails in passing ways (issue 23):
// each becomes a TransportError the scheduler retries with backoff; none is a per-op refusal.

type Scenario = (response: ServerResponse) => void;
let scenario: Scenario = () => undefined;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => scenario(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transport = (timeoutMs = 5_000, isOnline = () => true) => {
  const client = createClient(url, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  return createSupabaseTransport(client, crypto.randomUUID(), { timeoutMs, isOnline });
};

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function kindOf(call: Promise<unknown>): Promise<TransportErrorKind | 'resolved' | 'other'> {
  try {
    await call;
    return 'resolved';
  } catch (error) {
    return error instanceof TransportError ? error.kind : 'other';
  }
}

describe('the supabase transport under passing failures', () => {
  it('gives up on a request that hangs after its timeout, as a dropped connection', async () => {
    scenario = () => undefined; // never answers
    const started = Date.now();
    expect(await kindOf(transport(200).push([]))).toBe('network');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await kindOf(transport(200).fetchRow('transactions', crypto.randomUUID()))).toBe(
      'network',
    );
  });

  it('treats a connection reset as the network', async () => {
    scenario = (response) => response.socket?.destroy();
    expect(await kindOf(transport().push([]))).toBe('network');
  });

  it.each([
    ['a serialization failure', 400, '40001'],
    ['a deadlock', 400, '40P01'],
    ['a cancelled statement', 500, '57014'],
    ['an internal error', 500, 'XX000'],
  ])('treats %s as the server, to retry', async (_, status, code) => {
    scenario = json(status, { code, message: 'failed', details: null, hint: null });
    expect(await kindOf(transport().push([]))).toBe('server');
  });

  it('still tells a refresh-worthy 401 and a rate limit apart', async () => {
    scenario = json(401, { code: 'PGRST301', message: 'JWT expired' });
    expect(await kindOf(transport().push([]))).toBe('unauthorized');
    scenario = json(429, { code: '', message: 'Too many requests' });
    expect(await kindOf(transport().push([]))).toBe('rate_limited');
  });

  it('fails at once as the network while the device is offline, without asking the server', async () => {
    let asked = 0;
    scenario = (response) => {
      asked++;
      json(200, [])(response);
    };
    const offline = transport(5_000, () => false);
    expect(await kindOf(offline.push([]))).toBe('network');
    expect(await kindOf(offline.pull('transactions', 0, 10))).toBe('network');
    expect(await kindOf(offline.fetchRow('transactions', crypto.randomUUID()))).toBe('network');
    expect(await kindOf(offline.refreshSession())).toBe('network');
    expect(asked).toBe(0);
  });
});
