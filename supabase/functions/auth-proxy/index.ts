// Password login through the server, so every attempt is rate limited and every successful
// login gets an app session (user_sessions) that session-middleware keeps alive.
// POST {email, password} → 200 {session, session_id} | 4xx {error}.
import { isAuthApiError, type Session } from 'npm:@supabase/supabase-js@2';

import { anonClient, serviceClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { createUserSession } from '../_shared/user-sessions.ts';
import { attemptKeys, failureCounts, pruneAttempts, recordAttempt } from './attempts.ts';
import { isRateLimited, windowStart } from './rate-limit.ts';
import { parseLogin } from './validation.ts';

const TOO_MANY = 'Too many requests';

function sessionBody(session: Session) {
  const { access_token, refresh_token, expires_in, expires_at, token_type, user } = session;
  return { access_token, refresh_token, expires_in, expires_at, token_type, user };
}

async function login(req: Request): Promise<Response> {
  const parsed = parseLogin(await readJson(req));
  if (!parsed.ok) return json({ error: parsed.error }, 400);
  const { email, password } = parsed.value;

  const env = functionEnv();
  const service = serviceClient(env);
  const forwardedFor = req.headers.get('x-forwarded-for');
  const keys = await attemptKeys(env.serviceRoleKey, email, forwardedFor);

  if (isRateLimited(await failureCounts(service, keys, windowStart(new Date())), keys.clientKey)) {
    await recordAttempt(service, keys, false);
    return json({ error: TOO_MANY }, 429);
  }

  const auth = anonClient(env, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}).auth;
  const { data, error } = await auth.signInWithPassword({ email, password });
  if (error || !data.session) {
    // Only GoTrue's verdicts on the credentials count; an outage says nothing about them.
    if (!isAuthApiError(error) || error.status >= 500) {
      logError('auth-proxy: sign-in failed', error);
      return json({ error: 'Login failed' }, 502);
    }
    await recordAttempt(service, keys, false);
    if (error.status === 429) return json({ error: TOO_MANY }, 429);
    return json({ error: error.message }, error.status);
  }

  const sessionId = await createUserSession(
    service,
    data.session.user.id,
    req.headers.get('user-agent'),
  );
  // The login stands even if the bookkeeping after it fails.
  await recordAttempt(service, keys, true).catch((e) => logError('auth-proxy: record', e));
  await pruneAttempts(service).catch((e) => logError('auth-proxy: prune', e));
  return json({ session: sessionBody(data.session), session_id: sessionId });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    return await login(req);
  } catch (error) {
    logError('auth-proxy', error);
    return json({ error: 'Login failed' }, 500);
  }
});
