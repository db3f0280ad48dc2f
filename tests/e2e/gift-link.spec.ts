import { expect, storeSession, test } from './fixtures';
import { familyOf, openAs, person } from './people';
import { serviceRest } from './stack';

// Issue 26 point 3: a parent makes a gift link, a relative without an account pledges a gift
// with a greeting, the parent confirms when the money has come, and the teen sees the deposit
// on the goal and the greeting. A closed link shows a friendly page and takes nothing.

async function newFamily() {
  const parent = await person('Gunilla', 'foralder', { lastName: 'Gåvosson' });
  const teen = await person('Kim', 'barn', { lastName: 'Gåvosson' });
  await familyOf('Familjen Gåvosson', parent, teen);
  const goal = crypto.randomUUID();
  await serviceRest('savings_goals', {
    method: 'POST',
    body: JSON.stringify({ id: goal, user_id: teen.id, title: 'Elgitarr', target_ore: 400_000 }),
  });
  return { parent, teen, goal };
}

test('a relative pledges through the link, the parent confirms, the teen gets it with the greeting', async ({
  page,
  browser,
}) => {
  test.slow(); // three people, three browsers
  const { parent, teen, goal } = await newFamily();

  // The parent makes a link for Mormor.
  await storeSession(page, parent.email);
  await page.goto('/familj');
  const card = page.getByRole('form', { name: 'Skapa gåvolänk' });
  await card.getByRole('combobox', { name: 'Sparmål' }).click();
  await page.getByRole('option', { name: 'Elgitarr' }).click();
  await card.getByRole('textbox', { name: /Till vem/ }).fill('Mormor');
  await card.getByRole('button', { name: 'Skapa gåvolänk' }).click();
  const address = card.getByRole('textbox', { name: 'Din nya länk' });
  await expect(address).toHaveValue(/\/gava\/[A-Za-z0-9_-]{32}$/);
  const url = await address.inputValue();
  await expect(page.getByRole('region', { name: 'Länkar' })).toContainText(
    'Mormor: Kim – Elgitarr',
  );

  // Mormor opens it without an account: the first name and the goal, nothing more.
  const relative = await openAs(browser);
  await relative.goto(url);
  await expect(relative.getByRole('heading', { name: 'Hjälp Kim att spara' })).toBeVisible();
  await expect(relative.getByText('Elgitarr')).toBeVisible();
  await expect(relative.getByText('0 % klart')).toBeVisible();
  await expect(relative.locator('body')).not.toContainText('Gåvosson');
  await relative.getByRole('textbox', { name: 'Belopp' }).fill('500');
  await relative.getByRole('textbox', { name: 'Ditt namn' }).fill('Mormor');
  await relative.getByRole('textbox', { name: 'Hälsning (valfritt)' }).fill('Grattis!');
  await relative.getByRole('button', { name: 'Skicka gåvan' }).click();
  await expect(relative.getByText('Tack för din gåva!')).toBeVisible();

  // A pledge is not money yet.
  const saved = async () =>
    (
      (await serviceRest(`savings_goals?id=eq.${goal}&select=saved_ore`)) as { saved_ore: number }[]
    )[0]?.saved_ore;
  expect(await saved()).toBe(0);

  // The parent sees it and confirms when the money has come.
  await page.reload();
  const gifts = page.getByRole('region', { name: 'Gåvor' });
  await expect(gifts).toContainText(/Mormor vill ge 500\skr/);
  await expect(gifts).toContainText('”Grattis!”');
  await gifts.getByRole('button', { name: 'Pengarna har kommit' }).click();
  await expect(gifts.getByText('Insatt')).toBeVisible();
  await expect(gifts.getByRole('button', { name: 'Pengarna har kommit' })).toHaveCount(0);
  expect(await saved()).toBe(50_000);

  // The teen sees the deposit on the goal after the sync, and the greeting.
  const kid = await openAs(browser, teen.email);
  await kid.goto('/app');
  await expect(kid.getByText('Elgitarr').first()).toBeVisible({ timeout: 20_000 });
  await expect(kid.getByText(/500\skr/).first()).toBeVisible({ timeout: 20_000 });
  await kid.goto('/aviseringar');
  await expect(kid.getByText('Från Mormor: Grattis!')).toBeVisible({ timeout: 20_000 });
  await expect(kid.getByText(/Du har fått 500\skr till ”Elgitarr”/)).toBeVisible();

  // The parent closes the link: Mormor's page says so and takes nothing more.
  await page
    .getByRole('region', { name: 'Länkar' })
    .getByRole('button', { name: 'Stäng länken' })
    .click();
  await expect(page.getByRole('region', { name: 'Länkar' })).toContainText('Avstängd');
  await relative.reload();
  await expect(
    relative.getByRole('heading', { name: 'Länken fungerar inte längre' }),
  ).toBeVisible();
  await expect(relative.getByRole('button', { name: 'Skicka gåvan' })).toHaveCount(0);
  await relative.context().close();
  await kid.context().close();
});
