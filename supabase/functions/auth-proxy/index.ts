// Password login through the server (spec §7): POST {email, password} → 200 {session,
// session_id} | 4xx {error}. The guessing limits are the database's (the password-verification
// hook counts failures per account and per address, whichever endpoint is used), and the sign-in
// opens the app session (user_sessions, same id as the access token's session_id) by itself.
import { isAuthApiError, type Session } from 'npm:@supabase/supabase-js@2';

import { callerHeaders } from '../_shared/caller.ts';
import { anonClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { sessionIdOf } from '../_shared/user-sessions.ts';
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

  const auth = anonClient(functionEnv(), callerHeaders(req)).auth;
  const { data, error } = await auth.signInWithPassword({ email, password });
  if (error || !data.session) {
    // Only GoTrue's verdicts on the credentials are the caller's to see; an outage is ours.
    if (!isAuthApiError(error) || error.status >= 500) {
      logError('auth-proxy: sign-in failed', error);
      return json({ error: 'Login failed' }, 502);
    }
    if (error.status === 429) return json({ error: TOO_MANY }, 429);
    return json({ error: error.message }, error.status);
  }
  const sessionId = sessionIdOf(data.session.access_token);
  if (!sessionId) throw new Error('The access token carries no session_id');
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
