import { expect, storeSession, test } from './fixtures';
import { person } from './people';
import { serviceRest } from './stack';

// Issue 26 §5: a teen answers "Är det här ett bedrägeri?" drills; the server grades each answer
// and its verdict, explanation and XP are shown (and stay after a reload).

test('a teen answers scam drills and sees the server’s verdict', async ({ page }) => {
  const teen = await person('Vide', 'barn', { lastName: 'Pengström', born: 2010 });
  await storeSession(page, teen.email);
  await page.goto('/bedragerier');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Är det här ett bedrägeri?' }),
  ).toBeVisible();

  const blocket = page.getByRole('article', { name: /Du säljer din cykel/ });
  await expect(blocket).toContainText('Köpare på Blocket');
  // No verdict in the page before answering.
  await expect(page.getByText(/En Swish-förfrågan är en begäran/)).toHaveCount(0);
  await blocket.getByRole('button', { name: 'Bedrägeri', exact: true }).click();
  await expect(blocket.getByText('Det här är ett bedrägeri.')).toBeVisible();
  await expect(blocket.getByText('Rätt!')).toBeVisible();
  await expect(blocket.getByText('+15 XP')).toBeVisible();
  await expect(blocket).toContainText('Varningstecken');

  const friend = page.getByRole('article', { name: /Du och Alva delade på en pizza/ });
  await friend.getByRole('button', { name: 'Bedrägeri', exact: true }).click();
  await expect(friend.getByText('Det här är inget bedrägeri.')).toBeVisible();
  await expect(friend.getByText('Inte riktigt')).toBeVisible();
  await expect(page.getByText('2 av 6 klara')).toBeVisible();

  // Stored on the server: the verdicts come back after a reload, without answer buttons.
  await page.reload();
  await expect(blocket.getByText('Det här är ett bedrägeri.')).toBeVisible();
  await expect(blocket.getByRole('button', { name: 'Bedrägeri', exact: true })).toHaveCount(0);
  const answers = (await serviceRest(
    `scam_drill_answers?user_id=eq.${teen.id}&select=drill_id,correct,first&order=drill_id`,
  )) as { drill_id: string; correct: boolean; first: boolean }[];
  expect(answers).toEqual([
    { drill_id: 'blocket-swish', correct: true, first: true },
    { drill_id: 'kompis-swish', correct: false, first: true },
  ]);
  const xp = (await serviceRest(
    `xp_events?user_id=eq.${teen.id}&source_id=like.scam-drill*&select=amount`,
  )) as { amount: number }[];
  expect(xp).toEqual([{ amount: 15 }]);
});
