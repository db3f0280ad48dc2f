import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { createUser } from './stack';

// research/offline-pwa.md §2.7: a full device is a clear state. The write is refused with a
// real QuotaExceededError from IndexedDB, the form keeps the input and nothing claims "sparat".

const QUOTA_SENTENCE =
  'Enheten har inte plats för mer, så ändringen sparades inte. Gör plats och försök igen.';
const BANNER_TITLE = 'Enheten har inte plats för mer';
/** Any success text: 'Köpet är sparat', 'Inkomsten är sparad', '149,50 kr är sparat.' */
const SAVED = /sparat|sparad\b/;

type DiskFlag = { slantisDiskFull?: boolean };

/** While the page's flag is set, IndexedDB refuses every put and add, as on a full device. */
function simulateFullDisk(page: Page) {
  return page.addInitScript(() => {
    const store = IDBObjectStore.prototype;
    const refuseWhenFull = <A extends unknown[]>(
      write: (this: IDBObjectStore, ...args: A) => IDBRequest<IDBValidKey>,
    ) =>
      function (this: IDBObjectStore, ...args: A) {
        if ((window as DiskFlag).slantisDiskFull) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return write.apply(this, args);
      };
    store.put = refuseWhenFull(store.put);
    store.add = refuseWhenFull(store.add);
  });
}

const setDiskFull = (page: Page, full: boolean) =>
  page.evaluate((value) => ((window as DiskFlag).slantisDiskFull = value), full);

test('a full device keeps the purchase in the form, says so, and saves once there is room', async ({
  page,
}) => {
  const user = await createUser('storage-full');
  await storeSession(page, user.email, user.password);
  await simulateFullDisk(page);
  await page.goto('/add-transaction');
  await expect(page.locator('[data-sync-status]').filter({ visible: true })).toHaveAttribute(
    'data-sync-status',
    'idle',
  );

  const amount = page.getByRole('textbox', { name: 'Belopp' });
  await amount.fill('149,50');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Pizza med Leo');
  await page.getByText('Mat & Dryck').click();
  const banner = page.getByRole('alert', { name: BANNER_TITLE });
  await expect(banner).toHaveCount(0);

  await setDiskFull(page, true);
  await page.getByRole('button', { name: 'Spara köp' }).click();

  await expect(page.getByText(QUOTA_SENTENCE)).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Din senaste ändring sparades inte');
  await expect(amount).toHaveValue('149,50');
  await expect(page.getByRole('textbox', { name: 'Beskrivning' })).toHaveValue('Pizza med Leo');
  // Case-sensitive: a toast's title and text run together ('…spara' + 'Telefonen…').
  await expect(page.getByText(SAVED)).toHaveCount(0);
  await expect(page).toHaveURL(/\/add-transaction$/);

  await setDiskFull(page, false);
  await page.getByRole('button', { name: 'Spara köp' }).click();

  await expect(page.getByText('Köpet är sparat')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('tab', { name: 'Köp' }).click();
  await expect(page.getByText('Pizza med Leo')).toBeVisible();
});
