import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pg from 'pg';

import { localVaultRootKey } from './vault-root-key';

/**
 * One small interface over the two real Postgres engines the stack runs on: embedded PGlite
 * (the default, nothing to install) or any Postgres 15+ server given by DATABASE_URL.
 */
export type QueryResult<T> = { rows: T[]; fields: { name: string }[]; rowCount: number };

export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
};

export type Database = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; when absent the stack uses PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; when absent PGlite keeps everything in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (fast clones of a migrated template). */
  loadDataDir?: Blob | File;
  /** The root key of the local Vault stand-in; by default `localVaultRootKey()`. */
  vaultRootKey?: string;
};

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const vaultRootKey = options.vaultRootKey ?? (await localVaultRootKey());
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, vaultRootKey)
    : openPglite(options, vaultRootKey);
}

async function openPglite(
  { dataDir, loadDataDir }: DatabaseOptions,
  vaultRootKey: string,
): Promise<Database> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pgcrypto, uuid_ossp },
  });
  // PGlite is one session: set once, it holds for every query.
  await db.query(`select set_config('slantis.vault_root_key', $1, false)`, [vaultRootKey]);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return {
        rows: result.rows,
        fields: result.fields.map((f) => ({ name: f.name })),
        rowCount: result.affectedRows ?? result.rows.length,
      };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(databaseUrl: string, vaultRootKey: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 8,
    options: `-c slantis.vault_root_key=${vaultRootKey}`,
  });
  // An idle pooled connection can be cut by the server (a restart, or a test dropping its
  // database `with (force)`); without a listener pg would crash the process.
  pool.on('error', (error) => console.warn('[db] idle connection closed:', error.message));
  // Surface a wrong URL at start, not on the first request.
  await pool.query('select 1');
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return {
        rows: result.rows as T[],
        fields: result.fields.map((f) => ({ name: f.name })),
        rowCount: result.rowCount ?? result.rows.length,
      };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn(wrap(client));
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
