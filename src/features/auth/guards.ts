import { redirect, type ParsedLocation } from '@tanstack/react-router';

import { useAuthStore, whenAuthReady, type AuthState } from '@/stores/auth-store';

import { isLinkCompletionUrl } from './link-completion/landing-url';
import { hasAuthParams } from './rules/has-auth-params';
import { DEFAULT_MEMBER_PATH, redirectTargetOrDefault } from './rules/redirect-target';

/**
 * Runs `check` on the auth state: synchronously once auth has loaded (no spinner flash), or
 * after loading finishes, while the router shows the 'Laddar...' pending screen.
 */
function withAuth(check: (state: AuthState) => void): void | Promise<void> {
  const state = useAuthStore.getState();
  if (!state.loading) return check(state);
  return whenAuthReady().then(check);
}

/** Members-only routes: a visitor goes to /login carrying the requested location. */
export function requireMember(location: ParsedLocation) {
  return withAuth((state) => {
    if (!state.user) throw redirect({ to: '/login', search: { redirect: location.href } });
  });
}

/** /login: someone already signed in goes straight to where they were heading. */
export function skipLoginWhenSignedIn(redirectParam: string | undefined) {
  return withAuth((state) => {
    if (state.user) throw redirect({ href: redirectTargetOrDefault(redirectParam) });
  });
}

/**
 * Whether this page came from a sign-in link. supabase-js removes the tokens from the address bar
 * as it uses them, which re-runs the guards: the URL the page was opened with still counts.
 */
function arrivedWithSignInLink(location: ParsedLocation): boolean {
  return hasAuthParams(location.searchStr, location.hash) || isLinkCompletionUrl();
}

/** /welcome and /dashboard: a signed-in user is sent to /app unless the URL carries tokens. */
export function sendMemberToApp(location: ParsedLocation) {
  return withAuth((state) => {
    if (state.user && !arrivedWithSignInLink(location)) {
      throw redirect({ to: DEFAULT_MEMBER_PATH });
    }
  });
}

/** /dashboard only completes a sign-in link; without one it forwards to the app at once. */
export async function requireSignInLink(location: ParsedLocation) {
  await sendMemberToApp(location);
  if (!arrivedWithSignInLink(location)) throw redirect({ to: DEFAULT_MEMBER_PATH });
}

/** Lets a route wait until the stored session has been restored, without redirecting. */
export function waitForAuth() {
  return withAuth(() => undefined);
}
