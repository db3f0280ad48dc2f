import { act } from '@testing-library/react';

import { openUserData } from '@/data/session';
import { setAuthSession, type AuthUser } from '@/stores/auth-store';

export const testUser = { id: '7d3c6c1e-2f7a-4f8e-9a43-3b1f6f0c2a11', email: 'elsa@example.se' };

/** Puts a signed-in user in the auth store (what restoring a stored session does). */
export function signInAs(user = testUser) {
  act(() => setAuthSession(user, { access_token: 'header.payload.sig', refresh_token: 'r1' }));
}

/**
 * Signs a new member in and opens their own local data, as the app does after a sign-in: Elsa,
 * a child, unless `profile` says otherwise. Returns the opened data.
 */
export function signInMember(profile: Partial<Omit<AuthUser, 'id'>> = {}) {
  const id = crypto.randomUUID();
  act(() =>
    setAuthSession(
      { id, email: 'elsa@example.se', firstName: 'Elsa', role: 'barn', ...profile },
      { access_token: 'h.p.s', refresh_token: 'r' },
    ),
  );
  return openUserData(id);
}

export function signOut() {
  act(() => setAuthSession(null, null));
}
