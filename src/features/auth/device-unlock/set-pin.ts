import type { AuthUser } from '@/stores/auth-store';

import { logSecurityEvent } from '../security-log';
import { hashPin } from './pin-hash';
import { pinProblem } from './pin-rules';
import { removeDeviceUnlock, saveDeviceUnlock } from './unlock-record';

/** Whether this browser can hash a PIN (WebCrypto needs a secure context: https or localhost). */
export const canStorePin = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/** Saves a new device PIN for `user` (replacing any other), or returns why it cannot be used. */
export async function setDevicePin(
  user: AuthUser,
  pin: string,
  confirmation: string,
): Promise<string | null> {
  const problem = pinProblem(pin, confirmation);
  if (problem) return problem;
  saveDeviceUnlock(user, await hashPin(pin), pin.length);
  logSecurityEvent('device_unlock_set');
  return null;
}

export function removeDevicePin(): void {
  removeDeviceUnlock();
  logSecurityEvent('device_unlock_removed_by_user');
}
