import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { expect, interact, test } from './fixtures';
import { createUser, serviceRest } from './stack';
import { buildApp, entryScript } from './support/build-app';
import { startDeployServer, type DeployServer } from './support/deploy-server';

// These tests are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The deploy simulation of research/offline-pwa.md §1.3, §2.6 and goal G11: build A is open,
// build B is deployed (A's hashed chunks are gone from the server), one visibility change offers
// 'Ny version finns', the old page keeps loading its routes from its worker's caches, 'Uppdatera'
// reloads into B only when nothing would be lost, and no chunk ever fails to load.

type ServerTransaction = { description: string; amount_ore: number; category: string };
type User = Awaited<ReturnType<typeof createUser>>;

const serverTransactions = (userId: string) =>
  serviceRest(
    `transactions?user_id=eq.${userId}&deleted=eq.false&select=description,amount_ore,category`,
  ) as Promise<ServerTransaction[]>;

/** What a stale-chunk failure looks like in Chromium, Vite and our own probe below. */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|failed to load module script|module script|chunkloaderror|loading chunk|preloaderror|mime type/i;

const PRELOAD_ERRORS_KEY = 'e2e-preload-errors';

let root: string;
let buildA: string;
let buildB: string;
let server: DeployServer;

test.describe('deploying a new version', () => {
  // 'Uppdatera waits…' races the new worker's activation (it stays waiting until every old
  // page unloads; see the stop notes of issues 41–43): until that race is fixed the group gets
  // three tries instead of CI's one, and each try still has to pass every step.
  test.describe.configure({ mode: 'serial', timeout: 180_000, retries: 3 });

  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(600_000);
    root = mkdtempSync(join(tmpdir(), 'slantis-deploy-'));
    buildA = join(root, 'a');
    buildB = join(root, 'b');
    await buildApp(buildA, 'A');
    await buildApp(buildB, 'B');
    // The simulation only means something when B replaces A's entry chunk and its worker.
    expect(entryScript(buildB)).not.toBe(entryScript(buildA));
    expect(readFileSync(join(buildB, 'sw.js'), 'utf8')).not.toBe(
      readFileSync(join(buildA, 'sw.js'), 'utf8'),
    );
    server = await startDeployServer(buildA);
  });

  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('B is offered after one visibility change, A keeps working until Uppdatera, then B runs', async ({
    page,
    context,
  }) => {
    const chunkErrors = watchChunkErrors(page);
    server.deploy(buildA);
    const user = await createUser('deploy');

    await openControlled(page);
    await interact(page);
    await expect(page.locator('html')).toHaveAttribute('data-build', 'A');
    await signIn(page, user);
    await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');
    // The routes used on A (issue 38: beyond the start, a route's files are cached when first used).
    await visitLazyRoutes(page, 'A', chunkErrors);
    await page.goto(`${server.url}/`);
    await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');

    // A purchase saved offline waits in the outbox.
    await context.setOffline(true);
    await saveExpense(page, { amount: '149,50', description: 'Pizza med Leo' });
    await expect(page.getByText('Köpet är sparat')).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
    await expectPurchaseListed(page, 'Pizza med Leo');
    await expect(syncStatus(page)).toContainText(/osynkade|Offline/, { timeout: 15_000 });
    expect(await serverTransactions(user.id)).toEqual([]);

    // Deploy B: the server now has only B's files. The browser's HTTP cache (A's chunks are
    // `immutable`) is emptied too, so only A's precache can still supply them.
    server.deploy(buildB);
    expect(await server.probe(entryScript(buildA))).toBe(404);
    await clearHttpCache(page);
    await context.setOffline(false);
    await becomeVisible(page);
    const banner = updateBanner(page);
    await expect(banner).toContainText('Ny version finns', { timeout: 30_000 });
    await expect(banner.getByRole('button', { name: 'Uppdatera' })).toBeEnabled();
    await expect.poll(() => workerState(page)).toEqual({ controlled: true, waiting: true });
    await expect(page.locator('html')).toHaveAttribute('data-build', 'A');

    // Until the user accepts, A runs on: its routes come from its worker's caches (the start from
    // the precache, the others as cached when first used), both inside the running page
    // (client-side navigation) and after a full navigation.
    await visitLazyRoutes(page, 'A', chunkErrors);
    await expect(banner).toContainText('Ny version finns');
    expect(server.misses, 'A asked the server for files only its own build had').toEqual([]);
    expect(chunkErrors).toEqual([]);

    // Accept: the page reloads into B.
    await banner.getByRole('button', { name: 'Uppdatera' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'B', { timeout: 20_000 });
    await expect(banner).toBeHidden();
    await expect.poll(() => workerState(page)).toEqual({ controlled: true, waiting: false });

    // The purchase saved offline is kept and reaches the server exactly once.
    await page.goto(`${server.url}/`);
    await expectPurchaseListed(page, 'Pizza med Leo');
    await expect(syncStatus(page)).toContainText('Synkat', { timeout: 15_000 });
    await expect
      .poll(() => serverTransactions(user.id))
      .toEqual([{ description: 'Pizza med Leo', amount_ore: 14_950, category: 'food' }]);

    // B's own lazy routes load.
    await visitLazyRoutes(page, 'B', chunkErrors);
    expect(server.misses).toEqual([]);
    expect(chunkErrors).toEqual([]);
    expect(await preloadErrorCount(page)).toBe(0);
  });

  test('Uppdatera waits while a form has unsaved input; a purchase saved meanwhile is kept', async ({
    page,
    context,
  }) => {
    const chunkErrors = watchChunkErrors(page);
    server.deploy(buildA);
    const user = await createUser('deploy-dirty');

    await openControlled(page);
    await signIn(page, user);
    await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');

    server.deploy(buildB);
    await clearHttpCache(page);
    await becomeVisible(page);
    const banner = updateBanner(page);
    await expect(banner).toContainText('Ny version finns', { timeout: 30_000 });

    // Unsaved input in the purchase form: 'Uppdatera' is taken but waits visibly.
    await openAddTransaction(page);
    await page.getByRole('textbox', { name: 'Belopp' }).fill('89');
    await banner.getByRole('button', { name: 'Uppdatera' }).click();
    // The banner switches only after the store decided (synchronously) not to apply.
    await expect(banner).toContainText('Uppdaterar när du har sparat klart…');
    await expect(banner.getByRole('button', { name: 'Uppdatera' })).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'A');
    expect(await workerState(page)).toEqual({ controlled: true, waiting: true });
    await expect(page.getByRole('textbox', { name: 'Belopp' })).toHaveValue('89');

    // Finishing the purchase (offline, so it stays in the outbox) lets the update take over.
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Bio med Saga');
    await page.getByText('Mat & Dryck').click();
    await page.getByRole('button', { name: 'Spara köp' }).click();
    // A saves it (its brief confirmation may already be gone behind the first purchase's
    // celebration); the update waits for the return home, then B opens there. Saving, the
    // return home, the worker's takeover and B's offline start from its precache are four steps
    // on a loaded CI machine: give them room.
    await expect(page.locator('html')).toHaveAttribute('data-build', 'B', { timeout: 45_000 });
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(`${server.url}/`);

    // B started offline from its precache, with the purchase still waiting to sync.
    await page
      .getByRole('navigation', { name: 'Appmeny' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Hem' })
      .click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expectPurchaseListed(page, 'Bio med Saga');
    await expect(syncStatus(page)).toContainText(/osynkade|Offline/, { timeout: 15_000 });
    expect(await serverTransactions(user.id)).toEqual([]);

    await context.setOffline(false);
    await expect(syncStatus(page)).toContainText('Synkat', { timeout: 15_000 });
    await expect
      .poll(() => serverTransactions(user.id))
      .toEqual([{ description: 'Bio med Saga', amount_ore: 8_900, category: 'food' }]);
    expect(server.misses).toEqual([]);
    expect(chunkErrors).toEqual([]);
    expect(await preloadErrorCount(page)).toBe(0);
  });

  test("a page given the old version's index.html after its files are gone reloads once into the new one", async ({
    page,
  }) => {
    // What a reload racing a worker handover can get: A's page while the server has only B.
    server.deploy(buildB);
    const staleIndex = readFileSync(join(buildA, 'index.html'), 'utf8');
    await page.route(
      `${server.url}/`,
      (route) => route.fulfill({ body: staleIndex, contentType: 'text/html' }),
      { times: 1 },
    );
    const documents = countDocuments(page);
    await page.goto(`${server.url}/`);
    // The visitor's first interaction asks for A's code, which is gone: one reload into B.
    await interact(page);
    await expect.poll(documents).toBe(2);
    // The visitor goes on using the reloaded page (their first moves may come before it loaded).
    await expect(async () => {
      await interact(page);
      await expect(page.locator('html')).toHaveAttribute('data-build', 'B', { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents()).toBe(2);
  });

  test('a page whose files keep failing reloads once, never in a loop', async ({ page }) => {
    server.deploy(buildB);
    const staleIndex = readFileSync(join(buildA, 'index.html'), 'utf8');
    await page.route(`${server.url}/`, (route) =>
      route.fulfill({ body: staleIndex, contentType: 'text/html' }),
    );
    const documents = countDocuments(page);
    await page.goto(`${server.url}/`);
    await interact(page);
    await expect.poll(documents).toBe(2);
    // Give a would-be loop time to show itself.
    await page.waitForTimeout(2_000);
    expect(documents()).toBe(2);
    expect(await page.locator('html').getAttribute('data-build')).toBeNull();
  });
});

/** How many documents the page's main frame has asked for so far. */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** Collects every page error and console error that looks like a chunk failing to load. */
function watchChunkErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (CHUNK_FAILURE.test(error.message)) errors.push(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && CHUNK_FAILURE.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  // Vite's own signal of a failed lazy import (the app reloads on it): count it across reloads.
  void page.addInitScript((key) => {
    window.addEventListener('vite:preloadError', (event) => {
      const count = Number(window.sessionStorage.getItem(key) ?? 0) + 1;
      window.sessionStorage.setItem(key, String(count));
      const payload = (event as Event & { payload?: unknown }).payload;
      console.error(`[e2e] vite:preloadError ${String(payload)}`);
    });
  }, PRELOAD_ERRORS_KEY);
  return errors;
}

const preloadErrorCount = (page: Page) =>
  page.evaluate((key) => Number(window.sessionStorage.getItem(key) ?? 0), PRELOAD_ERRORS_KEY);

/** Empties the browser's HTTP cache (not the service worker's Cache Storage). */
async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** A returning visitor: the worker of the served build has installed and controls the page. */
async function openControlled(page: Page) {
  await page.goto(`${server.url}/`);
  // The visitor's first interaction starts the app, and the app registers the worker.
  await interact(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => workerState(page)).toEqual({ controlled: true, waiting: false });
}

function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { controlled: !!navigator.serviceWorker.controller, waiting: !!registration?.waiting };
  });
}

/** Password sign-in through the app's own form (no redirects, so any origin works). */
async function signIn(page: Page, user: User) {
  await page.goto(`${server.url}/login?redirect=%2F`);
  await page.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  // Once idle, the start has the worker fetch the pages a member opens next: let that finish
  // before a deploy, as it has for a member who has had the app open a moment (a deploy in the
  // middle only stops it, see sw/sw.ts).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('slantis-assets-v1');
          return (await cache.keys()).some((request) => request.url.includes('/assets/vanner-'));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The app's own update trigger: it checks for a new worker when the page becomes visible. */
async function becomeVisible(page: Page) {
  await page.evaluate(() => {
    if (document.visibilityState !== 'visible') throw new Error('the page is not visible');
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const updateBanner = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Uppdatera' }) });

const syncStatus = (page: Page) => page.locator('[data-sync-status]').filter({ visible: true });

async function openAddTransaction(page: Page) {
  await page.getByRole('link', { name: 'Lägg till köp' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(`${server.url}/add-transaction`);
}

async function saveExpense(page: Page, expense: { amount: string; description: string }) {
  await openAddTransaction(page);
  await page.getByRole('textbox', { name: 'Belopp' }).fill(expense.amount);
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill(expense.description);
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
}

async function expectPurchaseListed(page: Page, description: string) {
  await page.getByRole('tab', { name: 'Köp' }).click();
  await expect(page.getByText(description)).toBeVisible();
}

/**
 * Routes not loaded before in this page: two member pages by client-side navigation from the
 * member shell, then a public page by a full navigation and one more by a client-side link.
 * After each, the same build still runs and no chunk failed (the app would reload on one).
 */
async function visitLazyRoutes(page: Page, build: 'A' | 'B', chunkErrors: string[]) {
  const settled = async (path: string, heading: string) => {
    await expect(page).toHaveURL(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(chunkErrors, `chunk errors on ${path}`).toEqual([]);
    await expect(page.locator('html'), `build on ${path}`).toHaveAttribute('data-build', build);
  };
  const memberNav = page.getByRole('navigation', { name: 'Appmeny' }).filter({ visible: true });
  await memberNav.getByRole('link', { name: 'Topplist' }).click();
  await settled('/leaderboard', 'Topplista');
  await memberNav.getByRole('link', { name: 'Profil' }).click();
  await settled('/profile', 'Min profil');

  await page.goto(`${server.url}/lektioner`);
  await settled('/lektioner', 'Lektioner');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Publika kurser', exact: true })
    .click();
  await settled('/kurser/publika', 'Publika kurser');
}
