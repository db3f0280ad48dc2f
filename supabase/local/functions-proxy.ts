import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { requestJwt } from './api-keys';
import { corsHeaders, forwardedFor, readBody, send, sendJson } from './http';
import { verifyJwt } from './jwt';
import type { StackKeys } from './keys';

export type FunctionsHost = { origin: string; names: string[]; stop(): Promise<void> };

export type FunctionsState = { host: FunctionsHost | null; failure: string | null };

const CONFIG_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'config.toml');

/** Names of functions with `[functions.<name>] verify_jwt = false` in supabase/config.toml. */
export function functionsWithoutJwt(file = CONFIG_FILE): Set<string> {
  const open = new Set<string>();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return open;
  }
  let current: string | null = null;
  for (const line of text.split('\n')) {
    const section = /^\s*\[functions\.("?)([\w-]+)\1\]\s*$/.exec(line);
    if (section) current = section[2] ?? null;
    else if (/^\s*\[/.test(line)) current = null;
    else if (current && /^\s*verify_jwt\s*=\s*false\b/.test(line)) open.add(current);
  }
  return open;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

/** /functions/v1/<name>[/*] → the Deno functions host, after the gateway's verify_jwt check. */
export async function proxyFunction(
  state: FunctionsState,
  keys: StackKeys,
  openFunctions: Set<string>,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
) {
  const cors = corsHeaders(req);
  const name = path.split('/').filter(Boolean)[0] ?? '';
  const method = req.method ?? 'GET';
  if (!state.host) {
    sendJson(
      res,
      502,
      {
        code: 'FUNCTIONS_UNAVAILABLE',
        message: `The local functions host is not running: ${state.failure ?? 'not started'}`,
      },
      cors,
    );
    return;
  }
  if (!state.host.names.includes(name)) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, cors);
    return;
  }
  if (method !== 'OPTIONS' && !openFunctions.has(name)) {
    const authorization = req.headers.authorization;
    if (!authorization) return sendJson(res, 401, { msg: 'Missing authorization header' }, cors);
    if (!/^Bearer\s+\S+$/i.test(authorization))
      return sendJson(res, 401, { msg: "Auth header is not 'Bearer {token}'" }, cors);
    const token = requestJwt(req, keys);
    if (!token || !(await verifyJwt(token, keys.jwtSecret)).ok)
      return sendJson(res, 401, { msg: 'Invalid JWT' }, cors);
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key)) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // As Supabase's API gateway: the caller's address goes last in X-Forwarded-For.
  headers.set('x-forwarded-for', forwardedFor(req));
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  try {
    const response = await fetch(`${state.host.origin}${path}${search}`, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) out[key] = value;
    });
    send(res, response.status, Buffer.from(await response.arrayBuffer()), out);
  } catch (error) {
    sendJson(
      res,
      502,
      {
        code: 'FUNCTIONS_UNAVAILABLE',
        message: `The local functions host did not answer: ${String(error)}`,
      },
      cors,
    );
  }
}
