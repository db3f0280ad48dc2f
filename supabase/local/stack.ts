import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import type { AuthContext } from './auth/context';
import { startCompetitionTimers } from './competition-timer';
import { authConfig } from './config';
import { openDatabase, type Database } from './db';
import { functionsWithoutJwt, type FunctionsHost, type FunctionsState } from './functions-proxy';
import { deliverInbound, mailgunSigningKey } from './inbound-mail';
import { stackKeys, type StackKeys } from './keys';
import { Outbox, type MailMessage } from './mail';
import { migrate, seed as runSeed, SEED_FILE } from './migrate';
import { startNotificationTimer } from './notification-timer';
import { passkeyEnv } from './passkey-env';
import { RateLimiter } from './rate-limit';
import { startRetentionTimer } from './retention-timer';
import { createStackServer } from './server';
import { stripeEnv } from './stripe/env';
import { FakeStripe } from './stripe/fake-stripe';

export type { MailMessage } from './mail';

export type StackOptions = {
  /** Default 54321; 0 = a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  databaseUrl?: string;
  /** PGlite persistence; absent = in-memory. */
  dataDir?: string;
  seed?: boolean;
  /** Start the Deno functions host (default true). */
  functions?: boolean;
  /**
   * Close ended competition months and weeks on a timer and deliver the mail the database
   * queued into the outbox (default true; supabase/local/competition-timer.ts).
   */
  competitionTimers?: boolean;
  /**
   * Delete data past its retention (/integritetspolicy) at start and every hour, as pg_cron does
   * on hosted Supabase (default true; supabase/local/retention-timer.ts).
   */
  retentionTimer?: boolean;
  /**
   * Evening streak reminders and the weekly family report, as pg_cron runs them on hosted
   * Supabase (default true; supabase/local/notification-timer.ts).
   */
  notificationTimer?: boolean;
  env?: Record<string, string | undefined>;
  quiet?: boolean;
};

export type RunningStack = {
  url: string;
  keys: StackKeys;
  db: Database;
  mail: { messages(): MailMessage[] };
  stop(): Promise<void>;
};

type FunctionsModule = {
  startFunctionsHost(options: { env: Record<string, string> }): Promise<FunctionsHost>;
};

/**
 * Starts the local Supabase-compatible stack: the database (migrated, optionally seeded), one
 * HTTP server for Auth + REST + the functions proxy + the mail outbox, and the Deno functions host.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const log = (line: string) => {
    if (!options.quiet) console.log(`[stack] ${line}`);
  };
  const keys = stackKeys(env);
  const firstCreation =
    !options.databaseUrl && options.dataDir !== undefined && !existsSync(options.dataDir);
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
    if (options.seed || (firstCreation && existsSync(SEED_FILE))) {
      await runSeed(db);
      log('loaded supabase/seed.sql');
    }
  } catch (error) {
    await db.close();
    throw error;
  }

  let url = '';
  const outbox = new Outbox();
  const auth: AuthContext = {
    db,
    keys,
    config: authConfig(env),
    outbox,
    limiter: new RateLimiter(5 * 60 * 1000),
    apiUrl: () => env.API_EXTERNAL_URL ?? url,
    log,
  };
  const functions: FunctionsState = {
    host: null,
    failure: options.functions === false ? 'disabled (functions: false)' : null,
  };
  const server = createStackServer({
    auth,
    rest: { db, keys, schemas: ['public'] },
    functions,
    openFunctions: functionsWithoutJwt(),
    keys,
    outbox,
    // The local mailbox delivers mail to support@slantis.se as Mailgun would (issue 41 §3).
    deliverInbound: (input) => deliverInbound(`${url}/functions/v1`, mailgunSigningKey(env), input),
    stripe: new FakeStripe({ origin: () => url, log }),
    log,
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;
  log(`listening on ${url}`);

  if (options.functions !== false) {
    try {
      const module: FunctionsModule = await import('./functions');
      functions.host = await module.startFunctionsHost({
        env: {
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          MAILGUN_WEBHOOK_SIGNING_KEY: mailgunSigningKey(env),
          ...passkeyEnv(env, auth.config.siteUrl),
          ...stripeEnv(
            url,
            auth.config.siteUrl,
            passkeyEnv(env, auth.config.siteUrl).PASSKEY_ORIGINS.split(','),
          ),
          ...(options.databaseUrl ? { SUPABASE_DB_URL: options.databaseUrl } : {}),
        },
      });
      log(
        `functions host ${functions.host.origin} serving ${functions.host.names.join(', ') || '(none)'}`,
      );
    } catch (error) {
      functions.failure = error instanceof Error ? error.message : String(error);
      log(`functions host not started: ${functions.failure}`);
    }
  }

  const competition =
    options.competitionTimers === false
      ? null
      : startCompetitionTimers({ db, outbox, appUrl: auth.config.siteUrl, log });
  const retention = options.retentionTimer === false ? null : startRetentionTimer({ db, log });
  const notifications =
    options.notificationTimer === false ? null : startNotificationTimer({ db, log });

  let stopped: Promise<void> | null = null;
  return {
    url,
    keys,
    db,
    mail: { messages: () => outbox.messages() },
    stop() {
      stopped ??= (async () => {
        await functions.host?.stop().catch(() => undefined);
        await competition?.stop();
        await retention?.stop();
        await notifications?.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
      })();
      return stopped;
    },
  };
}
