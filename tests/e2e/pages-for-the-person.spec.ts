import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { familyOf, person } from './people';

// Issue 41 §6: pages that fit the person. A teen under 18 on /du-ar-18 sees when it opens, a
// parent sees what happens at each child's 18th birthday; a parent's /pengaaret is her children's
// money year, one child at a time, and her /rapport the reports they share; a teen reaches
// Pengaåret, the scam drills, Lärt → gjort and the allowance from the menu and from the home.

const year = new Date().getUTCFullYear();
const longDate =
  /\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}/;

/** With SHOTS=<dir>: a full-page picture at 390 px, the width the audit found too narrow. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function openMenu(page: Page) {
  await page.getByRole('link', { name: 'Meny', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meny' })).toBeVisible();
}

test('a teen finds her tools on the home and in the menu, and sees when 18 opens', async ({
  page,
}) => {
  test.slow();
  const teen = await person('Linnea', 'barn', { lastName: 'Verktygsson', born: year - 15 });
  await storeSession(page, teen.email);

  // The home: her tools, the allowance among them.
  await page.goto('/app');
  const home = page.getByRole('region', { name: 'Dina pengaverktyg' });
  await expect(home).toBeVisible({ timeout: 20_000 });
  for (const [name, href] of [
    [/Pengaåret/, '/pengaaret'],
    [/Är det här ett bedrägeri\?/, '/bedragerier'],
    [/Lärt → gjort/, '/rapport'],
    [/Veckopeng/, '/veckopeng'],
  ] as const) {
    await expect(home.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await home.scrollIntoViewIfNeeded();
  await shot(page, 'teen-home');
  await home.getByRole('link', { name: /Veckopeng/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veckopeng' })).toBeVisible();
  await expect(page.getByText(/Ni har inget veckopengsavtal ännu\./)).toBeVisible();
  await shot(page, 'teen-veckopeng');

  // The menu: the same four.
  await openMenu(page);
  const tools = page.getByRole('region', { name: 'Dina pengaverktyg' });
  await shot(page, 'teen-menu');
  await tools.getByRole('link', { name: 'Öva på bedrägerier' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Är det här ett bedrägeri?' }),
  ).toBeVisible();
  await openMenu(page);
  await tools.getByRole('link', { name: 'Lärt → gjort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lärt → gjort' })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: /Dela rapporten med mina föräldrar/ }),
  ).toBeVisible();
  await openMenu(page);
  await tools.getByRole('link', { name: 'Veckopeng' }).click();
  await expect(page).toHaveURL(/\/veckopeng$/);
  await openMenu(page);
  await tools.getByRole('link', { name: 'Pengaåret' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaåret' })).toBeVisible();
  await expect(page.getByText(/^Du är 1[45] år\. Här är det som gäller dig\.$/)).toBeVisible();

  // From turning 18 in Pengaåret to /du-ar-18: when it opens, not "Du är 18 nu".
  await page.getByRole('link', { name: /^Läs mer: Du fyller 18/ }).click();
  await page.getByRole('link', { name: 'Vad föräldrarna ser efter 18' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'När du fyller 18' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Du fyller 18 den ${longDate.source}\\.$`)),
  ).toContainText(String(year + 3));
  await expect(page.getByText('Utgifter och budget')).toBeVisible();
  await expect(page.getByText(/Du är 18 nu/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sätt igång' })).toHaveCount(0);
  await shot(page, 'teen-du-ar-18');
});

test("a parent sees her children's 18th birthdays, money year and reports, per child", async ({
  page,
}) => {
  test.slow();
  const parent = await person('Maria', 'foralder', { lastName: 'Barnsdotter', born: 1982 });
  const elin = await person('Elin', 'barn', { lastName: 'Barnsdotter', born: year - 15 });
  const olle = await person('Olle', 'barn', { lastName: 'Barnsdotter', born: year - 17 });
  await familyOf('Familjen Barnsdotter', parent, elin, olle);
  await storeSession(page, parent.email);
  await page.goto('/app');
  await expect(page.getByRole('link', { name: 'Meny', exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });

  // What happens at each child's 18th birthday.
  await openMenu(page);
  const tools = page.getByRole('region', { name: 'För dig som förälder' });
  await shot(page, 'parent-menu');
  await tools.getByRole('link', { name: 'När barnen fyller 18' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'När barnen fyller 18' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Elin fyller 18 den ${longDate.source}$`) }),
  ).toContainText(String(year + 3));
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Olle fyller 18 den ${longDate.source}$`) }),
  ).toBeVisible();
  await expect(page.getByText(/Tills barnet har valt ser du ingenting av det\./)).toBeVisible();
  await expect(page.getByText(/Du är 18 nu|inte med i någon familj/)).toHaveCount(0);
  await shot(page, 'parent-du-ar-18');

  // Her children's money year, one child at a time: not her own.
  await openMenu(page);
  await tools.getByRole('link', { name: 'Barnens pengaår' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaåret' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Elin', selected: true })).toBeVisible();
  await expect(page.getByText(/^Elin är 1[45] år\. Här är det som gäller Elin\.$/)).toBeVisible();
  await expect(page.getByRole('article', { name: '18 år: eget konto och BankID' })).toContainText(
    new RegExp(`Elin fyller 18 den ${longDate.source}\\.`),
  );
  await expect(page.getByText(/Du är \d+ år|hösten (19|200)\d/)).toHaveCount(0);
  await shot(page, 'parent-pengaaret');
  await page.getByRole('tab', { name: 'Olle' }).click();
  await expect(page.getByText(/^Olle är 1[67] år\. Här är det som gäller Olle\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gäller Olle nu' })).toBeVisible();

  // Her children's reports, not the teen's page with its share switch.
  await openMenu(page);
  await tools.getByRole('link', { name: 'Barnens rapporter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lärt → gjort' })).toBeVisible();
  await expect(page.getByText(/Elin delar inte sin månadsrapport/)).toBeVisible();
  await expect(page.getByText(/Olle delar inte sin månadsrapport/)).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await shot(page, 'parent-rapport');
});
