import { storedMember } from './member';

/** How boot loads the app on a prerendered page, or null on a page that is not one. */
export type PrerenderedStart = {
  /** The page must be rendered afresh by the app (src/app/prerendered.ts decides the same). */
  fresh: boolean;
  /** Load the app at once (a member, or a fresh page) rather than at the first interaction. */
  now: boolean;
};

/**
 * A prerendered public page (issue 24) is a visitor's page for one URL. Served for another URL
 * (a host's fallback, another query string) or with hash parameters the page reads (a sign-in
 * link's tokens; an in-page anchor such as #main is not one), or to a member, it stays hidden
 * until the app has rendered the right page. Until React has taken over a page it hydrates, a
 * tap on its buttons is held (held-input.ts).
 */
export function prerenderedStart(html: HTMLElement): PrerenderedStart | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="slantis-prerendered"]');
  if (!meta) return null;
  // The query string counts: a public course's page is prerendered for its ?kurs=<id>.
  let fresh = /=/.test(location.hash);
  try {
    fresh = fresh || decodeURI(location.pathname) + location.search !== meta.content;
  } catch {
    fresh = true; // A malformed address: not this page's.
  }
  // A member has used this browser: what the page says may depend on what was left here (a
  // purchase waiting to sync, a shared computer's sign-out), so the app starts at once.
  const member = storedMember();
  fresh = fresh || member.signedIn;
  html.setAttribute(fresh ? 'data-client-render' : 'data-hydrating', '');
  return { fresh, now: fresh || member.returning };
}
