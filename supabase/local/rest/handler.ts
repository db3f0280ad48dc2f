import type { IncomingMessage, ServerResponse } from 'node:http';

import { requestJwt } from '../api-keys';
import type { Database } from '../db';
import { header, readBody, send } from '../http';
import { verifyJwt } from '../jwt';
import type { StackKeys } from '../keys';
import { fromPgError, RestError, unsupported } from './errors';
import { callRpc, describeRpc, queryArgs, rpcIsReadOnly } from './rpc';
import {
  deleteRows,
  insertRows,
  readTable,
  updateRows,
  type Outcome,
  type TableRequest,
} from './table';
import { inRequestTransaction, type RequestScope } from './transaction';

export type RestContext = { db: Database; keys: StackKeys; schemas: string[] };

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

function preferences(req: IncomingMessage): Map<string, string> {
  const prefer = new Map<string, string>();
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key) prefer.set(key.trim(), value.trim());
  }
  return prefer;
}

function rangeHeader(req: IncomingMessage): TableRequest['range'] {
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec((header(req, 'range') ?? '').trim());
  if (!match) return null;
  const offset = Number(match[1]);
  return { offset, limit: match[2] ? Number(match[2]) - offset + 1 : null };
}

async function authenticate(ctx: RestContext, req: IncomingMessage) {
  const token = requestJwt(req, ctx.keys);
  if (!token) {
    throw new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) {
    throw verified.expired
      ? new RestError(401, 'PGRST303', 'JWT expired')
      : new RestError(401, 'PGRST301', 'JWT could not be decoded', verified.reason);
  }
  return {
    claims: verified.claims,
    role: typeof verified.claims.role === 'string' ? verified.claims.role : 'anon',
  };
}

function acceptsSingular(req: IncomingMessage): boolean {
  const accept = header(req, 'accept') ?? '';
  if (/text\/csv|geo\+json|vnd\.pgrst\.plan/.test(accept)) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  return accept.includes(OBJECT_TYPE);
}

/** Serves /rest/v1/* (`path` is the part after /rest/v1). */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  cors: Record<string, string>,
) {
  let role = 'anon';
  try {
    const { claims, role: claimed } = await authenticate(ctx, req);
    role = claimed;
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const schema =
      header(req, read ? 'accept-profile' : 'content-profile') ?? ctx.schemas[0] ?? 'public';
    if (!ctx.schemas.includes(schema)) {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${schema}`,
        null,
        `Only the following schemas are exposed: ${ctx.schemas.join(', ')}`,
      );
    }
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    let body: unknown;
    if (!read) {
      const raw = (await readBody(req)).toString('utf8').trim();
      try {
        body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
    const request: TableRequest = {
      method,
      schema,
      table: segments[0] ?? '',
      params: url.searchParams,
      prefer: preferences(req),
      singular: acceptsSingular(req),
      range: rangeHeader(req),
      body,
    };
    const scope: RequestScope = { claims, role, schema, req, path: `/${segments.join('/')}` };
    let outcome: Outcome;
    if (segments[0] === 'rpc' && segments.length === 2) {
      const name = segments[1] ?? '';
      if (!read && method !== 'POST')
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      if (!read && [...url.searchParams.keys()].some((key) => key !== 'select'))
        throw unsupported('Filtering RPC results');
      const args = read ? queryArgs(url.searchParams) : body === undefined ? {} : body;
      if (!args || typeof args !== 'object' || Array.isArray(args))
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      const described = await describeRpc(
        ctx.db,
        schema,
        name,
        args as Record<string, unknown>,
        !read,
      ).catch((error: unknown) => {
        throw fromPgError(error, role);
      });
      outcome = await inRequestTransaction(
        ctx.db,
        scope,
        read || rpcIsReadOnly(described.volatile),
        (tx) => callRpc(tx, request, name, args as Record<string, unknown>),
      );
    } else if (segments.length === 1) {
      const run = {
        GET: readTable,
        HEAD: readTable,
        POST: insertRows,
        PATCH: updateRows,
        DELETE: deleteRows,
      }[method];
      if (!run) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      outcome = await inRequestTransaction(ctx.db, scope, read, (tx) => run(tx, request));
    } else {
      throw new RestError(
        404,
        'PGRST125',
        `Invalid path specified in request URL: /rest/v1${path}`,
      );
    }
    const headers: Record<string, string> = { ...cors, ...outcome.headers };
    if (outcome.body !== null || read) {
      headers['Content-Type'] = request.singular ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE;
    }
    send(res, outcome.status, method === 'HEAD' ? null : outcome.body, headers);
  } catch (error) {
    const failure = fromPgError(error, role);
    const headers: Record<string, string> = { ...cors, 'Content-Type': JSON_TYPE };
    if (failure.status === 401) {
      headers['WWW-Authenticate'] = failure.code.startsWith('PGRST30')
        ? `Bearer error="invalid_token", error_description="${failure.message}"`
        : 'Bearer';
    }
    send(
      res,
      failure.status,
      req.method === 'HEAD' ? null : JSON.stringify(failure.body()),
      headers,
    );
  }
}
