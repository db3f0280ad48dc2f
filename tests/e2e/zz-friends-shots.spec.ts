import { stackKeys } from '../../supabase/local/keys';
import { storeSession, test } from './fixtures';
import {
  createUser,
  DEMO_PASSWORD,
  freshPersonnummer,
  passwordSession,
  serviceRest,
  STACK_URL,
} from './stack';

const keys = stackKeys({});
async function person(firstName: string, roll: 'foralder' | 'barn') {
  return createUser(firstName.toLowerCase(), DEMO_PASSWORD, {
    fornamn: firstName,
    efternamn: 'Vänsson',
    personnummer: freshPersonnummer(roll === 'foralder' ? 1980 : 2010),
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll,
  });
}
async function rpc(email: string, name: string, args: Record<string, unknown> = {}) {
  const { access_token: token } = await passwordSession(email);
  const response = await fetch(`${STACK_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}
async function family(parent: { id: string } | null, ...kids: { id: string }[]) {
  const [f] = (await serviceRest('families', {
    method: 'POST',
    body: JSON.stringify({ name: 'Familjen Vänsson', created_by: parent?.id }),
  })) as { id: string }[];
  const rows = kids.map((k) => ({ family_id: f!.id, user_id: k.id, member_role: 'child' }));
  if (parent) rows.push({ family_id: f!.id, user_id: parent.id, member_role: 'guardian' });
  await serviceRest('family_members', { method: 'POST', body: JSON.stringify(rows) });
}
const code = async (email: string) =>
  ((await rpc(email, 'my_friend_code')) as { code: string }[])[0]!.code;
const req = async (from: string, to: string) =>
  ((await rpc(from, 'send_friend_request', { code: await code(to) })) as { friendship_id: string }[])[0]!
    .friendship_id;

test('friends screenshots', async ({ page, browser }, info) => {
  test.slow();
  const [kim, lo, max, sam, parent, otherParent] = [
    await person('Kim', 'barn'),
    await person('Lo', 'barn'),
    await person('Max', 'barn'),
    await person('Sam', 'barn'),
    await person('Petra', 'foralder'),
    await person('Olle', 'foralder'),
  ];
  await family(parent, kim, lo);
  await family(otherParent, max);
  for (const t of [kim, lo, max, sam]) await rpc(t.email, 'join_competition');
  const a = await req(lo.email, kim.email);
  await rpc(kim.email, 'answer_friend_request', { friendship_id: a, accept: true });
  await rpc(parent.email, 'approve_friend_request', { friendship_id: a, approve: true });
  await req(max.email, kim.email); // incoming, pending
  const c = await req(kim.email, sam.email);
  await rpc(sam.email, 'answer_friend_request', { friendship_id: c, accept: true }); // awaiting Kim's guardian
  const p = info.project.name;
  await storeSession(page, kim.email);
  await page.goto('/vanner');
  await page.getByTestId('friend').waitFor();
  await page.screenshot({ path: `/tmp/shots/vanner-${p}.png`, fullPage: true });
  await page.goto('/leaderboard?scope=friends');
  await page.getByRole('list', { name: 'Topplista, månad, vänner' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/vanner-tab-${p}.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/vanner');
  await page.getByTestId('friend').waitFor();
  await page.screenshot({ path: `/tmp/shots/vanner-dark-${p}.png`, fullPage: true });

  const context = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm', viewport: page.viewportSize()! });
  const g = await context.newPage();
  await storeSession(g, parent.email);
  await g.goto('/familj');
  await g.getByTestId('friend-approvals').waitFor();
  await g.screenshot({ path: `/tmp/shots/familj-approvals-${p}.png`, fullPage: true });
});
