import type { AuthUser } from '@/stores/auth-store';

import type { StoredPasskey } from './passkey-verify';
import type { PinHash } from './pin-hash';

/** After this many wrong PINs in a row the device unlock is removed: a full sign-in is needed. */
export const MAX_PIN_ATTEMPTS = 5;

const STORAGE_KEY = 'slantis-device-unlock';

/**
 * The device unlock a user chose in Profil → Säkerhet: whose data it opens (their user as the
 * auth store knows it) and the PIN's hash. One per device: a new one replaces the last.
 */
export type DeviceUnlock = {
  version: 1;
  user: AuthUser;
  pin: PinHash;
  /** Digits in the PIN, so the lock screen shows the right number of boxes. */
  length: number;
  /** Wrong PINs since the last right one. */
  failures: number;
  createdAt: number;
  /** The phone's screen lock as a second way in (a platform passkey), if the user added it. */
  passkey?: StoredPasskey;
};

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function isDeviceUnlock(value: unknown): value is DeviceUnlock {
  const record = value as Partial<DeviceUnlock> | null;
  return (
    record?.version === 1 &&
    typeof record.user?.id === 'string' &&
    typeof record.pin?.hash === 'string' &&
    typeof record.pin.salt === 'string' &&
    typeof record.pin.iterations === 'number' &&
    typeof record.length === 'number' &&
    typeof record.failures === 'number'
  );
}

function rawRecord(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored device unlock (or the one in `raw`, a snapshot already read), if valid. */
export function readDeviceUnlock(raw: string | null = rawRecord()): DeviceUnlock | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDeviceUnlock(value) ? value : null;
  } catch {
    return null;
  }
}

function write(record: DeviceUnlock | null): void {
  if (record) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  else window.localStorage.removeItem(STORAGE_KEY);
  emit();
}

/** A new PIN; the same user's screen-lock passkey stays. */
export function saveDeviceUnlock(user: AuthUser, pin: PinHash, length: number): void {
  const previous = readDeviceUnlock();
  const passkey = previous?.user.id === user.id ? previous.passkey : undefined;
  write({ version: 1, user, pin, length, failures: 0, createdAt: Date.now(), passkey });
}

export function setDevicePasskey(passkey: StoredPasskey | undefined): void {
  const record = readDeviceUnlock();
  if (record) write({ ...record, passkey });
}

export function removeDeviceUnlock(): void {
  write(null);
}

/** Counts a wrong PIN; at the limit the unlock is removed. Returns the attempts left. */
export function recordWrongPin(): number {
  const record = readDeviceUnlock();
  if (!record) return 0;
  const failures = record.failures + 1;
  if (failures >= MAX_PIN_ATTEMPTS) {
    write(null);
    return 0;
  }
  write({ ...record, failures });
  return MAX_PIN_ATTEMPTS - failures;
}

export function clearWrongPins(): void {
  const record = readDeviceUnlock();
  if (record && record.failures > 0) write({ ...record, failures: 0 });
}

/** Whether a user chose a PIN that opens this device without signing in. */
export const hasDeviceUnlock = () => readDeviceUnlock() !== null;

/** The installed app (home-screen icon), or a browser that knows it has no network. */
export const startsAsApp = () =>
  !navigator.onLine || window.matchMedia?.('(display-mode: standalone)').matches === true;

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function onDeviceUnlockChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot for useSyncExternalStore (the stored string itself). */
export const deviceUnlockSnapshot = rawRecord;
