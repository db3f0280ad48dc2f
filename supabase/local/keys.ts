/**
 * The Supabase CLI's well-known local development secrets (public knowledge, never used in
 * production). Reusing them means tools written for `supabase start` work against our stack.
 * Each can be overridden by environment variables of the same names the CLI prints.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type StackKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string };

export function stackKeys(env: Record<string, string | undefined> = process.env): StackKeys {
  return {
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
  };
}
