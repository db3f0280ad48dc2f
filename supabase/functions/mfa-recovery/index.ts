// A lost phone (issue 42 §2): POST {code} with the access token of the session that signed in
// with the password (aal1) → 200 {ok, removed} once a recovery code matched, 400 INVALID_CODE
// otherwise. The code is spent in the database (public.use_mfa_recovery_code); the code app is
// then removed through GoTrue's admin API, so the person signs in and can turn it on again.
import { isAuthApiError, isAuthSessionMissingError } from 'npm:@supabase/supabase-js@2';

import { anonClient, serviceClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';

const unauthorized = () => json({ error: 'Sign in first', code: 'UNAUTHORIZED' }, 401);

async function recover(req: Request): Promise<Response> {
  const token = bearerToken(req);
  if (!token) return unauthorized();
  const env = functionEnv();
  const { data, error } = await anonClient(env).auth.getUser(token);
  if (error || !data.user) {
    if (isAuthSessionMissingError(error) || (isAuthApiError(error) && error.status < 500))
      return unauthorized();
    throw error;
  }
  const body = (await readJson(req)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code.trim() : '';
  if (code.length < 10 || code.length > 20) {
    return json({ error: 'Invalid recovery code', code: 'INVALID_CODE' }, 400);
  }

  const service = serviceClient(env);
  const spent = await service.rpc('use_mfa_recovery_code', { who: data.user.id, code });
  if (spent.error) throw spent.error;
  if (spent.data !== true)
    return json({ error: 'Invalid recovery code', code: 'INVALID_CODE' }, 400);

  let removed = 0;
  for (const factor of data.user.factors ?? []) {
    const deleted = await service.auth.admin.mfa.deleteFactor({
      userId: data.user.id,
      id: factor.id,
    });
    if (deleted.error) throw deleted.error;
    removed += 1;
  }
  return json({ ok: true, removed });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    return await recover(req);
  } catch (error) {
    logError('mfa-recovery', error);
    return json({ error: 'Recovery failed', code: 'RECOVERY_FAILED' }, 500);
  }
});
