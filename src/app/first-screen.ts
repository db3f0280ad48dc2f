/**
 * Resolves once the app's first screen is on show: its main heading (every page has one) has
 * rendered into `root` and been painted, or after `timeoutMs` whatever happens. Work the first
 * screen does not need (supabase-js, the sync engine) starts then, so a member's start, offline
 * too, spends its first second on the screen they opened.
 */
export function afterFirstScreen(root: HTMLElement, timeoutMs = 4_000): Promise<void> {
  return new Promise((resolve) => {
    // A visitors' prerendered page held hidden for a member (public/boot.js) is not the screen.
    const shown = () =>
      !document.documentElement.hasAttribute('data-client-render') &&
      root.querySelector('main#main h1') !== null;
    const timer = setTimeout(() => done(), timeoutMs);
    const observer = new MutationObserver(() => {
      if (shown()) done();
    });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      // After the frame that paints it (a hidden tab paints none: then shortly after).
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 250);
    }
    if (shown()) return done();
    observer.observe(root, { childList: true, subtree: true });
  });
}
