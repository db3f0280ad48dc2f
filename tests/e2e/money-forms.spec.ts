import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { serviceRest, STACK_URL, type Mail } from './stack';

// Issue 41 §2: the money forms on /familj never change what a parent typed. An allowance of
// −50 kr or 6 000 kr, and an interest of 6 %, stay in the field with the form's Swedish sentence
// and are not sent; the server refuses the same values with the same words; and setting,
// changing and removing the interest each tell the child (bell and e-mail).

const keys = stackKeys({});

/** What the teen was told, by kind and title, oldest first. */
const toldKinds = async (userId: string, kindPrefix: string) =>
  (
    (await serviceRest(
      `notifications?user_id=eq.${userId}&kind=like.${kindPrefix}*&select=kind,body&order=created_at`,
    )) as { kind: string; body: string }[]
  ).map((n) => ({ kind: n.kind, body: n.body.replace(/\s/g, ' ') }));

/** The subjects of the e-mails the stack's mailbox holds for an address. */
async function mailSubjects(to: string): Promise<string[]> {
  const response = await fetch(`${STACK_URL}/__local/mail.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Mail[]).map((mail) => mail.subject);
}

/** An RPC as a signed-in person, answered as it is: the status and the body. */
async function rpcAnswer(token: string, name: string, args: Record<string, unknown>) {
  const response = await fetch(`${STACK_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('an out-of-range allowance stays as typed, is explained and is not sent', async ({
  page,
  family,
}, testInfo) => {
  test.slow();
  const { parent, teen, parentToken } = family;
  await storeSession(page, parent.email);
  await page.goto('/familj');
  const section = page.getByRole('region', { name: 'Veckopengsavtal' });
  const form = section.getByRole('form', { name: 'Föreslå avtal' });
  const amount = form.getByRole('textbox', { name: 'Belopp (kr)' });
  await expect(amount).toBeVisible({ timeout: 20_000 });

  // −50 kr: the field keeps it, the form says why, nothing goes to Ida.
  await amount.fill('-50');
  await amount.blur();
  await expect(amount).toHaveValue('-50');
  await form.getByRole('button', { name: 'Föreslå avtal' }).click();
  await expect(form.getByText('Beloppet måste vara minst 1 kr.')).toBeVisible();
  await expect(amount).toHaveValue('-50');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('allowance-refused.png') });

  // 6 000 kr: over the limit, said as such.
  await amount.fill('6000');
  await form.getByRole('button', { name: 'Föreslå avtal' }).click();
  await expect(form.getByText('Beloppet får vara högst 5 000 kr per utbetalning.')).toBeVisible();
  await expect(amount).toHaveValue('6000');
  await expect(section.getByTestId('allowance-open')).toHaveCount(0);
  expect(await serviceRest(`allowance_versions?child_id=eq.${teen.id}&select=id`)).toEqual([]);
  expect(await toldKinds(teen.id, 'allowance')).toEqual([]);

  // The server refuses the same values with the same words (HTTP 400, the refusal's code).
  for (const [ore, message, code] of [
    [-5000, 'Beloppet måste vara minst 1 kr.', 'allowance_amount_too_small'],
    [600000, 'Beloppet får vara högst 5 000 kr per utbetalning.', 'allowance_amount_too_large'],
  ] as const) {
    const answer = await rpcAnswer(parentToken, 'propose_allowance', {
      child: teen.id,
      amount_ore: ore,
      frequency: 'weekly',
      pay_day: 5,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'P0001', message, hint: code } });
  }

  // 150 kr is sent, as typed.
  await amount.fill('150');
  await form.getByRole('button', { name: 'Föreslå avtal' }).click();
  await expect(section.getByTestId('allowance-open')).toContainText('150 kr varje fredag');
  expect(await toldKinds(teen.id, 'allowance')).toEqual([
    {
      kind: 'allowance_proposed',
      body: 'Karin P. föreslår 150 kr i veckan. Titta på förslaget och godkänn eller be om en ändring.',
    },
  ]);
});

test('interest over the limit stays as typed; setting, changing and removing it tells the teen', async ({
  page,
  family,
}, testInfo) => {
  test.slow();
  const { parent, teen, teenToken, parentToken } = family;
  // Ida's goal "Körkort" (as her app would push it).
  const goal = crypto.randomUUID();
  const created = await fetch(`${STACK_URL}/rest/v1/savings_goals`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${teenToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ id: goal, user_id: teen.id, title: 'Körkort', target_ore: 1500000 }),
  });
  expect(created.ok).toBe(true);

  await storeSession(page, parent.email);
  await page.goto('/familj');
  const manager = page.getByTestId('interest-manager');
  const rate = manager.getByRole('textbox', { name: /Ränta per månad/ });
  const save = manager.getByRole('button', { name: 'Spara ränta' });
  await expect(rate).toBeVisible({ timeout: 20_000 });

  // 6 %: kept as typed and explained; nothing saved, nothing sent.
  await rate.fill('6');
  await rate.blur();
  await expect(rate).toHaveValue('6');
  await save.click();
  await expect(manager.getByText('Räntan får vara högst 5 % i månaden.')).toBeVisible();
  await expect(rate).toHaveValue('6');
  await rate.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('interest-refused.png') });
  // −1 % is not a removal.
  await rate.fill('-1');
  await save.click();
  await expect(
    manager.getByText('Räntan kan inte vara negativ. Skriv 0 om du vill ta bort räntan.'),
  ).toBeVisible();
  expect(await serviceRest(`goal_interest?goal_id=eq.${goal}&select=rate_bp`)).toEqual([]);
  expect(await toldKinds(teen.id, 'goal_interest')).toEqual([]);
  // The server says the same.
  expect(
    await rpcAnswer(parentToken, 'set_goal_interest', { goal_id: goal, rate_percent: 6 }),
  ).toMatchObject({
    status: 400,
    body: {
      code: 'P0001',
      message: 'Räntan får vara högst 5 % i månaden.',
      hint: 'interest_rate_too_high',
    },
  });

  // 1,5 %, then 2 %, then removed: each time the teen hears what is true now.
  const goalSelect = manager.getByRole('combobox', { name: 'Sparmål' });
  await rate.fill('1,5');
  await save.click();
  await expect(goalSelect).toHaveValue('Körkort (1,5 % i månaden)');
  await expect(rate).toHaveValue('');
  await rate.fill('2');
  await save.click();
  await expect(goalSelect).toHaveValue('Körkort (2 % i månaden)');
  await rate.fill('0');
  await save.click();
  await expect(goalSelect).toHaveValue('Körkort');
  expect(await serviceRest(`goal_interest?goal_id=eq.${goal}&select=rate_bp`)).toEqual([]);
  expect(await toldKinds(teen.id, 'goal_interest')).toEqual([
    {
      kind: 'goal_interest_set',
      body: 'Karin P. ger dig 1,5 % i månaden på ”Körkort”. Räntan sätts in den sista dagen varje månad.',
    },
    {
      kind: 'goal_interest_changed',
      body: 'Karin P. har ändrat räntan på ”Körkort” från 1,5 % till 2 % i månaden. Räntan sätts in den sista dagen varje månad.',
    },
    {
      kind: 'goal_interest_removed',
      body: 'Karin P. har tagit bort räntan på ”Körkort”. Det du har sparat och räntan du redan har fått finns kvar på målet.',
    },
  ]);
  // And by e-mail, so the last mail about the rate is not left saying 1,5 %.
  await expect
    .poll(() => mailSubjects(teen.email), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        'Föräldraränta på ditt sparmål',
        'Ny ränta på ditt sparmål',
        'Föräldraräntan är borttagen',
      ]),
    );
});
