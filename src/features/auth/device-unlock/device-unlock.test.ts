import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetAuthStore, setAuthSession, useAuthStore, type AuthUser } from '@/stores/auth-store';

import { deviceUnlockCopy } from './copy';
import { lockDevice, unlockWithPin } from './device-unlock';
import { hashPin } from './pin-hash';
import { setDevicePin } from './set-pin';
import {
  hasDeviceUnlock,
  MAX_PIN_ATTEMPTS,
  readDeviceUnlock,
  saveDeviceUnlock,
  startsAsApp,
} from './unlock-record';

const elsa: AuthUser = { id: 'u-elsa', email: 'elsa@example.com', firstName: 'Elsa', role: 'barn' };

async function withPin(pin = '2580') {
  saveDeviceUnlock(elsa, await hashPin(pin, 1_000), pin.length);
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  resetAuthStore();
  setAuthSession(null, null);
});
afterEach(() => {
  lockDevice();
  window.localStorage.clear();
});

describe('unlocking the device with its PIN (issue 20)', () => {
  it('opens the user’s local data without a session', async () => {
    await withPin();
    expect(await unlockWithPin('2580')).toEqual({ kind: 'unlocked' });
    const state = useAuthStore.getState();
    expect(state.user).toEqual(elsa);
    expect(state.session).toBeNull();
    expect(state.deviceUnlocked).toBe(true);
  });

  it('counts wrong PINs down and removes the unlock at the fifth, keeping the rest', async () => {
    await withPin();
    window.localStorage.setItem('slantis-unsynced', 'kept');
    for (let left = MAX_PIN_ATTEMPTS - 1; left > 0; left--) {
      expect(await unlockWithPin('1111')).toEqual({ kind: 'wrong', remaining: left });
    }
    expect(readDeviceUnlock()?.failures).toBe(4);
    expect(await unlockWithPin('1111')).toEqual({ kind: 'removed' });
    expect(readDeviceUnlock()).toBeNull();
    expect(await unlockWithPin('2580')).toEqual({ kind: 'removed' });
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('slantis-unsynced')).toBe('kept');
  });

  it('starts the count again after the right PIN', async () => {
    await withPin();
    await unlockWithPin('1111');
    await unlockWithPin('1111');
    await unlockWithPin('2580');
    expect(readDeviceUnlock()?.failures).toBe(0);
  });

  it('keeps the count across reloads (it lives with the unlock, not in memory)', async () => {
    await withPin();
    await unlockWithPin('1111');
    const stored = JSON.parse(window.localStorage.getItem('slantis-device-unlock')!) as {
      failures: number;
    };
    expect(stored.failures).toBe(1);
  });

  it('locks again after 10 minutes without activity, with a message', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      await withPin();
      await unlockWithPin('2580');
      act(() => void vi.advanceTimersByTime(10 * 60_000 + 30_000));
      expect(useAuthStore.getState().user).toBeNull();
      expect(useAuthStore.getState().deviceUnlocked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is there once a PIN is set; the app opens at it offline', async () => {
    expect(hasDeviceUnlock()).toBe(false);
    await withPin();
    expect(hasDeviceUnlock()).toBe(true);
    setOnline(false);
    expect(startsAsApp()).toBe(true);
    setOnline(true);
    expect(startsAsApp()).toBe(false);
  });

  it('a new PIN is checked, hashed and replaces another user’s', async () => {
    saveDeviceUnlock({ id: 'u-omar', email: null }, await hashPin('9999', 1_000), 4);
    expect(await setDevicePin(elsa, '1234', '1234')).toBe(deviceUnlockCopy.setup.easy);
    expect(readDeviceUnlock()?.user.id).toBe('u-omar');
    expect(await setDevicePin(elsa, '8642', '8642')).toBeNull();
    const record = readDeviceUnlock()!;
    expect(record.user).toEqual(elsa);
    expect(record.length).toBe(4);
    expect(JSON.stringify(record)).not.toContain('8642');
  }, 20_000);

  it('a sign-in after the unlock replaces it with the session', async () => {
    await withPin();
    await unlockWithPin('2580');
    setAuthSession(elsa, { access_token: 'a', refresh_token: 'r' });
    expect(useAuthStore.getState().deviceUnlocked).toBe(false);
  });
});
