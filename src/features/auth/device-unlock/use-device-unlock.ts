import { useMemo, useSyncExternalStore } from 'react';

import {
  deviceUnlockSnapshot,
  onDeviceUnlockChange,
  readDeviceUnlock,
  type DeviceUnlock,
} from './unlock-record';

/** This device's PIN unlock, live (set, changed, used up or removed in any tab). */
export function useDeviceUnlock(): DeviceUnlock | null {
  const raw = useSyncExternalStore(onDeviceUnlockChange, deviceUnlockSnapshot);
  return useMemo(() => readDeviceUnlock(raw), [raw]);
}
