import { test as base, expect, type Page } from '@playwright/test';

import {
  linkedFamily,
  person,
  twoFriends,
  type Friends,
  type LinkedFamily,
  type Person,
} from './people';
import { storeSession } from './session';

export { AUTH_STORAGE_KEY, storeSession } from './session';

/**
 * A visitor's first sign of interaction (the pointer moves): on a prerendered page src/boot
 * loads the app's code then (issue 24), and with it the service worker.
 */
export async function interact(page: Page) {
  await page.mouse.move(4, 4);
  await page.mouse.move(8, 8);
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Fails the test on any uncaught error in the page, and on any request that leaves this machine:
 * Slantis fetches no fonts, scripts or images from outside the app.
 */
export const test = base.extend<{
  /** A new teen of their own, signed in on `page`. */
  teen: Person;
  /** A new parent and teen linked in a family (nobody signed in on `page`). */
  family: LinkedFamily;
  /** Two new teens who are friends, with their parent (nobody signed in on `page`). */
  friends: Friends;
  pageErrors: Error[];
  outsideRequests: string[];
  keepCelebrations: boolean;
  celebrations: void;
}>({
  teen: async ({ page }, use) => {
    const teen = await person('Ida', 'barn');
    await storeSession(page, teen.email);
    await use(teen);
  },
  family: async ({}, use) => use(await linkedFamily()),
  friends: async ({}, use) => use(await twoFriends()),
  /** Set to true (test.use) where a test looks at the badge and level celebrations itself. */
  keepCelebrations: [false, { option: true }],
  /**
   * A test's first purchase or lesson earns a badge, celebrated in a dialog over the page: close
   * it ('Toppen!') whenever it is in the way, as a user would.
   */
  celebrations: [
    async ({ page, keepCelebrations }, use) => {
      if (!keepCelebrations) {
        await page.addLocatorHandler(
          page.getByRole('dialog', { name: /^Ny (badge|nivå)!/ }),
          async (dialog) => {
            // A dialog that goes away by itself needs no click: never let the handler hang.
            await dialog
              .getByRole('button', { name: 'Toppen!' })
              .click({ timeout: 5_000 })
              .catch(() => undefined);
          },
          // One quiz can earn three badges: the next dialog follows at once, and this handler
          // runs again for it rather than waiting for a dialog-free page that never comes.
          { noWaitAfter: true },
        );
      }
      await use();
    },
    { auto: true },
  ],
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
