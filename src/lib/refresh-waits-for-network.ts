/** supabase-js's token refresh: `POST /auth/v1/token?grant_type=refresh_token`. */
const REFRESH_REQUEST = /\/auth\/v1\/token\?(?:.*&)?grant_type=refresh_token(?:&|$)/;

export type NetworkEnvironment = {
  navigator: { onLine?: boolean };
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Looked up on every call: the session lifecycle wraps window.fetch after this is made. */
  fetch: typeof fetch;
};

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The fetch supabase-js is given (issue 38). A token refresh asked for while the device is
 * offline (`navigator.onLine` false) waits for the network and goes out the moment the `online`
 * event fires; every other request passes straight through.
 *
 * Why: a refresh that fails offline is retried by supabase-js with sleeps of up to 12.8 s, and
 * once it has failed, supabase-js answers every caller (its own timer, `refreshSession()`, and
 * the `getSession()` in front of each REST call) with that failure for 60 s without asking the
 * server (its refresh cooldown). Back online, sync and the session then waited 40–80 s for a
 * token. A refresh that waits instead of failing has neither the sleeps nor the cooldown, and
 * supabase-js's single flight hands its new tokens to everyone who asked meanwhile.
 *
 * Offline, callers of `getSession()` with an expired token wait for the network too, so code
 * that must answer offline does not ask supabase-js then (the sync transport, the sign-out).
 */
export function refreshWaitsForNetwork(
  env: NetworkEnvironment = {
    navigator,
    window,
    fetch: (input, init) => globalThis.fetch(input, init),
  },
): typeof fetch {
  const offline = () => env.navigator.onLine === false;
  const online = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        env.window.removeEventListener('online', done);
        resolve();
      };
      env.window.addEventListener('online', done);
    });
  return async (input, init) => {
    if (REFRESH_REQUEST.test(urlOf(input))) {
      while (offline()) await online();
    }
    return env.fetch(input, init);
  };
}
