import { hasAuthParams } from '../rules/has-auth-params';
import { readAuthUrl } from './auth-url';

export type UrlParts = { href: string; pathname: string; search: string; hash: string };

function currentUrl(): UrlParts | null {
  if (typeof window === 'undefined') return null;
  const { href, pathname, search, hash } = window.location;
  return { href, pathname, search, hash };
}

/**
 * The URL the page was opened with, taken when the auth feature loads – before supabase-js
 * (detectSessionInUrl) consumes the #access_token fragment and clears it from the address bar.
 */
let landing = currentUrl();

/**
 * The URL a sign-in link landed on: the current one while it still carries auth parameters,
 * else the landing URL if we are still on the page the link opened.
 */
export function linkUrl(): UrlParts {
  const current = currentUrl() ?? { href: '', pathname: '/', search: '', hash: '' };
  if (hasAuthParams(current.search, current.hash)) return current;
  if (landing && landing.pathname === current.pathname) {
    if (hasAuthParams(landing.search, landing.hash)) return landing;
  }
  return current;
}

/** True when this page was reached through a sign-in link (tokens, an auth error or type=magiclink). */
export function isLinkCompletionUrl(): boolean {
  const url = linkUrl();
  return hasAuthParams(url.search, url.hash);
}

/** Forgets the landing URL once its link has been dealt with, so a later visit starts afresh. */
export function forgetLandingUrl(): void {
  landing = null;
}

/**
 * Drops sign-in tokens still in the address bar (spec §4: on success the token is removed from
 * the URL). supabase-js normally cleared them already; then nothing is touched, because any
 * history change re-runs the route guards, which would skip the 1 s success message.
 */
export function clearTokensFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  if (!readAuthUrl(search, hash).hasToken) return;
  window.history.replaceState(window.history.state, '', pathname);
}
