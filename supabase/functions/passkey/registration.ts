import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';

import type { RelyingParty } from '../_shared/env.ts';
import { fromRpcError, Refusal } from './refusal.ts';
import {
  CEREMONY_TIMEOUT_MS,
  generateRegistrationOptions,
  newChallenge,
  toBase64,
  userHandleOf,
  verifyRegistrationResponse,
} from './webauthn.ts';

type Begun = {
  challenge_id: string;
  user_id: string;
  email: string | null;
  exclude: { id: string; transports: string[] }[];
};

/** Options for a discoverable, user-verified passkey; the challenge is stored for the caller. */
export async function registrationOptions(asUser: SupabaseClient, rp: RelyingParty) {
  const challenge = newChallenge();
  const { data, error } = await asUser.rpc('passkey_begin_registration', {
    p_challenge: challenge.text,
  });
  if (error) throw fromRpcError(error, 'passkey_begin_registration');
  const begun = data as Begun;
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: begun.email ?? begun.user_id,
    userDisplayName: begun.email ?? 'Slantis',
    userID: userHandleOf(begun.user_id),
    challenge: challenge.bytes,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // deno-lint-ignore no-explicit-any
    excludeCredentials: begun.exclude.map((c) => ({ id: c.id, transports: c.transports as any })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challenge_id: begun.challenge_id, options };
}

/** Verifies the attestation against the caller's own challenge and keeps the new passkey. */
export async function registrationVerify(
  asUser: SupabaseClient,
  service: SupabaseClient,
  rp: RelyingParty,
  userId: string,
  input: { challenge_id: string; credential: unknown; name: string },
) {
  const taken = await asUser.rpc('passkey_take_registration_challenge', {
    p_challenge_id: input.challenge_id,
  });
  if (taken.error) throw fromRpcError(taken.error, 'passkey_take_registration_challenge');

  let verification;
  try {
    verification = await verifyRegistrationResponse({
      // deno-lint-ignore no-explicit-any
      response: input.credential as any,
      expectedChallenge: taken.data as string,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    throw new Refusal(400, 'webauthn_verification_failed', (error as Error).message);
  }
  if (!verification.verified || !verification.registrationInfo) {
    throw new Refusal(400, 'webauthn_verification_failed', 'Registration not verified');
  }
  const info = verification.registrationInfo;
  const saved = await service.rpc('passkey_save_credential', {
    p_user: userId,
    p_credential_id: info.credential.id,
    p_public_key: toBase64(info.credential.publicKey),
    p_counter: info.credential.counter,
    p_transports: info.credential.transports ?? [],
    p_device_type: info.credentialDeviceType,
    p_backed_up: info.credentialBackedUp,
    p_name: input.name,
  });
  if (saved.error) throw fromRpcError(saved.error, 'passkey_save_credential');
  return { id: saved.data as string, name: input.name };
}
