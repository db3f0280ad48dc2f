/**
 * Whether the page in #root was prerendered at build time for this very URL and a visitor, so
 * React may hydrate it (issue 24). Anything else (a stored session, another path served by a
 * fallback, a query string the page reads) is rendered afresh, as before prerendering.
 * src/boot makes the same call before first paint and hides such a page meanwhile.
 */
export function canHydrate(
  root: HTMLElement,
  location: Location,
  storage: Storage | null,
): boolean {
  const prerendered = root.dataset.prerendered;
  if (!prerendered || root.firstElementChild === null) return false;
  // Hash parameters (a sign-in link's tokens or error) are read by the page: render afresh. An
  // in-page anchor (#main, reached by the skip link before the app ran) is not. A query string
  // must be the one the page was prerendered for (a public course's ?kurs=).
  if (location.hash.includes('=')) return false;
  if (prerenderedAddress(location.pathname, location.search) !== prerendered) return false;
  return !hasStoredSession(storage);
}

/** A supabase-js session (sb-<host>-auth-token) is stored: a member's start renders afresh. */
export function hasStoredSession(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (/^sb-.*-auth-token$/.test(storage.key(index) ?? '')) return true;
    }
  } catch {
    // Storage blocked: nobody can be signed in from it.
  }
  return false;
}

/** An address as data-prerendered names it: '/belöningar', '/kurser/publika/kurs?kurs=x'. */
export function prerenderedAddress(pathname: string, search: string): string {
  return safeDecode(pathname) + search;
}

/** A path as the prerendered pages name it; a malformed one (/%E0) as it came. */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
