import { showToast } from '@/components/toast';
import { useAuthStore } from '@/stores/auth-store';

import { logSecurityEvent } from '../security-log';
import { sendKeepAlive } from './keep-alive';
import { isSigningOut, signOut } from './sign-out';

export const SESSION_TOASTS = {
  inactivity: { title: 'Session expired', message: 'You have been logged out due to inactivity.' },
  expired: { title: 'Session expired', message: 'Your session has expired. Please log in again.' },
} as const;

/** A session can end once: whichever of inactivity or the server notices first tells the user. */
const alreadyEnding = () => isSigningOut() || !useAuthStore.getState().user;

/** supabase-js's own sign-out and our restore can both notice one refusal: one toast is enough. */
const TOLD_WITHIN_MS = 5_000;
let toldAt = -Infinity;

function tell(reason: keyof typeof SESSION_TOASTS): void {
  if (Date.now() - toldAt < TOLD_WITHIN_MS) return;
  toldAt = Date.now();
  const toast = SESSION_TOASTS[reason];
  showToast(toast.title, toast.message, 'error');
}

/**
 * Ends the session on this device with the spec's toast: 'inactivity' (10 minutes without
 * activity) or 'expired' (the server ended it or refused to refresh it). Local data stays and
 * syncs at the next sign-in. `stored`: end a session this device still holds although it never
 * signed its user in (a restore that found it over).
 */
export async function endSession(
  reason: 'inactivity' | 'expired',
  { stored = false }: { stored?: boolean } = {},
): Promise<void> {
  if (isSigningOut() || (!stored && alreadyEnding())) return;
  logSecurityEvent(reason === 'inactivity' ? 'inactivity_logout' : 'session_ended_by_server');
  // A stored session found over at start never signed its user in here: nothing to tell the server.
  await signOut(reason, { server: !stored });
  tell(reason);
}

/**
 * supabase-js signed the user out by itself (its own refresh timer got a refusal): tell them, as
 * for any session the server ended. Not for our own sign-outs, nor a device open with its PIN.
 */
export function announceUnexpectedSignOut(): void {
  const { user, deviceUnlocked } = useAuthStore.getState();
  if (isSigningOut() || !user || deviceUnlocked) return;
  logSecurityEvent('session_ended_by_server');
  tell('expired');
}

/** Forgets the last toast, so each test starts fresh. */
export function resetSessionToastsForTests(): void {
  toldAt = -Infinity;
}

/** One keep-alive; if the server has ended the session, log out with the spec's toast. */
export async function confirmSessionWithServer(): Promise<void> {
  if ((await sendKeepAlive()) !== 'ended' || alreadyEnding()) return;
  await endSession('expired');
}
