// Keep-alive for the app session, the auth session's own row in user_sessions (spec §4, §8). POST {session_id} with
// the user's access token as Bearer → 200 {ok, session_id, last_activity_at}, or 401/404 with a
// code the app acts on: SESSION_EXPIRED, SESSION_NOT_FOUND, UNAUTHORIZED.
import { isAuthApiError, isAuthSessionMissingError } from 'npm:@supabase/supabase-js@2';

import { anonClient, serviceClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { expireUserSession, findUserSession, touchUserSession } from '../_shared/user-sessions.ts';
import { inactivityCutoff, parseKeepAlive, sessionVerdict } from './verdict.ts';

const expired = () => json({ error: 'Session expired', code: 'SESSION_EXPIRED' }, 401);

async function keepAlive(req: Request): Promise<Response> {
  const token = bearerToken(req);
  if (!token) return json({ error: 'Missing bearer token', code: 'UNAUTHORIZED' }, 401);

  const env = functionEnv();
  const { data, error } = await anonClient(env).auth.getUser(token);
  if (error || !data.user) {
    // The auth session is gone: the app ended it (logout, inactivity) or Supabase Auth did.
    // (supabase-js reports GoTrue's session_not_found as an AuthSessionMissingError.)
    if (isAuthSessionMissingError(error)) return expired();
    if (isAuthApiError(error) && error.status < 500) {
      return json({ error: 'Invalid or expired token', code: 'UNAUTHORIZED' }, 401);
    }
    logError('session-middleware: getUser', error);
    return json({ error: 'Authentication service unavailable', code: 'AUTH_UNAVAILABLE' }, 502);
  }

  const parsed = parseKeepAlive(await readJson(req));
  if (!parsed.ok) return json({ error: parsed.error, code: 'INVALID_REQUEST' }, 400);
  const sessionId = parsed.value.session_id;
  const userId = data.user.id;

  const service = serviceClient(env);
  const now = new Date();
  const row = await findUserSession(service, sessionId, userId);
  const verdict = sessionVerdict(row, now);
  if (verdict === 'not_found') {
    return json({ error: 'Session not found', code: 'SESSION_NOT_FOUND' }, 404);
  }
  if (verdict === 'alive') {
    const touched = await touchUserSession(service, sessionId, userId, now, inactivityCutoff(now));
    if (touched) {
      return json({ ok: true, session_id: sessionId, last_activity_at: touched.last_activity_at });
    }
  }
  // Expired, or ended by an expiry or logout between the read and the update.
  if (row?.active) await expireUserSession(service, sessionId);
  return expired();
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    return await keepAlive(req);
  } catch (error) {
    logError('session-middleware', error);
    return json({ error: 'Internal error', code: 'INTERNAL' }, 500);
  }
});
