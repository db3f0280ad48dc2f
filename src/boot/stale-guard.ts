/**
 * The boot guard. A reload that races a service-worker handover can get the old version's page
 * after its files are gone, leaving a blank screen. If a file the page needs fails to load before
 * the app has started, reload once so the new version runs. Once: after that reload the page
 * waits until the app has started (main.tsx clears the mark), whichever file fails. The app's
 * code a visitor's page asked for at an interaction is tried again at the next one instead
 * (`retry`, from load-app.ts), when there is no network or the one reload is used: the page
 * itself still works.
 */
export function guardStaleFiles(html: HTMLElement, retry: (() => void) | null): void {
  addEventListener(
    'error',
    (event) => {
      const el = event.target as Element | null;
      if (!el || (el.tagName !== 'SCRIPT' && el.tagName !== 'LINK')) return;
      if (html.hasAttribute('data-app-started')) return;
      const again = el.hasAttribute('data-deferred') && retry;
      if (again && !navigator.onLine) return again();
      try {
        if (sessionStorage.getItem('slantis-boot-reloaded')) return again && again();
        sessionStorage.setItem('slantis-boot-reloaded', '1');
      } catch {
        return again && again();
      }
      location.reload();
    },
    true,
  );
}
