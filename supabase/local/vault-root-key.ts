import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { LOCAL_VAULT_ROOT_KEY_FILE } from './local-paths';

/**
 * The root key of the local stand-in for Supabase Vault (see the foundation migration): the
 * database stores its keys encrypted with it and never stores it. Taken from
 * SLANTIS_VAULT_ROOT_KEY when set, else from a git-ignored file made on first use.
 */
export async function localVaultRootKey(env = process.env): Promise<string> {
  const fromEnv = env.SLANTIS_VAULT_ROOT_KEY?.trim();
  if (fromEnv) return checked(fromEnv, 'SLANTIS_VAULT_ROOT_KEY');
  try {
    return checked(
      (await readFile(LOCAL_VAULT_ROOT_KEY_FILE, 'utf8')).trim(),
      LOCAL_VAULT_ROOT_KEY_FILE,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(LOCAL_VAULT_ROOT_KEY_FILE), { recursive: true });
  try {
    // 'wx': when two processes start at once, one writes and the other reads what it wrote.
    await writeFile(LOCAL_VAULT_ROOT_KEY_FILE, `${randomBytes(32).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return checked(
    (await readFile(LOCAL_VAULT_ROOT_KEY_FILE, 'utf8')).trim(),
    LOCAL_VAULT_ROOT_KEY_FILE,
  );
}

function checked(key: string, source: string): string {
  // Hex only: the key travels in a connection option, where other characters would need quoting.
  if (!/^[0-9a-f]{64}$/i.test(key))
    throw new Error(`${source}: the vault root key must be 64 hex digits`);
  return key;
}
