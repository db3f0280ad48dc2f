import { showToast } from '@/components/toast';
import { setAuthSession, setDeviceUnlocked, useAuthStore } from '@/stores/auth-store';

import { logSecurityEvent } from '../security-log';
import { startSessionWatch } from '../session/session-watch';
import { lastActivityAt, recordActivity } from '../session/shared-activity';
import { deviceUnlockCopy as copy } from './copy';
import { passkeyConfirms } from './passkey';
import { pinMatches } from './pin-hash';
import {
  clearWrongPins,
  readDeviceUnlock,
  recordWrongPin,
  type DeviceUnlock,
} from './unlock-record';

export type UnlockResult =
  | { kind: 'unlocked' }
  | { kind: 'wrong'; remaining: number }
  /** The last allowed attempt failed (or another tab used them up): a full sign-in is needed. */
  | { kind: 'removed' };

/**
 * Checks a PIN against the device unlock and, when right, opens its user's local data without a
 * session: lessons, the transaction form and everything stored here work, writes wait in the
 * outbox, and nothing syncs until a normal sign-in (data-lifecycle.ts).
 */
export async function unlockWithPin(pin: string): Promise<UnlockResult> {
  const record = readDeviceUnlock();
  if (!record) return { kind: 'removed' };
  if (!(await pinMatches(pin, record.pin))) {
    const remaining = recordWrongPin();
    logSecurityEvent(remaining === 0 ? 'device_unlock_removed' : 'device_unlock_failed');
    return remaining === 0 ? { kind: 'removed' } : { kind: 'wrong', remaining };
  }
  clearWrongPins();
  return open(record, 'device_unlocked');
}

/** The phone's screen lock instead of the PIN; a cancelled or failed check changes nothing. */
export async function unlockWithPasskey(): Promise<UnlockResult | { kind: 'failed' }> {
  const record = readDeviceUnlock();
  if (!record?.passkey) return { kind: 'failed' };
  if (!(await passkeyConfirms(record.passkey))) return { kind: 'failed' };
  return open(record, 'device_unlocked_with_passkey');
}

function open(record: DeviceUnlock, event: string): UnlockResult {
  recordActivity();
  setDeviceUnlocked(record.user);
  logSecurityEvent(event);
  watchDeviceInactivity();
  return { kind: 'unlocked' };
}

/** Closes the local data again (the lock screen is next). */
export function lockDevice(): void {
  if (useAuthStore.getState().deviceUnlocked) setAuthSession(null, null);
}

let watching = false;

/**
 * Spec §4's 10-minute rule holds for a device unlock too: without activity the app locks. No
 * keep-alive: there is no server session to keep.
 */
function watchDeviceInactivity(): void {
  if (watching) return;
  watching = true;
  const stopTimer = startSessionWatch({
    lastActivityAt,
    markActivity: recordActivity,
    onInactive: () => {
      lockDevice();
      showToast(copy.locked.title, copy.locked.message, 'error');
    },
    keepAlive: () => undefined,
  });
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (state.deviceUnlocked) return;
    unsubscribe();
    stopTimer();
    watching = false;
  });
}
