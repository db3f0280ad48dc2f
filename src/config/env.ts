// The app's VITE_ variables, checked by src/config/parse-env.ts when the app is built or served.
import type { Env } from './parse-env';

export const env: Env = {
  supabaseUrl: String(import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, ''),
  supabaseAnonKey: String(import.meta.env.VITE_SUPABASE_ANON_KEY ?? ''),
};

/** Which build is running: VITE_BUILD_ID when deploying, else 'dev'. */
export function buildId(): string {
  const id: unknown = import.meta.env.VITE_BUILD_ID;
  return typeof id === 'string' && id !== '' ? id : 'dev';
}
