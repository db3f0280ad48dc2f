#!/usr/bin/env node
// Installs the Deno binary the edge functions run under into the git-ignored .tools/ folder.
// The `deno` npm package cannot be a lockfile dependency here (its other-platform optional
// packages are missing from the registry this machine reaches, so `npm ci` would fail), so it is
// installed on demand, pinned, outside the project's lockfile.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DENO_VERSION = '2.9.6';
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TOOLS_DIR = join(ROOT, '.tools');
/** Deno's own cache (npm packages it downloads, compiled modules), kept beside the binary. */
export const DENO_DIR = join(TOOLS_DIR, 'deno-cache');

/** The npm package ships the real binary in a platform package; bin.cjs only forwards to it. */
function binaryPath() {
  const platform = join(TOOLS_DIR, 'node_modules', '@deno', `${process.platform}-${process.arch}`);
  for (const candidate of [
    join(platform, 'deno'),
    join(`${platform}-glibc`, 'deno'),
    join(`${platform}-musl`, 'deno'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function installedVersion(bin) {
  try {
    const out = execFileSync(bin, ['--version'], { encoding: 'utf8' });
    return /^deno (\S+)/.exec(out)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Returns the absolute path of a working deno binary of DENO_VERSION, installing it first when
 * it is missing (or another version is there).
 */
export function ensureDeno({ quiet = false } = {}) {
  const existing = binaryPath();
  if (existing && installedVersion(existing) === DENO_VERSION) return existing;
  if (!quiet) console.error(`Installing deno@${DENO_VERSION} into ${TOOLS_DIR} …`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      TOOLS_DIR,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `deno@${DENO_VERSION}`,
    ],
    { stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] },
  );
  const bin = binaryPath();
  if (!bin || installedVersion(bin) !== DENO_VERSION) {
    throw new Error(`deno@${DENO_VERSION} did not install a working binary under ${TOOLS_DIR}`);
  }
  return bin;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureDeno());
}
