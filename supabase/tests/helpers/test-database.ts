import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

import { openDatabase, type Database } from '../../local/db';
import { BOOTSTRAP_FILE, listMigrations, migrate } from '../../local/migrate';
import { createTemporaryDatabase } from '../../local/temporary-database';
import { localVaultRootKey } from '../../local/vault-root-key';

/** A freshly migrated database for one test file, and how to throw it away. */
export type TestDatabase = { db: Database; dispose(): Promise<void> };

const CACHE_DIR = join(process.cwd(), 'node_modules', '.tmp', 'slantis-db-templates');

/**
 * Changes whenever the bootstrap, any migration or the vault root key (the template's secrets are
 * encrypted with it) changes, so a stale template is never used.
 */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256')
    .update(await readFile(BOOTSTRAP_FILE))
    .update(await localVaultRootKey());
  for (const migration of await listMigrations()) {
    hash.update(migration.version).update(await readFile(migration.path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite: migrating from scratch takes seconds, so the first file builds a migrated template
 * (a gzip dump of the data directory, cached on disk by schema fingerprint) and every file
 * starts from a copy of it.
 */
async function pgliteTemplate(): Promise<Buffer> {
  const file = join(CACHE_DIR, `${await schemaFingerprint()}.tar.gz`);
  try {
    return await readFile(file);
  } catch {
    // Not built yet: build below.
  }
  const dataDir = join(tmpdir(), `slantis-template-${randomUUID()}`);
  try {
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await db.close();
    const pglite = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp } });
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await pglite.close();
    await mkdir(CACHE_DIR, { recursive: true });
    // Two workers may build at once; the rename keeps the cached file whole.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * With DATABASE_URL: a uniquely named database on that server, migrated, dropped afterwards.
 * Without: a PGlite copy of the migrated template.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = await pgliteTemplate();
    const db = await openDatabase({ loadDataDir: new Blob([new Uint8Array(dump)]) });
    return { db, dispose: () => db.close() };
  }
  const temporary = await createTemporaryDatabase(serverUrl, 'slantis_test');
  const db = await openDatabase({ databaseUrl: temporary.url });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await temporary.drop();
    },
  };
}

/** A brand-new, empty database (for the from-scratch migration test). */
export async function openEmptyDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase();
    return { db, dispose: () => db.close() };
  }
  const temporary = await createTemporaryDatabase(serverUrl, 'slantis_empty');
  const db = await openDatabase({ databaseUrl: temporary.url });
  return {
    db,
    async dispose() {
      await db.close();
      await temporary.drop();
    },
  };
}
