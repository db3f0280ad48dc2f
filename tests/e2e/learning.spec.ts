import type { Page } from '@playwright/test';

import { readCourse } from '../../scripts/content/read-courses';
import { expect, test } from './fixtures';
import { readLesson } from './reading';
import { createUser } from './stack';

// The course as written in content/courses.
const budgetering101 = readCourse('budgetering-101');

// Issue 6: a visitor reads a public lesson and sees the locked ones, logs in and continues,
// passes a quiz, and sees the XP on the dashboard.

const [first, second] = budgetering101.lessons;

async function passQuiz(page: Page, lesson: NonNullable<typeof second>) {
  for (const [index, question] of lesson.quiz.entries()) {
    const right = question.options.find((option) => option.correct);
    await page.getByRole('radio', { name: right?.text, exact: true }).check();
    await page.getByRole('button', { name: 'Svara' }).click();
    await expect(page.getByText('Rätt!', { exact: true })).toBeVisible();
    const last = index === lesson.quiz.length - 1;
    await page.getByRole('button', { name: last ? 'Visa resultat' : 'Nästa fråga' }).click();
  }
}

test('a visitor reads the open lesson, logs in for the next, passes its quiz and gets the XP', async ({
  page,
}) => {
  test.slow(); // the learner reads the lesson for its minimum reading time
  const user = await createUser('learner');
  await page.goto('/kurser/publika/kurs?kurs=budgetering-101');
  await expect(page.getByRole('heading', { level: 1, name: 'Budgetering 101' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first?.title })).toBeVisible();
  // On phones the lesson list is folded away under a button.
  const showList = page.getByRole('button', { name: /Visa lektioner/ });
  if (await showList.isVisible()) await showList.click();
  const locks = page.getByRole('link', { name: /Logga in för att låsa upp/ });
  await expect(locks.first()).toBeVisible();
  expect(await locks.count()).toBe(budgetering101.lessons.length - 1);

  // The second lesson is locked for a visitor; its login link brings them back to it.
  await page
    .getByRole('link', { name: /Logga in för att låsa upp/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`lektion=${second?.id}`));
  await expect(page.getByRole('heading', { level: 2, name: second?.title })).toBeVisible();

  if (!second) throw new Error('Budgetering 101 has a second lesson');
  await readLesson(page, second);
  await passQuiz(page, second);
  await expect(page.getByText(`${second.quiz.length} av ${second.quiz.length} rätt`)).toBeVisible();
  await expect(page.getByText('Du fick +25 XP').first()).toBeVisible();

  // The dashboard counts it at once (from the device's database).
  await page.goto('/');
  await expect(page.getByText('+25 XP').first()).toBeVisible();
});
