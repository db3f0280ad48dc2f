import type { Page } from '@playwright/test';

import { expect, interact, storeSession, test } from './fixtures';

/** Pages that send a visitor to /login (spec §2 route table). */
const MEMBERS_ONLY =
  /^\/(app|search|menu|leaderboard|add-transaction|profile|sakerhet|kurser\/medlemmar|foraldrar\/kurs)(\/|\?|$)/;

const SHORTCUTS = ['Veckopeng', 'Sparmål', 'Budgethjälp', 'Ekonomilektioner', 'Ungdomskonto'];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

async function expectMetaDescription(page: Page, pattern: RegExp) {
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pattern);
}

test.describe('landing page (visitor)', () => {
  test('the Ungdom / Föräldrar tabs switch the text and keep the tab in the URL', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Koll på pengarna – och roligt på vägen');
    const tabs = page.getByRole('tablist', { name: 'Visa information för' });
    await expect(tabs.getByRole('tab', { name: 'Ungdom' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'För dig som är 13–23 år' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Föräldrar' }).click();
    await expect(page.getByRole('heading', { name: 'För dig som är förälder' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'För dig som är 13–23 år' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?for=foraldrar$/);
    await expect(page.getByRole('link', { name: 'Mer för föräldrar' })).toHaveAttribute(
      'href',
      '/foraldrar',
    );

    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Föräldrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test("offers 'Bli medlem' and 'Logga in', three feature cards and an honest partner list", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: 'Bli medlem', exact: true })).toHaveAttribute(
      'href',
      '/bli-kund',
    );
    await expect(main(page).getByRole('link', { name: 'Logga in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    for (const name of ['Sparmål', 'Lär dig ekonomi', 'Vinn belöningar']) {
      await expect(main(page).getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    const partners = page.getByRole('region', { name: 'Samarbeten och byggstenar' });
    await expect(partners.getByText('Vår ambition')).toBeVisible();
    // No logos of companies Slantis has no deal with.
    await expect(partners.getByRole('img')).toHaveCount(0);
    await expectMetaDescription(page, /för unga 13–23 år/);
  });

  for (const shortcut of SHORTCUTS) {
    test(`the shortcut ${shortcut} shows results a visitor can open on the page`, async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('list', { name: 'Snabbsök' })
        .getByRole('button', { name: shortcut })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/' && url.searchParams.get('q') === shortcut,
      );
      const results = page.getByRole('list', { name: 'Sökresultat' });
      await expect(results.getByRole('listitem').first()).toBeVisible();
      await expect(
        page.getByText(new RegExp(`\\d+ träff(ar)? för ”${shortcut}”`)).first(),
      ).toBeVisible();
      for (const href of await results
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href).not.toMatch(MEMBERS_ONLY);
      }
    });
  }

  test('a result opens without logging in (Ungdomskonto → the lesson)', async ({ page }) => {
    await page.goto('/?q=Ungdomskonto');
    await page
      .getByRole('list', { name: 'Sökresultat' })
      .getByRole('link', { name: 'Ungdomskonto och bankkort' })
      .click();
    await expect(page).toHaveURL(/\/kurser\/publika\/kurs\?/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ungdomskonto och bankkort' }),
    ).toBeVisible();
  });

  test('a typed search works too, and an unknown word gets a friendly answer', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Sök bland gratis lektioner och sidor' });
    await box.fill('swish');
    await box.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Sökresultat' }).getByRole('link', { name: 'Swish-säkerhet' }),
    ).toBeVisible();
    await box.fill('xyzzyqq');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'Inga träffar för ”xyzzyqq”' })).toBeVisible();
  });

  test('downloads supabase-js only on the way to signing in', async ({ page }) => {
    // The page's own requests (the service worker's precache is not among them).
    const supabaseChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/supabase-[\w-]+\.js$/.test(request.url())) supabaseChunks.push(request.url());
    });
    await page.goto('/');
    await expect(h1(page)).toHaveText('Koll på pengarna – och roligt på vägen');
    await page.waitForLoadState('networkidle');
    expect(supabaseChunks).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(supabaseChunks).toEqual([]);
    await page.getByLabel('E-post').focus();
    await expect.poll(() => supabaseChunks.length).toBe(1);
  });

  test('/kontakt asks whether it may promise an answer within a day without supabase-js', async ({
    page,
  }) => {
    const supabaseChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/supabase-[\w-]+\.js$/.test(request.url())) supabaseChunks.push(request.url());
    });
    await page.goto('/kontakt');
    // The prerendered page promises nothing it has not asked the server about.
    await expect(page.getByText('Fyll i formuläret så svarar vi så snart vi kan.')).toBeVisible();
    await interact(page);
    await expect(
      page.getByText('Fyll i formuläret så svarar vi inom 24 timmar, oftast snabbare.'),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(supabaseChunks).toEqual([]);
  });
});

test.describe('marketing pages (visitor)', () => {
  test('/ungdom: cards, four steps and calls to action to /app', async ({ page }) => {
    await page.goto('/ungdom');
    await expect(h1(page)).toHaveText('Slantis för dig som är 13–23 år');
    const steps = page.getByRole('region', { name: 'Så funkar det' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Registrera dig',
      'Sätt en budget',
      'Följ upp',
      'Vinn belöningar',
    ]);
    await expect(
      main(page).getByRole('link', { name: 'Bli medlem gratis' }).first(),
    ).toHaveAttribute('href', '/bli-kund');
    await main(page).getByRole('link', { name: 'Öppna appen' }).first().click();
    // /app is for members: a visitor is asked to log in first, and comes back to /app.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp/);
  });

  test('/foraldrar: safety, insight, resources and honest pricing', async ({ page }) => {
    await page.goto('/foraldrar');
    await expect(h1(page)).toHaveText('Slantis för föräldrar');
    for (const name of ['En trygg miljö', 'Föräldrainsikt', 'Lär er tillsammans', 'Priser']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/krypterat med AES-256 i databasen/)).toBeVisible();
    await expect(page.getByText(/inga egna säkerhetscertifieringar/)).toBeVisible();
    await expect(page.getByText(/moderer/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Familjeverktyg för föräldrar' })).toHaveAttribute(
      'href',
      '/foraldrar/kurs',
    );

    const basic = page.getByRole('article', { name: 'Basic' });
    await expect(basic).toContainText('Gratis');
    await expect(basic).toContainText('5 aktiva sparmål');
    await expect(basic).toContainText('Grundläggande statistik');
    const family = page.getByRole('article', { name: 'Familj' });
    for (const text of [
      '49 kr',
      'per månad inkl. moms',
      'Föräldrainsikter',
      'Obegränsade sparmål',
      'Prioriterad support',
    ]) {
      await expect(family).toContainText(text);
    }
    await expect(family.getByRole('link', { name: /Skapa konto och välj Familj/ })).toHaveAttribute(
      'href',
      '/bli-kund',
    );
    await expectMetaDescription(page, /Koppla ihop ditt konto/);
  });

  test('/vara-tjanster: badges and the {link} and {link}/kurs of every service', async ({
    page,
  }) => {
    await page.goto('/vara-tjanster');
    const cards = page.getByRole('list', { name: 'Tjänster' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const links = [
      '/app',
      '/lektioner',
      '/kurser/publika',
      '/foraldrar',
      '/sakerhet',
      '/kurser/medlemmar',
    ];
    for (const [index, link] of links.entries()) {
      const hrefs = await cards
        .nth(index)
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([link, `${link}/kurs`]);
      await expect(cards.nth(index).getByText(/^(Medlem|Publik)$/)).toBeVisible();
    }
    await expect(cards.getByText('Populär', { exact: true })).toHaveCount(3);
  });

  const infoPages: [string, string, string[], RegExp][] = [
    [
      '/ungdomskonto',
      'Ungdomskonto',
      ['Från vilken ålder?', 'Det här behöver din vårdnadshavare göra'],
      /ungdomskonto i Sverige/,
    ],
    [
      '/sparmal',
      'Sparmål',
      ['Så funkar ett sparmål', 'Sparmål från en förälder'],
      /sparmål i Slantis/,
    ],
    [
      '/familjepaket',
      'Familjepaket',
      ['Så skaffar ni Familj', 'Koppla ihop familjen', 'När barnet har fyllt 18', 'Priser'],
      /inkl\. moms/,
    ],
    [
      '/investeringar',
      'Investeringar',
      ['Allmän kunskap – inga råd', 'ISK – investeringssparkonto', 'Om du är under 18'],
      /inte personlig rådgivning/,
    ],
    [
      '/belöningar',
      'Belöningar',
      ['Streaks och frysningar', 'Månadens Tävling', 'Rättvist – beteende, inte kronor'],
      /aldrig för hur mycket pengar/,
    ],
    [
      '/tavlingsregler',
      'Tävlingsregler',
      ['Så får du poäng', 'Högst 150 poäng om dagen', 'Vem kan vara med och vinna?'],
      /högst 150 poäng om dagen/,
    ],
  ];
  for (const [path, heading, sections, description] of infoPages) {
    test(`${path}: its sections and its description`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      await expect(page).toHaveTitle(
        path === '/tavlingsregler'
          ? 'Tävlingsregler – Månadens Tävling – Slantis'
          : `${heading} – Slantis`,
      );
      for (const name of sections) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expectMetaDescription(page, description);
    });
  }

  test('/belöningar lists the prizes; /ungdomskonto links a lesson a visitor can read', async ({
    page,
  }) => {
    await page.goto('/belöningar');
    const prizes = page.getByRole('table', { name: 'Månadens priser' });
    await expect(prizes).toContainText('500 kr + hörlurar');
    await expect(prizes).toContainText('300 kr presentkort');
    await expect(prizes).toContainText('200 kr presentkort');

    await page.goto('/ungdomskonto');
    await main(page).getByRole('link', { name: 'Ungdomskonto och bankkort' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ungdomskonto och bankkort' }),
    ).toBeVisible();
  });

  test('every page fits a 390 px phone without sideways scrolling', async ({ page }) => {
    test.slow(); // eleven pages, one after another
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/',
      '/?q=Sparmål',
      '/ungdom',
      '/foraldrar',
      '/vara-tjanster',
      '/ungdomskonto',
      '/sparmal',
      '/familjepaket',
      '/investeringar',
      '/belöningar',
      '/tavlingsregler',
    ]) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('marketing pages (member)', () => {
  test('members get the way into the app instead of the membership promo', async ({ page }) => {
    await storeSession(page);
    await page.goto('/ungdom');
    await expect(h1(page)).toHaveText('Slantis för dig som är 13–23 år');
    await expect(main(page).getByRole('link', { name: 'Till appen' }).first()).toHaveAttribute(
      'href',
      '/app',
    );
    await expect(main(page).getByRole('link', { name: /Bli medlem/ })).toHaveCount(0);

    await page.goto('/foraldrar');
    await expect(page.getByRole('article', { name: 'Basic' })).toContainText('Du har redan Basic.');
    await expect(main(page).getByRole('link', { name: /Skapa gratis konto/ })).toHaveCount(0);
  });
});
