import { expect, interact, test } from './fixtures';

// Issue 41 §7: a visitor's header search searches what a visitor can open — pages, courses,
// lessons and the FAQ — without signing in (before, it led to the login page).

test('a visitor searches from the header of a public page and opens a lesson, no login', async ({
  page,
}) => {
  await page.goto('/faq');
  await interact(page);
  const header = page.getByRole('banner');
  const field = header.getByRole('searchbox', { name: 'Sök' });
  if (await field.isVisible()) {
    await field.fill('swish');
    await field.press('Enter');
  } else {
    // The phone's header has a search button: it opens the site's search.
    await header.getByRole('link', { name: 'Sök' }).click();
    await expect(page).toHaveURL(/\/#sok$/);
    const box = page.getByRole('searchbox', { name: 'Sök bland gratis lektioner och sidor' });
    await expect(box).toBeInViewport();
    await box.fill('swish');
    await box.press('Enter');
  }
  await expect(page).not.toHaveURL(/\/login/);
  const results = page.getByRole('list', { name: 'Sökresultat' });
  await expect(results).toBeInViewport();
  await results.getByRole('link', { name: 'Swish-säkerhet' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 2, name: 'Swish-säkerhet' })).toBeVisible();
});

test(
  'on a desktop the header field searches the public site',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/tavlingsregler');
    await interact(page);
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Sök' });
    await field.fill('veckopeng');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/\?q=veckopeng#sok$/);
    await expect(page.getByRole('list', { name: 'Sökresultat' })).toBeVisible();
  },
);
