import { getSession } from '@/data/remote/auth';

import { connectAuth } from '../start-auth';
import type { SessionCheck } from './machine';

/**
 * One session check through the app's supabase-js client (spec §7 'Read session'), connected to
 * the auth store so a session it finds is heard (already connected when a link carried tokens).
 */
export async function readSession(): Promise<SessionCheck> {
  await connectAuth();
  const { data, error } = await getSession();
  return { hasSession: Boolean(data.session?.user), error: error ? error.message : null };
}
