import type { Browser, Page } from '@playwright/test';

import { expect, storeSession, test } from './fixtures';
import { linkedFamily, rpcAs } from './people';
import { serviceRest } from './stack';

// Issue 26 §6: a teen's monthly Lärt → gjort report from the server's facts; the guardian sees
// it only after the teen switches sharing on.

async function openAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const page = await context.newPage();
  await storeSession(page, email);
  return page;
}

test('the monthly report: the teen shares it, then the parent sees it', async ({
  page,
  browser,
}) => {
  test.slow(); // two people and reloads
  const { parent, teen, teenToken } = await linkedFamily({
    parent: 'Nina',
    teen: 'Sam',
    lastName: 'Pengström',
    teenBorn: 2009,
  });
  // This month's facts, as the server has them: a lesson finished and a drill passed.
  await serviceRest('lesson_progress', {
    method: 'POST',
    body: JSON.stringify({
      id: crypto.randomUUID(),
      user_id: teen.id,
      lesson_id: 'banktjanster-for-unga-bankid-och-bedragerier',
      completed_at: new Date().toISOString(),
      best_score: 100,
      attempts: 1,
    }),
  });
  await rpcAs(teenToken, 'answer_scam_drill', { drill: 'falsk-butik', answered_scam: true });

  // Without consent the parent reads nothing of it.
  const mum = await openAs(browser, parent.email);
  await mum.goto('/familj');
  const card = mum.getByRole('region', { name: 'Lärt → gjort' });
  await expect(card).toContainText('Sam delar inte sin månadsrapport.', { timeout: 20_000 });

  // The teen reads her report and shares it.
  await storeSession(page, teen.email);
  await page.goto('/rapport');
  await expect(page.getByRole('heading', { level: 1, name: 'Lärt → gjort' })).toBeVisible();
  await expect(page.getByText('BankID och bedrägerier')).toBeVisible();
  await expect(page.getByText('1 bedrägeriövning klarad')).toBeVisible();
  await expect(page.getByTestId('rule-scams')).toContainText(
    '1 övning rätt på första försöket (mål: 3)',
  );
  const toggle = page.getByRole('switch', { name: /Dela rapporten med mina föräldrar/ });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Rapporten delas med dina föräldrar')).toBeVisible();
  await expect(toggle).toBeChecked();

  // Now the parent sees it.
  await mum.reload();
  await expect(card.getByText(/^Sam: Lärt → gjort i \p{L}+ \d{4}$/u)).toBeVisible({
    timeout: 20_000,
  });
  await expect(card).toContainText('BankID och bedrägerier');
  await expect(card).toContainText('1 bedrägeriövning klarad');
  await mum.context().close();
});
