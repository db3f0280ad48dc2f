import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createUser, followMailLink, latestMail } from './stack';

// Spec §2/§4/§8: the e-mail link (and its 6-digit code) through the local mail outbox.

const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.0.0.0 (iPhone15,2; iOS 17_5; sv_SE; sv; scale=3.00; 1179x2556; 603020000)';

async function requestLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logga in med e-postlänk' }).click();
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('button', { name: 'Skicka länk och kod' }).click();
  await expect(page.getByText('Kolla din e-post')).toBeVisible();
  return latestMail(email, 'magiclink');
}

test('the mailed link signs in on /welcome and goes on to the app', async ({ page }) => {
  const user = await createUser('link');
  const mail = await requestLink(page, user.email);
  const landing = await followMailLink(mail.link);
  expect(landing).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_PORT ?? 4173}/welcome#access_token=`),
  );

  await page.goto(landing);
  await expect(page.getByText('Inloggning lyckades! Omdirigerar...')).toBeVisible();
  await expect(page.getByText('Du omdirigeras nu...')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  expect(page.url()).not.toContain('access_token');
  // Sign-ins that skip auth-proxy still get an app session for the keep-alive.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('slantis-session-id')))
    .toMatch(/^[0-9a-f-]{36}$/);
});

test('the 6-digit code from the same mail signs in inside the app', async ({ page }) => {
  const user = await createUser('code');
  const mail = await requestLink(page, user.email);
  expect(mail.otp).toMatch(/^\d{6}$/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(mail.otp);
  await page.getByRole('button', { name: 'Logga in med koden' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a wrong code says so and lets the user try again', async ({ page }) => {
  const user = await createUser('wrongcode');
  const mail = await requestLink(page, user.email);
  const wrong = mail.otp === '000000' ? '111111' : '000000';
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Logga in med koden' }).click();
  await expect(page.getByRole('alert')).toContainText('Koden är fel eller har gått ut');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired link shows the error screen with a way back', async ({ page }) => {
  await page.goto(
    '/welcome#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByText('Kunde inte slutföra inloggningen').first()).toBeVisible();
  await expect(
    page.getByText('Autentiseringsfel: Email link is invalid or has expired'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till inloggning' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('without a token, /dashboard sends a visitor on at once', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
});

test.describe('in an in-app browser', () => {
  test.use({ userAgent: INSTAGRAM_IPHONE });

  test('the link warns and offers to open it in the real browser or copy it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await createUser('webview');
    const mail = await requestLink(page, user.email);
    await page.goto(await followMailLink(mail.link));
    await expect(page.getByRole('button', { name: 'Öppna i webbläsare' })).toBeVisible();
    await page.getByRole('button', { name: 'Kopiera länk' }).click();
    await expect(page.getByText('Länk kopierad')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/welcome');
    await expect(page).not.toHaveURL(/\/app$/);
  });
});

test('/test-report runs its checks and sends a test link', async ({ page }) => {
  const user = await createUser('diag');
  await page.goto('/test-report');
  await expect(
    page.getByRole('heading', { name: 'Magic Link Implementation Report' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Skicka Test Magic Link' }).click();
  await expect(page.getByText('Ange en email-adress för att skicka testlänk')).toBeVisible();
  await page
    .getByLabel(/e-?post|email/i)
    .first()
    .fill(user.email);
  await page.getByRole('button', { name: 'Skicka Test Magic Link' }).click();
  await expect(page.getByText(`Kontrollera ${user.email} för testlänken`)).toBeVisible();
  await latestMail(user.email, 'magiclink');
});
