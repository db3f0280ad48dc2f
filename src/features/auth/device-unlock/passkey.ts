import type { AuthUser } from '@/stores/auth-store';

import { logSecurityEvent } from '../security-log';
import { fromBase64Url, toBase64, toBase64Url } from './base64';
import { assertionValid, ES256, RS256, type StoredPasskey } from './passkey-verify';

/**
 * The phone's screen lock as the device unlock (issue 20), through a WebAuthn platform passkey
 * that never leaves the device: made in Profil → Säkerhet, asked for on the lock screen and
 * checked right here (passkey-verify.ts), so it works offline. Where the platform has no such
 * authenticator, the PIN is the only way.
 */
export async function canUsePasskey(): Promise<boolean> {
  try {
    return (
      typeof PublicKeyCredential !== 'undefined' &&
      (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable())
    );
  } catch {
    return false;
  }
}

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** Makes a passkey for `user` on this device; null when the user cancels or it cannot be made. */
export async function createPasskey(user: AuthUser): Promise<StoredPasskey | null> {
  try {
    const credential = (await navigator.credentials.create({
      publicKey: {
        rp: { name: 'Slantis', id: window.location.hostname },
        user: {
          id: randomBytes(16),
          name: user.email ?? 'Slantis',
          displayName: user.firstName ?? user.email ?? 'Slantis',
        },
        challenge: randomBytes(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: ES256 },
          { type: 'public-key', alg: RS256 },
        ],
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          userVerification: 'required',
          residentKey: 'discouraged',
        },
        attestation: 'none',
        timeout: 60_000,
      },
    })) as PublicKeyCredential | null;
    const response = credential?.response as AuthenticatorAttestationResponse | undefined;
    const publicKey = response?.getPublicKey();
    const algorithm = response?.getPublicKeyAlgorithm();
    if (!credential || !publicKey || (algorithm !== ES256 && algorithm !== RS256)) return null;
    logSecurityEvent('device_passkey_set');
    return {
      id: toBase64Url(new Uint8Array(credential.rawId)),
      publicKey: toBase64(new Uint8Array(publicKey)),
      algorithm,
    };
  } catch {
    return null;
  }
}

/** Asks the platform for the screen lock; true when it answered with a valid, verified assertion. */
export async function passkeyConfirms(stored: StoredPasskey): Promise<boolean> {
  const challenge = randomBytes(32);
  try {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge,
        rpId: window.location.hostname,
        allowCredentials: [{ type: 'public-key', id: fromBase64Url(stored.id) }],
        userVerification: 'required',
        timeout: 60_000,
      },
    })) as PublicKeyCredential | null;
    const response = credential?.response as AuthenticatorAssertionResponse | undefined;
    if (!response) return false;
    return await assertionValid(stored, response, {
      challenge,
      origin: window.location.origin,
      rpId: window.location.hostname,
    });
  } catch {
    return false; // cancelled, timed out or no such passkey here any more
  }
}
