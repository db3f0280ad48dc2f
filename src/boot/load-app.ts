import { afterFirstPaint, whenParsed } from './dom';
import { setGates } from './gates';
import { holdInput } from './held-input';

/** Sign of a visitor's first interaction: the app's code loads then. */
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'];

/**
 * A visitor's prerendered page reads, scrolls and follows its links as plain HTML: the app's code
 * (named by <meta name="slantis-app">, entry first, and the page's own in its data-page) loads at
 * the first sign of interaction, so a first visit paints and settles without it. A member's
 * browser, or a page that must be rendered afresh, loads the app at once (`now`), but not the
 * visitor page's modules: it renders its own page (the installed app opens '/', the visitors'
 * landing page, as a member's dashboard). While a page hydrates, what the visitor does meanwhile
 * is held for the app (held-input.ts).
 *
 * Returns what to do when the code did not arrive (offline, say): the page stays as it is, the
 * held taps are let go and the next interaction tries again.
 */
export function loadApp(html: HTMLElement, now: boolean, hydrating: boolean): (() => void) | null {
  const app = document.querySelector<HTMLMetaElement>('meta[name="slantis-app"]');
  if (!app) return null;
  const page = hydrating ? app.getAttribute('data-page') : '';
  const files = app.content.split(' ').concat(page ? page.split(' ') : []);
  let started = false;

  const listen = (on: boolean) => {
    for (const type of INTENTS) {
      (on ? addEventListener : removeEventListener)(type, start, { capture: true, passive: true });
    }
  };

  const add = (
    tag: 'link' | 'script',
    attributes: Partial<HTMLLinkElement & HTMLScriptElement>,
  ) => {
    const element = document.createElement(tag);
    element.crossOrigin = '';
    element.setAttribute('data-deferred', '');
    Object.assign(element, attributes);
    document.head.appendChild(element);
  };

  function start() {
    if (started) return;
    started = true;
    listen(false);
    // All at once (the entry too): module imports would otherwise arrive one level at a time.
    for (const href of files) add('link', { rel: 'modulepreload', href });
    // A module added by script runs as soon as it arrives: not before #root has been parsed.
    whenParsed(() => add('script', { type: 'module', src: files[0]! }));
  }

  const input = hydrating ? holdInput(html, start) : null;
  const failed = () => {
    for (const added of document.querySelectorAll('[data-deferred]')) added.remove();
    started = false;
    if (input) input.release();
    else {
      html.removeAttribute('data-held');
      setGates(false);
    }
    listen(true);
  };

  // JavaScript runs: a form's controls, disabled in the HTML so nothing is sent without the
  // app, take input now (components/hydration-gate.tsx), unless a tap is already waiting.
  whenParsed(() => setGates(!!input && input.waiting()));
  if (now || !hydrating) afterFirstPaint(start);
  else listen(true);
  return failed;
}
