#!/usr/bin/env node
// Runs the edge-function tests (supabase/functions/tests) under real Deno against a fresh local
// stack: an in-memory PGlite database, or a throwaway database on the server at DATABASE_URL.
// Also type-checks and lints the functions (ESLint and tsc do not see them).
// Prints 'N passed, N failed' and, when SUMMARY_FILE is set, writes {passed, failed, skipped}.
//   node scripts/test-functions.mjs   (re-runs itself under tsx to load the TypeScript stack)
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { DENO_DIR, ensureDeno, ROOT } from './ensure-deno.mjs';

const FUNCTIONS_DIR = join(ROOT, 'supabase', 'functions');
const CONFIG = join(FUNCTIONS_DIR, 'deno.json');

/** The stack is TypeScript; plain node cannot import it, so hand over to node --import tsx. */
async function loadStack() {
  try {
    return await import('../supabase/local/stack.ts');
  } catch (error) {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const child = spawn(process.execPath, ['--import', 'tsx', ...process.argv.slice(1)], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return null;
  }
}

/** Runs a command, echoing its stdout and keeping it. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

/** Deno's closing line: `ok | 10 passed (2 steps) | 0 failed | 1 ignored (5s)` or `FAILED | …`. */
function parseDenoSummary(output) {
  const lines = output.split('\n').filter((line) => /^(ok|FAILED) \| /.test(line));
  const last = lines.at(-1);
  if (!last) return null;
  const count = (label) => Number(new RegExp(`(\\d+) ${label}`).exec(last)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('ignored') };
}

function functionEntryPoints() {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .filter((e) => e.name !== 'tests')
    .map((e) => join(FUNCTIONS_DIR, e.name, 'index.ts'));
}

async function main() {
  const stackModule = await loadStack();
  if (!stackModule) return;
  const deno = ensureDeno();
  // Deno gets only what it needs: a proxy variable would send its loopback calls astray.
  const baseEnv = { DENO_DIR, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
  let failed = 0;

  const checked = await run(
    deno,
    [
      'check',
      '--config',
      CONFIG,
      ...functionEntryPoints(),
      join(ROOT, 'supabase/local/deno-host.ts'),
    ],
    baseEnv,
  );
  const linted = await run(deno, ['lint', '--config', CONFIG, FUNCTIONS_DIR], baseEnv);
  if (checked.code !== 0) failed += 1;
  if (linted.code !== 0) failed += 1;

  const { createTemporaryDatabase } = await import('../supabase/local/temporary-database.ts');
  const database = process.env.DATABASE_URL
    ? await createTemporaryDatabase(process.env.DATABASE_URL, 'slantis_functions')
    : null;
  let stack = null;
  let result;
  try {
    stack = await stackModule.startStack({
      port: 0,
      host: '127.0.0.1',
      ...(database ? { databaseUrl: database.url } : {}),
      functions: true,
      quiet: true,
      // GoTrue's per-IP limits would trip over the many logins; auth-proxy's own are tested.
      env: { ...process.env, RATE_LIMITS: 'off' },
    });
    console.log(
      `Stack at ${stack.url} (${database ? 'Postgres' : 'PGlite'}), functions under Deno`,
    );
    const tested = await run(
      deno,
      [
        'test',
        '--config',
        CONFIG,
        '--allow-net',
        '--allow-env',
        '--allow-read',
        'supabase/functions/tests/',
      ],
      {
        ...baseEnv,
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
      },
    );
    result = parseDenoSummary(tested.stdout) ?? { passed: 0, failed: 0, skipped: 0 };
    // A crash before the closing line, or a failure it does not count, is still a failure.
    if (tested.code !== 0 && result.failed === 0) result.failed = 1;
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, skipped: 0 };
  } finally {
    await stack?.stop().catch((error) => console.error('Stopping the stack failed:', error));
    await database?.drop().catch((error) => console.error('Dropping the database failed:', error));
  }

  result.failed += failed;
  console.log(`${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  if (process.env.SUMMARY_FILE) writeFileSync(process.env.SUMMARY_FILE, JSON.stringify(result));
  process.exitCode = result.failed > 0 ? 1 : 0;
}

await main();
