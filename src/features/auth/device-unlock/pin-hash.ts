import { fromBase64, toBase64 } from './base64';

/**
 * A device PIN is kept only as a salted, slow hash (PBKDF2-HMAC-SHA-256 through WebCrypto). With
 * 4–6 digits the hash alone would not stop a patient attacker who copies the browser's storage;
 * what protects the PIN is the attempt limit (unlock-record.ts) and that it opens nothing but this
 * device's own copy of the user's data: no session, no server access.
 */
export const PIN_HASH_ITERATIONS = 600_000;
const HASH_BITS = 256;

export type PinHash = { salt: string; hash: string; iterations: number };

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPin(pin: string, iterations = PIN_HASH_ITERATIONS): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const derived = await derive(pin, fromBase64(stored.salt), stored.iterations);
  const expected = fromBase64(stored.hash);
  if (derived.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < derived.length; i++) difference |= derived[i]! ^ expected[i]!;
  return difference === 0;
}
