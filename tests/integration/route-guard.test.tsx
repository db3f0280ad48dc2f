import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs, signOut } from '@test-utils';

describe('protected-route guard (spec §2)', () => {
  beforeEach(() => resetAuthStore());

  it('shows "Laddar..." while auth loads, then sends a visitor to /login with the way back', async () => {
    const { router } = renderApp('/profile?tab=sakerhet');
    expect(await screen.findByText('Laddar...')).toBeInTheDocument();

    signOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/profile?tab=sakerhet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
  });

  it('shows a members-only page to a signed-in member', async () => {
    signInAs();
    const { router } = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Min profil' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('returns to the carried location once the visitor signs in on /login', async () => {
    signOut();
    const { router } = renderApp('/leaderboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    signInAs();

    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Topplista' })).toBeInTheDocument();
  });

  it('ignores an off-site redirect parameter and goes to /app instead', async () => {
    signInAs();
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('sends a member who signs out to /login', async () => {
    signInAs();
    const { router } = renderApp('/add-transaction');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lägg till köp');

    signOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/add-transaction' });
  });

  it.each(['/welcome', '/dashboard'])('sends a signed-in member from %s to /app', async (path) => {
    signInAs();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('keeps a signed-in member on /welcome when the URL carries auth tokens', async () => {
    signInAs();
    const { router } = renderApp('/welcome?type=magiclink&token_hash=abc');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('shows a visitor the welcome page and forwards /dashboard without tokens to the guard', async () => {
    signOut();
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/app' });
  });

  it('shows the landing page to visitors and the dashboard to members on /', async () => {
    signOut();
    const visitor = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Bli medlem' })).toBeInTheDocument();
    visitor.unmount();

    signInAs();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hem' })).toBeInTheDocument();
    const addLinks = screen.getAllByRole('link', { name: 'Lägg till köp' });
    expect(addLinks.length).toBeGreaterThan(0);
    for (const link of addLinks) expect(link).toHaveAttribute('href', '/add-transaction');
  });

  it('renders the 404 page for unknown paths', async () => {
    signOut();
    renderApp('/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await act(() => Promise.resolve());
  });
});
