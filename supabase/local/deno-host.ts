// Runs under Deno, not Node: serves every edge function in supabase/functions/ from one Deno
// process on 127.0.0.1:$PORT, as the hosted edge runtime serves each from its own worker.
//   /<name>[/…] and /functions/v1/<name>[/…] → that function's handler, with the original Request
//   /_health                                → 200 {ok, functions}
// Each function calls Deno.serve(handler) at import time; while it is imported, Deno.serve is
// swapped for a stand-in that only captures the handler.

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const FUNCTIONS_DIR = new URL('../functions/', import.meta.url);
const SKIPPED = new Set(['_shared', 'tests']);

function handlerOf(args: unknown[]): Handler | null {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    if (
      arg &&
      typeof arg === 'object' &&
      typeof (arg as { handler?: unknown }).handler === 'function'
    ) {
      return (arg as { handler: Handler }).handler;
    }
  }
  return null;
}

/** What Deno.serve returns, for a function that never listens. */
function idleServer(): Deno.HttpServer {
  const finished = new Promise<void>(() => undefined);
  return {
    finished,
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  } as Deno.HttpServer;
}

async function functionNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(FUNCTIONS_DIR)) {
    if (!entry.isDirectory || entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    try {
      await Deno.stat(new URL(`${entry.name}/index.ts`, FUNCTIONS_DIR));
      names.push(entry.name);
    } catch {
      // A folder without index.ts is not a function.
    }
  }
  return names.sort();
}

/** Imports the functions one at a time, so each captured handler belongs to one module. */
async function loadHandlers(names: string[]): Promise<Map<string, Handler>> {
  const handlers = new Map<string, Handler>();
  const realServe = Deno.serve;
  try {
    for (const name of names) {
      let captured: Handler | null = null;
      Deno.serve = ((...args: unknown[]) => {
        captured = handlerOf(args);
        return idleServer();
      }) as typeof Deno.serve;
      await import(new URL(`${name}/index.ts`, FUNCTIONS_DIR).href);
      if (!captured) throw new Error(`Function ${name} did not call Deno.serve(handler)`);
      handlers.set(name, captured);
    }
  } finally {
    Deno.serve = realServe;
  }
  return handlers;
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The function a path names: /<name>… or /functions/v1/<name>…. */
function functionName(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second, third] = parts;
  return first === 'functions' && second === 'v1' ? (third ?? '') : (first ?? '');
}

// The parent (supabase/local/functions.ts) holds our stdin open; when it dies, we follow.
async function exitWithParent(): Promise<void> {
  for await (const _ of Deno.stdin.readable) {
    // Nothing is sent; the stream only ends.
  }
  Deno.exit(0);
}

const port = Number(Deno.env.get('PORT'));
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set to a TCP port');

const names = await functionNames();
const handlers = await loadHandlers(names);

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port }) => console.log(`functions host listening on ${port}: ${names.join(', ')}`),
  },
  async (request, info) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/_health') return jsonResponse({ ok: true, functions: names }, 200);
    const handler = handlers.get(functionName(pathname));
    if (!handler) return jsonResponse({ msg: 'Function not found' }, 404);
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`function ${functionName(pathname)} crashed:`, error);
      return jsonResponse(
        {
          code: 'Internal Server Error',
          message: 'Request failed due to an internal server error',
        },
        500,
      );
    }
  },
);

if (Deno.env.get('EXIT_WITH_PARENT') === '1') void exitWithParent();
