import { invokeFunction } from './auth';

/**
 * The passkey edge function (supabase/functions/passkey): registration, sign-in, list, rename,
 * remove. Every answer comes back as `{ data }` or `{ code }`: the server's refusal code
 * (webauthn_challenge_expired, last_sign_in_method …) or 'network' when no answer came.
 */
export type PasskeyAnswer<T> = { data: T; code?: undefined } | { data?: undefined; code: string };

export type PasskeyRow = {
  id: string;
  name: string;
  device_type: string;
  backed_up: boolean;
  created_at: string;
  last_used_at: string | null;
};

export type PasskeySession = {
  session: { access_token: string; refresh_token: string };
  session_id: string;
};

type InvokeError = { context?: unknown };

async function refusalCode(error: unknown): Promise<string> {
  const context = (error as InvokeError | null)?.context;
  if (!(context instanceof Response)) return 'network';
  try {
    const body = (await context.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : `http_${context.status}`;
  } catch {
    return `http_${context.status}`;
  }
}

async function call<T>(route: string, body: unknown = {}): Promise<PasskeyAnswer<T>> {
  const answer = await invokeFunction<T>(`passkey/${route}`, { body: body as object });
  const error: unknown = answer.error;
  if (error) return { code: await refusalCode(error) };
  return { data: answer.data as T };
}

export const passkeyRegistrationOptions = () =>
  call<{ challenge_id: string; options: unknown }>('registration/options');

export const passkeyRegistrationVerify = (challengeId: string, credential: unknown, name: string) =>
  call<{ id: string; name: string }>('registration/verify', {
    challenge_id: challengeId,
    credential,
    name,
  });

export const passkeyAuthenticationOptions = () =>
  call<{ challenge_id: string; options: unknown }>('authentication/options');

export const passkeyAuthenticationVerify = (challengeId: string, credential: unknown) =>
  call<PasskeySession>('authentication/verify', { challenge_id: challengeId, credential });

export const listPasskeys = () => call<{ passkeys: PasskeyRow[] }>('list');

export const renamePasskey = (id: string, name: string) => call('rename', { id, name });

export const removePasskey = (id: string) => call('remove', { id });
