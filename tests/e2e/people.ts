// The people an end-to-end story needs, made through the stack's public API as the app would
// make them: a member of their own, a parent with a linked child, two teens who are friends.
// Each call makes new accounts, so parallel tests never share (or change) each other's data.
import { test, type Browser, type Page } from '@playwright/test';

import { stackKeys } from '../../supabase/local/keys';
import { storeSession } from './session';
import {
  createUser,
  DEMO_PASSWORD,
  freshPersonnummer,
  passwordSession,
  serviceRest,
  STACK_URL,
} from './stack';

const keys = stackKeys({});

export type Person = Awaited<ReturnType<typeof createUser>>;

/** A new member: a parent ('foralder', born 1980) or a teen ('barn', born 2011 by default). */
export function person(
  firstName: string,
  roll: 'foralder' | 'barn',
  { lastName = 'Pengsson', born }: { lastName?: string; born?: number } = {},
): Promise<Person> {
  return createUser(firstName.toLowerCase(), DEMO_PASSWORD, {
    fornamn: firstName,
    efternamn: lastName,
    personnummer: freshPersonnummer(born ?? (roll === 'foralder' ? 1980 : 2011)),
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll,
  });
}

/** An RPC with the user's own access token: what the app would send (for setting a story up). */
export async function rpcAs(
  token: string,
  name: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  const response = await fetch(`${STACK_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** The same, signing in as `email` first. */
export async function rpcAsUser(
  email: string,
  name: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  return rpcAs((await passwordSession(email)).access_token, name, args);
}

export type LinkedFamily = {
  parent: Person;
  teen: Person;
  parentToken: string;
  teenToken: string;
  familyId: string;
};

/**
 * A parent and a teen linked in a family of their own, the way a family links in the app: the
 * parent creates it and invites, the teen accepts the invite.
 */
export async function linkedFamily({
  parent: parentName = 'Karin',
  teen: teenName = 'Ida',
  lastName = 'Pengsson',
  teenBorn,
}: {
  parent?: string;
  teen?: string;
  lastName?: string;
  teenBorn?: number;
} = {}): Promise<LinkedFamily> {
  const parent = await person(parentName, 'foralder', { lastName });
  const teen = await person(teenName, 'barn', { lastName, born: teenBorn });
  const parentToken = (await passwordSession(parent.email)).access_token;
  const teenToken = (await passwordSession(teen.email)).access_token;
  const familyId = (await rpcAs(parentToken, 'create_family', {
    name: `Familjen ${lastName}`,
  })) as string;
  const [invite] = (await rpcAs(parentToken, 'create_family_invite', {
    family_id: familyId,
    member_role: 'child',
  })) as { code: string }[];
  await rpcAs(teenToken, 'accept_family_invite', { code: invite!.code });
  return { parent, teen, parentToken, teenToken, familyId };
}

/**
 * Links `guardian` and `children` in a new family at once, with the service role (for stories
 * that are not about linking; `linkedFamily` links as the app does). Returns the family's id.
 */
export async function familyOf(name: string, guardian: Person, ...children: Person[]) {
  const [family] = (await serviceRest('families', {
    method: 'POST',
    body: JSON.stringify({ name, created_by: guardian.id }),
  })) as { id: string }[];
  await serviceRest('family_members', {
    method: 'POST',
    body: JSON.stringify([
      { family_id: family!.id, user_id: guardian.id, member_role: 'guardian' },
      ...children.map((child) => ({
        family_id: family!.id,
        user_id: child.id,
        member_role: 'child',
      })),
    ]),
  });
  return family!.id;
}

export type Friends = { teens: [Person, Person]; parent: Person; familyId: string };

/**
 * Two teens who are friends, as the app makes them: siblings in a family of their own (their
 * parent approves friendships), one sends a request with the other's friend code, the other
 * accepts, the parent approves. Both have joined the competition (the Vänner tab lists them).
 */
export async function twoFriends(names: [string, string] = ['Kim', 'Lo']): Promise<Friends> {
  const family = await linkedFamily({ parent: 'Petra', teen: names[0], lastName: 'Vänsson' });
  const second = await person(names[1], 'barn', { lastName: 'Vänsson' });
  const secondToken = (await passwordSession(second.email)).access_token;
  const [invite] = (await rpcAs(family.parentToken, 'create_family_invite', {
    family_id: family.familyId,
    member_role: 'child',
  })) as { code: string }[];
  await rpcAs(secondToken, 'accept_family_invite', { code: invite!.code });
  for (const token of [family.teenToken, secondToken]) await rpcAs(token, 'join_competition');
  const [code] = (await rpcAs(secondToken, 'my_friend_code')) as { code: string }[];
  const [request] = (await rpcAs(family.teenToken, 'send_friend_request', {
    code: code!.code,
  })) as { friendship_id: string }[];
  await rpcAs(secondToken, 'answer_friend_request', {
    friendship_id: request!.friendship_id,
    accept: true,
  });
  await rpcAs(family.parentToken, 'approve_friend_request', {
    friendship_id: request!.friendship_id,
    approve: true,
  });
  return { teens: [family.teen, second], parent: family.parent, familyId: family.familyId };
}

/**
 * A page of its own (a second person, a second device) with this test's device: the phone's or
 * the desktop's viewport, locale and time zone. Signed in as `email` when one is given.
 */
export async function openAs(browser: Browser, email?: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale: locale ?? 'sv-SE',
    timezoneId: timezoneId ?? 'Europe/Stockholm',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (email) await storeSession(page, email);
  return page;
}
