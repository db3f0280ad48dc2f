import type { Page } from '@playwright/test';

import { expect, interact, storeSession, test } from './fixtures';
import { demo, DEMO_PASSWORD } from './stack';

// Issue 24: every public page is prerendered into HTML at build time and hydrated by the same
// React components. Without JavaScript each page shows its heading and head tags. With it, a
// visitor's page loads no app code until the first interaction; then it is hydrated (not rendered
// again) without a console error or a layout shift, and neither what was typed nor a tap made
// before it was live is lost.

const COURSE = '/kurser/publika/kurs?kurs=budgetering-101';

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
  // A public course, as a visitor opens it from /kurser/publika: its first lesson.
  [COURSE, 'Budgetering 101'],
  ['/kurser/publika/kurs?kurs=ekonomiska-begrepp', 'Ekonomiska begrepp A–Ö'],
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
        new RegExp(`${encodeURI(path).replace(/[/.?]/g, '\\$&')}$`),
      );
      // Links work without JavaScript: the site's navigation is real anchors.
      await expect(page.locator('a[href="/kundtjanst"]').first()).toBeAttached();
    }
  });

  test('a public course page has its first lesson, and the course’s own title', async ({
    page,
  }) => {
    await page.goto(COURSE);
    await expect(page).toHaveTitle('Budgetering 101 – Slantis');
    await expect(page.getByRole('heading', { name: 'Vad är en budget?' }).first()).toBeVisible();
    await expect(page.getByText('En budget är en plan där du bestämmer i förväg')).toBeVisible();
    // Another lesson, or a course that is not public, is the app's to render.
    await page.goto('/kurser/publika/kurs?kurs=budgetering-101&lektion=x');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  });

  test('an unknown page is the 404 page', async ({ page }) => {
    await page.goto('/404.html');
    await expect(page).toHaveTitle('Sidan hittades inte – Slantis');
    await expect(page.getByText('404')).toBeVisible();
  });
});

/**
 * Layout shifts since the page started, as Core Web Vitals count them (no recent input), with
 * what moved (for the failure message).
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node | null }>;
    };
    const win = window as unknown as { __shift: number; __moved: string[] };
    win.__shift = 0;
    win.__moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        win.__shift += entry.value;
        for (const source of entry.sources) {
          const node = source.node;
          const label = node instanceof Element ? node.outerHTML.slice(0, 100) : node?.nodeName;
          win.__moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${label}`,
          );
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
  // The address stays the page's (a course keeps its ?kurs=, so a reload is prerendered too).
  const url = new URL(page.url());
  expect(decodeURI(url.pathname) + url.search).toBe(path);
}

test('a visitor’s page loads no app code until the first interaction', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/ungdom');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Slantis för dig som är 13–23 år' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  // Only the boot script: the page reads and links as HTML.
  expect(scripts).toEqual(['/boot.js']);
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await interact(page);
  await expectHydrated(page, '/ungdom');
  expect(scripts.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(1);
});

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
    await interact(page);
    await expectHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const { shift, moved } = await page.evaluate(() => {
      const win = window as unknown as { __shift: number; __moved: string[] };
      return { shift: win.__shift, moved: win.__moved };
    });
    expect(shift, `layout shift on ${path}: ${moved.join('; ')}`).toBeLessThan(0.01);
  }
  expect(errors).toEqual([]);
});

/** Holds back the app's code until the returned function is called. */
async function holdAppCode(page: Page, pattern = '**/assets/*.js') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a visitor types and chooses before the page is live is kept', async ({ page }) => {
  // The app's code is held back: the prerendered form is all there is.
  const release = await holdAppCode(page);
  await page.goto('/kontakt');
  const form = page.getByRole('form', { name: 'Skicka ett meddelande' });
  const category = form.getByRole('combobox', { name: 'Kategori' });
  // JavaScript runs, so the controls take input at once, before React has taken over.
  await category.selectOption({ label: 'Konto och inloggning' });
  await form.getByRole('textbox', { name: 'Förnamn' }).fill('Sara');
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  release();
  await expectHydrated(page, '/kontakt');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
  await expect(category.locator('option:checked')).toHaveText('Konto och inloggning');
  await expect(form.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Sara');
  // React has the values too: a re-render (a further keystroke) keeps them.
  await form.getByRole('textbox', { name: 'Förnamn' }).press('End');
  await form.getByRole('textbox', { name: 'Förnamn' }).pressSequentially('h');
  await expect(form.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Sarah');
  await expect(category.locator('option:checked')).toHaveText('Konto och inloggning');
});

test('a visitor who scrolled down and chose an answer keeps both as the page goes live', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(COURSE);
  const answer = page.getByRole('radio').first();
  // Reading down to the quiz, then a tap on an answer: it starts loading the app's code.
  await answer.scrollIntoViewIfNeeded();
  await answer.check();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  await expectHydrated(page, COURSE);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
  // The page stays where the visitor is: going to the top would move the next tap's target.
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await expect(answer).toBeChecked();
  await page.getByRole('button', { name: 'Svara' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Rätt!|Inte riktigt\./ })).toBeVisible();
});

test('signing in typed and sent before the page is live goes through once it is', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-post' }).fill(demo.elsa);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  // Held, not sent: without the app a native submit would put the password in the URL.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });
});

test('the skip link followed before the page is live keeps the focus on the content', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/ungdom');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  release();
  // Hydrated (an in-page anchor is no reason to render afresh), and the focus stayed.
  await expectHydrated(page, '/ungdom');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
  await expect(page.getByRole('main')).toBeFocused();
});

test('a tap on a landing button before it is live is replayed once it is', async ({ page }) => {
  // Hold the landing page's own chunk: React hydrates the rest of the page (the root commits)
  // while the landing part is still the prerendered HTML, whose buttons have no handlers yet.
  const release = await holdAppCode(page, '**/assets/-landing-page-*.js');
  await page.goto('/');
  const shortcut = page
    .getByRole('list', { name: 'Snabbsök' })
    .getByRole('button', { name: 'Sparmål' });
  await shortcut.click();
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
  // …but the landing part has not: the tap waits.
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === null);
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Sparmål');
  await expect(
    page.getByRole('list', { name: 'Sökresultat' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', /.*/);
});

test('offline, a tap the app is needed for lets go, and the next one online works', async ({
  page,
  context,
}) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.goto('/');
  const shortcut = page
    .getByRole('list', { name: 'Snabbsök' })
    .getByRole('button', { name: 'Sparmål' });
  await context.setOffline(true);
  await shortcut.click();
  // The code could not come: the tap is let go and the page stays as it was, not reloaded.
  await expect(page.locator('html')).not.toHaveAttribute('data-held', /.*/);
  await expect(shortcut).not.toHaveAttribute('aria-busy', /.*/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toBe(1);
  await context.setOffline(false);
  await shortcut.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Sparmål');
  expect(documents).toBe(1);
});

test('a signed-in member gets the dashboard at /, not the visitors’ page', async ({ page }) => {
  await storeSession(page);
  const landingCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/-landing-page-[^/]*\.js$/.test(request.url())) landingCode.push(request.url());
  });
  await page.goto('/');
  // The member shell's dashboard, rendered afresh over the visitors' HTML (hidden meanwhile).
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await expect(page.locator('main#main h1')).not.toHaveText(
    'Koll på pengarna – och roligt på vägen',
  );
  // The visitors' page's own code is not fetched for a member (boot.js leaves it out).
  expect(landingCode).toEqual([]);
});

test('while a member’s app starts, the Slantis mark shows, and goes once the app has rendered', async ({
  page,
}) => {
  await storeSession(page);
  const release = await holdAppCode(page);
  const mark = page.locator('#app-loading');
  // The visitors' page at / is hidden for a member; an app page starts from the empty shell.
  for (const path of ['/', '/app']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  }
  release();
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(mark).toBeHidden();
});

test('a visitor’s page never shows the loading mark', async ({ page }) => {
  await page.goto('/ungdom');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#app-loading')).toBeHidden();
  await interact(page);
  await expectHydrated(page, '/ungdom');
  await expect(page.locator('#app-loading')).toBeHidden();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  // Issue 38: the first visit precaches the shell, the member start and the course pages' code;
  // a page's own HTML and chunks are cached as it is read, so what a visitor read opens offline
  // (from the shell, rendered in the browser).
  test('the pages a visitor has read open offline', async ({ page, context }) => {
    await page.goto('/');
    await interact(page);
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
      .toBe(true);
    await page.goto('/ungdom');
    await interact(page);
    await expectHydrated(page, '/ungdom');
    await context.setOffline(true);
    await page.goto('/ungdom');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Slantis för dig som är 13–23 år' }),
    ).toBeVisible();
    // A public course's page too, by its query string, with its opening lesson.
    await page.goto(COURSE);
    await expect(page.getByRole('heading', { level: 1, name: 'Budgetering 101' })).toBeVisible();
    await expect(page.getByText('En budget är en plan där du bestämmer i förväg')).toBeVisible();
    await context.setOffline(false);
  });
});
