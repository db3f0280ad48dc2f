import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { boot } from './boot';
import { registerWorkerWhenIdle } from './service-worker';

// Issue 38: a visitor who never taps still gets the service worker, once the page has loaded and
// the browser is idle (the e2e test in learning-offline.spec.ts reads the courses offline).
describe('the service worker for visitors', () => {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  let idle: (() => void)[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    register.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
    localStorage.clear();
  });

  it('registers /sw.js for the whole site once the loaded page is idle', () => {
    registerWorkerWhenIdle();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('waits for the load event first', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    registerWorkerWhenIdle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits a second after load where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    registerWorkerWhenIdle();
    vi.advanceTimersByTime(999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is left to the app for a signed-in member, and to no one in the dev server', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    boot(true);
    boot(false);
    localStorage.clear();
    boot(false);
    idle.forEach((run) => run());
    expect(register).not.toHaveBeenCalled();
    boot(true);
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('stays quiet where registering is refused', async () => {
    register.mockRejectedValueOnce(new Error('blocked'));
    const error = vi.spyOn(console, 'error');
    registerWorkerWhenIdle();
    idle.forEach((run) => run());
    await vi.runAllTimersAsync();
    expect(error).not.toHaveBeenCalled();
  });
});
