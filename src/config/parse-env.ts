// Checked where the app is built or served (vite.config.ts), not in the browser: a bad variable
// fails `vite build` / `vite` with one readable error, and the start path carries no validator.
import { z } from 'zod/mini';

const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'VITE_SUPABASE_URL must be the http(s) base URL of the Supabase project',
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: 'VITE_SUPABASE_ANON_KEY is missing' })
    .check(
      z.regex(
        jwtShape,
        'VITE_SUPABASE_ANON_KEY must be the anon key (a JWT: three dot-separated parts)',
      ),
    ),
});

/** What the app reads (src/config/env.ts). */
export type Env = {
  supabaseUrl: string;
  supabaseAnonKey: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the VITE_ variables; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n');
    throw new EnvError(
      `Invalid environment configuration. See .env.example for every variable.\n${problems}`,
    );
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
  };
}
