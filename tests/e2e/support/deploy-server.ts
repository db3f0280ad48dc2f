import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

// A minimal static host for deploy simulations: it serves one build directory at a time, like a
// real deploy that replaces the whole site, so an old page that asks for one of the previous
// build's hashed chunks gets a 404 from the network (only its service worker's precache can help).

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const PROBE_HEADER = 'x-deploy-probe';

/** Cache headers as a production host should send them (research/offline-pwa.md §2.6). */
function cacheControl(path: string): string {
  if (path === '/sw.js' || path.endsWith('.html')) return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export type DeployServer = {
  /** The origin, e.g. http://127.0.0.1:41234 (127.0.0.1 is a secure context for the SW). */
  readonly url: string;
  /** The directory being served now. */
  readonly dir: string;
  /** Replaces the served site with another build directory (the previous files are gone). */
  deploy(dir: string): void;
  /** Every request since the last deploy, as `METHOD /path status`. */
  readonly log: string[];
  /** Paths with a file extension that the current build does not have (answered 404). */
  readonly misses: string[];
  /** The status a browser would get for `path` now, without counting in `log` or `misses`. */
  probe(path: string): Promise<number>;
  close(): Promise<void>;
};

/** Starts the server on 127.0.0.1 (port 0 = any free port) serving `dir`. */
export async function startDeployServer(dir: string, port = 0): Promise<DeployServer> {
  let root = resolve(dir);
  const log: string[] = [];
  const misses: string[] = [];

  const fileIn = async (base: string, path: string): Promise<string | undefined> => {
    const file = resolve(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    try {
      return (await stat(file)).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  };

  const send = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body = '',
  ) => {
    res.writeHead(status, headers);
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const base = root;
    const record = (entry: string) => {
      if (req.headers[PROBE_HEADER] === undefined) log.push(entry);
    };
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      send(res, 400, { 'content-type': 'text/plain' }, 'bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { allow: 'GET, HEAD' });
      return;
    }
    let file = await fileIn(base, path === '/' ? '/index.html' : path);
    let servedPath = path;
    // SPA fallback: an in-app path (no file extension) gets the app's index.html.
    if (!file && extname(path) === '') {
      file = await fileIn(base, '/index.html');
      servedPath = '/index.html';
    }
    if (!file) {
      if (req.headers[PROBE_HEADER] === undefined) misses.push(path);
      record(`${req.method} ${path} 404`);
      send(res, 404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }, 'not found');
      return;
    }
    const body = await readFile(file);
    record(`${req.method} ${path} 200`);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': cacheControl(servedPath),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { 'content-type': 'text/plain' }, String(error));
      else res.destroy();
    });
  });
  // Browsers keep connections alive; close() must not wait for them.
  server.keepAliveTimeout = 1_000;

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ready());
  });
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}`,
    get dir() {
      return root;
    },
    deploy(next: string) {
      root = resolve(next);
      log.length = 0;
      misses.length = 0;
    },
    log,
    misses,
    probe: async (path) =>
      (await fetch(`http://127.0.0.1:${actual}${path}`, { headers: { [PROBE_HEADER]: '1' } }))
        .status,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
