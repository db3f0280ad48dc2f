import type { SupabaseClient } from '@supabase/supabase-js';

import { remoteClient } from './client';
import { rpc, toRemoteError } from './rpc';

/**
 * Two-factor sign-in with a code app (TOTP, issue 42) through supabase-js's auth.mfa API. A
 * verified code raises the session to aal2, which the database asks of a guardian with a factor
 * before money or personal data moves (private.require_mfa_if_enrolled).
 */

type Mfa = SupabaseClient['auth']['mfa'];
const mfa = async (): Promise<Mfa> => (await remoteClient()).auth.mfa;

export type TwoFactorStatus = {
  /** The verified code-app factor, if the person turned two-factor on. */
  factorId: string | null;
  /** The session still needs the code (aal1 with a verified factor). */
  needsCode: boolean;
};

export type TotpEnrolment = { factorId: string; qrCode: string; secret: string };

function unwrap<T>(result: { data: T | null; error: unknown }): T {
  if (result.error || result.data === null) throw toRemoteError(result.error);
  return result.data;
}

export async function twoFactorStatus(): Promise<TwoFactorStatus> {
  const api = await mfa();
  const factors = unwrap(await api.listFactors());
  const level = unwrap(await api.getAuthenticatorAssuranceLevel());
  return {
    factorId: factors.totp[0]?.id ?? null,
    needsCode: level.currentLevel === 'aal1' && level.nextLevel === 'aal2',
  };
}

/** Starts an enrolment: the QR code (a data URL) and the secret to type by hand. */
export async function enrolTotp(): Promise<TotpEnrolment> {
  const api = await mfa();
  // Earlier enrolments left half-way would clash on the name; they are of no use.
  const { all } = unwrap(await api.listFactors());
  for (const factor of all) {
    if (factor.status === 'unverified') await api.unenroll({ factorId: factor.id });
  }
  const data = unwrap(
    await api.enroll({ factorType: 'totp', friendlyName: 'Autentiseringsapp', issuer: 'Slantis' }),
  );
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a 6-digit code; false when it was wrong or too old (the person types it again). */
export async function verifyTotp(factorId: string, code: string): Promise<boolean> {
  const { error } = await (await mfa()).challengeAndVerify({ factorId, code });
  if (!error) return true;
  const remote = toRemoteError(error);
  if (remote.code === 'mfa_verification_failed' || remote.code === 'mfa_challenge_expired')
    return false;
  throw remote;
}

/** Turns two-factor off (the session must be aal2), then drops the aal2 claim at once. */
export async function unenrolTotp(factorId: string): Promise<void> {
  const api = await mfa();
  const { error } = await api.unenroll({ factorId });
  if (error) throw toRemoteError(error);
  const client = await remoteClient();
  await client.auth.refreshSession();
}

/** Eight one-time recovery codes, shown once; a new set replaces the old (needs aal2). */
export const newRecoveryCodes = () => rpc<string[]>('new_mfa_recovery_codes');

/**
 * Spends a recovery code from the sign-in step (the phone is lost): the server removes the code
 * app, and the refreshed session no longer needs a code. False when the code did not match.
 */
export async function spendRecoveryCode(code: string): Promise<boolean> {
  const client = await remoteClient();
  const answer = await client.functions.invoke<unknown>('mfa-recovery', { body: { code } });
  const error: unknown = answer.error;
  if (error) {
    const status = (error as { context?: { status?: number } }).context?.status;
    if (status === 400) return false;
    throw toRemoteError(error);
  }
  await client.auth.refreshSession();
  return true;
}
