import type { BrowserContext, Page } from '@playwright/test';

import { AUTH_STORAGE_KEY, expect, storeSession, test } from './fixtures';
import { LOCALHOST_URL } from './localhost';
import { createUser, serviceRest, signOutEverywhere } from './stack';
import { phoneWithScreenLock } from './virtual-authenticator';

// Issue 20: the installed app an hour into a train ride. The access token lives an hour; offline
// it cannot be refreshed, and that must not sign the teen out: the transaction form stays, the
// purchase waits in the outbox and syncs when the network is back. Only the server refusing
// the session ends it, and even then the purchase stays on the device until the next sign-in.

test.use({ serviceWorkers: 'allow' });

type ServerTransaction = { description: string };
const serverPurchases = (userId: string) =>
  serviceRest(`transactions?user_id=eq.${userId}&select=description`) as Promise<
    ServerTransaction[]
  >;

/** A returning user: signed in, the worker in control, the first sync done. */
async function openInstalledApp(page: Page, email: string, password: string) {
  const session = await storeSession(page, email, password);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByRole('button', { name: 'Synkstatus: Synkat' })).toBeVisible();
  return session;
}

/** The stored session as it is an hour later: its access token expired, the teen active. */
async function ageSession(page: Page) {
  await page.evaluate((key) => {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expires_at: number };
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(key, JSON.stringify(stored));
    window.localStorage.setItem('slantis-last-activity', String(Date.now()));
  }, AUTH_STORAGE_KEY);
}

async function savePurchase(page: Page, description: string) {
  await page.getByRole('textbox', { name: 'Belopp' }).fill('59');
  await page.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  await page.getByText('Mat & Dryck').click();
  await page.getByRole('button', { name: 'Spara köp' }).click();
  await expect(page.getByText('Köpet är sparat')).toBeVisible();
}

test('an hour offline with an expired token, the transaction form stays and the purchase syncs', async ({
  page,
  context,
}) => {
  test.slow(); // it waits more than a minute offline on purpose
  const teen = await createUser('train');
  await openInstalledApp(page, teen.email, teen.password);

  await context.setOffline(true);
  await ageSession(page);
  await page.goto('/add-transaction');
  const amount = page.getByRole('textbox', { name: 'Belopp' });
  await expect(amount).toBeVisible();
  // supabase-js gives up refreshing after about 30 s: past that, the teen is still here.
  await page.waitForTimeout(65_000);
  await expect(page).toHaveURL(/\/add-transaction$/);
  await expect(page.locator('[data-sync-status]').filter({ visible: true })).toHaveAttribute(
    'data-sync-status',
    'offline',
  );
  await savePurchase(page, 'Kaffe på tåget');
  expect(await serverPurchases(teen.id)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 120_000 })
    .toEqual([{ description: 'Kaffe på tåget' }]);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a session revoked on the server ends at the next online moment; the purchase waits for the next sign-in', async ({
  page,
  context,
}) => {
  test.slow();
  const teen = await createUser('revoked');
  const session = await openInstalledApp(page, teen.email, teen.password);

  await context.setOffline(true);
  await page.goto('/add-transaction');
  await savePurchase(page, 'Glass i hamnen');

  // Meanwhile the account is signed out everywhere (a lost phone, say): the refresh token dies.
  await signOutEverywhere(session.access_token);
  await ageSession(page);
  await context.setOffline(false);

  // Signed out where the teen stood (the home page turns into the visitors' one); at /login the
  // app says what still waits on this phone.
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible({
    timeout: 120_000,
  });
  await page.goto('/login');
  await expect(
    page.getByText('1 köp väntar på att synkas – logga in när du har nätet tillbaka.'),
  ).toBeVisible();
  expect(await serverPurchases(teen.id)).toEqual([]);

  await page.getByRole('textbox', { name: 'E-post' }).fill(teen.email);
  await page.getByLabel('Lösenord').first().fill(teen.password);
  await page.getByRole('button', { name: 'Logga in' }).first().click();
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 60_000 })
    .toEqual([{ description: 'Glass i hamnen' }]);
});

/** Profil → Säkerhet: the teen chooses a device PIN while signed in. */
async function choosePin(page: Page, pin: string) {
  await page.goto('/profile?flik=sakerhet');
  await page.getByRole('button', { name: 'Välj PIN-kod' }).click();
  await page.getByLabel('Ny PIN-kod').fill(pin);
  await page.getByLabel('Upprepa PIN-koden').fill(pin);
  await page.getByRole('button', { name: 'Spara PIN-kod' }).click();
  await expect(page.getByText('PIN-upplåsning är på för den här enheten.')).toBeVisible();
}

/** The next morning: nobody touched the app for a day, so the 10-minute rule has ended it. */
async function nextDay(page: Page) {
  await ageSession(page);
  await page.evaluate(() =>
    window.localStorage.setItem('slantis-last-activity', String(Date.now() - 20 * 3_600_000)),
  );
}

/**
 * Playwright's offline emulation: a page loaded while offline reports navigator.onLine true
 * (a phone in airplane mode reports false). Setting it again puts the page in step.
 */
async function stillOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

async function typePin(page: Page, pin: string) {
  await page.getByLabel('PIN-kod, siffra 1').click();
  await page.keyboard.type(pin);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByLabel('Lösenord').first().fill(password);
  await page.getByRole('button', { name: 'Logga in' }).first().click();
}

test('the next day offline, the PIN opens the transaction form; the purchase syncs after signing in', async ({
  page,
  context,
}) => {
  test.slow();
  const teen = await createUser('pin');
  await openInstalledApp(page, teen.email, teen.password);
  await choosePin(page, '2580');

  await context.setOffline(true);
  await nextDay(page);
  // The home-screen shortcut 'Lägg till köp' opens the lock screen first.
  await page.goto('/add-transaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Slantis är låst' })).toBeVisible();
  await expect(page).toHaveURL(/\/las-upp\?redirect=/);
  await stillOffline(context);
  await typePin(page, '2580');
  await expect(page).toHaveURL(/\/add-transaction$/);
  await expect(page.getByText(/Upplåst med PIN-kod/)).toBeVisible();
  await savePurchase(page, 'Tågfika');
  expect(await serverPurchases(teen.id)).toEqual([]);

  // Back online, nothing syncs until the teen signs in.
  await context.setOffline(false);
  await expect(page.getByText('Du har nät igen')).toBeVisible();
  await page.waitForTimeout(3_000);
  expect(await serverPurchases(teen.id)).toEqual([]);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(
    page.getByText('1 köp väntar på att synkas – logga in när du har nätet tillbaka.'),
  ).toBeVisible();
  await signIn(page, teen.email, teen.password);
  // Back where the banner was (the form had returned to the home page after saving).
  await expect(page.getByRole('heading', { level: 1, name: 'Hem' })).toBeVisible();
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 60_000 })
    .toEqual([{ description: 'Tågfika' }]);
});

test('five wrong PINs remove the unlock; a full sign-in later loses nothing', async ({
  page,
  context,
}) => {
  test.slow();
  const teen = await createUser('wrongpin');
  await openInstalledApp(page, teen.email, teen.password);
  await choosePin(page, '135790');

  await context.setOffline(true);
  await page.goto('/add-transaction');
  await savePurchase(page, 'Busskort');
  await nextDay(page);
  await page.goto('/add-transaction');
  await expect(page).toHaveURL(/\/las-upp\?redirect=/);
  for (const left of [4, 3, 2]) {
    await typePin(page, '000000');
    await expect(page.getByText(`Fel PIN-kod. ${left} försök kvar.`)).toBeVisible();
  }
  await typePin(page, '000000');
  await expect(page.getByText(/1 försök kvar – sedan behöver du logga in/)).toBeVisible();
  await typePin(page, '000000');
  await expect(page.getByText('PIN-koden är borttagen')).toBeVisible();

  // The unlock is gone from this device: the way in is a full sign-in, and the purchase waits.
  await page.goto('/add-transaction');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('link', { name: 'Lås upp med PIN-kod' })).toHaveCount(0);
  await expect(
    page.getByText('1 köp väntar på att synkas – logga in när du har nätet tillbaka.'),
  ).toBeVisible();

  await context.setOffline(false);
  await signIn(page, teen.email, teen.password);
  await expect
    .poll(() => serverPurchases(teen.id), { timeout: 60_000 })
    .toEqual([{ description: 'Busskort' }]);
});

test.describe('on a domain name (WebAuthn refuses IP addresses)', () => {
  test.use({ baseURL: LOCALHOST_URL });

  test('the phone’s screen lock (a platform passkey) opens the app offline too', async ({
    page,
    context,
  }) => {
    test.slow();
    const teen = await createUser('passkey');
    await phoneWithScreenLock(context, page);
    await openInstalledApp(page, teen.email, teen.password);
    await choosePin(page, '2580');
    await page.getByRole('button', { name: 'Använd skärmlåset' }).click();
    await expect(
      page.getByText('Skärmlåset kan låsa upp Slantis på den här enheten.'),
    ).toBeVisible();

    await context.setOffline(true);
    await nextDay(page);
    await page.goto('/add-transaction');
    await page.getByRole('button', { name: 'Lås upp med skärmlåset' }).click();
    await expect(page).toHaveURL(/\/add-transaction$/);
    await expect(page.getByRole('textbox', { name: 'Belopp' })).toBeVisible();
  });
});
