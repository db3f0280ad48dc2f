import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Database } from './db';

const here = dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_FILE = join(here, 'bootstrap.sql');
export const MIGRATIONS_DIR = join(here, '..', 'migrations');
export const SEED_FILE = join(here, '..', 'seed.sql');

/** Migration files are named <version>_<name>.sql, as the Supabase CLI expects. */
const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

export async function listMigrations(dir = MIGRATIONS_DIR) {
  const files = (await readdir(dir)).filter((file) => MIGRATION_NAME.test(file)).sort();
  return files.map((file) => {
    const [, version = '', name = ''] = MIGRATION_NAME.exec(file) ?? [];
    return { version, name, path: join(dir, file) };
  });
}

/** Creates what Supabase's images provide before any migration: roles, schemas, extensions. */
export async function bootstrap(db: Database): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
}

/**
 * Brings a database to the current schema: the stack's bootstrap (roles, auth schema) and then
 * every migration not yet recorded in supabase_migrations.schema_migrations, each in its own
 * transaction. Returns the versions it applied.
 */
export async function migrate(db: Database, { dir = MIGRATIONS_DIR } = {}): Promise<string[]> {
  await bootstrap(db);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const migrations = await listMigrations(dir);
  const known = new Set(migrations.map((migration) => migration.version));
  const gone = [...applied].filter((version) => !known.has(version)).sort();
  if (gone.length > 0) {
    // Migrations were folded or renumbered before the first deploy: applying the new files on
    // top of the old schema would half-work at best.
    throw new Error(
      `This database was migrated with migrations that no longer exist (${gone.join(', ')}). ` +
        'Rebuild it with `npm run db:reset` (the local database; its demo data comes back).',
    );
  }
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [migration.version, migration.name],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`);
    }
    done.push(migration.version);
  }
  return done;
}

/** Loads supabase/seed.sql (demo data for local use), as `supabase db reset` does. */
export async function seed(db: Database, file = SEED_FILE): Promise<void> {
  await db.exec(await readFile(file, 'utf8'));
}
