import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const VITE = join('node_modules', 'vite', 'bin', 'vite.js');

function runBuild(outDir: string, buildId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // The same production build as `npm run build` (the repo's .env files give the VITE_ settings),
    // labelled with its own VITE_BUILD_ID so <html data-build> tells the versions apart.
    const child = spawn(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, VITE_BUILD_ID: buildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`vite build ${buildId} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Builds the app into `outDir` with VITE_BUILD_ID=`buildId`. The sources may be mid-edit by
 * someone else, so a failed build is tried again (after a pause) a few times before giving up.
 */
export async function buildApp(
  outDir: string,
  buildId: string,
  { attempts = 4, pauseMs = 15_000 } = {},
): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await runBuild(outDir, buildId);
      return;
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  throw lastError;
}

/** The entry module a build's app shell loads, e.g. /assets/index-AbCd1234.js. */
export function entryScript(outDir: string): string {
  const html = readFileSync(join(outDir, 'shell.html'), 'utf8');
  const match = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no module entry script in ${outDir}/shell.html`);
  return match[1];
}
