import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';

// Issue 24: every public page is prerendered into HTML at build time and hydrated by the same
// React components. Without JavaScript each page shows its heading and head tags; with it, the
// page is hydrated (not rendered again) without a console error or a layout shift, and a form
// can't lose what was typed before it was live.

const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Koll på pengarna – och roligt på vägen'],
  ['/ungdom', 'Slantis för dig som är 13–23 år'],
  ['/foraldrar', 'Slantis för föräldrar'],
  ['/vara-tjanster', 'Våra tjänster'],
  ['/lar-dig-mer', 'Lär dig mer om pengar'],
  ['/kundtjanst', 'Kundtjänst'],
  ['/kontakt', 'Kontakta oss'],
  ['/faq', 'Vanliga frågor'],
  ['/lektioner', 'Lektioner'],
  ['/kurser/publika', 'Publika kurser'],
  ['/login', 'Logga in'],
  ['/bli-kund', 'Bli medlem'],
  ['/welcome', 'Välkommen till Slantis!'],
  ['/anvandarvillkor', 'Användarvillkor'],
  ['/integritetspolicy', 'Integritetspolicy'],
  ['/tavlingsregler', 'Tävlingsregler'],
  ['/belöningar', 'Belöningar'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has its heading, title, description and Open Graph tags', async ({
    page,
  }) => {
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const title = await page.title();
      expect(title, path).toMatch(/Slantis/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /.{20}/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${encodeURI(path).replace(/[/.]/g, '\\$&')}$`),
      );
      // Links work without JavaScript: the site's navigation is real anchors.
      await expect(page.locator('a[href="/kundtjanst"]').first()).toBeAttached();
    }
  });

  test('an unknown page is the 404 page', async ({ page }) => {
    await page.goto('/404.html');
    await expect(page).toHaveTitle('Sidan hittades inte – Slantis');
    await expect(page.getByText('404')).toBeVisible();
  });
});

/** Layout shifts since the page started, as Core Web Vitals count them (no recent input). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        if (!(entry as unknown as { hadRecentInput: boolean }).hadRecentInput) {
          win.__shift += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** React hydrated the prerendered #root (a fresh render would have dropped the mark). */
async function expectHydrated(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return (
          !!root?.dataset.prerendered &&
          Object.keys(root).some((key) => key.startsWith('__reactContainer'))
        );
      }),
    )
    .toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-client-render', /.*/);
  expect(decodeURI(new URL(page.url()).pathname)).toBe(path);
}

test('each page hydrates without a console error or a layout shift', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The local stack may be slow to answer a visitor's first requests; those are not the page's.
    // The config blocks service workers here, so their registration fails by design.
    if (message.type() === 'error' && !/Failed to load resource|^\[sw\]/.test(message.text())) {
      errors.push(message.text());
    }
  });
  await watchLayoutShifts(page);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
  }
  expect(errors).toEqual([]);
});

test('the contact form keeps a category chosen as soon as the page is live', async ({ page }) => {
  // Hold the app's code back, so the prerendered form is on screen long before React runs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/kontakt', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Skicka ett meddelande' });
  const category = form.getByRole('combobox', { name: 'Kategori' });
  // Before hydration the controls can't be changed, so React has nothing to reset.
  await expect(category).toBeVisible();
  await expect(category).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Förnamn' })).toBeDisabled();
  release();
  // Playwright acts as soon as the controls are enabled, i.e. the moment the form is live.
  await category.selectOption({ label: 'Konto och inloggning' });
  await form.getByRole('textbox', { name: 'Förnamn' }).fill('Sara');
  await expectHydrated(page, '/kontakt');
  await page.waitForLoadState('networkidle');
  await expect(category).toHaveValue(/.+/);
  await expect(category.locator('option:checked')).toHaveText('Konto och inloggning');
  await expect(form.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Sara');
});

test('a landing button takes a tap only once its lazy part is live, and the tap works', async ({
  page,
}) => {
  // Hold the landing page's own chunk: React hydrates the rest of the page (the root commits)
  // while the landing part is still the prerendered HTML, whose buttons have no handlers yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/-landing-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const shortcut = page
    .getByRole('list', { name: 'Snabbsök' })
    .getByRole('button', { name: 'Sparmål' });
  await expect(shortcut).toBeVisible();
  // The root has committed…
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true);
  // …but the landing part has not: its buttons still let taps pass (nothing would handle them).
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await expect(shortcut).toHaveCSS('pointer-events', 'none');
  release();
  // Playwright taps as soon as the button takes pointer events, i.e. the moment it is live.
  await shortcut.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Sparmål');
  await expect(
    page.getByRole('list', { name: 'Sökresultat' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
});

test('a signed-in member gets the dashboard at /, not the visitors’ page', async ({ page }) => {
  await storeSession(page);
  await page.goto('/');
  // The member shell's dashboard, rendered afresh over the visitors' HTML (hidden meanwhile).
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await expect(page.locator('main#main h1')).not.toHaveText(
    'Koll på pengarna – och roligt på vägen',
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker keeps the prerendered pages, which open offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
      .toBe(true);
    const cached = await page.evaluate(async () => {
      const response = await caches.match('/ungdom.html', { ignoreSearch: true });
      return response ? await response.text() : '';
    });
    expect(cached).toContain('Slantis för dig som är 13–23 år');
    await context.setOffline(true);
    await page.goto('/ungdom');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Slantis för dig som är 13–23 år' }),
    ).toBeVisible();
    await expectHydrated(page, '/ungdom');
    await context.setOffline(false);
  });
});
