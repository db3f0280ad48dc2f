import type { Page } from '@playwright/test';

import { appRoutes } from './app-routes';
import { expect, storeSession, test } from './fixtures';

// Issue 41 §1: every page fits a phone. At 320, 360, 390 and 412 px nothing scrolls sideways
// and no control is cut off: the member top bar once was 399 px wide, with the menu button off
// a 360 px screen. The pages come from the router's route table (app-routes.ts), so a new page is
// walked too. One sign-in per person, every page in one browser page: the walk is one test each.

const routes = appRoutes();
// Pages behind a search parameter or outside the route table that a phone shows as well.
const publicPages = [...routes.public, '/kurser/publika/kurs?kurs=budgetering-101', '/finns-inte'];
const memberPages = [...routes.member, '/profile?flik=sakerhet', '/profile?flik=installningar'];

const PHONE_HEIGHT = 800;

type Fit = {
  /** The page's width as laid out (more than the screen: the page scrolls sideways). */
  scrollWidth: number;
  /** The element that reaches furthest past the screen's edge, described for a person. */
  widest: string | null;
  /** Buttons, links and fields that are partly or wholly off the screen. */
  clipped: string[];
};

/**
 * How the page fits a screen `width` px wide. A phone's layout viewport grows to hold what sticks
 * out (window.innerWidth says 399 on a 360 px phone), so the screen's width comes from the test.
 * What a scrolling or clipping box holds (a table that scrolls, a tab list) cannot widen the page
 * and is left out.
 */
function measure(page: Page, width: number): Promise<Fit> {
  return page.evaluate((width) => {
    const outside = (rect: DOMRect) => rect.right > width + 0.5 || rect.left < -0.5;
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    // A fixed bar spans the layout viewport: it widens with the page and never widens it.
    const fixed = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (getComputedStyle(box).position === 'fixed') return true;
      }
      return false;
    };
    const shown = (element: Element, rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    const describe = (element: Element, rect: DOMRect) => {
      const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return (
        `<${element.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 2).join('.')}` : ''}>` +
        `${name ? ` "${name}"` : ''} at ${Math.round(rect.left)}–${Math.round(rect.right)} px`
      );
    };

    let widest: { right: number; text: string } | null = null;
    const consider = (element: Element, rect: DOMRect) => {
      // The furthest right edge wins; on a tie the innermost element (later in the document).
      if (outside(rect) && shown(element, rect) && !held(element) && !fixed(element)) {
        if (!widest || rect.right >= widest.right)
          widest = { right: rect.right, text: describe(element, rect) };
      }
    };
    for (const element of document.body.querySelectorAll('*')) {
      consider(element, element.getBoundingClientRect());
    }
    // A long word runs out of its paragraph without the paragraph growing: measure the text.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      consider(node.parentElement, range.getBoundingClientRect());
    }

    const controls = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    const clipped = [...controls].flatMap((element) => {
      const rect = element.getBoundingClientRect();
      return outside(rect) && shown(element, rect) && !held(element)
        ? [describe(element, rect)]
        : [];
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widest: (widest as { text: string } | null)?.text ?? null,
      clipped,
    };
  }, width);
}

/** What does not fit on `path` at `width` px, in words for the failure message ([] if all fits). */
async function misfits(page: Page, path: string, width: number): Promise<string[]> {
  const fit = await measure(page, width);
  const problems: string[] = [];
  if (fit.scrollWidth > width) {
    problems.push(
      `${path} at ${width} px is ${fit.scrollWidth} px wide; widest: ${fit.widest ?? 'unknown'}`,
    );
  }
  for (const control of fit.clipped) problems.push(`${path} at ${width} px cuts off ${control}`);
  return problems;
}

/** Opens each page at `width` px and says what does not fit, page by page. */
async function walk(page: Page, paths: string[], width: number, member: boolean) {
  await page.setViewportSize({ width, height: PHONE_HEIGHT });
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // The top bar's sync status and bell come after the first screen; then the page's data.
    if (member) await expect(page.locator('[data-sync-status]'), path).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    problems.push(...(await misfits(page, path, width)));
  }
  return problems;
}

/** The top bar's controls at `width` px: each one whole on the screen, none taller than wide. */
async function topBarFits(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: PHONE_HEIGHT });
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  const problems = await misfits(page, path, width);
  const controls = bar.locator('a[href], button').filter({ visible: true });
  const count = await controls.count();
  expect(count, `${path} at ${width} px: top bar controls`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = await controls.nth(index).boundingBox();
    const name =
      (await controls.nth(index).getAttribute('aria-label')) ??
      (await controls.nth(index).innerText());
    if (!box) continue;
    if (box.x < 0 || box.x + box.width > width) {
      problems.push(
        `${path} at ${width} px: "${name}" at ${Math.round(box.x)}–${Math.round(box.x + box.width)} px`,
      );
    }
    // Tap targets stay at least 44 px (the logo link beside them is the logo's own height).
    if (name !== 'Slantis – till startsidan' && box.height < 44)
      problems.push(`${path} at ${width} px: "${name}" is ${box.height} px tall`);
  }
  return problems;
}

test.describe('every page fits a phone', () => {
  test('every public page at 360 px; the public top bar at 320 px', async ({ page }) => {
    test.slow();
    const problems = await walk(page, publicPages, 360, false);
    for (const path of ['/', '/ungdom']) {
      await page.goto(path);
      problems.push(...(await topBarFits(page, path, 320)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every page of a teen at 360 px; the top bar at 320, 390 and 412 px, also asking to sign in again', async ({
    page,
    family,
  }) => {
    test.slow();
    await storeSession(page, family.teen.email);
    const problems = await walk(page, memberPages, 360, true);
    await page.goto('/app');
    await expect(page.locator('[data-sync-status]')).toBeVisible();
    for (const width of [320, 390, 412]) problems.push(...(await topBarFits(page, '/app', width)));

    // The top bar has no room for the dark-mode switch on a phone: the menu has it.
    await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
    await page.goto('/menu');
    await expect(page.getByRole('banner').getByRole('button', { name: /läge$/ })).toHaveCount(0);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const before = await scheme();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Byt till (mörkt|ljust) läge$/ })
      .click();
    await expect.poll(scheme).not.toBe(before);

    // The longest status: the server refuses the session's reads, sync asks for a sign-in (as
    // on a device unlocked with its PIN). The word stays in the button's name on a phone.
    await page.route(
      (url) => url.pathname.startsWith('/rest/v1/') && url.searchParams.has('server_seq'),
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'PGRST301', message: 'JWT expired' }),
        }),
    );
    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Synkstatus: Logga in igen' })).toBeVisible();
    for (const width of [320, 360]) problems.push(...(await topBarFits(page, '/app', width)));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every page of a parent at 360 px; the top bar at 320 px', async ({ page, family }) => {
    test.slow();
    await storeSession(page, family.parent.email);
    const problems = await walk(page, memberPages, 360, true);
    await page.goto('/app');
    await expect(page.locator('[data-sync-status]')).toBeVisible();
    problems.push(...(await topBarFits(page, '/app', 320)));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
