import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';

import type { RelyingParty } from '../_shared/env.ts';
import { fromRpcError, Refusal } from './refusal.ts';
import {
  CEREMONY_TIMEOUT_MS,
  fromBase64,
  generateAuthenticationOptions,
  newChallenge,
  toBase64Url,
  userHandleOf,
  verifyAuthenticationResponse,
} from './webauthn.ts';

type StoredCredential = {
  user_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  email: string | null;
  email_confirmed: boolean;
};

/** Options for a discoverable sign-in: no user named, the device offers its passkeys. */
export async function authenticationOptions(service: SupabaseClient, rp: RelyingParty) {
  const challenge = newChallenge();
  const { data, error } = await service.rpc('passkey_begin_authentication', {
    p_challenge: challenge.text,
  });
  if (error) throw fromRpcError(error, 'passkey_begin_authentication');
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: challenge.bytes,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: [],
  });
  return { challenge_id: data as string, options };
}

const failed = (message: string) => new Refusal(400, 'webauthn_verification_failed', message);

/**
 * Checks an assertion: its challenge taken once, its credential still registered, origin, rpID,
 * user verification, signature and counter; the counter then moves. Answers whose e-mail may
 * sign in.
 */
export async function authenticationVerify(
  service: SupabaseClient,
  rp: RelyingParty,
  // deno-lint-ignore no-explicit-any
  input: { challenge_id: string; credential: any },
): Promise<{ userId: string; email: string }> {
  const taken = await service.rpc('passkey_take_authentication_challenge', {
    p_challenge_id: input.challenge_id,
  });
  if (taken.error) throw fromRpcError(taken.error, 'passkey_take_authentication_challenge');

  const found = await service.rpc('passkey_credential', { p_credential_id: input.credential.id });
  if (found.error) throw fromRpcError(found.error, 'passkey_credential');
  const stored = (found.data as StoredCredential[])[0];
  if (!stored) throw failed('Unknown or removed passkey');
  const handle = input.credential.response?.userHandle;
  if (handle !== undefined && handle !== toBase64Url(userHandleOf(stored.user_id))) {
    throw failed('The passkey belongs to someone else');
  }

  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.credential,
      expectedChallenge: taken.data as string,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: input.credential.id,
        publicKey: fromBase64(stored.public_key),
        counter: Number(stored.counter),
        // deno-lint-ignore no-explicit-any
        transports: stored.transports as any,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw failed((error as Error).message);
  }
  if (!verification.verified) throw failed('Assertion not verified');

  const moved = await service.rpc('passkey_record_use', {
    p_credential_id: input.credential.id,
    p_seen_counter: Number(stored.counter),
    p_new_counter: verification.authenticationInfo.newCounter,
  });
  if (moved.error) throw fromRpcError(moved.error, 'passkey_record_use');
  if (moved.data !== true) throw failed('The passkey was used or removed meanwhile');

  if (!stored.email || !stored.email_confirmed) {
    throw new Refusal(403, 'email_not_confirmed', 'Email not confirmed');
  }
  return { userId: stored.user_id, email: stored.email };
}
