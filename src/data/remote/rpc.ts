import { env } from '@/config/env';

import { remoteClient } from './client';
import { REFUSAL_HINT } from './refusals';

/** The device has no network (navigator.onLine is false). */
export const OFFLINE = 'offline';
/** The request never reached the server (a failed fetch). */
export const NETWORK = 'network';
/** An answer without a code, or one the app did not expect. */
export const UNKNOWN = 'unknown';

/**
 * The one error of the server channel. `code` is the server's own (a SQLSTATE such as '42501', a
 * PostgREST or Supabase Auth code, or the refusal code a SQL rule names in its HINT: a P0001 with
 * hint 'server_written' is code 'server_written', see refusals.ts) or OFFLINE, NETWORK or
 * UNKNOWN; `message` is the server's text as it came, and `cause` the failure itself (a Supabase
 * Auth error carries its reasons there). Features turn codes into their own Swedish copy (see
 * error-words.ts).
 */
export class RemoteError extends Error {
  override name = 'RemoteError';
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const NETWORK_MESSAGE = /fetch|network|Load failed/i;

/** Any failure of a server call (a thrown error, a supabase-js error object) as a RemoteError. */
export function toRemoteError(error: unknown): RemoteError {
  if (error instanceof RemoteError) return error;
  const fields = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const message = 'message' in fields ? String(fields.message) : String(error);
  if (typeof fields.code === 'string' && fields.code !== '') {
    const refusal =
      fields.code === 'P0001' && typeof fields.hint === 'string' && REFUSAL_HINT.test(fields.hint);
    return new RemoteError(refusal ? String(fields.hint) : fields.code, message, { cause: error });
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const unreached = typeof fields.message === 'string' && NETWORK_MESSAGE.test(fields.message);
  const code = offline ? OFFLINE : unreached ? NETWORK : UNKNOWN;
  return new RemoteError(code, message, { cause: error });
}

/** Resolves true once the person proved their second factor (aal2), false if they gave up. */
type StepUp = () => Promise<boolean>;
let stepUp: StepUp | null = null;

/**
 * Lets the app answer the server's `mfa_required` (issue 42): rpc() then asks `handler` for the
 * code and, once the session is aal2, calls the function once more. Returns the unsubscribe.
 */
export function onMfaRequired(handler: StepUp): () => void {
  stepUp = handler;
  return () => {
    if (stepUp === handler) stepUp = null;
  };
}

/** Calls a Postgres function; resolves with its data, or rejects with a RemoteError. */
export async function rpc<T = unknown>(name: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await callOnce<T>(name, args);
  } catch (error) {
    if (!(error instanceof RemoteError) || error.code !== 'mfa_required' || !stepUp) throw error;
    if (!(await stepUp())) throw error;
    return callOnce<T>(name, args);
  }
}

async function callOnce<T>(name: string, args?: Record<string, unknown>): Promise<T> {
  let result: { data: unknown; error: unknown };
  try {
    result = await (await remoteClient()).rpc(name, args);
  } catch (error) {
    throw toRemoteError(error);
  }
  if (result.error) throw toRemoteError(result.error);
  return result.data as T;
}

/**
 * Calls a Postgres function open to visitors (granted to anon) with a plain request and the anon
 * key, as supabase-js would without a session: a visitor's page asks it without downloading
 * supabase-js (issue 24). Resolves and rejects like rpc().
 */
export async function publicRpc<T = unknown>(
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: env.supabaseAnonKey,
        authorization: `Bearer ${env.supabaseAnonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
  } catch (error) {
    throw toRemoteError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toRemoteError(body ?? { message: `HTTP ${response.status}` });
  return body as T;
}
