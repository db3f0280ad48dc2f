/**
 * The passkey function's relying party in the local stack (issue 42): rpID `localhost` (WebAuthn
 * refuses an IP address) and the app's origins on localhost — the site URL's port, and the
 * ports `npm start` and the end-to-end tests serve the app on. PASSKEY_RP_ID and
 * PASSKEY_ORIGINS (comma-separated) override them.
 */
export function passkeyEnv(env: Record<string, string | undefined>, siteUrl: string) {
  const site = new URL(siteUrl);
  if (site.hostname === '127.0.0.1') site.hostname = 'localhost';
  const origins = new Set([site.origin, 'http://localhost:5173', 'http://localhost:4173']);
  return {
    PASSKEY_RP_ID: env.PASSKEY_RP_ID ?? 'localhost',
    PASSKEY_RP_NAME: env.PASSKEY_RP_NAME ?? 'Slantis',
    PASSKEY_ORIGINS: env.PASSKEY_ORIGINS ?? [...origins].join(','),
  };
}
