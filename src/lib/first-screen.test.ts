import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterFirstScreen } from './first-screen';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
};

describe('afterFirstScreen', () => {
  it("waits for the page's main heading, then for its paint", async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    document.body.append(root);
    const shown = afterFirstScreen(root);
    root.innerHTML = '<main id="main"><p>Laddar…</p></main>';
    expect(await settled(shown)).toBe(false);
    root.querySelector('main')?.insertAdjacentHTML('afterbegin', '<h1>Hej Elsa!</h1>');
    expect(await settled(shown)).toBe(true);
  });

  it("does not take a visitors' page held hidden for a member for the screen", async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<main id="main"><h1>Koll på pengarna</h1></main>';
    document.documentElement.setAttribute('data-client-render', '');
    const shown = afterFirstScreen(root);
    expect(await settled(shown)).toBe(false);
    root.replaceChildren();
    document.documentElement.removeAttribute('data-client-render');
    root.innerHTML = '<main id="main"><h1>Hej Elsa!</h1></main>';
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for a screen that never shows', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    const shown = afterFirstScreen(root, 1_000);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(shown)).toBe(true);
  });
});
