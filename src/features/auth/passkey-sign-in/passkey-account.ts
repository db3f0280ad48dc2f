import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeyRegistrationVerify,
  removePasskey,
  renamePasskey,
  type PasskeyRow,
} from '@/data/remote/passkey';

import { logSecurityEvent } from '../security-log';
import { rememberPasskeyHere } from './passkey-here';

export type { PasskeyRow };

/** The member's passkeys; an answer with none forgets that this device had one. */
export async function loadPasskeys(): Promise<PasskeyRow[]> {
  const answer = await listPasskeys();
  if (answer.code !== undefined) throw Object.assign(new Error(answer.code), { code: answer.code });
  if (answer.data.passkeys.length === 0) rememberPasskeyHere(false);
  return answer.data.passkeys;
}

/** Makes a passkey on this device and has the server keep it; null or the refusal code. */
export async function addPasskey(name: string): Promise<string | null> {
  if (!navigator.onLine) return 'offline';
  const options = await passkeyRegistrationOptions();
  if (options.code !== undefined) return options.code;
  const { createCredential } = await import('./webauthn');
  const ceremony = await createCredential(options.data.options);
  if (ceremony.code !== undefined) return ceremony.code;
  const saved = await passkeyRegistrationVerify(
    options.data.challenge_id,
    ceremony.credential,
    name,
  );
  logSecurityEvent(saved.code ? 'passkey_registration_failed' : 'passkey_registered', {
    code: saved.code,
  });
  if (saved.code !== undefined) return saved.code;
  rememberPasskeyHere(true);
  return null;
}

export async function renameOwnPasskey(id: string, name: string): Promise<string | null> {
  return (await renamePasskey(id, name)).code ?? null;
}

export async function removeOwnPasskey(id: string): Promise<string | null> {
  const answer = await removePasskey(id);
  if (!answer.code) logSecurityEvent('passkey_removed');
  return answer.code ?? null;
}
