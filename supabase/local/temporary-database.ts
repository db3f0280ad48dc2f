import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TemporaryDatabase = { url: string; drop: () => Promise<void> };

/**
 * A uniquely named, empty database on the Postgres server at `serverUrl` (test isolation on a
 * shared cluster); `drop()` removes it, even with connections still open.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  prefix: string,
): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(8).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name} template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
