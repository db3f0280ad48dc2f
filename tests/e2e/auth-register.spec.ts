import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { followMailLink, freshPersonnummer, latestMail, uniqueEmail } from './stack';

// Spec §2/§4/§5 /bli-kund: the 4-step wizard against the real sign-up, then the confirmation mail.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a teen registers in four steps, confirms the e-mail and gets into the app', async ({
  page,
}) => {
  const email = uniqueEmail('ny.tonaring');
  const password = 'Sparkonto7';
  await page.goto('/bli-kund');
  await expect(page.getByText('Säker krypterad form')).toBeVisible();
  const back = page.getByRole('button', { name: 'Tillbaka' });
  const next = page.getByRole('button', { name: 'Nästa' });
  await expect(back).toBeDisabled();

  // Step 1 validates before moving on.
  await next.click();
  await expect(page.getByText('Förnamn krävs')).toBeVisible();
  await field(page, 'Förnamn').fill('Åsa-Lena');
  await field(page, 'Efternamn').fill('Öberg');
  await field(page, 'Personnummer').fill('20100101-0000');
  await field(page, 'Mobilnummer').fill('070-123 45 67');
  await field(page, 'Adress').fill('Storgatan 1, 123 45 Umeå');
  await next.click();
  await expect(page.getByText('Ogiltigt personnummer enligt kontrollsiffra')).toBeVisible();
  await field(page, 'Personnummer').fill(freshPersonnummer());
  await next.click();

  // Step 2: the role, with an explanation of each.
  await page.getByRole('radio', { name: /Ungdom\/barn/ }).check();
  await expect(page.getByText('Gör uppgifter, spara mot dina mål')).toBeVisible();
  await next.click();

  // Step 3: the banner when something is wrong; the live requirements list.
  await field(page, 'E-post').fill(email);
  await field(page, 'Lösenord').fill('svagt');
  await field(page, 'Bekräfta lösenord').fill('annat');
  await next.click();
  await expect(page.getByText('Vänligen korrigera felen nedan och försök igen.')).toBeVisible();
  await field(page, 'Lösenord').fill(password);
  await field(page, 'Bekräfta lösenord').fill(password);
  await expect(page.locator('[data-requirement][data-met="false"]')).toHaveCount(0);
  await next.click();

  // Step 4: the review, then the real sign-up.
  await expect(page.getByText('Åsa-Lena Öberg')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Skapa säkert konto' }).click();
  await expect(page).toHaveURL(/\/login\?message=registration-successful$/);
  await expect(page.getByText('Ditt konto är skapat!')).toBeVisible();

  // Signing in before confirming says what to do.
  await field(page, 'E-post').fill(email);
  await field(page, 'Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'E-postadressen är inte bekräftad. Kontrollera din inkorg.',
  );

  // The confirmation link signs the new member in.
  const mail = await latestMail(email, 'signup');
  await page.goto(await followMailLink(mail.link));
  await expect(page).toHaveURL(/\/app$/);

  // And from now on the password works.
  await page.goto('/profile?flik=installningar');
  await page.getByRole('main').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/login');
  await field(page, 'E-post').fill(email);
  await field(page, 'Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});
