import { expect, storeSession, test } from './fixtures';
import { person } from './people';

// Issue 26 §4: a teen of 17 opens Pengaåret from the learning area, sees her own dates (the
// server's, from the birth date), opens one item and finds its sources and its lesson.

test('a teen opens the money year and one item of it', async ({ page }) => {
  const teen = await person('Ylva', 'barn', { lastName: 'Pengström', born: 2009 });
  await storeSession(page, teen.email);
  await page.goto('/lar-dig-mer');
  await page.getByRole('link', { name: /Pengaåret/ }).click();
  await expect(page).toHaveURL(/\/pengaaret$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaåret' })).toBeVisible();
  await expect(page.getByText(/^Du är 1[6-9] år\. Här är det som gäller dig\.$/)).toBeVisible();

  const forYou = page.getByRole('region', { name: 'Gäller dig nu' });
  const card = forYou.getByRole('article', { name: 'Studiebidraget' });
  await expect(card).toContainText('1 250 kr i månaden från CSN');
  await expect(card).toContainText(/Nästa utbetalning: \d{1,2} \p{L}+ \d{4}\./u);
  await expect(forYou.getByRole('article', { name: /Du fyller 18/ })).toContainText(
    /Du fyller 18 den \d{1,2} januari 2027\./,
  );

  await card.getByRole('link', { name: 'Läs mer: Studiebidraget' }).click();
  await expect(page).toHaveURL(/\/pengaaret\/studiebidrag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studiebidraget' })).toBeVisible();
  await expect(page.getByText(/Studiebidraget är 1 250 kr i månaden/)).toBeVisible();
  await expect(page.getByTestId('personal-line')).toContainText(
    'Pengarna går till din vårdnadshavare tills du fyller 18.',
  );
  await expect(page.getByRole('link', { name: /CSN: Studiehjälp/ })).toHaveAttribute(
    'href',
    'https://www.csn.se/komv-folkh-gymn/studiehjalp/hur-mycket-kan-du-fa',
  );
  await page.getByRole('link', { name: 'Lektion: CSN' }).click();
  await expect(page).toHaveURL(/lektion=ekonomiska-begrepp-csn/);
  await expect(page.getByRole('heading', { name: 'CSN' }).first()).toBeVisible();
});
