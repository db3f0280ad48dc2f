import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startSessionWatch, type SessionWatchDeps } from './session-watch';

const MINUTE = 60_000;

function setup() {
  let last = Date.now();
  const deps = {
    lastActivityAt: () => last,
    markActivity: vi.fn((at: number) => {
      last = at;
    }),
    onInactive: vi.fn(),
    keepAlive: vi.fn(),
  } satisfies SessionWatchDeps;
  const stop = startSessionWatch(deps);
  return { deps, stop, setLast: (at: number) => (last = at) };
}

describe('startSessionWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out after 10 minutes without activity, checked on the 30-second tick', () => {
    const { deps, stop } = setup();
    vi.advanceTimersByTime(9 * MINUTE + 59_000);
    expect(deps.onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(deps.onInactive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(deps.onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'])(
    'a %s event resets the timer',
    (type) => {
      const { deps, stop } = setup();
      vi.advanceTimersByTime(8 * MINUTE);
      window.dispatchEvent(new Event(type));
      expect(deps.markActivity).toHaveBeenCalledWith(Date.now());
      vi.advanceTimersByTime(8 * MINUTE);
      expect(deps.onInactive).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2 * MINUTE + 30_000);
      expect(deps.onInactive).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('catches scrolling inside an element (scroll does not bubble)', () => {
    const { deps, stop } = setup();
    const box = document.createElement('div');
    document.body.append(box);
    box.dispatchEvent(new Event('scroll'));
    expect(deps.markActivity).toHaveBeenCalledTimes(1);
    box.remove();
    stop();
  });

  it('records a burst of events at most once per second', () => {
    const { deps, stop } = setup();
    for (let i = 0; i < 50; i += 1) window.dispatchEvent(new Event('mousemove'));
    expect(deps.markActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('mousemove'));
    expect(deps.markActivity).toHaveBeenCalledTimes(2);
    stop();
  });

  it('honours activity recorded elsewhere (another tab, a network request)', () => {
    const { deps, stop, setLast } = setup();
    vi.advanceTimersByTime(9 * MINUTE);
    setLast(Date.now());
    vi.advanceTimersByTime(9 * MINUTE);
    expect(deps.onInactive).not.toHaveBeenCalled();
    stop();
  });

  it('checks at once when the tab becomes visible again (the phone slept)', () => {
    const { deps, stop, setLast } = setup();
    setLast(Date.now() - 11 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(deps.onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends the keep-alive every 5 minutes and stops after an inactivity logout', () => {
    const { deps, stop } = setup();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1 * MINUTE);
    expect(deps.keepAlive).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(deps.onInactive).toHaveBeenCalledTimes(1);
    const sent = deps.keepAlive.mock.calls.length;
    vi.advanceTimersByTime(10 * MINUTE);
    expect(deps.keepAlive).toHaveBeenCalledTimes(sent);
    stop();
  });

  it('stops listening and ticking when stopped', () => {
    const { deps, stop } = setup();
    stop();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(deps.markActivity).not.toHaveBeenCalled();
    expect(deps.keepAlive).not.toHaveBeenCalled();
    expect(deps.onInactive).not.toHaveBeenCalled();
  });
});
