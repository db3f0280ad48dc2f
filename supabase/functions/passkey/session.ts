import type { Session, SupabaseClient } from 'npm:@supabase/supabase-js@2';

import { anonClient } from '../_shared/clients.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { sessionIdOf } from '../_shared/user-sessions.ts';

function sessionBody(session: Session) {
  const { access_token, refresh_token, expires_in, expires_at, token_type, user } = session;
  return { access_token, refresh_token, expires_in, expires_at, token_type, user };
}

/**
 * A normal Supabase Auth session for a verified passkey: the admin API makes a sign-in token
 * (type magiclink: no mail is sent) and GoTrue's /verify turns it into a session, so refresh,
 * the app session (a trigger on auth.sessions) and its 10-minute rule are as for any sign-in.
 */
export async function openSession(
  env: FunctionEnv,
  service: SupabaseClient,
  email: string,
  caller: Record<string, string>,
) {
  const link = await service.auth.admin.generateLink({ type: 'magiclink', email });
  const tokenHash = link.data.properties?.hashed_token;
  if (link.error || !tokenHash) {
    throw new Error(`generate_link failed: ${link.error?.message ?? 'no token'}`);
  }
  const { data, error } = await anonClient(env, caller).auth.verifyOtp({
    token_hash: tokenHash,
    type: 'email',
  });
  if (error || !data.session) throw new Error(`verify failed: ${error?.message ?? 'no session'}`);
  const sessionId = sessionIdOf(data.session.access_token);
  if (!sessionId) throw new Error('The access token carries no session_id');
  return { session: sessionBody(data.session), session_id: sessionId };
}
