import type { BrowserContext, Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { LOCALHOST_URL } from './localhost';
import { createUser, serviceRest } from './stack';

// Issue 42 §1 and §3: a teen registers a passkey in Profil → Säkerhet; after ten idle minutes
// she is back in with one tap, verified by the server (the passkey edge function), on the page
// she was on, and what she adds syncs at once.

test.use({ baseURL: LOCALHOST_URL });

/** A phone with a screen lock: Chromium's virtual platform authenticator, user verified. */
async function phoneWithScreenLock(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const serverPurchases = (userId: string) =>
  serviceRest(`transactions?user_id=eq.${userId}&select=description`) as Promise<
    { description: string }[]
  >;

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
