import type { Session } from '@supabase/supabase-js';

import { SESSION_ID_STORAGE_KEY, setAuthSession, setSessionId } from '@/stores/auth-store';

function applySession(session: Session | null): void {
  if (!session) {
    setAuthSession(null, null);
    return;
  }
  setAuthSession(
    { id: session.user.id, email: session.user.email ?? null },
    { access_token: session.access_token, refresh_token: session.refresh_token },
  );
}

/**
 * Restores the session supabase-js persisted in localStorage (spec §4) and keeps the auth store
 * in step with it. supabase-js is loaded after first render to keep it off the critical path.
 * Nothing inside onAuthStateChange awaits a supabase call: that deadlocks.
 */
export async function startAuth(): Promise<void> {
  const storedSessionId = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
  if (storedSessionId) setSessionId(storedSessionId);

  try {
    const { supabase } = await import('@/lib/supabase');
    supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') setSessionId(null);
      if (event !== 'INITIAL_SESSION') applySession(session);
    });
    const { data } = await supabase.auth.getSession();
    applySession(data.session);
  } catch (error) {
    console.error('[auth] could not restore the session', error);
    setAuthSession(null, null);
  }
}
