import { expect, storeSession, test } from './fixtures';
import { demo } from './stack';

// Issue 41 §5: a parent reads the league. Beside each nickname of her own children she sees the
// child's name; she is offered no friends tab, and her bar leads to the family instead.

test('a parent sees which nickname is which of her children, and no Vänner', async ({ page }) => {
  await storeSession(page, demo.anna);
  await page.goto('/leaderboard');
  const board = page.getByRole('list', { name: 'Topplista, månad, alla' });
  await expect(board.getByRole('listitem').filter({ hasText: 'Modig Utter' })).toContainText(
    'Elsa',
  );
  await expect(board.getByRole('listitem').filter({ hasText: 'Klok Räv' })).toContainText('Omar');

  await expect(page.getByRole('radio', { name: 'Vänner' })).toHaveCount(0);
  await page.getByLabel('Visa', { exact: true }).getByText('Familj', { exact: true }).click();
  const family = page.getByRole('list', { name: 'Topplista, månad, familj' });
  await expect(family.getByTestId('child-name')).toHaveText(['Elsa', 'Omar']);

  const nav = page.getByRole('navigation', { name: 'Appmeny' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Vänner' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Familj' })).toHaveAttribute('href', '/familj');
});
