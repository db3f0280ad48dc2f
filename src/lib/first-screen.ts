/**
 * The start path (ARCHITECTURE §4c): a member's first screen renders before anything it does not
 * need. main.tsx watches for that screen; work and components that can wait (supabase-js, sync,
 * below-the-fold cards, the top bar's extras) start once it is on show.
 */

import { whenIdle } from './idle';

/** The longest deferred start work waits for the browser to be idle after the first screen. */
const IDLE_WAIT_MS = 750;

let watching = false;
let shown = false;
let markShown: () => void = () => undefined;
const shownPromise = new Promise<void>((resolve) => {
  markShown = () => {
    shown = true;
    resolve();
  };
});

/**
 * Resolves once the app's first screen is on show: its main heading (every page has one) has
 * rendered into `root` and been painted, or after `timeoutMs` whatever happens.
 */
export function afterFirstScreen(root: HTMLElement, timeoutMs = 4_000): Promise<void> {
  return new Promise((resolve) => {
    // A visitors' prerendered page held hidden for a member (src/boot) is not the screen.
    const onShow = () =>
      !document.documentElement.hasAttribute('data-client-render') &&
      root.querySelector('main#main h1') !== null;
    const timer = setTimeout(() => done(), timeoutMs);
    const observer = new MutationObserver(() => {
      if (onShow()) done();
    });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      // After the frame that paints it (a hidden tab paints none: then shortly after), and once
      // the browser is idle: the screen's own data (Dexie reads) and a first keystroke go first.
      requestAnimationFrame(() => setTimeout(() => whenIdle(resolve, IDLE_WAIT_MS), 0));
      setTimeout(resolve, 1_000);
    }
    if (onShow()) return done();
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** Starts watching for this page's first screen (once, from main.tsx); see {@link firstScreenShown}. */
export function watchFirstScreen(root: HTMLElement): Promise<void> {
  if (!watching) {
    watching = true;
    void afterFirstScreen(root).then(markShown);
  }
  return shownPromise;
}

/**
 * True once the first screen is on show, and always where nobody watches for it (tests, tools):
 * then nothing waits.
 */
export function isFirstScreenShown(): boolean {
  return shown || !watching;
}

/** Resolves when {@link isFirstScreenShown} turns true (at once if it is). */
export function firstScreenShown(): Promise<void> {
  return isFirstScreenShown() ? Promise.resolve() : shownPromise;
}
