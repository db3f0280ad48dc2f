import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { createUser, serviceRest, userSessions } from './stack';

// Spec §4 inactivity and keep-alive, §8 session toasts, with Playwright's clock.

/** Signs the user in on a page whose clock the test controls, and waits for the app session. */
async function openAppOnFakeClock(page: Page, user: { email: string; password: string }) {
  await page.clock.install();
  await storeSession(page, user.email, user.password);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('slantis-session-id')))
    .not.toBeNull();
}

test('ten minutes without activity log the user out with the inactivity toast', async ({
  page,
}) => {
  const user = await createUser('idle');
  await openAppOnFakeClock(page, user);
  // The dashboard's own first requests count as activity (spec §4: any request), and on a busy
  // machine they may still start after the clock jumps: wait for them, then count the ten
  // minutes from the activity the app last recorded.
  await page.waitForLoadState('networkidle');
  const idleFor = () =>
    page.evaluate(() => Date.now() - Number(localStorage.getItem('slantis-last-activity')));

  await page.clock.fastForward(9 * 60_000 - (await idleFor()));
  await expect(page).toHaveURL(/\/app$/);
  expect(await idleFor()).toBeGreaterThanOrEqual(9 * 60_000);
  await page.clock.fastForward('01:30');

  await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
  await expect
    .poll(() => userSessions(user.id))
    .toEqual([expect.objectContaining({ active: false, ended_reason: 'inactivity' })]);
});

test('activity keeps the session; the keep-alive tells the server', async ({ page }) => {
  const user = await createUser('busy');
  await openAppOnFakeClock(page, user);
  for (let minute = 0; minute < 12; minute += 3) {
    await page.clock.fastForward('03:00');
    await page.mouse.move(50 + minute, 80);
  }
  await expect(page).toHaveURL(/\/app$/);
  expect(await userSessions(user.id)).toEqual([expect.objectContaining({ active: true })]);
});

test('a session ended on the server logs the user out at the next keep-alive', async ({ page }) => {
  const user = await createUser('revoked');
  await openAppOnFakeClock(page, user);

  await serviceRest(`user_sessions?user_id=eq.${user.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ active: false, ended_reason: 'revoked' }),
  });
  await page.mouse.move(10, 10);
  await page.clock.fastForward('05:00');

  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
});
