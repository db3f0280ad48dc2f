import type { Page } from '@playwright/test';

import { demo, passwordSession } from './stack';

/** supabase-js keeps the session under sb-<first host label>-auth-token (127.0.0.1 → '127'). */
export const AUTH_STORAGE_KEY = 'sb-127-auth-token';

/**
 * Signs a demo user in against the local stack and stores the session exactly where supabase-js
 * persists it, so the app restores a real, signed-in session on start.
 */
export async function storeSession(page: Page, email: string = demo.elsa, password?: string) {
  const session = await passwordSession(email, password);
  await page.addInitScript(
    ([key, value]) => {
      // Only once: a test that logs out must not be signed in again by the next navigation.
      if (window.sessionStorage.getItem('e2e-session-stored')) return;
      window.sessionStorage.setItem('e2e-session-stored', '1');
      window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return session;
}
