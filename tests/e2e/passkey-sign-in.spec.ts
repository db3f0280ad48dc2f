import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { LOCALHOST_URL } from './localhost';
import { createUser, serviceRest } from './stack';
import { phoneWithScreenLock } from './virtual-authenticator';

// Issue 42 §1 and §3: a teen registers a passkey in Profil → Säkerhet; after ten idle minutes
// she is back in with one tap, verified by the server (the passkey edge function), on the page
// she was on, and what she adds syncs at once.

test.use({ baseURL: LOCALHOST_URL });

const serverPurchases = (userId: string) =>
  serviceRest(`transactions?user_id=eq.${userId}&select=description`) as Promise<
    { description: string }[]
  >;

async function addPasskey(page: Page) {
  await page.goto('/profile?flik=sakerhet');
  const settings = page.getByTestId('passkey-settings');
  await settings.getByRole('button', { name: 'Lägg till passkey' }).click();
  await expect(settings.getByText('Passkeyn är sparad.', { exact: false })).toBeVisible();
}

test('a passkey from Profil → Säkerhet signs the teen back in with one tap after 10 idle minutes', async ({
  page,
  context,
}) => {
  test.slow();
  const teen = await createUser('onetap');
  await phoneWithScreenLock(context, page);
  await page.clock.install();
  await storeSession(page, teen.email, teen.password);

  await page.goto('/profile?flik=sakerhet');
  const settings = page.getByTestId('passkey-settings');
  await expect(settings.getByText('Du har inga passkeys än.')).toBeVisible();
  await expect(settings.getByRole('textbox', { name: 'Namn på passkeyn' })).toHaveValue(
    'Den här mobilen',
  );
  await settings.getByRole('button', { name: 'Lägg till passkey' }).click();
  await expect(settings.getByText('Passkeyn är sparad.', { exact: false })).toBeVisible();
  await expect(settings.getByTestId('passkey-row')).toHaveCount(1);
  await expect(settings.getByTestId('passkey-row')).toContainText('Den här mobilen');
  await expect(settings.getByTestId('passkey-row')).toContainText('Inte använd än');

  // The teen opens the purchase form, then puts the phone away for ten minutes.
  await page.goto('/add-transaction');
  await expect(page.getByRole('textbox', { name: 'Belopp' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('10:30');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadd-transaction$/);

  // One tap: the passkey is offered first, and the server's session takes her back.
  await page.getByRole('button', { name: 'Logga in med passkey' }).click();
  await expect(page).toHaveURL(/\/add-transaction$/);
  await page.getByRole('textbox', { name: 'Belopp' }).fill('45');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Glass efter skolan');
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
  await expect(page.getByText('Köpet är sparat')).toBeVisible();
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 60_000 })
    .toEqual([{ description: 'Glass efter skolan' }]);

  // The sign-in was the passkey's: Profil → Säkerhet now says when it was used.
  await page.goto('/profile?flik=sakerhet');
  await expect(page.getByTestId('passkey-row')).toContainText('Senast använd');
});

test('on the lock screen with the network there, the passkey tap signs in for real', async ({
  page,
  context,
}) => {
  test.slow();
  const teen = await createUser('locktap');
  await phoneWithScreenLock(context, page);
  await page.clock.install();
  await storeSession(page, teen.email, teen.password);
  await addPasskey(page);
  // The offline unlock stays as it was: a PIN for this device.
  await page.getByRole('button', { name: 'Välj PIN-kod' }).click();
  await page.getByLabel('Ny PIN-kod').fill('2580');
  await page.getByLabel('Upprepa PIN-koden').fill('2580');
  await page.getByRole('button', { name: 'Spara PIN-kod' }).click();
  await expect(page.getByText('PIN-upplåsning är på för den här enheten.')).toBeVisible();

  await page.goto('/add-transaction');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('10:30');
  await expect(page).toHaveURL(/\/(login|las-upp)\?redirect=%2Fadd-transaction$/);
  // The installed app opens again later, at the lock screen (this device has a PIN).
  await page.goto('/add-transaction');
  await expect(page).toHaveURL(/\/las-upp\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slantis är låst' })).toBeVisible();

  await page.getByRole('button', { name: 'Logga in med passkey' }).click();
  await expect(page).toHaveURL(/\/add-transaction$/);
  // A session, not a device unlock: no PIN banner, and the purchase reaches the server.
  await expect(page.getByText(/Upplåst med PIN-kod/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Belopp' }).fill('30');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill('Busskort');
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 60_000 })
    .toEqual([{ description: 'Busskort' }]);
});
