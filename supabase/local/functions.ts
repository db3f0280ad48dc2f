import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { DENO_DIR, ensureDeno, ROOT } from '../../scripts/ensure-deno.mjs';

/**
 * Runs every edge function in supabase/functions/ under real Deno (supabase/local/deno-host.ts,
 * one process, one port) for the local stack, which proxies /functions/v1/<name> to it.
 */
export type FunctionsHost = {
  /** http://127.0.0.1:<port>; /<name> reaches a function, /_health the host. */
  origin: string;
  /** The functions the host loaded. */
  names: string[];
  stop(): Promise<void>;
};

const FUNCTIONS_DIR = join(ROOT, 'supabase', 'functions');
const HOST_SCRIPT = join(ROOT, 'supabase', 'local', 'deno-host.ts');
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3_000;
const OUTPUT_TAIL_CHARS = 8_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The least Deno needs: listen on its port, reach the Supabase API, read the functions. */
function permissions(port: number, supabaseUrl: string, env: Record<string, string>): string[] {
  return [
    `--allow-net=127.0.0.1:${port},${new URL(supabaseUrl).host}`,
    `--allow-env=${Object.keys(env).sort().join(',')}`,
    `--allow-read=${FUNCTIONS_DIR}`,
  ];
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitHealthy(origin: string, child: ChildProcess): Promise<string[]> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited(child).then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`${origin}/_health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return ((await response.json()) as { functions: string[] }).functions;
      await response.body?.cancel();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(gone ? 'exited during start' : `not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startFunctionsHost({
  env,
}: {
  env: Record<string, string>;
}): Promise<FunctionsHost> {
  for (const name of REQUIRED_ENV) {
    if (!env[name]) throw new Error(`startFunctionsHost: env.${name} is required`);
  }
  const deno = ensureDeno({ quiet: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Only what the functions need: never the parent's environment (proxies, credentials).
  const childEnv: Record<string, string> = {
    ...env,
    PORT: String(port),
    DENO_DIR,
    EXIT_WITH_PARENT: '1',
    NO_COLOR: '1',
    DENO_NO_UPDATE_CHECK: '1',
  };
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const child = spawn(
    deno,
    [
      'run',
      '--no-prompt',
      ...permissions(port, supabaseUrl, childEnv),
      '--config',
      join(FUNCTIONS_DIR, 'deno.json'),
      HOST_SCRIPT,
    ],
    { cwd: ROOT, env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] },
  );

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  // Function errors (never credentials or request data) belong in the stack's log.
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[functions] ${chunk.toString()}`);
  });

  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(timer);
  };

  try {
    const names = await waitHealthy(origin, child);
    return { origin, names, stop };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The Deno functions host ${reason}. Deno said:\n${output.trim()}`);
  }
}
