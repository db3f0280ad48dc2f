import { spawnSync } from 'node:child_process';

export type PostgresServer = { url: string; stop(): void };

/**
 * The Postgres 15 server to run against: DATABASE_URL, or else a throwaway cluster of the
 * bench's own through scripts/pg-cluster.sh (stopped at the end).
 */
export function postgresServer(): PostgresServer {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop() {} };
  const env = {
    ...process.env,
    PG_TEST_DIR: process.env.PG_TEST_DIR ?? '/tmp/slantis-pg-load',
    PG_TEST_PORT: process.env.PG_TEST_PORT ?? '54339',
  };
  const started = spawnSync('bash', ['scripts/pg-cluster.sh', 'start'], { env, encoding: 'utf8' });
  const url = started.stdout.trim().split('\n').pop() ?? '';
  if (started.status !== 0 || !url.startsWith('postgres://')) {
    console.error(started.stderr);
    console.error(
      'bench:load needs Postgres 15. Either set DATABASE_URL=postgres://… or install Debian\n' +
        "postgresql-15 so that 'bash scripts/pg-cluster.sh start' can start a cluster.",
    );
    process.exit(2);
  }
  console.log(`Started a Postgres cluster for the run at ${url} (${env.PG_TEST_DIR})`);
  return {
    url,
    stop: () => void spawnSync('bash', ['scripts/pg-cluster.sh', 'stop'], { env }),
  };
}
