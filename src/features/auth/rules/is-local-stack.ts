const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when the app talks to the local Supabase stack of `npm start`, never a hosted project. */
export function isLocalStack(supabaseUrl: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(supabaseUrl).hostname);
  } catch {
    return false;
  }
}
