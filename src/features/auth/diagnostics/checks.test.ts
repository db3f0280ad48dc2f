import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  authTokenStorageKey,
  browserCheck,
  configCheck,
  healthCheck,
  redirectCheck,
  runDiagnostics,
  storageChecks,
} from './checks';

const KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const LOCAL = { url: 'http://127.0.0.1:54321', anonKey: KEY };
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0';

function clock(...times: number[]) {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)] ?? 0;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('configCheck', () => {
  it('passes the local stack and names the backend', () => {
    expect(configCheck(LOCAL)).toMatchObject({
      status: 'pass',
      name: 'Konfiguration vid start',
      details: ['Backend: http://127.0.0.1:54321'],
    });
  });

  it('fails with the configuration errors listed', () => {
    const result = configCheck({ url: 'https://example.com', anonKey: 'nope' });
    expect(result.status).toBe('fail');
    expect(result.details).toEqual([
      'Backend: https://example.com',
      'Backend URL does not appear to be a valid Supabase URL',
      'Public key does not appear to be a valid signed token',
    ]);
  });
});

describe('storageChecks', () => {
  it('derives the supabase-js key from the first host label', () => {
    expect(authTokenStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(authTokenStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });

  it('reports present keys as info without their values', () => {
    const values: Record<string, string> = {
      'slantis-session-id': 'secret-session-id',
      'sb-127-auth-token': '{"access_token":"secret-token"}',
    };
    const results = storageChecks({ getItem: (key) => values[key] ?? null }, LOCAL.url);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['info', 'Ett sessions-id finns sparat.'],
      ['info', 'En inloggning finns sparad (värdet visas inte).'],
    ]);
    expect(results[0]?.details).toEqual(['Nyckel: slantis-session-id']);
    expect(results[1]?.details).toEqual(['Nyckel: sb-127-auth-token']);
    expect(JSON.stringify(results)).not.toContain('secret');
  });

  it('reports absent keys as info', () => {
    const results = storageChecks({ getItem: () => null }, LOCAL.url);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['info', 'Inget sessions-id är sparat.'],
      ['info', 'Ingen inloggning är sparad i den här webbläsaren.'],
    ]);
  });

  it('warns when storage cannot be read', () => {
    const results = storageChecks(
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
      LOCAL.url,
    );
    expect(results.map((r) => r.status)).toEqual(['warning', 'warning']);
  });
});

describe('healthCheck', () => {
  it('passes with the round trip in ms and sends the apikey', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    const result = await healthCheck(LOCAL, { fetch: fetchMock, now: clock(100, 142.4) });
    expect(result).toMatchObject({
      status: 'pass',
      message: 'Backend svarar (42 ms).',
      details: ['GET http://127.0.0.1:54321/auth/v1/health'],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/auth/v1/health',
      expect.objectContaining({ headers: { apikey: KEY } }),
    );
  });

  it('fails on an error status', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    const result = await healthCheck(LOCAL, { fetch: fetchMock, now: clock(0) });
    expect(result).toMatchObject({
      status: 'fail',
      message: 'Backend svarar inte: HTTP-status 503',
    });
  });

  it('fails on a network error', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await healthCheck(LOCAL, { fetch: fetchMock, now: clock(0) });
    expect(result.message).toBe('Backend svarar inte: nätverksfel (Failed to fetch)');
  });

  it('fails after the timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = healthCheck(LOCAL, { fetch: fetchMock, now: clock(0), timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect((await pending).message).toBe('Backend svarar inte: inget svar inom 5 sekunder');
  });
});

describe('redirectCheck', () => {
  it.each([
    ['https://slantis.se', 'pass'],
    ['http://localhost:5173', 'pass'],
    ['http://127.0.0.1:5182', 'pass'],
    ['http://192.168.1.20:5173', 'warning'],
  ])('%s → %s', (origin, status) => {
    const result = redirectCheck(origin);
    expect(result.status).toBe(status);
    expect(result.details).toEqual([`Länkar skickas till: ${origin}/welcome`]);
  });
});

describe('browserCheck', () => {
  it('is info in a normal browser and a warning in an in-app browser', () => {
    expect(browserCheck('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36').status).toBe(
      'info',
    );
    expect(browserCheck(INSTAGRAM)).toMatchObject({
      status: 'warning',
      message:
        'Inbyggd app-webbläsare upptäckt – inloggningslänkar bör öppnas i telefonens vanliga webbläsare.',
    });
  });
});

describe('runDiagnostics', () => {
  it('returns every check in display order', async () => {
    const results = await runDiagnostics({
      config: LOCAL,
      storage: { getItem: () => null },
      origin: 'http://localhost:5173',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      fetch: vi.fn(() => Promise.resolve(new Response('{}'))),
      now: clock(0, 5),
    });
    expect(results.map((r) => r.id)).toEqual([
      'config',
      'session-id',
      'auth-token',
      'health',
      'redirect',
      'browser',
    ]);
  });
});
