import type { Locator, Page } from '@playwright/test';

import { readCourse } from '../../scripts/content/read-courses';
import { expect, storeSession, test } from './fixtures';
import { createUser, demo, DEMO_PASSWORD, freshPersonnummer } from './stack';

// The course as written in content/courses.
const budgetering101 = readCourse('budgetering-101');

// Issue 8: XP, levels, badges, celebrations and 'Månadens Tävling' with real data.

// These tests look at the celebrations themselves.
test.use({ keepCelebrations: true });

/** A confirmed teen (roll 'barn') with a profile of their own, so parallel tests never collide. */
async function createTeen(firstName: string) {
  const { email, password } = await createUser(firstName.toLowerCase(), DEMO_PASSWORD, {
    fornamn: firstName,
    efternamn: 'Testsson',
    personnummer: freshPersonnummer(),
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll: 'barn',
  });
  return { email, password };
}

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** Closes every celebration on screen ('Toppen!'), oldest first. */
async function dismissCelebrations(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Ny (badge|nivå)!/ });
  while (await dialog.isVisible().catch(() => false)) {
    // A dialog seen while it fades out after the last click is gone before its button can be
    // clicked: only a dialog that stays on screen unclickable is a failure.
    await dialog
      .getByRole('button', { name: 'Toppen!' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await dialog.isVisible()) throw error;
      });
    await page.waitForTimeout(300);
  }
}

async function totalXp(page: Page): Promise<number> {
  const text = await page.getByText(/^Totalt [\d\s ]+ XP$/).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function logPurchase(page: Page, description: string) {
  await page.goto('/add-transaction');
  await page.getByRole('textbox', { name: 'Belopp' }).fill('49');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
  await expect(page.getByText('Köpet är sparat')).toBeVisible();
}

test('demo Elsa sees Nivå 7 with 340 / 500 XP, and her own highlighted place on /leaderboard', async ({
  page,
}) => {
  await storeSession(page, demo.elsa);
  await page.goto('/');
  // A fresh device: her XP shows once the first sync has pulled her history.
  await expect(page.getByText('340 / 500 XP')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Nivå 7' })).toBeVisible();
  await expect(page.getByText('Totalt 2 840 XP')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dina serier' })).toBeVisible();

  // The competition panel (phone bar or side column) shows her own standing.
  const panel = visible(page.getByRole('region', { name: /Månadens Tävling/ }));
  await expect(panel).toContainText(/\d+ dagar? kvar/);
  await expect(panel).toContainText(/plats \d+ av \d+/);

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Topplista' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Topplista, månad, alla' });
  const mine = list.locator('li[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Modig Utter'); // her nickname (seed)
  await expect(mine).toContainText('Du');
  await expect(mine).toContainText('Nivå 7');
  await expect(page.getByText(/Du ligger på plats \d+ av \d+/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Månadens priser' })).toContainText(
    '500 kr + hörlurar',
  );

  await page.getByRole('tab', { name: 'Vecka' }).click();
  await expect(page.getByRole('list', { name: 'Topplista, vecka, alla' })).toBeVisible();
  await expect(page).toHaveURL(/period=week/);
});

test('a new teen earns XP and "Första köpet" with a celebration, then joins the competition', async ({
  page,
}) => {
  test.slow(); // purchases, a whole lesson, celebrations and the league
  const teen = await createTeen('Tova');
  await storeSession(page, teen.email, teen.password);
  await page.goto('/');
  await expect(page.getByText('Totalt 0 XP')).toBeVisible();
  const before = await totalXp(page);

  // The first purchase earns 'Första köpet', celebrated over whatever page is open.
  await logPurchase(page, 'Glass');
  const celebration = page.getByRole('dialog', { name: /Ny badge!\s*Första köpet/ });
  await expect(celebration).toBeVisible({ timeout: 15_000 });
  await dismissCelebrations(page);
  await logPurchase(page, 'Busskort');
  await dismissCelebrations(page);

  // Finish a lesson by passing its quiz.
  const [first] = budgetering101.lessons;
  if (!first) throw new Error('Budgetering 101 has lessons');
  await page.goto('/kurser/publika/kurs?kurs=budgetering-101');
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  for (const [index, question] of first.quiz.entries()) {
    await dismissCelebrations(page);
    const right = question.options.find((option) => option.correct);
    await page.getByRole('radio', { name: right?.text, exact: true }).check();
    await page.getByRole('button', { name: 'Svara' }).click();
    const last = index === first.quiz.length - 1;
    await page.getByRole('button', { name: last ? 'Visa resultat' : 'Nästa fråga' }).click();
  }
  await expect(page.getByText(/Du fick \+\d+ XP/).first()).toBeVisible();
  // The first finished lesson is celebrated right on the lesson page.
  await expect(page.getByRole('dialog', { name: /Ny badge!\s*Första lektionen/ })).toBeVisible({
    timeout: 15_000,
  });
  await dismissCelebrations(page);

  await page.goto('/');
  await dismissCelebrations(page);
  await expect.poll(() => totalXp(page)).toBeGreaterThan(before);
  await page.getByRole('tab', { name: 'Badges' }).click();
  const firstPurchase = page
    .getByRole('list', { name: 'Vanliga badges' })
    .getByRole('listitem')
    .filter({ hasText: 'Första köpet' });
  await expect(firstPurchase).toContainText('Uppnådd!');
  await expect(firstPurchase.getByRole('progressbar')).toHaveCount(0);

  // Not taking part yet: the leaderboard invites; joining puts the teen on the list.
  await page.goto('/leaderboard');
  await dismissCelebrations(page);
  await page.getByRole('button', { name: 'Var med i Månadens Tävling' }).click();
  // A nickname from the suggestions: 'Nya förslag' gives others; there is no text field.
  const picker = page.getByRole('dialog', { name: 'Välj ditt smeknamn' });
  await expect(picker.getByRole('radio')).toHaveCount(4);
  await expect(picker.getByRole('textbox')).toHaveCount(0);
  await picker.getByRole('button', { name: 'Nya förslag' }).click();
  await picker.getByRole('radio').nth(1).click();
  const nickname = (await picker.getByRole('radio').nth(1).getAttribute('data-nickname')) ?? '';
  expect(nickname).toMatch(/^\S+ \S+$/);
  await picker.getByRole('button', { name: `Gå med som ${nickname}` }).click();
  await expect(page.getByText(`Du är med som ${nickname}!`)).toBeVisible();
  const mine = page
    .getByRole('list', { name: 'Topplista, månad, alla' })
    .locator('li[aria-current="true"]');
  await expect(mine).toContainText(nickname);
  await expect(page.getByTestId('own-nickname')).toContainText(nickname);
  await expect(mine).toContainText('Du');
  await expect(page.getByText(/Du ligger på plats \d+ av \d+/)).toBeVisible();
});

test('a guardian sees only their own children on the board; the rules are linked', async ({
  page,
}) => {
  await storeSession(page, demo.anna);
  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Topplista, månad, alla' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Modig Utter');
  await expect(list).toContainText('Klok Räv');
  await page
    .getByRole('region', { name: 'Månadens priser' })
    .getByRole('link', { name: 'Tävlingsregler' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tävlingsregler' })).toBeVisible();
});
