import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { openAs, person } from './people';
import { demo, passwordSession, serviceRest, userRest } from './stack';

// Issue 9: a parent creates the family and invites a child, the child joins with the link, the
// parent gives a task, the child marks it done, the parent approves — the child's income and XP
// change. The parent sees insights.

const totalXp = async (page: Page) =>
  Number(((await page.getByText(/^Totalt [\d\s ]+ XP$/).textContent()) ?? '').replace(/\D/g, ''));

async function taskStatus(id: string) {
  const rows = (await serviceRest(`tasks?id=eq.${id}&select=status`)) as { status: string }[];
  return rows[0]?.status;
}

test('a family links by invite link; a task is done, approved and paid once', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, several devices and syncs
  const parent = await person('Petra', 'foralder', { lastName: 'Familjesson' });
  const child = await person('Kim', 'barn', { lastName: 'Familjesson', born: 2010 });

  // The parent creates the family and an invite for a child.
  await storeSession(page, parent.email);
  await page.goto('/familj');
  await page.getByRole('textbox', { name: 'Familjens namn' }).fill('Familjen Familjesson');
  await page.getByRole('button', { name: 'Skapa familj' }).click();
  await expect(page.getByRole('heading', { name: 'Familjen Familjesson' })).toBeVisible();
  await page.getByRole('button', { name: 'Bjud in barn' }).click();
  const code = (await page.getByTestId('invite-code').first().textContent()) ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

  // The child opens the link in their own browser and joins.
  const kid = await openAs(browser, child.email);
  await kid.goto(`/familj?kod=${code}`);
  await kid.getByRole('button', { name: 'Visa inbjudan' }).click();
  await expect(kid.getByText('Petra F. bjuder in dig till Familjen Familjesson.')).toBeVisible();
  await kid.getByRole('button', { name: 'Gå med i familjen' }).click();
  await expect(kid.getByRole('heading', { name: 'Familjen Familjesson' })).toBeVisible();
  await expect(kid.getByText('Petra F.')).toBeVisible();

  // The parent sees the child and gives a task.
  await page.reload();
  await expect(page.getByText('Kim F.').first()).toBeVisible();
  await expect(page.getByText('Inga öppna inbjudningar.')).toBeVisible(); // the code is used
  const form = page.getByRole('form', { name: 'Nytt uppdrag' });
  await form.getByRole('textbox', { name: 'Vad ska göras?' }).fill('Dammsuga hallen');
  await form.getByRole('textbox', { name: 'Belöning (kr)' }).fill('45');
  await form.getByRole('textbox', { name: 'XP' }).fill('30');
  await form.getByRole('button', { name: 'Ge uppdraget' }).click();
  await expect(page.getByRole('region', { name: 'Pågående' })).toContainText('Dammsuga hallen');
  const [task] = (await serviceRest(
    `tasks?user_id=eq.${child.id}&select=id&title=eq.Dammsuga%20hallen`,
  )) as { id: string }[];

  // The child sees it on the home page (it arrives with the sync) and marks it done.
  await kid.goto('/');
  const card = kid.getByTestId('child-task').filter({ hasText: 'Dammsuga hallen' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const xpBefore = await totalXp(kid);
  await card.getByRole('button', { name: 'Klart!' }).click();
  await expect(card).toContainText('Väntar på godkännande');
  await expect.poll(() => taskStatus(task!.id), { timeout: 20_000 }).toBe('done');

  // The parent approves.
  await page.reload();
  const waiting = page.getByRole('region', { name: 'Väntar på dig' });
  await expect(waiting).toContainText('Dammsuga hallen');
  await waiting.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Kim F. får 45 kr och 30 XP')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Klara' })).toContainText('Dammsuga hallen');

  // The child gets the income and the XP, once.
  await kid.reload();
  await expect(card).toContainText('Godkänt', { timeout: 20_000 });
  await expect.poll(() => totalXp(kid), { timeout: 20_000 }).toBe(xpBefore + 30);
  await kid.getByRole('tab', { name: 'Köp' }).click();
  await expect(kid.getByText('Uppdrag: Dammsuga hallen')).toBeVisible();
  const income = (await serviceRest(
    `transactions?user_id=eq.${child.id}&type=eq.income&select=amount_ore`,
  )) as { amount_ore: number }[];
  expect(income).toEqual([{ amount_ore: 4500 }]);
  await kid.context().close();
});

test(
  'a parent sees insights for each child, with a weekly summary and a chart',
  { tag: '@desktop' },
  async ({ page }) => {
    await storeSession(page, demo.anna);
    await page.goto('/familj');
    await expect(page.getByRole('heading', { name: 'Familjen Lindqvist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Insikter' })).toBeVisible();
    await expect(page.getByTestId('weekly-summary')).toContainText('Elsa');
    await expect(
      page.getByRole('table', { name: 'Elsas utgifter och budget per vecka' }),
    ).toBeVisible();
    // The chart is one image for screen readers (its summary names each week); its bars are drawn.
    const chart = page.getByRole('img', { name: /^Stapeldiagram: Elsas utgifter per kategori/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('[data-chart-bar]')).toHaveCount(4);
    await expect(
      page.getByRole('table', { name: 'Elsas utgifter per kategori och vecka' }),
    ).toBeAttached();
    // The insights' own child picker ('Barn'; the allowance card on the page has one too).
    await page
      .getByRole('radiogroup', { name: 'Barn' })
      .locator('label')
      .filter({ hasText: /^Omar$/ })
      .click();
    await expect(page.getByTestId('weekly-summary')).toContainText('Omar');
    // The task Elsa marked done waits for Anna.
    await expect(page.getByRole('region', { name: 'Väntar på dig' })).toContainText(
      'Handla till middagen',
    );
  },
);

test('a teen cannot read a sibling’s purchases, even straight from the API', async () => {
  const elsa = await passwordSession(demo.elsa);
  const omar = await passwordSession(demo.omar);
  const elsaSees = (await userRest('transactions?select=user_id', elsa.access_token)) as {
    user_id: string;
  }[];
  expect(elsaSees.length).toBeGreaterThan(0);
  expect(new Set(elsaSees.map((row) => row.user_id))).toEqual(new Set([elsa.user.id]));
  const omarSees = (await userRest('transactions?select=user_id', omar.access_token)) as {
    user_id: string;
  }[];
  expect(new Set(omarSees.map((row) => row.user_id))).toEqual(new Set([omar.user.id]));
});
