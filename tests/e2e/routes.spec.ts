import { expect, storeSession, test } from './fixtures';
import { memberRoutes, publicRoutes } from './route-table';

test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders its own heading and title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('main')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(new URL(route.path, page.url()).pathname);
    });
  }

  test(
    'the public header offers search, Bli medlem and Logga in',
    { tag: '@desktop' },
    async ({ page }) => {
      // Every header action fits on screen, down to a 390 px phone.
      if ((page.viewportSize()?.width ?? 0) < 600)
        await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/ungdom');
      const header = page.getByRole('banner');
      const viewportWidth = page.viewportSize()?.width ?? 0;
      for (const name of ['Bli medlem', 'Logga in']) {
        const box = await header.getByRole('link', { name, exact: true }).first().boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewportWidth);
      }
      await expect(header.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
        'href',
        '/bli-kund',
      );
      await expect(header.getByRole('link', { name: 'Logga in' }).first()).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(
        header
          .getByRole('link', { name: 'Sök' })
          .or(header.getByRole('searchbox', { name: 'Sök' }))
          .first(),
      ).toBeVisible();
    },
  );
});

test.describe('members-only routes', () => {
  for (const route of memberRoutes) {
    test(`${route.path} sends a visitor to /login with the way back`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
    });

    test(`${route.path} shows its page to a signed-in member`, async ({ page }) => {
      await storeSession(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      expect(new URL(page.url()).pathname).toBe(route.path);
    });
  }

  test('the way back keeps the query string', async ({ page }) => {
    await page.goto('/search?q=veckopeng');
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/search?q=veckopeng');
  });

  test('after signing in, /login returns to the carried location', async ({ page }) => {
    await page.goto('/leaderboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard/);
    await storeSession(page);
    await page.reload();
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topplista');
  });
});

test.describe('signed-in redirects', () => {
  test.beforeEach(async ({ page }) => storeSession(page));

  for (const path of ['/welcome', '/dashboard']) {
    test(`${path} without tokens sends a member to /app`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/app');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hem');
    });
  }

  test('/welcome with a magic-link type finishes the sign-in, then goes on', async ({ page }) => {
    const headings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('h1:')) headings.push(message.text().slice(3));
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector('h1')?.textContent;
        if (h1) console.log(`h1:${h1}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/welcome?type=magiclink&token_hash=e2e');
    await expect(page).toHaveURL('/app');
    expect(headings).toContain('Inloggning lyckades! Omdirigerar...');
  });

  test(
    '/ shows a member the dashboard with the bottom navigation',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hem');
      await expect(page).toHaveTitle('Hem – Slantis');
      const nav = page.getByRole('navigation', { name: 'Appmeny' }).filter({ visible: true });
      await expect(nav.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: 'Topplist' })).toHaveAttribute(
        'href',
        '/leaderboard',
      );
      await expect(nav.getByRole('link', { name: 'Vänner' })).toHaveAttribute('href', '/vanner');
      await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
      // The bar's raised add button (phones) or the side column's (desktop); the dashboard has one too.
      await expect(
        page.getByRole('link', { name: 'Lägg till köp' }).filter({ visible: true }).first(),
      ).toHaveAttribute('href', '/add-transaction');
    },
  );
});

test.describe('unknown paths', () => {
  test('show the 404 page, whose link leads home', async ({ page }) => {
    const response = await page.goto('/det-har-finns-inte/alls');
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page).toHaveTitle('Sidan hittades inte – Slantis');
    await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Koll på pengarna – och roligt på vägen',
    );
  });

  test('/kurser alone is not a page', async ({ page }) => {
    await page.goto('/kurser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});
