import { openDatabase } from '../local/db';
import { bootstrap } from '../local/migrate';
import { createTemporaryDatabase } from '../local/temporary-database';

/**
 * On a Postgres server, roles are cluster-wide: two test files bootstrapping their own databases
 * at the same moment on a fresh cluster can both try to create `anon` (a unique violation in
 * pg_authid). Bootstrapping once before any file runs leaves them only the per-database part.
 * Likewise the authenticator's pre-request setting (one row of pg_db_role_setting).
 */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const temporary = await createTemporaryDatabase(serverUrl, 'slantis_roles');
  const db = await openDatabase({ databaseUrl: temporary.url });
  try {
    await bootstrap(db);
    // The one cluster-wide setting a migration makes (enforced_sessions), made here first.
    await db.query(`alter role authenticator set pgrst.db_pre_request = 'public.check_request'`);
  } finally {
    await db.close();
    await temporary.drop();
  }
}
