import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';

import { holdForDirtyForm, useAppUpdateStore } from '@/stores/app-update-store';
import { setSyncState } from '@/stores/sync-store';

import {
  manageAppUpdates,
  recoverFromStaleChunks,
  requestAppUpdate,
  TAKEOVER_GRACE_MS,
} from './app-update';

function fakeWorkbox() {
  const listeners = new Map<string, (event: object) => void>();
  const workbox = {
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  };
  return {
    workbox,
    fire: (type: string, event: object = {}) => listeners.get(type)?.(event),
  };
}

let stop: () => void = () => undefined;

/** A window whose timers and listeners do nothing, so each test fires the workbox events itself. */
function quietWindow(overrides: object = {}) {
  return {
    ...window,
    document,
    setInterval: () => 0,
    clearInterval: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ...overrides,
  } as unknown as Window;
}

afterEach(() => {
  stop();
  act(() => {
    useAppUpdateStore.setState({ updateReady: false, applyRequested: false, dirtyForms: 0 });
    setSyncState({ status: 'idle' });
  });
});

describe('app updates', () => {
  it('offers a waiting version and applies it after "Uppdatera"', () => {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    stop = manageAppUpdates(workbox as unknown as Workbox, quietWindow({ location: { reload } }));
    fire('waiting');
    expect(useAppUpdateStore.getState().updateReady).toBe(true);
    requestAppUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the first worker take control without reloading the page', () => {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    stop = manageAppUpdates(workbox as unknown as Workbox, quietWindow({ location: { reload } }));
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for a running sync and for dirty forms, then applies by itself', () => {
    const { workbox, fire } = fakeWorkbox();
    stop = manageAppUpdates(workbox as unknown as Workbox, quietWindow());
    fire('waiting');
    setSyncState({ status: 'syncing' });
    const release = holdForDirtyForm();
    requestAppUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    setSyncState({ status: 'idle' });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    release();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });
  /** manageAppUpdates on a window whose registration's active worker is in `state`. */
  function graceWindow(state: ServiceWorkerState) {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    const worker = Object.assign(new EventTarget(), { state });
    stop = manageAppUpdates(
      workbox as unknown as Workbox,
      quietWindow({
        setTimeout: globalThis.setTimeout,
        navigator: {
          serviceWorker: { getRegistration: () => Promise.resolve({ active: worker }) },
        },
        location: { reload },
      }),
    );
    fire('waiting');
    requestAppUpdate();
    return { workbox, reload, worker };
  }

  it('reloads into the new version if it has not taken over after the grace period', async () => {
    vi.useFakeTimers();
    try {
      const { workbox, reload } = graceWindow('activated');
      expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(TAKEOVER_GRACE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a worker that is activating before it reloads', async () => {
    vi.useFakeTimers();
    try {
      const { reload, worker } = graceWindow('activating');
      await vi.advanceTimersByTimeAsync(TAKEOVER_GRACE_MS);
      expect(reload).not.toHaveBeenCalled();
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('recoverFromStaleChunks', () => {
  const fakeWindow = (onLine: boolean) => {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = Object.assign(target, {
      navigator: { onLine },
      sessionStorage: window.sessionStorage,
      location: { reload },
    }) as unknown as Window;
    return { win, reload };
  };

  it('checks for a new version when the app becomes visible and when it comes back online', () => {
    const { workbox } = fakeWorkbox();
    stop = manageAppUpdates(workbox as unknown as Workbox);
    expect(workbox.update).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(workbox.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });

  it('reloads once for a failed chunk, not again within a minute, and never offline', () => {
    window.sessionStorage.clear();
    let now = 1_000_000;
    const { win, reload } = fakeWindow(true);
    recoverFromStaleChunks(win, () => now);
    const fail = () => win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    fail();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 61_000;
    fail();
    expect(reload).toHaveBeenCalledTimes(2);

    const offline = fakeWindow(false);
    window.sessionStorage.clear();
    recoverFromStaleChunks(offline.win, () => now);
    offline.win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(offline.reload).not.toHaveBeenCalled();
  });
});
