// The local Supabase-compatible stack on http://127.0.0.1:54321 (run with tsx). Uses DATABASE_URL
// when set, otherwise PGlite persisted in .local/pgdata (seeded with the demo data on creation).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

import { LOCAL_DATA_DIR } from './local-paths';
import { startStack } from './stack';

async function neverMigrated(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      "select to_regclass('supabase_migrations.schema_migrations')::text as found",
    );
    return rows[0]?.found == null;
  } finally {
    await client.end();
  }
}

const databaseUrl = process.env.DATABASE_URL || undefined;
// LOCAL_DB=memory: a throwaway in-memory database with the demo data (the E2E suite uses it).
const inMemory = !databaseUrl && process.env.LOCAL_DB === 'memory';
if (!databaseUrl && !inMemory) mkdirSync(dirname(LOCAL_DATA_DIR), { recursive: true });

const stack = await startStack({
  port: Number(process.env.PORT ?? 54321),
  databaseUrl,
  dataDir: databaseUrl || inMemory ? undefined : LOCAL_DATA_DIR,
  seed: databaseUrl ? await neverMigrated(databaseUrl) : inMemory || undefined,
  env: process.env,
});

console.log(`
Lokal Supabase-stack: ${stack.url}
  Databas:       ${databaseUrl ? databaseUrl.replace(/:[^:@/]+@/, ':***@') : inMemory ? 'PGlite i minnet' : `PGlite i ${LOCAL_DATA_DIR}`}
  anon key:      ${stack.keys.anonKey}
  service_role:  ${stack.keys.serviceRoleKey}
  JWT secret:    ${stack.keys.jwtSecret}
  E-postlåda:    ${stack.url}/__local/mail
STACK READY ${stack.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
