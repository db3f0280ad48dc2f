import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { demo } from './stack';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type PageCase = {
  path: string;
  member: boolean;
  /** Whom a member page is seen as (default: demo Elsa). */
  user?: string;
  /** The state to check, reached from the loaded page (errors shown, a step opened). */
  state?: string;
  prepare?: (page: Page) => Promise<void>;
  /** A public page seen by a member: no sync status, a 'Till appen' link instead. */
  publicLayout?: true;
};

const click = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};

const pages: PageCase[] = [
  { path: '/', member: false },
  { path: '/login', member: false },
  { path: '/login', member: false, state: 'field errors', prepare: click('Logga in') },
  {
    path: '/login',
    member: false,
    state: 'e-mail link',
    prepare: click('Logga in med e-postlänk'),
  },
  { path: '/bli-kund', member: false, state: 'step 1 errors', prepare: click('Nästa') },
  { path: '/aterstall-losenord', member: false },
  { path: '/welcome', member: false },
  {
    path: '/welcome#error=access_denied&error_code=otp_expired&error_description=Expired',
    member: false,
  },
  { path: '/test-report', member: false },
  { path: '/lektioner', member: false },
  { path: '/lar-dig-mer', member: false },
  { path: '/kurser/publika/kurs?kurs=budgetering-101', member: false },
  {
    path: '/lektioner/kurs',
    member: false,
    state: 'quiz answered',
    prepare: async (page) => {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Svara' }).click();
    },
  },
  { path: '/ungdom', member: false },
  { path: '/foraldrar', member: false },
  { path: '/vara-tjanster', member: false },
  { path: '/ungdomskonto', member: false },
  { path: '/sparmal', member: false },
  { path: '/familjepaket', member: false },
  { path: '/investeringar', member: false },
  { path: '/belöningar', member: false },
  { path: '/tavlingsregler', member: false },
  { path: '/anvandarvillkor', member: false },
  { path: '/integritetspolicy', member: false },
  {
    path: '/integritetspolicy',
    member: false,
    state: 'table of contents open',
    prepare: async (page) => {
      const summary = page.getByText(/^Innehåll \(\d+ avsnitt\)$/);
      if (await summary.isVisible()) await summary.click();
    },
  },
  {
    path: '/?for=foraldrar&q=Sparmål',
    member: false,
    state: 'parents tab, search results',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Sökresultat' }).waitFor();
    },
  },
  { path: '/foraldrar', member: true, publicLayout: true },
  { path: '/kundtjanst', member: false },
  {
    path: '/kundtjanst?q=lösenord',
    member: false,
    state: 'search results, one answer open',
    prepare: async (page) => {
      await page.getByTestId('faq-hit').first().getByRole('button').click();
    },
  },
  { path: '/faq', member: false },
  { path: '/kontakt', member: false, state: 'field errors', prepare: click('Skicka meddelande') },
  {
    path: '/bli-kund',
    member: false,
    state: 'step 4 with the terms',
    prepare: async (page) => {
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Förnamn').fill('Vera');
      await field('Efternamn').fill('Villkorsson');
      await field('Personnummer').fill('20100315-1238');
      await field('Mobilnummer').fill('070-123 45 67');
      await field('Adress').fill('Storgatan 1, 123 45 Umeå');
      await click('Nästa')(page);
      await click('Nästa')(page);
      await field('E-post').fill('vera@example.com');
      await field('Lösenord').fill('Sparkonto7');
      await field('Bekräfta lösenord').fill('Sparkonto7');
      await click('Nästa')(page);
      await page.getByRole('link', { name: /^användarvillkoren/ }).waitFor();
    },
  },
  { path: '/menu', member: true },
  { path: '/aviseringar', member: true },
  { path: '/kurser/medlemmar', member: true },
  { path: '/sakerhet', member: true },
  { path: '/search?q=spar', member: true },
  { path: '/add-transaction', member: true },
  { path: '/finns-inte', member: false },
  { path: '/', member: true },
  { path: '/profile', member: true },
  { path: '/profile?flik=sakerhet', member: true },
  {
    path: '/profile?flik=sakerhet',
    member: true,
    state: 'choosing a PIN, errors shown',
    prepare: async (page) => {
      await click('Välj PIN-kod')(page);
      await page.getByLabel('Ny PIN-kod').fill('1234');
      await page.getByLabel('Upprepa PIN-koden').fill('1234');
      await click('Spara PIN-kod')(page);
      await page.getByText(/svårare att gissa/).waitFor();
    },
  },
  {
    path: '/las-upp',
    member: false,
    state: 'a wrong PIN',
    prepare: async (page) => {
      await page.evaluate(() => {
        const pin = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1000 };
        const user = { id: 'u', email: null, firstName: 'Elsa' };
        const record = { version: 1, user, pin, length: 4, failures: 0, createdAt: 0 };
        window.localStorage.setItem('slantis-device-unlock', JSON.stringify(record));
      });
      await page.reload();
      await page.getByLabel('PIN-kod, siffra 1').click();
      await page.keyboard.type('1111');
      await page.getByText('Fel PIN-kod. 4 försök kvar.').waitFor();
    },
  },
  { path: '/profile?flik=installningar', member: true },
  {
    path: '/profile?flik=installningar',
    member: true,
    state: 'the code dialog before a new password',
    prepare: async (page) => {
      await page.getByLabel('Nytt lösenord').fill('NyttLosen123');
      await page.getByLabel('Bekräfta lösenord').fill('NyttLosen123');
      await click('Spara nytt lösenord')(page);
      await page
        .getByRole('dialog', { name: 'Bekräfta att det är du' })
        .getByText(/Vi har skickat/)
        .waitFor();
    },
  },
  { path: '/familj', member: true },
  {
    path: '/vanner',
    member: true,
    prepare: async (page) => {
      await page
        .getByTestId('friend-code')
        .getByText(/^[A-Z2-9]{4} [A-Z2-9]{4}$/)
        .waitFor();
    },
  },
  { path: '/leaderboard?scope=friends', member: true },
  {
    path: '/familj',
    member: true,
    user: demo.anna,
    state: 'with the insights chart',
    prepare: async (page) => {
      await page.getByRole('img', { name: /^Stapeldiagram: Elsas utgifter/ }).waitFor();
    },
  },
  {
    path: '/',
    member: true,
    user: demo.anna,
    state: 'the parent home',
    prepare: async (page) => {
      await page.getByRole('region', { name: 'Elsa L.' }).waitFor();
    },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  // Both layouts in light mode; the dark palette is the same on both, checked on the phone.
  const tag = scheme === 'light' ? ['@desktop'] : [];
  test.describe(`accessibility in ${scheme} mode`, { tag }, () => {
    test.use({ colorScheme: scheme });

    for (const { path, member, state, prepare, user, publicLayout } of pages) {
      const who = user ? `(${user.split('.')[0]})` : member ? '(member)' : '(visitor)';
      const name = `${path} ${who}${state ? `, ${state}` : ''}`;
      test(`${name} has no WCAG 2.2 AA violations`, async ({ page }) => {
        if (member) await storeSession(page, user);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Check the page with the member's synced data (progress, badges), not only before it.
        if (member && publicLayout) {
          await expect(
            page.getByRole('banner').getByRole('link', { name: 'Till appen' }),
          ).toBeVisible();
        } else if (member) {
          // Demo Elsa's first sync pulls her whole history; on a busy CI start it takes a while.
          await expect(page.getByRole('button', { name: 'Synkstatus: Synkat' })).toBeVisible({
            timeout: 30_000,
          });
        }
        await prepare?.(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

test.describe('keyboard', { tag: '@desktop' }, () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/ungdom');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('landmarks: one banner, one main, navigation and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Sidfot' })).toBeVisible();
  });
});
