import { redirect, type ParsedLocation } from '@tanstack/react-router';

import { useAuthStore, whenAuthReady, type AuthState } from '@/stores/auth-store';

import { hasDeviceUnlock, startsAsApp } from './device-unlock/unlock-record';
import { isLinkCompletionUrl } from './link-completion/landing-url';
import { hasAuthParams } from './rules/has-auth-params';
import { DEFAULT_MEMBER_PATH, redirectTargetOrDefault } from './rules/redirect-target';
import { secondFactorPending } from './two-factor/code-pending';

/**
 * Runs `check` on the auth state: synchronously once auth has loaded (no spinner flash), or
 * after loading finishes, while the router shows the 'Laddar...' pending screen.
 */
function withAuth(check: (state: AuthState) => void): void | Promise<void> {
  const state = useAuthStore.getState();
  if (!state.loading) return check(state);
  return whenAuthReady().then(check);
}

/**
 * Members-only routes: a visitor goes to /login carrying the requested location, or, on a device
 * with a PIN unlock, to the lock screen (it offers the PIN and a normal sign-in). The network's
 * state is not asked: phones report it badly, and the PIN opens only what is on the device.
 */
export function requireMember(location: ParsedLocation) {
  return withAuth((state) => {
    if (state.user) return;
    const to = hasDeviceUnlock() ? '/las-upp' : '/login';
    throw redirect({ to, search: { redirect: location.href } });
  });
}

/**
 * /login: someone already signed in goes straight to where they were heading. A device unlocked
 * with its PIN has no session yet: signing in is what it needs.
 */
export function skipLoginWhenSignedIn(redirectParam: string | undefined) {
  return withAuth((state) => {
    if (state.user && !state.deviceUnlocked && !secondFactorPending()) {
      throw redirect({ href: redirectTargetOrDefault(redirectParam) });
    }
  });
}

/** /las-upp: once the local data is open (or someone signed in), on to where they were heading. */
export function skipLockWhenOpen(redirectParam: string | undefined) {
  return withAuth((state) => {
    if (state.user) throw redirect({ href: redirectTargetOrDefault(redirectParam) });
  });
}

/**
 * '/', where the installed app starts: with nobody signed in and a PIN unlock on this device, the
 * app (or a browser without network) opens at the lock screen, not the visitors' landing page.
 */
export function offerDeviceUnlock() {
  return withAuth((state) => {
    if (!state.user && hasDeviceUnlock() && startsAsApp()) throw redirect({ to: '/las-upp' });
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
