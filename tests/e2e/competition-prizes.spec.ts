import { expect, storeSession, test } from './fixtures';
import { createUser, demo, serviceRest } from './stack';

// Issue 19 § 6: the stack closed October at start, and Elsa (15) won it. Her mother confirms
// where the prize goes; a staff member sees the address on /personal/tavling and marks it sent;
// the family then reads that it is on its way. Nobody else may open the staff page.

test('a guardian confirms a minor’s prize; staff post it and mark it sent', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, each on a fresh device

  await storeSession(page, demo.anna);
  await page.goto('/familj');
  const toConfirm = page.getByRole('region', { name: 'Priser att bekräfta' });
  const form = toConfirm.getByTestId('prize-claim').filter({ hasText: 'Elsa kom på plats 1' });
  await form.getByRole('textbox', { name: 'För- och efternamn' }).fill('Elsa Lindqvist');
  await form.getByRole('textbox', { name: 'Gatuadress' }).fill('Storgatan 12');
  await form.getByRole('textbox', { name: 'Postnummer' }).fill('12');
  await form.getByRole('button', { name: 'Bekräfta leveransen' }).click();
  await expect(
    form.getByText('Postnumret ska vara fem siffror, till exempel 123 45.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Postnummer' }).fill('753 20');
  await form.getByRole('textbox', { name: 'Ort' }).fill('Uppsala');
  await form.getByRole('button', { name: 'Bekräfta leveransen' }).click();
  await expect(form).toContainText('Bekräftat: priset skickas till Elsa Lindqvist, Uppsala.');

  // A parent is not staff.
  await page.goto('/personal/tavling');
  await expect(page.getByText('Sidan är bara för Slantis personal.')).toBeVisible();

  const stina = await createUser('stina.staff');
  await serviceRest('staff_members', {
    method: 'POST',
    body: JSON.stringify({ user_id: stina.id, note: 'Kundtjänst, tävlingsgranskning' }),
  });
  const staffContext = await browser.newContext({ locale: 'sv-SE' });
  const staffPage = await staffContext.newPage();
  await storeSession(staffPage, stina.email, stina.password);
  await staffPage.goto('/personal/tavling');
  const prizes = staffPage.getByRole('list', { name: 'Priser' });
  const elsas = prizes.getByTestId('staff-prize').filter({ hasText: '500 kr + hörlurar' });
  await expect(elsas).toContainText('bekräftat');
  await expect(elsas).toContainText('Storgatan 12');
  await expect(elsas).toContainText('75320 Uppsala');
  await elsas.getByRole('button', { name: 'Markera som skickat' }).click();
  await expect(elsas).toContainText('skickat');
  // Sent: the address is no longer shown to anyone on staff.
  await expect(elsas).not.toContainText('Storgatan 12');
  await staffContext.close();

  await page.goto('/familj');
  await expect(
    page
      .getByRole('region', { name: 'Priser att bekräfta' })
      .getByText('Priset är skickat. Grattis igen!'),
  ).toBeVisible();
});
