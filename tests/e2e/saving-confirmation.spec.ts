import { randomUUID } from 'node:crypto';

import { stackKeys } from '../../supabase/local/keys';
import { expect, storeSession, test } from './fixtures';
import { openAs, rpcAs } from './people';
import { STACK_URL } from './stack';

// Issue 40 §6: typed money cannot win a prize alone. The teen's deposits wait for a parent, who
// confirms them with one tap on her home; then they count in full, and the teen is told.

const keys = stackKeys({});

/** A row the teen's app would write, through PostgREST as the teen. */
async function insertAs(token: string, table: string, row: Record<string, unknown>) {
  const response = await fetch(`${STACK_URL}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
}

test('a parent confirms her child’s typed saving with one tap; the teen sees it count', async ({
  page,
  browser,
  family,
}) => {
  test.slow(); // two people on two devices
  const { parent, teen, teenToken } = family;
  await rpcAs(teenToken, 'join_competition');
  const goal = randomUUID();
  await insertAs(teenToken, 'savings_goals', { id: goal, title: 'Ny cykel', target_ore: 400000 });
  await insertAs(teenToken, 'goal_deposits', {
    id: randomUUID(),
    goal_id: goal,
    amount_ore: 15000,
  });
  await insertAs(teenToken, 'goal_deposits', { id: randomUUID(), goal_id: goal, amount_ore: 5000 });

  // Ida sees on the leaderboard that 200 kr waits for a parent.
  const kid = await openAs(browser, teen.email);
  await kid.goto('/leaderboard');
  const note = kid.getByTestId('saving-confirmation-note');
  await expect(note).toContainText(
    /^200\skr av ditt sparande väntar på att en förälder bekräftar det\. Tills dess ger sparandet högst 50 poäng i månaden\./,
  );
  // 'Så funkar det' opens the rule itself.
  await note.getByRole('link', { name: 'Så funkar det' }).click();
  await expect(
    kid.getByRole('heading', { level: 2, name: 'En förälder bekräftar ditt sparande' }),
  ).toBeInViewport();

  // Karin sees both deposits on Ida's card and confirms them with one tap.
  await storeSession(page, parent.email);
  await page.goto('/app');
  const card = page.getByRole('region', { name: /^Ida / });
  const saving = card.getByRole('region', { name: 'Sparande att bekräfta' });
  await expect(saving.getByTestId('deposit-to-confirm')).toHaveText([
    /^Ny cykel · .+150\skr$/,
    /^Ny cykel · .+50\skr$/,
  ]);
  await saving.getByRole('button', { name: 'Stämmer – bekräfta 2 insättningar' }).click();
  await expect(page.getByText('Ida får veta det, och insättningarna räknas fullt.')).toBeVisible();
  await expect(saving).toHaveCount(0);

  // Ida's saving counts in full now, and she is told who confirmed it.
  await kid.goto('/leaderboard');
  await expect(kid.getByTestId('competition-standing')).toBeVisible();
  await expect(kid.getByTestId('saving-confirmation-note')).toHaveCount(0);
  await kid.goto('/aviseringar');
  await expect(kid.getByText('Karin bekräftade ditt sparande')).toBeVisible();
  await expect(
    kid.getByText(/^2 insättningar på sammanlagt 200\skr räknas nu fullt i Månadens Tävling\.$/),
  ).toBeVisible();
  await kid.context().close();
});
