import type { Page } from '@playwright/test';

import { expect, interact, test } from './fixtures';
import { STACK_URL } from './stack';

// These tests are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 7: after one visit the app works in airplane mode. The shell and every route come from
// the precache; a lesson's text is cached when it is read, or for a whole course with
// 'Ladda ner kursen'; the lessons a visitor may read are cached when the worker starts (issue
// 20). A lesson never fetched says so in Swedish (course-player.test.tsx). Supabase is never
// cached.

/**
 * The worker takes control during the first visit (clientsClaim), without a reload. On a
 * visitor's prerendered page it comes with the app, at the first interaction.
 */
async function waitForServiceWorker(page: Page) {
  await interact(page);
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
    .toBe(true);
}

/** The worker keeps the ten lessons a visitor may read as it starts. */
async function waitForVisitorLessons(page: Page, count = 10) {
  await expect
    .poll(async () => (await cachedUrls(page)).filter((url) => url.includes('/assets/lessons/')))
    .toHaveLength(count);
}

/** Drops cached lesson texts whose URL contains `part` (as if never fetched). */
const forgetLessons = (page: Page, part: string) =>
  page.evaluate(async (text) => {
    const cache = await caches.open('slantis-lessons-v1');
    for (const request of await cache.keys()) {
      if (request.url.includes(text)) await cache.delete(request);
    }
  }, part);

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

test('after one visit, the app and the lessons read reload offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online: read the first lesson of a public course (open to visitors).
  await page.goto('/kurser/publika/kurs?kurs=sparande-for-nyborjare');
  await expect(page.getByRole('heading', { level: 2, name: 'Varför spara?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();

  await waitForVisitorLessons(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Koll på pengarna – och roligt på vägen' }),
  ).toBeVisible();
  for (const [path, heading] of [
    ['/lektioner', 'Lektioner'],
    ['/kurser/publika', 'Publika kurser'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/kurser/publika/kurs?kurs=sparande-for-nyborjare');
  await expect(page.getByRole('heading', { level: 2, name: 'Varför spara?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Svara' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Rätt!|Inte riktigt\./ })).toBeVisible();

  // Every lesson a visitor may read was kept by the worker, read or not.
  await page.goto('/lektioner/kurs');
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();

  // Dexie is the data cache: no Supabase response is ever stored by the worker.
  expect((await cachedUrls(page)).filter((url) => url.startsWith(STACK_URL))).toEqual([]);
});

test('Ladda ner kursen stores a whole course for reading offline', async ({ page, context }) => {
  await page.goto('/lektioner');
  await waitForServiceWorker(page);
  // The worker has kept these (visitor lessons): start from an empty cache, as a member would.
  await waitForVisitorLessons(page);
  await forgetLessons(page, 'gratis-lektioner');
  await page.goto('/lektioner/kurs');
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis lektioner' })).toBeVisible();
  await page.getByRole('button', { name: 'Ladda ner kursen' }).click();
  await expect(page.getByText('Sparad för offline')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sparad för offline')).toBeVisible();
  for (let lesson = 1; lesson <= 4; lesson += 1) {
    await expect(page.getByText(`Lektion ${lesson} av 4`).last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
    await expect(page.getByText('Lektionen finns inte offline än')).toBeHidden();
    if (lesson < 4) await page.locator('a[data-next]').click();
  }
});

test('a lesson read on the very first visit opens offline too', async ({ page, context }) => {
  // The worker takes over only after this page has loaded the lesson, past its cache.
  await page.goto('/kurser/publika/kurs?kurs=budgetering-101');
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect
    .poll(async () =>
      (await cachedUrls(page)).filter((url) => url.includes('/lessons/budgetering-101')),
    )
    .toHaveLength(1);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await expect(page.getByText('Lektionen finns inte offline än')).toBeHidden();
});
