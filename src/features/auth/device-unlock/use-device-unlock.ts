import { useMemo, useSyncExternalStore } from 'react';

import {
  deviceUnlockSnapshot,
  onDeviceUnlockChange,
  readDeviceUnlock,
  type DeviceUnlock,
} from './unlock-record';

/** This device's PIN unlock, live (set, changed, used up or removed in any tab). */
export function useDeviceUnlock(): DeviceUnlock | null {
  const raw = useSyncExternalStore(
    onDeviceUnlockChange,
    deviceUnlockSnapshot,
    // Prerendered pages know nothing of this device; the unlock shows once hydrated.
    () => null,
  );
  return useMemo(() => readDeviceUnlock(raw), [raw]);
}
