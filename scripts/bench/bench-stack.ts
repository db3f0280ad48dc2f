// The local stack the sync benches run against: on Postgres when DATABASE_URL is set (a database
// of its own, dropped at the end), else in-memory PGlite; rate limits off; no functions host.
import { stackKeys } from '../../supabase/local/keys.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';
import { createTemporaryDatabase } from '../../supabase/local/temporary-database.ts';

export const BENCH_PASSWORD = 'Bench2026pw';
export const benchKeys = stackKeys({});

export type BenchStack = { stack: RunningStack; onPostgres: boolean; stop(): Promise<void> };

export async function startBenchStack(
  prefix: string,
  serverUrl = process.env.DATABASE_URL,
): Promise<BenchStack> {
  const temporary = serverUrl ? await createTemporaryDatabase(serverUrl, prefix) : null;
  const stack = await startStack({
    port: 0,
    functions: false,
    quiet: true,
    databaseUrl: temporary?.url,
    env: { RATE_LIMITS: 'off' },
  });
  return {
    stack,
    onPostgres: temporary !== null,
    async stop() {
      await stack.stop();
      await temporary?.drop();
    },
  };
}

/** A confirmed user (admin API) with BENCH_PASSWORD; returns its id. */
export async function createBenchUser(stack: RunningStack, email: string): Promise<string> {
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: benchKeys.serviceRoleKey,
      authorization: `Bearer ${benchKeys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, email_confirm: true }),
  });
  return ((await response.json()) as { id: string }).id;
}
