import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { createUser, DEMO_PASSWORD, freshPersonnummer, passwordSession, userRest } from './stack';

// Issue 21: the age in the personnummer decides the account, and the user sees and ends their
// sessions (Profil → Säkerhet → Inloggade enheter), which the server then refuses.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('registration: under 13 is refused at step 1, a 15-year-old parent at step 2', async ({
  page,
}) => {
  await page.goto('/bli-kund');
  await field(page, 'Förnamn').fill('Liten');
  await field(page, 'Efternamn').fill('Larsson');
  await field(page, 'Personnummer').fill(freshPersonnummer(2016));
  await field(page, 'Mobilnummer').fill('070-123 45 67');
  await field(page, 'Adress').fill('Storgatan 1, 123 45 Umeå');
  await page.getByRole('button', { name: 'Nästa' }).click();
  await expect(page.getByText(/Du måste vara minst 13 år/)).toBeVisible();
  await expect(page.getByText(/vårdnadshavare/)).toBeVisible();

  await field(page, 'Personnummer').fill(freshPersonnummer(2011));
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('radio', { name: /Förälder/ }).check();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await expect(
    page.getByText('Ett föräldrakonto kräver att du har fyllt 18 år. Välj Ungdom/barn i stället.'),
  ).toBeVisible();
});

test('the session list shows the devices; one is logged out, then every device', async ({
  page,
}) => {
  const teen = await createUser('enheter', DEMO_PASSWORD, {
    fornamn: 'Enya',
    efternamn: 'Enhetsson',
    personnummer: freshPersonnummer(),
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll: 'barn',
  });
  await storeSession(page, teen.email);
  const other = await passwordSession(teen.email); // a second device
  await page.goto('/profile?flik=sakerhet');
  const list = page.getByRole('region', { name: 'Inloggade enheter' });
  await expect(list.getByText('Den här enheten')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('button', { name: 'Logga ut Webbläsare' }).click();
  await expect(page.getByText('Enheten är utloggad.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // The ended device's token is refused by the data API at once.
  await expect(userRest('profiles?select=fornamn', other.access_token)).rejects.toThrow(/401/);

  await page.getByRole('button', { name: 'Logga ut från alla enheter' }).click();
  await expect(page).toHaveURL(/\/login/);
});
