import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  SESSION_CHECK_ATTEMPTS,
  SESSION_CHECK_INTERVAL_MS,
  startLinkCompletion,
  SUCCESS_REDIRECT_DELAY_MS,
  type CompletionEffects,
  type CompletionInput,
  type SessionCheck,
} from './machine';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54';

const TOKEN_HASH =
  '#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=magiclink';

const FAILED_TOAST = [
  'Inloggning misslyckades',
  'Kunde inte slutföra inloggningen — försök igen eller öppna länken i din webbläsare.',
  'error',
];

const none: SessionCheck = { hasSession: false, error: null };
const found: SessionCheck = { hasSession: true, error: null };

function setup(
  input: Partial<CompletionInput> = {},
  readSession = vi.fn(() => Promise.resolve(none)),
) {
  const effects = {
    readSession,
    setState: vi.fn<CompletionEffects['setState']>(),
    navigate: vi.fn<CompletionEffects['navigate']>(),
    toast: vi.fn<CompletionEffects['toast']>(),
    clearUrl: vi.fn<CompletionEffects['clearUrl']>(),
    log: vi.fn<CompletionEffects['log']>(),
    logError: vi.fn<CompletionEffects['logError']>(),
  } satisfies CompletionEffects;
  const cancel = startLinkCompletion(
    { search: '', hash: TOKEN_HASH, userAgent: SAFARI_IPHONE, ...input },
    effects,
  );
  const lastState = () => effects.setState.mock.calls.at(-1)?.[0];
  return { effects, cancel, lastState };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startLinkCompletion', () => {
  it('uses the spec timings', () => {
    expect([SESSION_CHECK_ATTEMPTS, SESSION_CHECK_INTERVAL_MS, SUCCESS_REDIRECT_DELAY_MS]).toEqual([
      10, 500, 1000,
    ]);
  });

  it('starts in the loading state and checks the session at once', async () => {
    const { effects, lastState } = setup();
    expect(lastState()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.readSession).toHaveBeenCalledTimes(1);
  });

  it('shows the in-app browser warning before anything else and reads no session', async () => {
    const { effects, lastState } = setup({
      userAgent: INSTAGRAM_IPHONE,
      hash: '#error=access_denied&error_description=Nope',
    });
    expect(lastState()).toEqual({ status: 'webview_detected' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(effects.readSession).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the URL error with its decoded description (auth_error)', () => {
    const { effects, lastState } = setup({
      hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    });
    expect(lastState()).toEqual({
      status: 'error',
      code: 'auth_error',
      message: 'Autentiseringsfel: Email link is invalid or has expired',
    });
    expect(effects.readSession).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the error code in the query',
      '?error=access_denied&error_code=otp_expired',
      '',
      'otp_expired',
    ],
    ['the bare error in the hash', '', '#error=server_error', 'server_error'],
  ])('falls back to %s', (_label, search, hash, shown) => {
    const { lastState } = setup({ search, hash });
    expect(lastState()).toEqual({
      status: 'error',
      code: 'auth_error',
      message: `Autentiseringsfel: ${shown}`,
    });
  });

  it('sends a URL without token, error or magic-link type to / at once', async () => {
    const { effects } = setup({ hash: '', search: '?foo=bar' });
    expect(effects.navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(effects.readSession).not.toHaveBeenCalled();
  });

  it('keeps checking for type=magiclink alone', async () => {
    const { effects } = setup({ hash: '', search: '?type=magiclink' });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.readSession).toHaveBeenCalledTimes(1);
  });

  it('succeeds on the third check, clears the URL and redirects to /app after 1 s', async () => {
    const readSession = vi
      .fn<() => Promise<SessionCheck>>()
      .mockResolvedValueOnce(none)
      .mockResolvedValueOnce(none)
      .mockResolvedValue(found);
    const { effects, lastState } = setup({}, readSession);

    await vi.advanceTimersByTimeAsync(0);
    expect(readSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(readSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(readSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(readSession).toHaveBeenCalledTimes(3);

    expect(lastState()).toEqual({ status: 'success' });
    expect(effects.toast).toHaveBeenCalledWith(
      'Inloggning lyckades',
      'Du omdirigeras nu...',
      'success',
    );
    expect(effects.clearUrl).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_DELAY_MS - 1);
    expect(effects.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.navigate).toHaveBeenCalledWith('/app');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readSession).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10 checks 500 ms apart (no_session_found)', async () => {
    const { effects, lastState } = setup();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 8);
    expect(effects.readSession).toHaveBeenCalledTimes(9);
    expect(lastState()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(effects.readSession).toHaveBeenCalledTimes(10);
    expect(lastState()).toEqual({
      status: 'error',
      code: 'no_session_found',
      message: 'Ingen session hittades - länken kan ha gått ut',
    });
    expect(effects.toast).toHaveBeenCalledWith(...FAILED_TOAST);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(effects.readSession).toHaveBeenCalledTimes(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports an error answer of the session check (session_handling_failed)', async () => {
    const { effects, lastState } = setup(
      {},
      vi.fn(() => Promise.resolve({ hasSession: false, error: 'Invalid Refresh Token' })),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lastState()).toEqual({
      status: 'error',
      code: 'session_handling_failed',
      message: 'Kunde inte slutföra inloggningen: Invalid Refresh Token',
    });
    expect(effects.toast).toHaveBeenCalledWith(...FAILED_TOAST);
    expect(effects.logError).toHaveBeenCalled();
  });

  it('reports a thrown session check (session_handling_failed)', async () => {
    const { lastState } = setup(
      {},
      vi.fn(() => Promise.reject(new Error('Failed to fetch'))),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lastState()).toEqual({
      status: 'error',
      code: 'session_handling_failed',
      message: 'Kunde inte slutföra inloggningen: Failed to fetch',
    });
  });

  it('reports anything else as unexpected_error', async () => {
    const { effects, lastState } = setup(
      {},
      vi.fn(() => Promise.resolve(undefined as unknown as SessionCheck)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lastState()).toMatchObject({ status: 'error', code: 'unexpected_error' });
    expect((lastState() as { message: string }).message).toMatch(/^Oväntat fel: .+/);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("says 'Okänt fel' when an unexpected failure has no message", async () => {
    const broken = {
      hasSession: false,
      get error(): string | null {
        throw new Error('');
      },
    };
    const { lastState } = setup(
      {},
      vi.fn(() => Promise.resolve(broken)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lastState()).toEqual({
      status: 'error',
      code: 'unexpected_error',
      message: 'Oväntat fel: Okänt fel',
    });
  });

  it("says 'Okänt fel' when the session check throws without a message", async () => {
    const { lastState } = setup(
      {},
      vi.fn(() => Promise.reject(new Error(''))),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lastState()).toMatchObject({
      code: 'session_handling_failed',
      message: 'Kunde inte slutföra inloggningen: Okänt fel',
    });
  });

  it('still redirects when the URL cannot be cleared', async () => {
    const { effects, lastState } = setup(
      {},
      vi.fn(() => Promise.resolve(found)),
    );
    effects.clearUrl.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_DELAY_MS);
    expect(lastState()).toEqual({ status: 'success' });
    expect(effects.navigate).toHaveBeenCalledWith('/app');
  });

  it('does nothing more once cancelled while checking', async () => {
    const { effects, cancel } = setup();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(effects.readSession).toHaveBeenCalledTimes(2);
    const calls = effects.setState.mock.calls.length;
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(effects.readSession).toHaveBeenCalledTimes(2);
    expect(effects.setState).toHaveBeenCalledTimes(calls);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('ignores a session answer that arrives after cancel', async () => {
    let resolve: (value: SessionCheck) => void = () => undefined;
    const readSession = vi.fn(() => new Promise<SessionCheck>((r) => (resolve = r)));
    const { effects, cancel } = setup({}, readSession);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    resolve(found);
    await vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_DELAY_MS);
    expect(effects.setState).toHaveBeenCalledTimes(1);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('cancels the pending redirect', async () => {
    const { effects, cancel } = setup(
      {},
      vi.fn(() => Promise.resolve(found)),
    );
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_DELAY_MS);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});
