import { expect, test } from './fixtures';
import { createUser, demo, DEMO_PASSWORD, latestMail, uniqueEmail, userSessions } from './stack';

// Spec §2 /login, §4 login, §8 login errors — against the local stack through auth-proxy.

test('a visitor is sent to /login and, after signing in, back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard$/);
  await page.getByRole('textbox', { name: 'E-post' }).fill(demo.elsa);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  const submit = page.getByRole('button', { name: 'Logga in', exact: true });
  await submit.click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  // The login went through auth-proxy: an app session id is stored for the keep-alive.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('slantis-session-id')))
    .toMatch(/^[0-9a-f-]{36}$/);
});

test('a wrong password shows the Swedish message and keeps the e-mail', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-post' }).fill(email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('FelLösen1');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Felaktiga inloggningsuppgifter. Kontrollera din e-post och lösenord.',
  );
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);
});

test('the form checks the fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-post' }).fill('inte-en-adress');
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByText('Ogiltig e-postadress')).toBeVisible();
  await expect(page.getByText('Lösenordet måste vara minst 6 tecken')).toBeVisible();
});

test('show/hide toggles the password field', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByRole('textbox', { name: 'Lösenord', exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Visa lösenord' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('after registering, /login confirms the account was created', async ({ page }) => {
  await page.goto('/login?message=registration-successful');
  await expect(page.getByRole('status').filter({ hasText: 'Ditt konto är skapat!' })).toBeVisible();
});

test('logout ends the app session and leaves the member pages closed', async ({ page }) => {
  const user = await createUser('logout');
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('tab', { name: 'Inställningar' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByText('Du är utloggad')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('slantis-session-id'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('sb-127-auth-token'))).toBeNull();
  expect(await userSessions(user.id)).toEqual([
    expect.objectContaining({ active: false, ended_reason: 'logout' }),
  ]);

  // On a shared computer the start page offers to remove the data from this device (issue 21).
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(await databases()).toContain(`slantis-${user.id}`);
  await page.getByRole('button', { name: 'Radera mina data från den här enheten' }).click();
  await expect(page.getByText('Dina data är raderade från den här enheten.')).toBeVisible();
  await expect.poll(databases).not.toContain(`slantis-${user.id}`);
  await expect(page.getByText('Är det här en delad dator?')).toBeHidden();

  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
});

test('forgotten password: reset by the mailed code, then sign in with the new one', async ({
  page,
}) => {
  const user = await createUser('reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/aterstall-losenord$/);
  // The URL changes before the page's chunk has rendered: fill the reset form, not the login
  // form still on screen.
  const resetForm = page.getByRole('form', { name: 'Återställ lösenord' });
  await resetForm.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('button', { name: 'Skicka återställningsmejl' }).click();
  // Sending the mail is a server round trip (and the auth chunk's first load): allow a busy CI.
  await expect(page.getByText('Kolla din e-post')).toBeVisible({ timeout: 15_000 });

  const mail = await latestMail(user.email, 'recovery');
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(mail.otp);
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await page.getByRole('textbox', { name: 'Nytt lösenord', exact: true }).fill('NyttLösen9');
  await expect(page.locator('[data-requirement][data-met="false"]')).toHaveCount(0);
  await page.getByLabel('Bekräfta nytt lösenord').fill('NyttLösen9');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Lösenordet är bytt')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('NyttLösen9');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});
