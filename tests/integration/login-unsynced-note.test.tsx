import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';

import { enqueue } from '@/data/outbox';
import { rememberUnsynced } from '@/data/unsynced-note';
import { resetAuthStore } from '@/stores/auth-store';
import { freshDbName, openDb } from '@/testing/sync-harness';
import { renderApp, signOut } from '@test-utils';

// Issue 20: a session the server ends sends the user to /login before their database has been
// counted; the note about what waits to sync must still appear.
beforeAll(() => import('@/features/auth/components/login-page'), 30_000);
beforeEach(() => {
  resetAuthStore();
  signOut();
});
afterEach(() => window.localStorage.clear());

it('the login page shows the unsynced count that arrives after it', async () => {
  renderApp('/login');
  expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
  const db = openDb(freshDbName('login'));
  await enqueue(db, 'transactions', 'upsert', 't1', {}, null);
  await rememberUnsynced(db);
  expect(
    await screen.findByText('1 köp väntar på att synkas – logga in när du har nätet tillbaka.'),
  ).toBeInTheDocument();
  db.close();
  await db.delete();
});
