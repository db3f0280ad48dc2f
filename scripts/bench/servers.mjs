// Shared by the browser benchmarks: `vite preview` of the bench build on port 4174 (E2E uses
// 4173), the local stack on 54321 (the URL the build talks to), Chromium settings, sign-in and
// formatting.
// A server that already answers is reused; one started here is stopped by stop() or on exit.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices } from 'playwright-core';

/**
 * The bench builds into a folder of its own, so that a `npm run build` elsewhere (E2E) cannot
 * swap files under a running measurement, nor the bench under a running E2E suite.
 */
export const DIST = process.env.BENCH_DIST ?? '.local/bench/dist';
export const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4174);
export const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
export const STACK_PORT = Number(process.env.STACK_PORT ?? 54321);
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium as root on a closed network (no Google services), as the E2E suite runs it. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** A mid-range phone's viewport, user agent and touch (Playwright's Pixel 7). */
export const PHONE = Object.fromEntries(
  Object.entries(devices['Pixel 7']).filter(([key]) => key !== 'defaultBrowserType'),
);
export const DEMO_TEEN = { email: 'elsa.demo@example.com', password: 'Slantis2026' };

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(130));
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    const body = await response.text();
    return response.ok ? body : null;
  } catch {
    return null;
  }
}

/** Starts a child process and waits until `url` answers; its output goes to a temporary log. */
async function startChild(name, args, env, url, timeoutMs) {
  const log = join(tmpdir(), `slantis-bench-${name}-${process.pid}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await answers(url)) !== null) {
      return async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(log, { force: true });
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(
    `${name} did not start within ${timeoutMs / 1000} s:\n${readFileSync(log, 'utf8')}`,
  );
}

/** `vite preview` of the bench build on PREVIEW_PORT; reused when it already serves this build. */
export async function ensurePreview() {
  if (!existsSync(join(DIST, 'sw.js'))) throw new Error(`no build in ${DIST}: run npm run bench`);
  const index = readFileSync(join(DIST, 'index.html'), 'utf8');
  const served = await answers(`${PREVIEW_ORIGIN}/index.html`);
  if (served !== null) {
    if (served !== index) throw new Error(`port ${PREVIEW_PORT} serves another build than ${DIST}`);
    return { origin: PREVIEW_ORIGIN, stop: async () => {} };
  }
  const stop = await startChild(
    'preview',
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      DIST,
      '--host',
      '127.0.0.1',
      '--port',
      String(PREVIEW_PORT),
      '--strictPort',
      '--logLevel',
      'error',
    ],
    {},
    `${PREVIEW_ORIGIN}/`,
    60_000,
  );
  return { origin: PREVIEW_ORIGIN, stop };
}

/**
 * The local stack on 54321 with the demo family. Reused when running (npm start, E2E); else an
 * in-memory database with the seed and the edge functions (sign-in goes through auth-proxy).
 */
export async function ensureStack() {
  const health = `${STACK_URL}/auth/v1/health`;
  if ((await answers(health)) !== null) return { url: STACK_URL, stop: async () => {} };
  const stop = await startChild(
    'stack',
    ['--import', 'tsx', 'supabase/local/start.ts'],
    {
      LOCAL_DB: 'memory',
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
      SITE_URL: PREVIEW_ORIGIN,
      PORT: String(STACK_PORT),
    },
    health,
    180_000,
  );
  return { url: STACK_URL, stop };
}

/** Both servers; bench.mjs starts them once so that each script reuses them. */
export async function ensureServers() {
  const preview = await ensurePreview();
  try {
    const stack = await ensureStack();
    return {
      origin: preview.origin,
      stop: async () => {
        await stack.stop();
        await preview.stop();
      },
    };
  } catch (error) {
    await preview.stop();
    throw error;
  }
}

/** A real sign-in through the /login form (auth-proxy), waiting for the signed-in start page. */
export async function signIn(page, origin, user = DEMO_TEEN) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-post' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  const outcome = await Promise.race(
    [
      page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }),
      alert.waitFor({ timeout: 30_000 }).then(() => 'alert'),
    ].map((step) => step.catch((error) => error)),
  );
  if (outcome === 'alert') {
    throw new Error(`sign-in of ${user.email} failed: ${await alert.innerText()}`);
  }
  if (outcome instanceof Error) throw outcome;
  await page.locator('main#main h1').waitFor();
}

/** Waits for the first pull to land in Dexie: a quiet network, then the indicator says synced. */
export async function waitForSync(page) {
  await page.waitForLoadState('networkidle');
  await page.locator('[data-sync-status="idle"]').first().waitFor({ state: 'attached' });
}

export const gzipBytes = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One aligned table row: name, value, goal and an optional note after the goal. */
export function row(name, value, goal = '', note = '') {
  const tail = note ? `${goal.padEnd(24)} ${note}` : goal;
  return `  ${name.padEnd(58)} ${value.padStart(11)}   ${tail}`.trimEnd();
}
