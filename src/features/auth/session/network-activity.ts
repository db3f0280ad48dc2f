/**
 * Requests that happen without the user doing anything must not keep an idle session alive:
 * the keep-alive, token refreshes, the sync engine's pushes and pulls (it syncs on timers) and
 * the notification bell's refresh (every minute and on focus).
 */
const BACKGROUND_REQUESTS = [
  /\/functions\/v1\/session-middleware/,
  /grant_type=refresh_token/,
  /\/rest\/v1\/rpc\/push_ops/,
  /[?&]server_seq=gt\./,
  /\/rest\/v1\/rpc\/my_notifications/,
];

let installed = false;

/**
 * Spec §4: any network request resets the inactivity timer. Wraps window.fetch once (supabase-js
 * looks fetch up on every call, so its requests pass through here too).
 */
export function trackNetworkActivity(onRequest: () => void, target: Window = window): void {
  if (installed) return;
  installed = true;
  const original = target.fetch.bind(target);
  target.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!BACKGROUND_REQUESTS.some((pattern) => pattern.test(url))) onRequest();
    return original(input, init);
  };
}
