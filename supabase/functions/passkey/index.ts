// Passkey sign-in, verified by the server (issue 42 §1). POST /functions/v1/passkey/<route>:
//   registration/options    member  {}                              → {challenge_id, options}
//   registration/verify     member  {challenge_id, credential, name} → {id, name}
//   authentication/options  anyone  {}                              → {challenge_id, options}
//   authentication/verify   anyone  {challenge_id, credential}      → {session, session_id}
//   list | rename {id, name} | remove {id}   member
// A refusal is 4xx {error, code}. The sign-in answers as auth-proxy does: a normal session for
// supabase-js, whose app session keeps the 10-minute rule.
import { callerHeaders } from '../_shared/caller.ts';
import { serviceClient, userClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv, relyingParty } from '../_shared/env.ts';
import { bearerToken, json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { authenticationOptions, authenticationVerify } from './authentication.ts';
import { listPasskeys, removePasskey, renamePasskey } from './manage.ts';
import { Refusal, refusalResponse } from './refusal.ts';
import { registrationOptions, registrationVerify } from './registration.ts';
import { openSession } from './session.ts';
import {
  parseAuthenticationVerify,
  parseRegistrationVerify,
  parseRemove,
  parseRename,
} from './validation.ts';

/** The route after /passkey/, e.g. 'authentication/verify'. */
function routeOf(req: Request): string {
  const path = new URL(req.url).pathname;
  const at = path.indexOf('/passkey/');
  return at < 0 ? '' : path.slice(at + '/passkey/'.length).replace(/\/+$/, '');
}

/** The subject of a user's access token; PostgREST checks the token on every call made with it. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const padded = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)));
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

function parsed<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Refusal(400, 'invalid_request', result.error);
  return result.value;
}

async function handle(req: Request): Promise<Response> {
  const env = functionEnv();
  const rp = relyingParty();
  const service = serviceClient(env);
  const route = routeOf(req);
  const body = await readJson(req);

  if (route === 'authentication/options') return json(await authenticationOptions(service, rp));
  if (route === 'authentication/verify') {
    const input = parsed(parseAuthenticationVerify(body));
    const { email } = await authenticationVerify(service, rp, input);
    const session = await openSession(env, service, email, callerHeaders(req));
    console.info('passkey: sign-in verified');
    return json(session);
  }

  const token = bearerToken(req);
  const userId = token && subjectOf(token);
  if (!token || !userId) throw new Refusal(401, 'unauthorized', 'Not signed in');
  const asUser = userClient(env, token);
  switch (route) {
    case 'registration/options':
      return json(await registrationOptions(asUser, rp));
    case 'registration/verify': {
      const input = parsed(parseRegistrationVerify(body));
      const saved = await registrationVerify(asUser, service, rp, userId, input);
      console.info('passkey: registered');
      return json(saved);
    }
    case 'list':
      return json(await listPasskeys(asUser));
    case 'rename':
      return json(await renamePasskey(asUser, parsed(parseRename(body))));
    case 'remove':
      return json(await removePasskey(asUser, parsed(parseRemove(body))));
    default:
      return json({ error: 'Not found', code: 'not_found' }, 404);
  }
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  try {
    return await handle(req);
  } catch (error) {
    if (error instanceof Refusal) {
      // Security log: the refusal's code only, never the credential or who it named.
      console.warn(`passkey: refused ${routeOf(req)} (${error.code})`);
      return refusalResponse(error);
    }
    logError('passkey', error);
    return json({ error: 'Passkey request failed' }, 500);
  }
});
