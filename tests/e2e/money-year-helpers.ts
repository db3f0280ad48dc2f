import { stackKeys } from '../../supabase/local/keys';
import { createUser, DEMO_PASSWORD, freshPersonnummer, passwordSession, STACK_URL } from './stack';

// Fresh accounts for the money-year specs (issue 26 §4–6), set up through the public API.

const keys = stackKeys({});

export async function person(firstName: string, roll: 'foralder' | 'barn', born = 2009) {
  return createUser(firstName.toLowerCase(), DEMO_PASSWORD, {
    fornamn: firstName,
    efternamn: 'Pengström',
    personnummer: freshPersonnummer(roll === 'foralder' ? 1980 : born),
    mobilnummer: '0701234567',
    adress: 'Storgatan 1, 903 26 Umeå',
    roll,
  });
}

/** An RPC as a signed-in user (the anon key and the user's own token). */
export async function rpcAs(token: string, name: string, args: Record<string, unknown> = {}) {
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

export const tokenOf = async (email: string) => (await passwordSession(email)).access_token;

/** A parent and a teen linked in a family of their own. */
export async function family(teenName: string) {
  const parent = await person('Nina', 'foralder');
  const teen = await person(teenName, 'barn');
  const parentToken = await tokenOf(parent.email);
  const teenToken = await tokenOf(teen.email);
  const familyId = (await rpcAs(parentToken, 'create_family', {
    name: 'Familjen Pengström',
  })) as string;
  const [invite] = (await rpcAs(parentToken, 'create_family_invite', {
    family_id: familyId,
    member_role: 'child',
  })) as { code: string }[];
  await rpcAs(teenToken, 'accept_family_invite', { code: invite!.code });
  return { parent, teen, parentToken, teenToken };
}
