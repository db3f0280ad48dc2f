import { json } from '../_shared/http.ts';

/**
 * A refusal the caller may see, with a stable code the app words in Swedish. The codes follow
 * GoTrue's own passkey errors where it has one (webauthn_challenge_not_found, …).
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

export const refusalResponse = (refusal: Refusal) =>
  json({ error: refusal.message, code: refusal.code }, refusal.status);

const DATABASE_REFUSALS: Record<string, [number, string]> = {
  challenge_not_found: [400, 'webauthn_challenge_not_found'],
  challenge_expired: [400, 'webauthn_challenge_expired'],
  too_many_passkeys: [422, 'too_many_passkeys'],
  credential_exists: [422, 'webauthn_credential_exists'],
  passkey_not_found: [404, 'passkey_not_found'],
  passkey_name: [400, 'passkey_name'],
  last_sign_in_method: [409, 'last_sign_in_method'],
};

type RpcError = { message: string; details?: string | null; code?: string | null };

/** The database's refusals become the caller's; anything else is ours (a 500). */
export function fromRpcError(error: RpcError, context: string): Error {
  const known = DATABASE_REFUSALS[error.details ?? ''];
  if (known) return new Refusal(known[0], known[1], error.message);
  // A session the app ended, or that expired, is refused by PostgREST's pre-request check.
  if (['PT401', 'PGRST301', 'PGRST302', 'PGRST303', '42501'].includes(error.code ?? '')) {
    return new Refusal(401, 'unauthorized', 'Not signed in');
  }
  return new Error(`${context}: ${error.message}`);
}
