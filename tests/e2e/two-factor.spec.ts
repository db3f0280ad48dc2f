import { Secret, TOTP } from 'otpauth';

import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { familyOf, openAs, person, rpcAsUser } from './people';
import { DEMO_PASSWORD, serviceRest, STACK_URL } from './stack';

// Issue 42 §2: a guardian turns on two-factor from the parent home; after that a gift is
// confirmed only once she has typed the code from her app, and signing in asks for it too.

const codeFor = (secret: string) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate();

async function familyWithPledge() {
  const parent = await person('Tova', 'foralder', { lastName: 'Tvåsteg' });
  const teen = await person('Kim', 'barn', { lastName: 'Tvåsteg' });
  await familyOf('Familjen Tvåsteg', parent, teen);
  const goal = crypto.randomUUID();
  await serviceRest('savings_goals', {
    method: 'POST',
    body: JSON.stringify({ id: goal, user_id: teen.id, title: 'Skateboard', target_ore: 200_000 }),
  });
  const [link] = (await rpcAsUser(parent.email, 'create_gift_link', {
    child: teen.id,
    goal,
    days: 30,
  })) as { token: string }[];
  const anon = stackKeys({}).anonKey;
  const pledged = await fetch(`${STACK_URL}/rest/v1/rpc/pledge_gift`, {
    method: 'POST',
    headers: { apikey: anon, authorization: `Bearer ${anon}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token: link!.token, amount_ore: 30_000, giver_name: 'Farmor' }),
  });
  expect(pledged.ok).toBe(true);
  return { parent, goal };
}

test('a guardian with two-factor confirms a gift only after typing the code', async ({
  page,
  browser,
}) => {
  test.slow(); // three devices
  const { parent, goal } = await familyWithPledge();

  // She turns it on from the parent home: QR code, the key to type, and the first code.
  await storeSession(page, parent.email);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Slå på tvåstegsverifiering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slå på tvåstegsverifiering' });
  await expect(dialog.getByRole('img', { name: /QR-kod/ })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByRole('textbox', { name: 'Kod från appen' }).fill('000000');
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  if (codeFor(secret) !== '000000') await expect(dialog).toContainText('Koden stämmer inte');
  await dialog.getByRole('textbox', { name: 'Kod från appen' }).fill(codeFor(secret));
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog).toContainText('Tvåstegsverifieringen är på');
  // Recovery codes, shown this once.
  const codes = ((await dialog.getByTestId('recovery-codes').textContent()) ?? '').split('\n');
  expect(codes).toHaveLength(8);
  await dialog.getByRole('button', { name: 'Jag har sparat koderna' }).click();
  await expect(dialog).toBeHidden();

  // On another device with only her password, the gift waits for the code.
  const other = await openAs(browser, parent.email);
  await other.goto('/familj');
  const gifts = other.getByRole('region', { name: 'Gåvor' });
  await expect(gifts).toContainText(/Farmor vill ge 300\skr/);
  await gifts.getByRole('button', { name: 'Pengarna har kommit' }).click();
  const stepUp = other.getByRole('dialog', { name: 'Bekräfta med koden' });
  await expect(stepUp).toBeVisible();
  const saved = async () =>
    (
      (await serviceRest(`savings_goals?id=eq.${goal}&select=saved_ore`)) as { saved_ore: number }[]
    )[0]?.saved_ore;
  expect(await saved()).toBe(0);
  await stepUp.getByRole('textbox', { name: 'Kod från appen' }).fill(codeFor(secret));
  await stepUp.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(gifts.getByText('Insatt')).toBeVisible();
  expect(await saved()).toBe(30_000);

  // Signing in with the password asks for the code before the app opens.
  const fresh = await openAs(browser);
  await fresh.goto('/login');
  await fresh.getByRole('textbox', { name: 'E-post' }).fill(parent.email);
  await fresh.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  await fresh.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(fresh.getByRole('heading', { name: 'Skriv koden från appen' })).toBeVisible();
  await expect(fresh).toHaveURL(/\/login/);
  await fresh.getByRole('textbox', { name: 'Kod från appen' }).fill(codeFor(secret));
  await fresh.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(fresh).not.toHaveURL(/\/login/);

  // The phone is lost: a recovery code turns two-factor off, once.
  const lost = await openAs(browser);
  await lost.goto('/login');
  await lost.getByRole('textbox', { name: 'E-post' }).fill(parent.email);
  await lost.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  await lost.getByRole('button', { name: 'Logga in', exact: true }).click();
  await lost.getByRole('button', { name: 'Har du tappat mobilen? Använd en reservkod' }).click();
  await lost.getByRole('textbox', { name: 'Reservkod' }).fill('fel00-kod00');
  await lost.getByRole('button', { name: 'Använd reservkoden' }).click();
  await expect(lost.getByText('Reservkoden stämmer inte eller är redan använd.')).toBeVisible();
  await lost.getByRole('textbox', { name: 'Reservkod' }).fill(codes[0] ?? '');
  await lost.getByRole('button', { name: 'Använd reservkoden' }).click();
  await expect(lost).not.toHaveURL(/\/login/);
  await lost.goto('/profile?flik=sakerhet');
  await expect(lost.getByText(/^Av\. Slå på den/)).toBeVisible();
  await other.context().close();
  await fresh.context().close();
  await lost.context().close();
});
