/**
 * The app under test on a domain name: WebAuthn refuses an IP address as its relying party, so
 * passkey tests open `localhost` on the port the preview serves (E2E_PORT, playwright.config.ts).
 */
export const LOCALHOST_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}`;
