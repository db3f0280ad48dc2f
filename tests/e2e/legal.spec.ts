import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { freshPersonnummer } from './stack';

// Issue 21 §8: Användarvillkor and Integritetspolicy, reached from the footer, from step 4 of
// the registration (in a new tab, so the form keeps its values) and from Min profil.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test(
  'the footer links both documents; the table of contents jumps to a section',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/ungdom');
    const footer = page.getByRole('navigation', { name: 'Sidfot' });
    await footer.getByRole('link', { name: 'Integritetspolicy' }).click();
    await expect(page).toHaveURL(/\/integritetspolicy$/);
    await expect(h1(page)).toHaveText('Integritetspolicy');
    await expect(page).toHaveTitle('Integritetspolicy – Slantis');
    await expect(page.getByText('Gäller från 29 november 2026')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Så länge sparas uppgifterna' })).toContainText(
      '90 dagar',
    );

    // Phones get the table of contents folded above the text; wide screens beside it.
    const summary = page.getByText(/^Innehåll \(\d+ avsnitt\)$/);
    if (await summary.isVisible()) await summary.click();
    const contents = page.getByRole('navigation', { name: 'Innehåll' }).filter({ visible: true });
    await contents.getByRole('link', { name: 'Dina rättigheter' }).click();
    await expect(page).toHaveURL(/\/integritetspolicy#rattigheter$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dina rättigheter' }),
    ).toBeInViewport();

    await page
      .getByRole('navigation', { name: 'Sidfot' })
      .getByRole('link', { name: 'Användarvillkor' })
      .click();
    await expect(page).toHaveURL(/\/anvandarvillkor$/);
    await expect(h1(page)).toHaveText('Användarvillkor');
    await expect(page).toHaveTitle('Användarvillkor – Slantis');
    await expect(page.getByText('Gäller från 29 november 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Månadens Tävling' })).toBeVisible();
  },
);

test('step 4 of the registration opens both documents in a new tab and keeps the form', async ({
  page,
  context,
}) => {
  await page.goto('/bli-kund');
  const next = page.getByRole('button', { name: 'Nästa' });
  await field(page, 'Förnamn').fill('Vera');
  await field(page, 'Efternamn').fill('Villkorsson');
  await field(page, 'Personnummer').fill(freshPersonnummer());
  await field(page, 'Mobilnummer').fill('070-123 45 67');
  await field(page, 'Adress').fill('Storgatan 1, 123 45 Umeå');
  await next.click();
  await page.getByRole('radio', { name: /Ungdom\/barn/ }).check();
  await next.click();
  await field(page, 'E-post').fill('vera.villkor@example.com');
  await field(page, 'Lösenord').fill('Sparkonto7');
  await field(page, 'Bekräfta lösenord').fill('Sparkonto7');
  await next.click();
  await expect(page.getByText('Vera Villkorsson')).toBeVisible();

  for (const [name, heading] of [
    ['användarvillkoren (öppnas i en ny flik)', 'Användarvillkor'],
    ['integritetspolicyn (öppnas i en ny flik)', 'Integritetspolicy'],
  ] as const) {
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name }).click();
    const tab = await opened;
    await expect(h1(tab)).toHaveText(heading);
    await tab.close();
  }

  // The wizard is still on step 4 with everything filled in, ready to create the account.
  await expect(page).toHaveURL(/\/bli-kund$/);
  await expect(page.getByText('Vera Villkorsson')).toBeVisible();
  await expect(page.getByText('vera.villkor@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skapa säkert konto' })).toBeEnabled();
});

test('Min profil links both documents under Inställningar', async ({ page }) => {
  await storeSession(page);
  await page.goto('/profile?flik=installningar');
  const card = page.getByRole('heading', { level: 2, name: 'Villkor och integritet' });
  await expect(card).toBeVisible();
  // The version she accepted, stored with her account when it was made (issue 41 §8).
  await expect(page.getByTestId('legal-acceptance')).toHaveText(
    /^Du godkände den här versionen \(från 29 november 2026\) den \d+ \w+ \d{4}, när du skapade ditt konto\.$/,
  );

  await page.getByRole('main').getByRole('link', { name: 'Integritetspolicy' }).click();
  await expect(page).toHaveURL(/\/integritetspolicy$/);
  await expect(h1(page)).toHaveText('Integritetspolicy');
  await expect(page.getByRole('heading', { level: 2, name: 'Om du är under 18 år' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/profile\?flik=installningar$/);
  await page.getByRole('main').getByRole('link', { name: 'Användarvillkor' }).click();
  await expect(page).toHaveURL(/\/anvandarvillkor$/);
  await expect(h1(page)).toHaveText('Användarvillkor');
  await expect(page.getByTestId('legal-acceptance')).toContainText('Du godkände den här versionen');
});
