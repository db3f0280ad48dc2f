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
