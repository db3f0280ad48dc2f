// The one WebAuthn library the passkey function uses, pinned: v13 runs on Deno and Node 20
// (v14 targets Node 22+).
export {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from 'npm:@simplewebauthn/server@13.3.3';

export const CEREMONY_TIMEOUT_MS = 60_000;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** 32 random bytes: the challenge, and its base64url form the database keeps. */
export function newChallenge(): { bytes: Uint8Array<ArrayBuffer>; text: string } {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return { bytes, text: toBase64Url(bytes) };
}

/** The WebAuthn user handle is the user's UUID as text (GoTrue's passkeys do the same). */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);
