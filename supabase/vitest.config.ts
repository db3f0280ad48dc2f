import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Backend suites: the database (migrations, RLS matrix, RPCs), the local stack's wire
// conformance with supabase-js, on PGlite by default or on the Postgres at DATABASE_URL.
export default defineConfig({
  // Suites that drive app code (the sync engine) import it with the app's '@/' alias.
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['supabase/tests/**/*.test.ts'],
    globalSetup: ['supabase/tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite runs in-process; a few files at once keep two cores busy without thrashing.
    maxWorkers: 2,
  },
});
