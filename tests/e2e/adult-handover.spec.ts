import { expect, storeSession, test } from './fixtures';
import { familyOf, person } from './people';

// Issue 26 point 7: a teen who has turned 18 decides, one item at a time, what her guardians keep
// seeing; the guardian is told what changed and sees exactly that.

test('an 18-year-old decides what her parent sees; the parent is told and sees only that', async ({
  page,
  browser,
}) => {
  test.slow();
  const parent = await person('Birgitta', 'foralder', { lastName: 'Artonsson', born: 1975 });
  // Born on a day of the year that is 18 years ago: she is 18 now.
  const teen = await person('Tove', 'barn', {
    lastName: 'Artonsson',
    born: new Date().getUTCFullYear() - 18,
  });
  await familyOf('Familjen Artonsson', parent, teen);

  // The home page asks her.
  await storeSession(page, teen.email);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Du är 18 nu – grattis!' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Bestäm vad de ser' }).click();
  await expect(page.getByText(/vad Birgitta ser av det du gör/)).toBeVisible();
  await page.getByRole('button', { name: 'Sätt igång' }).click();
  await expect(page.getByRole('heading', { name: 'Utgifter och budget' })).toBeVisible();
  await page.getByRole('button', { name: 'Nej, dölj' }).click();
  await expect(page.getByRole('heading', { name: 'Sparmål' })).toBeVisible();
  await page.getByRole('button', { name: 'Ja, de får se' }).click();
  await expect(page.getByRole('heading', { name: 'Lektioner, XP och ligan' })).toBeVisible();
  await page.getByRole('button', { name: 'Nej, dölj' }).click();
  await expect(page.getByRole('heading', { name: 'Så här blir det' })).toBeVisible();
  await page.getByRole('button', { name: 'Spara mina val' }).click();
  await expect(page.getByRole('heading', { name: 'Klart!' })).toBeVisible();

  // Decided: the home page no longer asks; the settings show her choice.
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Hem' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Du är 18 nu – grattis!' })).toHaveCount(0);
  await page.goto('/profile?flik=installningar');
  await expect(page.getByRole('switch', { name: 'Sparmål' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Utgifter och budget' })).not.toBeChecked();

  // The parent is told, and her insights show goals only.
  const mom = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const momPage = await mom.newPage();
  await storeSession(momPage, parent.email);
  await momPage.goto('/aviseringar');
  await expect(momPage.getByText('Tove har bestämt vad du ser')).toBeVisible({ timeout: 20_000 });
  await expect(momPage.getByText(/Du ser: sparmål\./)).toBeVisible();
  await expect(
    momPage.getByText(/Du ser inte längre: utgifter och budget, lektioner, XP och ligan\./),
  ).toBeVisible();
  await mom.close();
});
