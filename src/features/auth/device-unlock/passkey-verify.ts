/**
 * Checks a WebAuthn assertion on the device itself (there is no server to ask offline): the
 * signature over authenticatorData ‖ SHA-256(clientDataJSON) with the public key saved when the
 * passkey was made, the challenge and origin in clientData, and the flags for a present and
 * verified user (the phone's screen lock). ES256 and RS256, the algorithms platforms use.
 */
import { fromBase64, toBase64Url } from './base64';

export const ES256 = -7;
export const RS256 = -257;

export type StoredPasskey = {
  /** base64url credential id. */
  id: string;
  /** base64 SubjectPublicKeyInfo. */
  publicKey: string;
  algorithm: typeof ES256 | typeof RS256;
};

export type Assertion = {
  authenticatorData: ArrayBuffer;
  clientDataJSON: ArrayBuffer;
  signature: ArrayBuffer;
};

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;

/** An ASN.1 DER ECDSA signature (SEQUENCE of two INTEGERs) as WebCrypto's raw r ‖ s. */
export function derToRawSignature(der: Uint8Array, size = 32): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(size * 2);
  let offset = 2; // SEQUENCE tag and (short) length
  for (let part = 0; part < 2; part++) {
    if (der[offset] !== 0x02) throw new Error('not a DER signature');
    const length = der[offset + 1]!;
    let value = der.subarray(offset + 2, offset + 2 + length);
    while (value.length > size && value[0] === 0) value = value.subarray(1);
    raw.set(value, part * size + (size - value.length));
    offset += 2 + length;
  }
  return raw;
}

/** How WebCrypto imports and checks each algorithm's key and signature. */
const ALGORITHMS = {
  [ES256]: {
    key: { name: 'ECDSA', namedCurve: 'P-256' },
    verify: { name: 'ECDSA', hash: 'SHA-256' },
    signature: derToRawSignature,
  },
  [RS256]: {
    key: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: { name: 'RSASSA-PKCS1-v1_5' },
    signature: (der: Uint8Array<ArrayBuffer>) => der,
  },
} as const;

async function signatureValid(
  stored: StoredPasskey,
  signed: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
) {
  const algorithm = ALGORITHMS[stored.algorithm];
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(stored.publicKey),
    algorithm.key,
    false,
    ['verify'],
  );
  return crypto.subtle.verify(algorithm.verify, key, algorithm.signature(signature), signed);
}

export async function assertionValid(
  stored: StoredPasskey,
  assertion: Assertion,
  expected: { challenge: Uint8Array; origin: string; rpId: string },
): Promise<boolean> {
  try {
    const clientData = JSON.parse(new TextDecoder().decode(assertion.clientDataJSON)) as {
      type?: string;
      challenge?: string;
      origin?: string;
    };
    if (clientData.type !== 'webauthn.get') return false;
    if (clientData.challenge !== toBase64Url(expected.challenge)) return false;
    if (clientData.origin !== expected.origin) return false;
    const authData = new Uint8Array(assertion.authenticatorData);
    const rpIdHash = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(expected.rpId)),
    );
    if (!rpIdHash.every((byte, i) => authData[i] === byte)) return false;
    const flags = authData[32] ?? 0;
    if ((flags & USER_PRESENT) === 0 || (flags & USER_VERIFIED) === 0) return false;
    const clientHash = new Uint8Array(
      await crypto.subtle.digest('SHA-256', assertion.clientDataJSON),
    );
    const signed = new Uint8Array(authData.length + clientHash.length);
    signed.set(authData);
    signed.set(clientHash, authData.length);
    return await signatureValid(stored, signed, new Uint8Array(assertion.signature));
  } catch {
    return false;
  }
}
