import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { startStack, type RunningStack, type StackOptions } from '../../local/stack';
import { createTemporaryDatabase } from '../../local/temporary-database';

export type TestStack = RunningStack & {
  /** A fresh supabase-js client (no persisted session) with the given key (default: anon). */
  client(key?: string): SupabaseClient;
  mailTo(email: string): Promise<MailJson[]>;
};

export type MailJson = {
  to: string;
  type: string;
  link: string;
  otp: string;
  tokenHash: string;
  subject: string;
};

/**
 * Starts a stack on a random port without the functions host, on a fresh in-memory PGlite or,
 * with DATABASE_URL set, on a database of its own created on that server (dropped at stop).
 */
export async function startTestStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<TestStack> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const temporary = await createTemporaryDatabase(serverUrl, 'stack_test');
    databaseUrl = temporary.url;
    dropDatabase = temporary.drop;
  }
  const stack = await startStack({
    port: 0,
    functions: false,
    quiet: process.env.STACK_LOG !== '1',
    databaseUrl,
    env: { RATE_LIMITS: 'off', ...env },
    ...options,
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await dropDatabase();
    },
    client(key = stack.keys.anonKey) {
      return createClient(stack.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
    },
    async mailTo(email: string) {
      const response = await fetch(
        `${stack.url}/__local/mail.json?to=${encodeURIComponent(email)}`,
      );
      return (await response.json()) as MailJson[];
    },
  };
}

export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

export const PASSWORD = 'Hemligt123';
