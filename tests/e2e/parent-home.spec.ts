import type { Page } from '@playwright/test';

import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { openAs } from './people';
import { demo, DEMO_PASSWORD, passwordSession, serviceRest, STACK_URL } from './stack';

// Issue 25 (deliverable 4): a parent who signs in lands on her children, and answers a task
// waiting for approval right there; the teen gets the reward. A teen's /app stays the dashboard.

const keys = stackKeys({});

/** An RPC or REST write as a signed-in user (anon key + token), as supabase-js sends it. */
async function asUser(token: string, path: string, method: string, body: unknown) {
  const response = await fetch(`${STACK_URL}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

const totalXp = async (page: Page) =>
  Number(((await page.getByText(/^Totalt [\d\s ]+ XP$/).textContent()) ?? '').replace(/\D/g, ''));

async function taskStatus(id: string) {
  const rows = (await serviceRest(`tasks?id=eq.${id}&select=status`)) as { status: string }[];
  return rows[0]?.status;
}

/** Anna gives Elsa a task (as the family page does, by create_task). */
async function giveElsaTask(title: string) {
  const anna = await passwordSession(demo.anna);
  const elsa = await passwordSession(demo.elsa);
  const id = (await asUser(anna.access_token, 'rpc/create_task', 'POST', {
    child: elsa.user.id,
    title,
    reward_ore: 4500,
    // No XP: demo Elsa's XP is what gamification.spec.ts reads, in any order of the specs.
    reward_xp: 0,
    due_date: null,
  })) as string;
  return { id, elsa };
}

test(
  'a parent signs in to her children and approves a task from the home; the teen is paid',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    test.slow(); // two people, two devices and their syncs
    const title = `Dammsuga hallen ${Date.now()}`;
    const { id: task } = await giveElsaTask(title);

    // Elsa marks it done on her own phone (it arrives with her sync).
    const kid = await openAs(browser, demo.elsa);
    await kid.goto('/');
    const card = kid.getByTestId('child-task').filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    // Her whole history first (demo Elsa has XP).
    await expect(kid.getByRole('button', { name: 'Synkstatus: Synkat' })).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => totalXp(kid), { timeout: 20_000 }).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Klart!' }).click();
    await expect(card).toContainText('Väntar på godkännande');
    await expect.poll(() => taskStatus(task), { timeout: 20_000 }).toBe('done');

    // Anna signs in and lands on her children, not on a teen dashboard.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-post' }).fill(demo.anna);
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hej Anna!' })).toBeVisible();
    const elsaCard = page.getByRole('region', { name: 'Elsa L.' });
    await expect(elsaCard).toBeVisible();
    await expect(page.getByRole('region', { name: 'Omar L.' })).toBeVisible();
    await expect(elsaCard.getByText('Den här veckan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Förra veckan' })).toBeVisible();
    await expect(page.getByText(/^Nivå \d+$/)).toHaveCount(0);

    // The task waits on Elsa's card; Anna approves it right there.
    const waiting = elsaCard.getByTestId('waiting-task').filter({ hasText: title });
    await expect(waiting).toContainText('45 kr');
    await expect(waiting).not.toContainText('XP');
    await waiting.getByRole('button', { name: 'Godkänn' }).click();
    await expect(page.getByText('Elsa får 45 kr', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect.poll(() => taskStatus(task), { timeout: 10_000 }).toBe('approved');

    // Elsa gets the income (her card lists only the three approved tasks due first, and the demo
    // family has older ones, so the reward is what is checked here), and no XP was promised.
    await kid.reload();
    await kid.getByRole('tab', { name: 'Köp' }).click();
    await expect(kid.getByText(`Uppdrag: ${title}`)).toBeVisible();
    await kid.context().close();
  },
);

test(
  'a parent sends a task back from the home; the teen can do it again',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    test.slow();
    const title = `Bära ut soporna ${Date.now()}`;
    const { id: task, elsa } = await giveElsaTask(title);
    await asUser(elsa.access_token, `tasks?id=eq.${task}`, 'PATCH', { status: 'done' });

    await storeSession(page, demo.anna);
    await page.goto('/app');
    const waiting = page
      .getByRole('region', { name: 'Elsa L.' })
      .getByTestId('waiting-task')
      .filter({ hasText: title });
    await waiting.getByRole('button', { name: 'Skicka tillbaka' }).click();
    await expect(page.getByText('Elsa kan göra det igen och markera det som klart.')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect.poll(() => taskStatus(task)).toBe('rejected');

    const kid = await openAs(browser, demo.elsa);
    await kid.goto('/app');
    const card = kid.getByTestId('child-task').filter({ hasText: title });
    await expect(card).toContainText('Inte godkänt än', { timeout: 20_000 });
    await card.getByRole('button', { name: 'Klart!' }).click();
    await expect.poll(() => taskStatus(task), { timeout: 20_000 }).toBe('done');
    await kid.context().close();
  },
);

test('a teen’s /app is still her dashboard', { tag: '@desktop' }, async ({ page }) => {
  await storeSession(page, demo.elsa);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Hej Elsa!' })).toBeVisible();
  await expect(page.getByText(/^Totalt [\d\s ]+ XP$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Översikt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dina verktyg' })).toHaveCount(0);
});
