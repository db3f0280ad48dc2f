import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';

import { theme } from '@/app/theme';

import type { SessionCheck } from '../machine';
import { LinkCompletionScreen } from './link-completion-screen';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0';

const TOKENS = '#access_token=a.b.c&refresh_token=r1&type=magiclink';

function link(hash: string) {
  return { href: `http://localhost:3000/welcome${hash}`, pathname: '/welcome', search: '', hash };
}

/** The screen on /welcome of a small router that also has /, /app and /login. */
async function renderScreen(props: Parameters<typeof LinkCompletionScreen>[0]) {
  const rootRoute = createRootRoute({ component: Outlet });
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{text}</p> });
  const welcome = createRoute({
    getParentRoute: () => rootRoute,
    path: '/welcome',
    component: () => <LinkCompletionScreen {...props} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      welcome,
      page('/', 'Startsidan'),
      page('/app', 'Appen'),
      page('/login', 'Inloggningen'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/welcome'] }),
  });
  // Not @test-utils' render: that one loads the whole app router and every feature.
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { ...result, router };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => notifications.clean());
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('LinkCompletionScreen', () => {
  it('shows the loading state, then success, then the app after 1 s', async () => {
    const readSession = vi
      .fn<() => Promise<SessionCheck>>()
      .mockResolvedValueOnce({ hasSession: false, error: null })
      .mockResolvedValueOnce({ hasSession: false, error: null })
      .mockResolvedValue({ hasSession: true, error: null });
    window.history.replaceState(null, '', `/welcome${TOKENS}`);
    const { router } = await renderScreen({ url: link(TOKENS), userAgent: SAFARI, readSession });

    expect(screen.getByRole('heading', { name: 'Slutför inloggning...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(readSession).toHaveBeenCalledTimes(3);
    expect(
      screen.getByRole('heading', { name: 'Inloggning lyckades! Omdirigerar...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Du omdirigeras nu...')).toBeInTheDocument();
    expect(window.location.pathname + window.location.hash).toBe('/welcome');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByText('Appen')).toBeInTheDocument();
  });

  it('shows the URL error and a way back to the login', async () => {
    const readSession = vi.fn();
    await renderScreen({
      url: link(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
      userAgent: SAFARI,
      readSession,
    });
    expect(
      screen.getByRole('heading', { name: 'Kunde inte slutföra inloggningen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Autentiseringsfel: Email link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(readSession).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Tillbaka till inloggning' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('gives up after 10 checks with the failure toast', async () => {
    const readSession = vi.fn(() => Promise.resolve({ hasSession: false, error: null }));
    await renderScreen({ url: link(TOKENS), userAgent: SAFARI, readSession });
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(readSession).toHaveBeenCalledTimes(10);
    expect(screen.getByText('Ingen session hittades - länken kan ha gått ut')).toBeInTheDocument();
    expect(screen.getByText('Inloggning misslyckades')).toBeInTheDocument();
  });

  it('sends a plain URL to the start page', async () => {
    const { router } = await renderScreen({
      url: link(''),
      userAgent: SAFARI,
      readSession: vi.fn(),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/');
  });

  it('in an in-app browser offers to open or copy the link', async () => {
    const writeText = vi.fn(() => Promise.resolve(undefined));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const readSession = vi.fn();
    await renderScreen({ url: link(TOKENS), userAgent: INSTAGRAM, readSession });

    expect(
      screen.getByRole('heading', { name: 'Öppna länken i din vanliga webbläsare' }),
    ).toBeInTheDocument();
    expect(readSession).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Öppna i webbläsare' }));
    expect(open).toHaveBeenCalledWith(`http://localhost:3000/welcome${TOKENS}`, '_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Kopiera länk' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/welcome${TOKENS}`);
    expect(screen.getByText('Länk kopierad')).toBeInTheDocument();
    expect(
      screen.getByText('Öppna länken i din vanliga webbläsare för att slutföra inloggningen.'),
    ).toBeInTheDocument();
  });

  it('leaves no timer and no update behind when unmounted', async () => {
    const readSession = vi.fn(() => Promise.resolve({ hasSession: false, error: null }));
    const { unmount } = await renderScreen({ url: link(TOKENS), userAgent: SAFARI, readSession });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(readSession).toHaveBeenCalledTimes(2);
    const consoleError = vi.spyOn(console, 'error');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(readSession).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
