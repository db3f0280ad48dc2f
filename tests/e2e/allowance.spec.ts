import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { openAs } from './people';
import { serviceRest, STACK_URL } from './stack';

// Issue 26 §1–2: a parent proposes an allowance agreement on /familj, the teen confirms it on
// her home, and on the first pay day the scheduled job (run with the service role and a fake
// clock, as pg_cron or the local timer runs it) records the allowance as her income, which her
// device gets with the sync. A parent's interest on her goal shows the ränta-på-ränta lesson.

const keys = stackKeys({});

/** The first Friday on or after a calendar date. */
function fridayFrom(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  while (date.getUTCDay() !== 5) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('parent and teen sign an allowance agreement; on the first pay day the teen gets the income', async ({
  page,
  browser,
  family,
}) => {
  test.slow(); // two people, two devices and their syncs
  const { parent, teen } = family;

  // Karin proposes 150 kr every Friday for lunch and the phone.
  await storeSession(page, parent.email);
  await page.goto('/familj');
  const section = page.getByRole('region', { name: 'Veckopengsavtal' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(
    section.getByRole('link', { name: /Källa: Swedbank och Sparbankerna/ }),
  ).toHaveAttribute('href', /sidensjosparbank\.se/);
  const form = section.getByRole('form', { name: 'Föreslå avtal' });
  await form.getByRole('textbox', { name: 'Belopp (kr)' }).fill('150');
  await form.getByText('Lunch och fika', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Lunch och fika' })).toBeChecked();
  await form.getByText('Mobil', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Mobil' })).toBeChecked();
  await form.getByRole('button', { name: 'Föreslå avtal' }).click();
  await expect(section.getByTestId('allowance-open')).toContainText('Väntar på att Ida godkänner');

  // Ida sees the proposal on her home and confirms it.
  const kid = await openAs(browser, teen.email);
  await kid.goto('/');
  const card = kid.getByRole('region', { name: 'Din veckopeng' });
  await expect(card).toContainText('150 kr varje fredag', { timeout: 20_000 });
  await expect(card).toContainText('Lunch och fika');
  await card.getByRole('button', { name: 'Godkänn' }).click();
  await expect(card.getByTestId('allowance-active')).toContainText('Gäller');
  await expect(card.getByTestId('next-allowance')).toContainText(
    /^Nästa veckopeng: fredag \d+ \w+ \d{4}$/,
  );
  // Her whole history first, so the income below comes with a later sync.
  await expect(kid.getByRole('button', { name: 'Synkstatus: Synkat' })).toBeVisible({
    timeout: 30_000,
  });

  // Both see the history: proposed by Karin, confirmed by Ida.
  await page.reload();
  await section.getByRole('button', { name: /Visa historik/ }).click();
  const version = section.getByTestId('allowance-version').first();
  await expect(version).toContainText('Version 1: 150 kr varje fredag');
  await expect(version).toContainText('Föreslogs av Karin P.');
  await expect(version).toContainText('Godkändes av Ida');

  // The first pay day comes: the job runs with its clock at that Friday morning.
  const [agreement] = (await serviceRest(
    `allowance_versions?child_id=eq.${teen.id}&status=eq.active&select=starts_on`,
  )) as { starts_on: string }[];
  const payDay = fridayFrom(agreement!.starts_on);
  const counts = (await serviceRest('rpc/run_allowance_jobs', {
    method: 'POST',
    body: JSON.stringify({ at: `${payDay}T06:00:00Z` }),
  })) as { allowances: number };
  expect(counts.allowances).toBeGreaterThanOrEqual(1);
  // Exactly once: the same morning again pays nothing more.
  await serviceRest('rpc/run_allowance_jobs', {
    method: 'POST',
    body: JSON.stringify({ at: `${payDay}T07:00:00Z` }),
  });
  const income = (await serviceRest(
    `transactions?user_id=eq.${teen.id}&type=eq.income&select=description,amount_ore`,
  )) as { description: string; amount_ore: number }[];
  expect(income).toEqual([{ description: 'Veckopeng', amount_ore: 15000 }]);

  // Ida's device pulls it with the next sync and shows it among her transactions.
  await kid.reload();
  await expect(kid.getByRole('button', { name: 'Synkstatus: Synkat' })).toBeVisible({
    timeout: 30_000,
  });
  await kid.getByRole('tab', { name: 'Köp' }).click();
  const row = kid
    .getByRole('tabpanel', { name: 'Köp' })
    .getByRole('listitem')
    .filter({ hasText: 'Veckopeng' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('+150 kr');
  // Slantis wrote it (issue 40): it says where the money came from and opens no edit.
  await expect(row.getByText('Veckopeng', { exact: true })).toHaveCount(1);
  await expect(row.getByText('Från veckopengsavtalet', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  // And the parent was told.
  const told = (await serviceRest(
    `notifications?user_id=eq.${parent.id}&kind=eq.allowance_paid&select=title`,
  )) as { title: string }[];
  expect(told).toEqual([{ title: 'Veckopeng till Ida P.' }]);
  await kid.context().close();
});

test('a parent sets interest on the teen’s goal; the teen sees ränta på ränta with her own numbers', async ({
  page,
  browser,
  family,
}) => {
  test.slow();
  const { parent, teen, teenToken } = family;
  // Ida's goal with 1 000 kr saved (as her app would push it).
  const goal = crypto.randomUUID();
  for (const [path, body] of [
    ['savings_goals', { id: goal, user_id: teen.id, title: 'Ny cykel', target_ore: 400000 }],
    [
      'goal_deposits',
      { id: crypto.randomUUID(), user_id: teen.id, goal_id: goal, amount_ore: 100000 },
    ],
  ] as const) {
    const response = await fetch(`${STACK_URL}/rest/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: keys.anonKey,
        authorization: `Bearer ${teenToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  }

  await storeSession(page, parent.email);
  await page.goto('/familj');
  const manager = page.getByTestId('interest-manager');
  await expect(manager.getByRole('textbox', { name: /Ränta per månad/ })).toBeVisible({
    timeout: 20_000,
  });
  await manager.getByRole('textbox', { name: /Ränta per månad/ }).fill('2');
  await manager.getByRole('button', { name: 'Spara ränta' }).click();
  await expect(manager.getByTestId('lesson-result')).toHaveText(
    'Efter 12 månader finns 1 268,19 kr på målet – 268,19 kr mer än utan ränta.',
  );

  const kid = await openAs(browser, teen.email);
  await kid.goto('/');
  const lesson = kid.getByRole('region', { name: 'Ränta på ränta: Ny cykel' });
  await expect(lesson).toContainText('Du får 2 % i månaden', { timeout: 20_000 });
  await expect(lesson.getByRole('table', { name: /Så växer pengarna/ })).toContainText('1 020 kr');
  await kid.context().close();
});
