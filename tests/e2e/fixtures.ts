import { test as base, expect, type Page } from '@playwright/test';

/** supabase-js keeps the session under sb-<first host label>-auth-token (127.0.0.1 → '127'). */
const STORAGE_KEY = 'sb-127-auth-token';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Stores a session exactly as supabase-js persists one after sign-in, so the app restores it on
 * start. It expires in an hour, so the client never needs the network to trust it.
 */
export async function storeSession(page: Page) {
  const now = Math.floor(Date.now() / 1000);
  const user = {
    id: '7d3c6c1e-2f7a-4f8e-9a43-3b1f6f0c2a11',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'elsa@example.se',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    created_at: new Date().toISOString(),
  };
  const accessToken = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: now + 3600 }),
    'e2e-signature',
  ].join('.');
  const session = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'e2erefresh01',
    user,
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Fails the test on any uncaught error in the page, and on any request that leaves this machine:
 * Slantis fetches no fonts, scripts or images from outside the app.
 */
export const test = base.extend<{ pageErrors: Error[]; outsideRequests: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
  outsideRequests: [
    async ({ page }, use) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname)) {
          outside.push(request.url());
        }
      });
      await use(outside);
      expect(outside).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
