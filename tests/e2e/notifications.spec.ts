import type { Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { linkedFamily, openAs, rpcAs } from './people';
import { latestMail, serviceRest } from './stack';

// Issue 25 §3: a teen marks a task done → the parent's bell counts it, the parent opens the
// notification and approves the task → the teen is told it is paid. The weekly family report
// job (run with the service role, as pg_cron or the local timer runs it) puts the report in the
// mail outbox.

/** Nina and her son Sam: the names the notifications' texts carry. */
const AVISERUD = { parent: 'Nina', teen: 'Sam', lastName: 'Aviserud' };

const unreadOf = async (page: Page) => {
  await expect(page.locator('a[href="/aviseringar"][data-loaded]')).toBeVisible();
  const label =
    (await page.getByRole('link', { name: /^Aviseringar, / }).getAttribute('aria-label')) ?? '';
  return /inga olästa/.test(label) ? 0 : Number(label.replace(/\D/g, ''));
};

test('a task done reaches the parent’s bell; approved from the notification, the teen is told it is paid', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, syncs and reloads
  const { parent, teen, parentToken } = await linkedFamily(AVISERUD);
  await rpcAs(parentToken, 'create_task', {
    child: teen.id,
    title: 'Tömma diskmaskinen',
    reward_ore: 3000,
    reward_xp: 20,
  });

  // The parent's app is open; the bell shows what is unread so far.
  await storeSession(page, parent.email);
  await page.goto('/familj');
  await expect(page.getByRole('link', { name: /^Aviseringar, / })).toBeVisible();
  const before = await unreadOf(page);

  // The teen marks the task done on the home page.
  const kid = await openAs(browser, teen.email);
  await kid.goto('/');
  const card = kid.getByTestId('child-task').filter({ hasText: 'Tömma diskmaskinen' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Klart!' }).click();
  await expect
    .poll(
      async () =>
        (
          (await serviceRest(`tasks?user_id=eq.${teen.id}&select=status`)) as { status: string }[]
        )[0]?.status,
      { timeout: 20_000 },
    )
    .toBe('done');

  // The parent's bell counts it when the window gets focus again.
  const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await focus();
  await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBeGreaterThan(before);

  // She opens it from the bell and approves the task where the notification leads.
  await page.getByRole('link', { name: /^Aviseringar, / }).click();
  await expect(page).toHaveURL(/\/aviseringar$/);
  await page.getByRole('button', { name: /Sam är klar med ett uppdrag/ }).click();
  await expect(page).toHaveURL(/\/familj$/);
  const waiting = page.getByRole('region', { name: 'Väntar på dig' });
  await expect(waiting).toContainText('Tömma diskmaskinen');
  await waiting.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Sam A. får 30 kr och 20 XP')).toBeVisible();
  // Read on the server: the task's notification is read on every device.
  await expect
    .poll(async () =>
      (
        (await serviceRest(
          `notifications?user_id=eq.${parent.id}&kind=eq.task_done&select=read_at`,
        )) as { read_at: string | null }[]
      ).map((n) => n.read_at !== null),
    )
    .toEqual([true]);

  // The teen is told it is paid.
  await kid.reload();
  await expect(kid.getByRole('link', { name: /^Aviseringar, [1-9]/ })).toBeVisible({
    timeout: 20_000,
  });
  await kid.getByRole('link', { name: /^Aviseringar, / }).click();
  const paid = kid.getByRole('button', { name: /Uppdraget är godkänt/ });
  await expect(paid).toContainText(
    '”Tömma diskmaskinen” är godkänt och du har fått 30 kr och 20 XP.',
  );
  await kid.context().close();
});

test('the weekly family report job puts the report in the parent’s mail outbox', async () => {
  const { parent } = await linkedFamily(AVISERUD);
  const counts = (await serviceRest('rpc/run_notification_jobs', {
    method: 'POST',
    body: JSON.stringify({}),
  })) as { weekly_reports: number };
  expect(counts.weekly_reports).toBeGreaterThanOrEqual(1);
  const mail = await latestMail(parent.email, 'notice', 30_000);
  expect(mail.subject).toMatch(/^Slantis veckorapport – vecka \d+$/);
  expect(mail.text).toMatch(/^Så gick veckan .+:\nSam: .*uppdrag/);
  expect(mail.link).toMatch(/\/familj$/);
  // Once per week: running it again tells her nothing new.
  await serviceRest('rpc/run_notification_jobs', { method: 'POST', body: JSON.stringify({}) });
  const reports = await serviceRest(
    `notifications?user_id=eq.${parent.id}&kind=eq.weekly_report&select=id`,
  );
  expect(reports).toHaveLength(1);
});
