import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// @simplewebauthn/browser is loaded only where a passkey is made or used (the login, lock and
// profile pages), never with the start path or a visitor's page.
const library = () => import('@simplewebauthn/browser');

export const warmUpWebAuthn = () => void library().catch(() => undefined);

/** The browser's answer, or the reason it gave none: cancelled, excluded (already here), failed. */
export type Ceremony = { credential: unknown; code?: undefined } | { code: string };

function failure(error: unknown): { code: string } {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { code: 'excluded' };
  if (name === 'NotAllowedError' || name === 'AbortError') return { code: 'cancelled' };
  return { code: 'webauthn_failed' };
}

export async function createCredential(options: unknown): Promise<Ceremony> {
  const { browserSupportsWebAuthn, startRegistration } = await library();
  if (!browserSupportsWebAuthn()) return { code: 'unsupported' };
  try {
    const optionsJSON = options as PublicKeyCredentialCreationOptionsJSON;
    return { credential: await startRegistration({ optionsJSON }) };
  } catch (error) {
    return failure(error);
  }
}

export async function getAssertion(options: unknown): Promise<Ceremony> {
  const { browserSupportsWebAuthn, startAuthentication } = await library();
  if (!browserSupportsWebAuthn()) return { code: 'unsupported' };
  try {
    const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
    return { credential: await startAuthentication({ optionsJSON }) };
  } catch (error) {
    return failure(error);
  }
}
