import { expect, storeSession, test } from './fixtures';
import { familyOf, openAs, person, rpcAsUser } from './people';

// Issue 25 (deliverables 1 and 2): two teens of 16 become friends by friend code — one opens the
// other's QR link — the other accepts, their guardian approves under Familj, and they meet on
// the Vänner tab of the leaderboard. Before the approval neither is on the other's board.

// Kim and Lo are 16.
const VÄNSSON = { lastName: 'Vänsson', born: 2010 };

test('two teens become friends with their guardian’s approval and meet on the Vänner tab', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in three browsers
  const [kim, lo, parent] = [
    await person('Kim', 'barn', VÄNSSON),
    await person('Lo', 'barn', VÄNSSON),
    await person('Petra', 'foralder', { lastName: 'Vänsson' }),
  ];
  await familyOf('Familjen Vänsson', parent, kim, lo);
  const kimName = String(await rpcAsUser(kim.email, 'join_competition'));
  const loName = String(await rpcAsUser(lo.email, 'join_competition'));

  // Kim shows the friend code (and its QR code) on /vanner.
  await storeSession(page, kim.email);
  await page.goto('/vanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Vänner' })).toBeVisible();
  await expect(page.getByText('Ingen chatt, inga främlingar')).toBeVisible();
  // The code loads after the page (dots meanwhile): wait for it before reading it.
  await expect(page.getByTestId('friend-code')).toHaveText(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
  const shown = (await page.getByTestId('friend-code').textContent()) ?? '';
  expect(shown).toMatch(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
  const code = shown.replace(' ', '');
  await expect(page.getByRole('img', { name: `QR-kod för vänkoden ${shown}` })).toBeVisible();

  // Lo's camera opens the QR link: the code is filled in, one tap sends the request.
  const loPage = await openAs(browser, lo.email);
  await loPage.goto(`/vanner?kod=${code}`);
  await expect(loPage.getByLabel('Kompisens vänkod')).toHaveValue(code);
  await loPage.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(loPage.getByText('Förfrågan är skickad')).toBeVisible();
  await expect(loPage.getByText(`Du har frågat ${kimName}`)).toBeVisible();

  // Kim accepts; the friendship now waits for their guardian.
  await page.reload();
  const request = page.getByTestId('friend-request');
  await expect(request).toContainText(`${loName} vill bli din vän`);
  await request.getByRole('button', { name: 'Tacka ja' }).click();
  await expect(request).toContainText('Väntar på att din förälder godkänner er vänskap');

  // Not friends yet: Lo's Vänner tab shows only Lo.
  await loPage.goto('/leaderboard?scope=friends');
  const loBoard = loPage.getByRole('list', { name: 'Topplista, månad, vänner' });
  await expect(loBoard.getByRole('listitem')).toHaveCount(1);
  await expect(loBoard).not.toContainText(kimName);

  // Their guardian approves under Familj.
  const guardian = await openAs(browser, parent.email);
  await guardian.goto('/familj');
  const approvals = guardian.getByTestId('friend-approvals');
  await expect(
    approvals.getByRole('heading', { name: 'Vänförfrågningar att godkänna' }),
  ).toBeVisible();
  await expect(approvals).toContainText(
    /(Kim V\. vill bli vän med Lo V\.|Lo V\. vill bli vän med Kim V\.)/,
  );
  await approvals.getByRole('button', { name: 'Godkänn' }).click();
  await expect(guardian.getByText('Nu är de vänner')).toBeVisible();
  await expect(approvals).toBeHidden();

  // Friends: each sees the other on /vanner and on the Vänner tab.
  await page.reload();
  await expect(page.getByTestId('friend')).toContainText(loName);
  await expect(page.getByTestId('friend')).toContainText(/sparkompis/i);
  await page.goto('/leaderboard');
  await page.getByLabel('Visa', { exact: true }).getByText('Vänner', { exact: true }).click();
  const board = page.getByRole('list', { name: 'Topplista, månad, vänner' });
  await expect(board.getByRole('listitem')).toHaveCount(2);
  await expect(board).toContainText(kimName);
  await expect(board).toContainText(loName);
  await loPage.reload();
  await expect(loBoard).toContainText(kimName);
});

test('a teen removes a friend: they leave each other’s Vänner list and tab', async ({
  page,
  browser,
  friends,
}) => {
  const [kim, lo] = friends.teens;
  await storeSession(page, kim.email);
  await page.goto('/vanner');
  const friend = page.getByTestId('friend');
  await expect(friend).toHaveCount(1);
  await friend.getByRole('button', { name: /^Val för / }).click();
  await page.getByRole('menuitem', { name: 'Ta bort vän' }).click();
  const confirm = page.getByRole('dialog', { name: /^Ta bort .+\?$/ });
  await expect(confirm).toContainText('Ni ser inte längre varandras nivå och svit.');
  await confirm.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(page.getByText('Vännen är borttagen')).toBeVisible();
  await expect(friend).toHaveCount(0);

  // Lo's Vänner tab shows only Lo again.
  const loPage = await openAs(browser, lo.email);
  await loPage.goto('/leaderboard?scope=friends');
  const board = loPage.getByRole('list', { name: 'Topplista, månad, vänner' });
  await expect(board.getByRole('listitem')).toHaveCount(1);
  await loPage.context().close();
});
