// Small timing helpers the boot modules share.

/** Runs once the document has been parsed (at once if it already is). */
export function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  } else run();
}

/**
 * A start without an interaction (a member's browser) lets the rest of the page be parsed and
 * its splash painted first: the app's thirty-odd module requests and their compiles would take
 * the main thread before the parser (~0.5 s of a phone's first paint, offline from the worker).
 */
export function afterFirstPaint(run: () => void): void {
  whenParsed(() => {
    let done = false;
    const once = () => {
      if (!done) run();
      done = true;
    };
    requestAnimationFrame(() => setTimeout(once));
    // At most 50 ms: a page still waiting for its stylesheets (online) or hidden paints no frame.
    setTimeout(once, 50);
  });
}

/**
 * Runs after the load event, once the browser is idle (at most `timeout` ms later; a second
 * after the load event where requestIdleCallback is missing, as in Safari).
 */
export function whenLoadedAndIdle(run: () => void, timeout = 5000): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
