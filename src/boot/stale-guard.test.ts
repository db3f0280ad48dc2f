import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { guardStaleFiles } from './stale-guard';

// The boot guard: a file the page needs fails before the app has started.
describe('guardStaleFiles', () => {
  const html = document.documentElement;
  const reload = vi.fn();

  function guard(retry: (() => void) | null) {
    const listeners: EventListener[] = [];
    const add = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'error') listeners.push(listener as EventListener);
    });
    guardStaleFiles(html, retry);
    add.mockRestore();
    const fail = (tag: string, deferred = false) => {
      const el = document.createElement(tag);
      if (deferred) el.setAttribute('data-deferred', '');
      for (const listener of listeners) listener({ target: el } as unknown as Event);
    };
    return fail;
  }

  beforeEach(() => {
    reload.mockClear();
    vi.stubGlobal('location', { ...location, reload });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    html.removeAttribute('data-app-started');
  });

  it('reloads once when a script fails before the app has started', () => {
    const fail = guard(null);
    fail('SCRIPT');
    expect(reload).toHaveBeenCalledTimes(1);
    fail('LINK');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('slantis-boot-reloaded')).toBe('1');
  });

  it('stands down once the app has started, and ignores images', () => {
    const fail = guard(null);
    fail('IMG');
    html.setAttribute('data-app-started', 'true');
    fail('SCRIPT');
    expect(reload).not.toHaveBeenCalled();
  });

  it("tries a visitor's deferred app code again at the next interaction once the reload is used", () => {
    sessionStorage.setItem('slantis-boot-reloaded', '1');
    const retry = vi.fn();
    const fail = guard(retry);
    fail('SCRIPT', true);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
