import type { IncomingMessage, ServerResponse } from 'node:http';

export type Headers = Record<string, string>;

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Headers = {},
) {
  if (res.headersSent) return;
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Headers = {},
) {
  send(res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '');
  return match?.[1]?.trim() ?? null;
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** The X-Forwarded-For a gateway passes on: what came in, with this caller's address last. */
export function forwardedFor(req: IncomingMessage): string {
  const incoming = header(req, 'x-forwarded-for');
  return incoming ? `${incoming}, ${clientIp(req)}` : clientIp(req);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The address a request is from, for the guessing limits: behind a gateway on this machine (the
 * functions runtime calling auth) the last X-Forwarded-For entry, which that gateway appended;
 * otherwise the socket's. Locally every caller is on loopback, so a caller that talks to the
 * stack directly can choose its address here: hosted, Supabase's gateway appends the real one.
 */
export function requestAddress(req: IncomingMessage): string {
  const socket = clientIp(req);
  const chain = header(req, 'x-forwarded-for');
  if (!chain || !LOOPBACK.has(socket)) return socket;
  return chain.split(',').at(-1)?.trim() || socket;
}

/** CORS for auth and REST (research §1.3): reflect the origin and the requested headers. */
export function corsHeaders(req: IncomingMessage): Headers {
  const origin = header(req, 'origin');
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Expose-Headers':
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version',
  };
}

export function preflightHeaders(req: IncomingMessage): Headers {
  return {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'Access-Control-Allow-Headers':
      header(req, 'access-control-request-headers') ??
      'Accept, Authorization, Content-Type, X-Client-Info, apikey, X-Supabase-Api-Version, Prefer, Range, Accept-Profile, Content-Profile',
    'Access-Control-Max-Age': '86400',
  };
}

/** Parses a JSON body; returns `undefined` for an empty body. Throws SyntaxError on bad JSON. */
export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8').trim();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}
