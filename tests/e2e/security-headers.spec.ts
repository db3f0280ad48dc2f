import type { Page } from '@playwright/test';

import { findInlineScripts } from '../../scripts/vite/inline-scripts';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../../scripts/vite/security-headers';
import { expect, interact, storeSession, test } from './fixtures';
import { STACK_URL } from './stack';

// Issue 21: the preview (npm start) sends the security headers, and the whole app works under
// its Content-Security-Policy: no page, lesson or signed-in view trips it.

const PUBLIC_PAGES = ['/', '/login', '/lektioner', '/bli-kund'];
const LESSON = '/kurser/publika/kurs?kurs=budgetering-101';
const MEMBER_PAGES = ['/', '/app', '/add-transaction', '/leaderboard', '/profile', '/sakerhet'];

/**
 * Collects every CSP violation (the DOM event, and Chromium's 'Refused to …' console line) and
 * every complaint about the Permissions-Policy header, across navigations.
 */
function watchPolicyProblems(page: Page): string[] {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/\[csp\]|Content Security Policy|Permissions-Policy/i.test(text)) problems.push(text);
  });
  return problems;
}

/** Opens `path` and waits for its page heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the document carries the security headers and no inline script', async ({ page }) => {
  for (const path of ['/', '/login']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(STACK_URL));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The preview serves http: HSTS belongs to the https host (dist/_headers).
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(findInlineScripts((await response?.text()) ?? '')).toEqual([]);
  }
  // Scripts and the worker get them too, with a type that nosniff accepts.
  for (const path of ['/boot.js', '/sw.js']) {
    const response = await page.request.get(path);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy(STACK_URL));
  }
});

test('an inline script is refused, and the page says so', async ({ page }) => {
  const problems = watchPolicyProblems(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
    document.head.append(script);
    return document.documentElement.dataset.inlineRan ?? 'no';
  });
  expect(ran).toBe('no');
  await expect.poll(() => problems.some((text) => text.includes('[csp] script-src'))).toBe(true);
});

test('public pages and a lesson run under the policy without a violation', async ({ page }) => {
  const problems = watchPolicyProblems(page);
  for (const path of PUBLIC_PAGES) await visit(page, path);
  await visit(page, LESSON);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed-in pages run under the policy without a violation', async ({ page }) => {
  const problems = watchPolicyProblems(page);
  await storeSession(page);
  for (const path of MEMBER_PAGES) await visit(page, path);
  expect(problems).toEqual([]);
});

test('the boot script runs from its file: theme before the app, one reload when files fail', async ({
  page,
}) => {
  const problems = watchPolicyProblems(page);
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  // The app's own modules never arrive: only src/boot can set the theme or reload.
  await page.route('**/assets/*.js', (route) => route.abort());
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.goto('/');
  // The visitor's first interaction asks for the app's code, which fails.
  await interact(page);
  await expect.poll(() => documents).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => sessionStorage.getItem('slantis-boot-reloaded'))).toBe('1');
  expect(problems).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the precached shell keeps the policy and the boot script for offline starts', async ({
    page,
    context,
  }) => {
    const problems = watchPolicyProblems(page);
    await page.goto('/');
    await interact(page);
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
      .toBe(true);
    // Workbox keys precached files by revision (?__WB_REVISION__=…).
    const bootCached = await page.evaluate(
      async () => !!(await caches.match('/boot.js', { ignoreSearch: true })),
    );
    expect(bootCached).toBe(true);

    await context.setOffline(true);
    const response = await page.goto('/login');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy(STACK_URL));
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
