// Resets the local database to migrations + seed (run with tsx): deletes .local/pgdata, or with
// DATABASE_URL drops every non-system schema of that database first.
import { rm } from 'node:fs/promises';

import { openDatabase } from './db';
import { LOCAL_DATA_DIR } from './local-paths';
import { migrate, seed } from './migrate';

const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl) await rm(LOCAL_DATA_DIR, { recursive: true, force: true });

const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: LOCAL_DATA_DIR });
try {
  if (databaseUrl) {
    const { rows } = await db.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    for (const { name } of rows) await db.exec(`drop schema "${name.replace(/"/g, '""')}" cascade`);
    await db.exec('create schema public; grant usage on schema public to public');
  }
  const applied = await migrate(db);
  await seed(db);
  console.log(`Återställd: ${applied.length} migreringar och seed.sql körda.`);
} finally {
  await db.close();
}
