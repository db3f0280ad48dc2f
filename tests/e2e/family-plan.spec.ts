import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { openAs } from './people';
import { serviceRest, STACK_URL } from './stack';

// Issue 43 end to end: a guardian buys Familj on the (local) provider's checkout page, her child
// makes a 6th savings goal, the guardian cancels in the customer portal, and when the paid
// period ends the family is on Basic again with every goal kept – the one beyond five read-only.

const keys = stackKeys({});

/** A goal the teen's app would write, through PostgREST as the teen (one request each). */
async function goalAs(token: string, title: string) {
  const response = await fetch(`${STACK_URL}/rest/v1/savings_goals`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ id: crypto.randomUUID(), title, target_ore: 100000 }),
  });
  if (!response.ok) throw new Error(`savings_goals: ${response.status} ${await response.text()}`);
}

const goalsOnServer = async (userId: string) =>
  (
    (await serviceRest(
      `savings_goals?user_id=eq.${userId}&deleted=is.false&select=title&order=created_at`,
    )) as { title: string }[]
  ).map((goal) => goal.title);

test('a guardian buys Familj, her child gets a 6th goal, she cancels, and after the period the family is Basic with nothing lost @desktop-only', async ({
  page,
  browser,
  family,
}) => {
  test.slow(); // two people, a payment page and a portal
  const { parent, teen, teenToken, familyId } = family;
  for (const title of ['Cykel', 'Hörlurar', 'Konsert', 'Present', 'Resa']) {
    await goalAs(teenToken, title);
  }

  // The guardian chooses Familj on /familj and pays on the provider's page.
  await storeSession(page, parent.email);
  await page.goto('/familj#plan');
  const plan = page.getByRole('region', { name: 'Familjens plan' });
  await expect(plan).toContainText('49 kr');
  const buy = plan.getByRole('button', { name: 'Fortsätt till betalning' });
  await buy.click();
  await expect(
    plan.getByText('Kryssa i att Familj ska börja direkt för att fortsätta.'),
  ).toBeVisible();
  await plan.getByRole('checkbox', { name: /Jag vill att Familj börjar direkt/ }).check();
  await buy.click();
  await page.waitForURL(`${STACK_URL}/__local/checkout/**`);
  await expect(page.getByRole('heading', { name: 'Slantis Familj' })).toBeVisible();
  await expect(page.getByText('varav moms 25 %')).toBeVisible();
  await page.getByRole('button', { name: 'Betala 49,00 kr' }).click();
  await page.waitForURL(/\/familj\?betalning=klar/);
  await expect(plan.getByText('Välkommen till Familj!')).toBeVisible({ timeout: 20_000 });
  await expect(plan.getByText('Familj är aktiv')).toBeVisible();

  // The child makes her sixth goal; the server keeps it.
  const kid = await openAs(browser, teen.email);
  await kid.goto('/app');
  await kid.getByRole('button', { name: 'Nytt sparmål' }).first().click();
  const form = kid.getByRole('dialog', { name: 'Nytt sparmål' });
  await form.getByRole('textbox', { name: 'Vad sparar du till?' }).fill('Sommarläger');
  await form.getByRole('textbox', { name: 'Målbelopp' }).fill('1500');
  await form.getByRole('button', { name: 'Spara sparmål' }).click();
  await expect(kid.getByText('Sparmålet är skapat')).toBeVisible();
  await expect.poll(() => goalsOnServer(teen.id), { timeout: 20_000 }).toHaveLength(6);

  // The guardian cancels in the portal: Familj lasts to the period's end.
  await page.goto('/familj#plan');
  await plan.getByRole('button', { name: 'Hantera prenumeration' }).click();
  await page.waitForURL(`${STACK_URL}/__local/portal/**`);
  await page.getByRole('button', { name: 'Säg upp prenumerationen' }).click();
  await expect(page.getByText(/Uppsagd: gäller till och med/)).toBeVisible();
  await page.getByRole('button', { name: 'Tillbaka till Slantis' }).click();
  await page.waitForURL(/\/familj/);
  await expect(plan.getByText(/Familj gäller till och med/)).toBeVisible({ timeout: 20_000 });

  // The period ends (the provider's test clock): Basic again, every goal kept.
  const ended = await fetch(`${STACK_URL}/__local/stripe/advance`, {
    method: 'POST',
    body: JSON.stringify({ family_id: familyId }),
  });
  expect(ended.ok).toBe(true);
  await page.reload();
  await expect(plan.getByRole('button', { name: 'Fortsätt till betalning' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await goalsOnServer(teen.id)).toEqual([
    'Cykel',
    'Hörlurar',
    'Konsert',
    'Present',
    'Resa',
    'Sommarläger',
  ]);

  // On the child's phone the sixth goal is there, read-only.
  await kid.reload();
  const locked = kid.getByTestId('locked-goal');
  await expect(locked).toHaveCount(1, { timeout: 20_000 });
  await expect(locked).toContainText('Sommarläger');
  await expect(locked).toContainText('Låst');
  await kid.context().close();
});
