import { setSession } from '@/data/remote/auth';
import { passkeyAuthenticationOptions, passkeyAuthenticationVerify } from '@/data/remote/passkey';
import { setSessionId } from '@/stores/auth-store';

import { logAuthError, logSecurityEvent } from '../security-log';
import { connectAuth } from '../start-auth';
import { rememberPasskeyHere } from './passkey-here';

// The WebAuthn calls load with the library, not with the page that offers the button.
const webauthn = () => import('./webauthn');

type Options = Awaited<ReturnType<typeof passkeyAuthenticationOptions>>;

// Options fetched ahead, so a tap goes straight to the browser's passkey sheet (Safari wants
// WebAuthn called close to the tap). A challenge lives 5 minutes on the server; 4 here.
const FRESH_MS = 4 * 60 * 1000;
let prepared: { at: number; options: Promise<Options> } | null = null;

/** Loads what the sign-in needs while the page is looked at. */
export function preparePasskeySignIn(): void {
  void webauthn().then((module) => module.warmUpWebAuthn());
  if (!navigator.onLine) return;
  if (prepared && Date.now() - prepared.at < FRESH_MS) return;
  prepared = {
    at: Date.now(),
    options: connectAuth().then(() => passkeyAuthenticationOptions()),
  };
  prepared.options.catch(() => (prepared = null));
}

async function takeOptions(): Promise<Options> {
  const fresh = prepared && Date.now() - prepared.at < FRESH_MS ? prepared.options : null;
  prepared = null;
  if (fresh) return fresh;
  await connectAuth();
  return passkeyAuthenticationOptions();
}

/**
 * One tap: the device's passkey answers a challenge the server made, the passkey function checks
 * it and answers with a normal session, which supabase-js then holds (its SIGNED_IN event fills
 * the auth store and sync starts) — as a password login through auth-proxy does.
 */
export async function signInWithPasskey(): Promise<{ error: string | null }> {
  if (!navigator.onLine) return { error: 'offline' };
  try {
    const options = await takeOptions();
    if (options.code !== undefined) return { error: options.code };
    const ceremony = await (await webauthn()).getAssertion(options.data.options);
    if (ceremony.code !== undefined) return { error: ceremony.code };
    const answer = await passkeyAuthenticationVerify(
      options.data.challenge_id,
      ceremony.credential,
    );
    if (answer.code !== undefined) {
      logSecurityEvent('passkey_login_failed', { code: answer.code });
      return { error: answer.code };
    }
    setSessionId(answer.data.session_id);
    const { error } = await setSession(answer.data.session);
    if (error) {
      setSessionId(null);
      logAuthError('setting the session after a passkey login', error);
      return { error: 'unexpected' };
    }
    rememberPasskeyHere(true);
    logSecurityEvent('passkey_login_succeeded');
    return { error: null };
  } catch (error) {
    logAuthError('passkey login', error);
    return { error: 'unexpected' };
  }
}
