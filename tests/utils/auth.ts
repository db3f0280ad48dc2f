import { act } from '@testing-library/react';

import { setAuthSession } from '@/stores/auth-store';

export const testUser = { id: '7d3c6c1e-2f7a-4f8e-9a43-3b1f6f0c2a11', email: 'elsa@example.se' };

/** Puts a signed-in user in the auth store (what restoring a stored session does). */
export function signInAs(user = testUser) {
  act(() => setAuthSession(user, { access_token: 'header.payload.sig', refresh_token: 'r1' }));
}

export function signOut() {
  act(() => setAuthSession(null, null));
}
