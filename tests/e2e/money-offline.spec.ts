import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { createUser, serviceRest } from './stack';

// These tests are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 5: a purchase saved offline is on the dashboard at once, syncs when the connection
// returns, and shows up on a second device (browser profile) of the same user.

type ServerTransaction = { description: string; amount_ore: number; category: string };

const serverTransactions = (userId: string) =>
  serviceRest(
    `transactions?user_id=eq.${userId}&deleted=eq.false&select=description,amount_ore,category`,
  ) as Promise<ServerTransaction[]>;

const syncStatus = (page: Page) => page.locator('[data-sync-status]').filter({ visible: true });

test('a purchase saved offline shows at once, syncs on reconnect and reaches a second device', async ({
  page,
  context,
  browser,
}) => {
  test.slow(); // a service worker install, offline and back, and a second device
  const user = await createUser('offline');
  await storeSession(page, user.email, user.password);
  await page.goto('/');
  // A returning user: the service worker has installed and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Lägg till köp' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/add-transaction$/);
  await page.getByRole('textbox', { name: 'Belopp' }).fill('149,50');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Pizza med Leo');
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
  await expect(page.getByText('Köpet är sparat')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.getByRole('tab', { name: 'Köp' }).click();
  await expect(page.getByText('Pizza med Leo')).toBeVisible();
  await expect(syncStatus(page)).toContainText(/osynkade|Offline/, { timeout: 15_000 });
  expect(await serverTransactions(user.id)).toEqual([]);

  await context.setOffline(false);
  await expect(syncStatus(page)).toContainText('Synkat', { timeout: 15_000 });
  await expect
    .poll(() => serverTransactions(user.id))
    .toEqual([{ description: 'Pizza med Leo', amount_ore: 14_950, category: 'food' }]);

  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await storeSession(other, user.email, user.password);
  await other.goto('/');
  await other.getByRole('tab', { name: 'Köp' }).click();
  await expect(other.getByText('Pizza med Leo')).toBeVisible();
  await otherDevice.close();
});

// Issue 40: a change the server refuses is listed in the sync panel with the Swedish sentence of
// its refusal code, never Postgres' text ('invalid input syntax for type bigint').
test('a refused change shows in the sync panel in Swedish, never as SQL', async ({ page }) => {
  const user = await createUser('refused');
  await storeSession(page, user.email, user.password);
  await page.goto('/');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');

  // A forged op (an amount as text) straight into the device's outbox, as a broken client would.
  await page.evaluate(async (userId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`slantis-${userId}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').add({
        opId: crypto.randomUUID(),
        table: 'transactions',
        op: 'upsert',
        rowId: crypto.randomUUID(),
        patch: {
          user_id: userId,
          type: 'expense',
          category: 'food',
          description: 'Förfalskat köp',
          amount_ore: 'tjugo',
        },
        baseVersion: null,
        createdAt: Date.now(),
        attempts: 0,
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(String(tx.error)));
    });
    db.close();
  }, user.id);

  await syncStatus(page).click();
  await page.getByRole('button', { name: 'Synka nu' }).click();
  await expect(syncStatus(page)).toContainText('1 nekade');
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Ändringar som inte kunde sparas')).toBeVisible();
  await expect(
    panel.getByText('Ett värde har fel form, till exempel text där det ska stå ett belopp.'),
  ).toBeVisible();
  await expect(panel.getByText(/invalid input|bigint|syntax|tjugo/i)).toHaveCount(0);
  // The refusal paused nothing: sync stays signed in and idle.
  await expect(syncStatus(page)).toHaveAttribute('data-sync-status', 'idle');
});
