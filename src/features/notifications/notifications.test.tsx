import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/notifications-api';
import { whenText } from './components/notifications-page';
import { resetNotifications } from './hooks/use-notifications';

// The notification centre in the app: the RPC layer is stubbed at its module boundary (the
// database side, events and read state, is tested in supabase/tests/database/notifications.test.ts).
vi.mock('./api/notifications-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchNotifications: vi.fn(),
  markNotificationsRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));

const now = new Date();
const older = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
const list = (): api.AppNotification[] => [
  {
    id: 'n1',
    kind: 'task_done',
    title: 'Elsa är klar med ett uppdrag',
    body: '”Diska” väntar på att du godkänner det.',
    link: '/familj',
    createdAt: now.toISOString(),
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'weekly_report',
    title: 'Veckorapport, vecka 47',
    body: 'Så gick veckan 16–22 november:',
    link: '/familj',
    createdAt: older.toISOString(),
    readAt: null,
  },
  {
    id: 'n3',
    kind: 'new_device',
    title: 'Ny inloggning',
    body: 'Någon loggade in från en iPhone.',
    link: null,
    createdAt: older.toISOString(),
    readAt: older.toISOString(),
  },
];

let server: api.AppNotification[];
beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  resetNotifications();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  server = list();
  vi.mocked(api.fetchNotifications).mockImplementation(() =>
    Promise.resolve(server.map((n) => ({ ...n }))),
  );
  vi.mocked(api.markNotificationsRead).mockImplementation((ids: string[]) => {
    for (const n of server) if (ids.includes(n.id)) n.readAt ??= new Date().toISOString();
    return Promise.resolve(ids.length);
  });
  vi.mocked(api.markAllNotificationsRead).mockImplementation(() => {
    for (const n of server) n.readAt ??= new Date().toISOString();
    return Promise.resolve(2);
  });
});

describe('the bell', () => {
  it('says the unread count in its name and shows it on the badge', async () => {
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    renderApp('/menu');
    const bell = await screen.findByRole('link', { name: 'Aviseringar, 2 olästa' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    server = list().map((n) => ({ ...n, readAt: n.readAt ?? now.toISOString() }));
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    renderApp('/menu');
    const bell = await screen.findByRole('link', { name: 'Aviseringar, inga olästa' });
    expect(within(bell).queryByTestId('notification-count')).toBeNull();
  });

  it('refreshes when the window gets focus', async () => {
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    renderApp('/menu');
    await screen.findByRole('link', { name: 'Aviseringar, 2 olästa' });
    server.unshift({ ...list()[0]!, id: 'n4', title: 'Nytt' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Aviseringar, 3 olästa' })).toBeInTheDocument();
  });
});

describe('/aviseringar', () => {
  it('lists newest first with unread ones marked; a tap marks it read and follows its link', async () => {
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    const { router } = renderApp('/aviseringar');
    const listEl = await screen.findByRole('list', { name: 'Dina aviseringar' });
    const items = within(listEl).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('data-unread'))).toEqual(['true', 'true', null]);
    expect(items[0]).toHaveTextContent(/Oläst: Elsa är klar med ett uppdrag/);
    expect(items[0]).toHaveTextContent(/i dag \d\d:\d\d/);
    expect(items[2]).not.toHaveTextContent('Oläst');

    await userEvent.click(items[0]!);
    expect(api.markNotificationsRead).toHaveBeenCalledWith(['n1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/familj'));
    expect(await screen.findByRole('link', { name: 'Aviseringar, 1 oläst' })).toBeInTheDocument();
  });

  it('"Markera alla som lästa" clears every unread one on the server', async () => {
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    renderApp('/aviseringar');
    await userEvent.click(await screen.findByRole('button', { name: 'Markera alla som lästa' }));
    expect(api.markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('link', { name: 'Aviseringar, inga olästa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markera alla som lästa' })).toBeDisabled();
  });

  it('offline: keeps the last loaded list with an honest note, no error wall', async () => {
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    const online = vi.spyOn(navigator, 'onLine', 'get');
    renderApp('/aviseringar');
    await screen.findByRole('list', { name: 'Dina aviseringar' });
    online.mockReturnValue(false);
    vi.mocked(api.fetchNotifications).mockRejectedValue(new TypeError('Failed to fetch'));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/Du är offline\. Det här är aviseringarna/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Dina aviseringar' })).toBeInTheDocument();
    expect(screen.queryByText(/kunde inte/)).toBeNull();
  });

  it('offline before anything was loaded: a note, not an error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInMember({ email: 'anna@example.se', firstName: 'Anna', role: 'foralder' });
    renderApp('/aviseringar');
    expect(
      await screen.findByText('Du är offline. Aviseringarna visas när du är uppkopplad igen.'),
    ).toBeInTheDocument();
    expect(api.fetchNotifications).not.toHaveBeenCalled();
  });
});

describe('whenText', () => {
  it('says i dag, i går or the date, in Stockholm time', () => {
    const at = new Date('2026-11-27T18:05:00Z');
    expect(whenText('2026-11-27T18:03:00Z', at)).toBe('i dag 19:03');
    expect(whenText('2026-11-26T07:12:00Z', at)).toBe('i går 08:12');
    expect(whenText('2026-11-24T18:03:00Z', at)).toBe('24 nov. 19:03');
  });
});
