import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The git-ignored PGlite data directory `npm start` persists the local database in. */
export const LOCAL_DATA_DIR = join(root, '.local', 'pgdata');

/** The root key of the local Vault stand-in: beside the data, never inside the database. */
export const LOCAL_VAULT_ROOT_KEY_FILE = join(root, '.local', 'vault-root.key');
