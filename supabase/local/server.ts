import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { AuthContext } from './auth/context';
import { handleAuth } from './auth/routes';
import { proxyFunction, type FunctionsState } from './functions-proxy';
import { corsHeaders, preflightHeaders, readBody, send, sendJson } from './http';
import type { InboundInput } from './inbound-mail';
import type { StackKeys } from './keys';
import { renderOutbox, type Outbox } from './mail';
import { handleRest, type RestContext } from './rest/handler';
import type { FakeStripe } from './stripe/fake-stripe';

export type ServerParts = {
  auth: AuthContext;
  rest: RestContext;
  functions: FunctionsState;
  openFunctions: Set<string>;
  keys: StackKeys;
  outbox: Outbox;
  /** Posts a mail to the support address to the support-inbound function, signed. */
  deliverInbound?: (input: InboundInput) => Promise<{ status: number; body: unknown }>;
  /** Stripe's API, checkout page and portal, for buying Familj locally (issue 43). */
  stripe?: FakeStripe;
  log: (line: string) => void;
};

/**
 * One HTTP server for /auth/v1, /rest/v1, /functions/v1, the /__local/mail outbox and the fake
 * Stripe (/v1/…, /__local/checkout, /__local/portal, /__local/stripe).
 */
export function createStackServer(parts: ServerParts): Server {
  return createServer((req, res) => {
    dispatch(parts, req, res).catch((error: unknown) => {
      parts.log(`Unhandled error for ${req.method} ${req.url}: ${String(error)}`);
      sendJson(res, 500, { code: 'unexpected_failure', message: String(error) }, corsHeaders(req));
    });
  });
}

async function dispatch(parts: ServerParts, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const under = (prefix: string) =>
    path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;

  const functionsPath = under('/functions/v1');
  if (functionsPath !== null) {
    return proxyFunction(
      parts.functions,
      parts.keys,
      parts.openFunctions,
      req,
      res,
      functionsPath,
      url.search,
    );
  }
  if (req.method === 'OPTIONS') return send(res, 200, null, preflightHeaders(req));
  if (parts.stripe && (path.startsWith('/v1/') || path.startsWith('/__local/'))) {
    if (await parts.stripe.handle(req, res, path)) return;
  }

  const cors = corsHeaders(req);
  const authPath = under('/auth/v1');
  if (authPath !== null) {
    for (const [key, value] of Object.entries(cors)) res.setHeader(key, value);
    return handleAuth(parts.auth, req, res, authPath || '/', url);
  }
  const restPath = under('/rest/v1');
  if (restPath !== null) return handleRest(parts.rest, req, res, restPath, url, cors);

  if (path === '/__local/mail.json' && req.method === 'GET') {
    return sendJson(res, 200, parts.outbox.messages(url.searchParams.get('to') ?? undefined), cors);
  }
  if (path === '/__local/mail.json' && req.method === 'DELETE') {
    parts.outbox.clear();
    return send(res, 204, null, cors);
  }
  if (path === '/__local/mail/inbound' && req.method === 'POST' && parts.deliverInbound) {
    // JSON {from, subject, text} from a script or test, or the mailbox page's form.
    const raw = (await readBody(req)).toString('utf8');
    const isForm = (req.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
    let fields: Record<string, unknown> = {};
    try {
      fields = isForm
        ? Object.fromEntries(new URLSearchParams(raw))
        : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      return sendJson(res, 400, { message: 'Expected JSON {from, subject, text}' }, cors);
    }
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    const result = await parts.deliverInbound({
      from: str(fields.from),
      subject: str(fields.subject),
      text: str(fields.text),
    });
    if (isForm) return send(res, 303, null, { Location: '/__local/mail' });
    return sendJson(res, result.status, result.body, cors);
  }
  if (path === '/__local/mail' && req.method === 'GET') {
    return send(res, 200, renderOutbox(parts.outbox.messages()), {
      'Content-Type': 'text/html; charset=utf-8',
    });
  }
  return sendJson(
    res,
    404,
    { message: `No route for ${req.method} ${path} in the local stack` },
    cors,
  );
}
