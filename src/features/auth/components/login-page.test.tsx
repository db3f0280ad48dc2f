import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signOut } from '@test-utils';

// The route loads the login page lazily: transform it once up front, so no test waits for it.
beforeAll(() => import('./login-page'), 30_000);
beforeEach(() => {
  resetAuthStore();
  signOut();
});
afterEach(() => window.localStorage.clear());

describe('/login after a sign-out that left changes unsynced (issue 20)', () => {
  it('says how many purchases wait, in the issue’s own words', async () => {
    window.localStorage.setItem('slantis-unsynced', JSON.stringify({ purchases: 3, changes: 3 }));
    renderApp('/login');
    expect(
      await screen.findByText('3 köp väntar på att synkas – logga in när du har nätet tillbaka.'),
    ).toBeInTheDocument();
  });

  it('counts other changes as changes', async () => {
    window.localStorage.setItem('slantis-unsynced', JSON.stringify({ purchases: 1, changes: 2 }));
    renderApp('/login');
    expect(
      await screen.findByText(
        '2 ändringar väntar på att synkas – logga in när du har nätet tillbaka.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when nothing waits', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.queryByText(/väntar på att synkas/)).toBeNull();
  });
});
