import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import {
  createUser,
  demo,
  DEMO_PASSWORD,
  freshPersonnummer,
  latestMail,
  passwordSession,
} from './stack';

// Issue 9: Min profil — masked profile with logged reveals, editing, family members masked,
// denied access warned and logged, access logs, settings, the data export and account deletion.

/** The re-authentication dialog (issue 21): the code Supabase Auth mailed, typed in. */
async function confirmWithMailedCode(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Bekräfta att det är du' });
  await expect(dialog.getByText(`Vi har skickat en engångskod till ${email}.`)).toBeVisible();
  const mail = await latestMail(email, 'reauthentication');
  await dialog.getByRole('textbox', { name: 'Kod från e-posten' }).fill(mail.otp);
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog).toBeHidden();
}

async function freshTeen(firstName: string) {
  const personnummer = freshPersonnummer();
  const user = await createUser(firstName.toLowerCase(), DEMO_PASSWORD, {
    fornamn: firstName,
    efternamn: 'Profilsson',
    personnummer,
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll: 'barn',
  });
  return { ...user, personnummer };
}

test('the own profile is masked; a reveal shows the value and is logged under Säkerhet', async ({
  page,
}) => {
  const teen = await freshTeen('Mira');
  await storeSession(page, teen.email);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mira Profilsson' })).toBeVisible();
  await expect(page.getByText(/^Medlem sedan \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('070•••••67')).toBeVisible();
  await expect(page.getByText('Storgatan •••')).toBeVisible();

  await page.getByRole('button', { name: 'Visa mobilnummer' }).click();
  await expect(page.getByText('0701234567')).toBeVisible();
  await page.getByRole('button', { name: 'Dölj mobilnummer' }).click();
  await expect(page.getByText('070•••••67')).toBeVisible();

  // The own personnummer needs a code from the e-mail, even in an open session (issue 21).
  await page.getByRole('button', { name: 'Visa personnummer' }).click();
  await confirmWithMailedCode(page, teen.email);
  await expect(page.getByText(teen.personnummer.replace('-', ''))).toBeVisible();

  await page.getByRole('tab', { name: 'Säkerhet' }).click();
  const rows = page.getByTestId('access-log-row');
  // Each ask is logged: the mobile number, the personnummer refused, then shown after the code.
  await expect(rows.filter({ hasText: 'Visade dolda uppgifter' })).toHaveCount(3);
  await expect(rows.first()).toContainText('Du');
  await page.getByText('Profiler jag har sett').click();
  await expect(page.getByText('Inga åtkomstloggar hittades').or(rows.first())).toBeVisible();
});

test('Redigera profil checks the registration rules and saves', async ({ page }) => {
  const teen = await freshTeen('Nils');
  await storeSession(page, teen.email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Redigera profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera profil' });
  await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Nils2');
  await dialog.getByRole('textbox', { name: 'Mobilnummer' }).fill('0812');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(
    dialog.getByText('Förnamn får endast innehålla bokstäver, mellanslag och bindestreck'),
  ).toBeVisible();
  await expect(dialog.getByText('Ogiltigt mobilnummer format')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Nils-Erik');
  await dialog.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46 70 987 65 43');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('heading', { name: 'Nils-Erik Profilsson' })).toBeVisible();
  await expect(page.getByText('070•••••43')).toBeVisible();
});

test('a parent sees a child masked as Familjemedlem; a sibling is denied, logged and warned', async ({
  page,
}) => {
  test.slow(); // two people's first visits, one of them three times
  const omar = await passwordSession(demo.omar);
  await storeSession(page, demo.anna);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Visa Omar L.s profil' }).click();
  await expect(page.getByText('Familjemedlem')).toBeVisible();
  await expect(page.getByText('Maskerad vy')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Visa personnummer/ })).toHaveCount(0);
  await expect(page.getByText(/^\d{6}-••••$/)).toBeVisible();

  // Elsa may not look at her brother's profile (children see only their own data).
  const context = await page.context().browser()!.newContext({ locale: 'sv-SE' });
  const elsa = await context.newPage();
  await storeSession(elsa, demo.elsa);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await elsa.goto(`/profile?visa=${omar.user.id}`);
    await expect(elsa.getByText('Du har inte behörighet att visa denna profil')).toBeVisible();
  }
  // A warning with no threat behind it: nothing suspends an account (issue 41 §8).
  await expect(elsa.getByText(/Försöken syns under Säkerhet\./)).toBeVisible();
  await expect(elsa.getByText(/stängs av/)).toHaveCount(0);
  await elsa.goto('/profile?flik=sakerhet');
  await elsa.getByText('Profiler jag har sett').click();
  await expect(
    elsa.getByTestId('access-log-row').filter({ hasText: 'Obehörig' }).first(),
  ).toBeVisible();
  await context.close();
});

test('settings persist; the export holds my data and nobody else’s; deletion removes the account', async ({
  page,
}) => {
  const teen = await freshTeen('Vera');
  await storeSession(page, teen.email);
  await page.goto('/profile?flik=installningar');
  await expect(page.getByRole('textbox', { name: 'Språk' })).toHaveValue('Svenska');
  await expect(page.getByRole('textbox', { name: 'Tidszon' })).toHaveValue('Europa/Stockholm');
  const email = page.getByRole('checkbox', { name: 'E-postaviseringar' });
  await expect(email).toBeChecked();
  await email.uncheck();
  await expect(page.getByText('Inställningen är sparad')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-postaviseringar' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Säkerhetsvarningar' })).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner mina data' }).click();
  await confirmWithMailedCode(page, teen.email);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^slantis-mina-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string };
    profile: { personnummer: string; fornamn: string };
    settings: { email_notifications: boolean };
  };
  expect(data.account.email).toBe(teen.email);
  expect(data.profile).toMatchObject({ fornamn: 'Vera', personnummer: teen.personnummer });
  expect(data.settings.email_notifications).toBe(false);
  expect(JSON.stringify(data)).not.toContain('demo@example.com');

  const localDatabases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(await localDatabases()).toContain(`slantis-${teen.id}`);
  await page.getByRole('button', { name: 'Radera konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera konto' });
  await expect(dialog.getByRole('button', { name: 'Radera mitt konto' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Skriv RADERA för att bekräfta' }).fill('RADERA');
  await dialog.getByRole('button', { name: 'Radera mitt konto' }).click();
  await expect(page.getByText('Ditt konto är raderat')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(passwordSession(teen.email)).rejects.toThrow(/failed/);
  // Nothing of the account stays on the device either (issue 21).
  await expect.poll(localDatabases).not.toContain(`slantis-${teen.id}`);
});

test('a new password works at the next sign-in', async ({ page }) => {
  const teen = await freshTeen('Alva');
  await storeSession(page, teen.email);
  await page.goto('/profile?flik=installningar');
  const form = page.getByRole('form', { name: 'Byt lösenord' });
  await form.getByLabel('Nytt lösenord').fill('kort');
  await form.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(form.getByText('Lösenordet måste vara minst 8 tecken')).toBeVisible();
  await form.getByLabel('Nytt lösenord').fill('NyttLosen123');
  await form.getByLabel('Bekräfta lösenord').fill('NyttLosen123');
  await form.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await confirmWithMailedCode(page, teen.email);
  await expect(page.getByText('Lösenordet är bytt')).toBeVisible();
  await expect(passwordSession(teen.email, 'NyttLosen123')).resolves.toMatchObject({
    user: { email: teen.email },
  });
});
