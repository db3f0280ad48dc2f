/** The secrets hosted Supabase gives every function (and the local functions host passes). */
export type FunctionEnv = {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function functionEnv(): FunctionEnv {
  return {
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  };
}

/**
 * Who the passkeys belong to (WebAuthn's relying party): the app's domain as rpID (`localhost`
 * locally; an IP address is never a valid rpID) and every origin the app is served from.
 */
export type RelyingParty = { rpID: string; rpName: string; origins: string[] };

export function relyingParty(): RelyingParty {
  const origins = required('PASSKEY_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    rpID: required('PASSKEY_RP_ID'),
    rpName: Deno.env.get('PASSKEY_RP_NAME') || 'Slantis',
    origins,
  };
}
