import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as desk from './api/desk-api';

// The staff's support inbox in the app: the RPC layer is stubbed at its module boundary (the
// database side is supabase/tests/database/support-inbox.test.ts).
vi.mock('./api/desk-api', async (importOriginal) => ({
  ...(await importOriginal<typeof desk>()),
  fetchDeskTickets: vi.fn(),
  replyToTicket: vi.fn(),
  setTicketStatus: vi.fn(),
  fetchDeskCallbacks: vi.fn(),
  markCallbackDone: vi.fn(),
}));

const ticket: desk.DeskTicket = {
  id: 't1',
  ticketNumber: 'SL-261127-7KQ4',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara@example.com',
  category: 'account',
  subject: 'Kan inte logga in',
  message: 'Jag får felmeddelande när jag loggar in på mobilen.',
  status: 'new',
  createdAt: '2026-11-27T08:15:00Z',
  answeredAt: null,
  signedIn: false,
  channel: 'form',
  replies: [],
  priority: false,
};

const callback: desk.DeskCallback = {
  id: 'c1',
  name: 'Maja Berg',
  phone: '0707654321',
  slotStart: '2099-12-01T09:00:00Z',
  note: 'Jag kommer inte in på kontot',
  status: 'requested',
  createdAt: '2026-11-28T08:15:00Z',
  doneAt: null,
  signedIn: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(desk.fetchDeskCallbacks).mockResolvedValue([]);
});
afterEach(() => {
  notifications.clean();
  closeUserData();
  resetAuthStore();
});

describe('/personal/kundtjanst', () => {
  it('tells anyone but staff "Ingen behörighet"', async () => {
    vi.mocked(desk.fetchDeskTickets).mockRejectedValue(
      new RemoteError('42501', 'Ingen behörighet'),
    );
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    renderApp('/personal/kundtjanst');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kundtjänstens inkorg' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sidan är till för Slantis kundtjänst.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ditt svar' })).not.toBeInTheDocument();
  });

  it('lists the new tickets; staff reply, and the list is read again', async () => {
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({ tickets: [ticket], total: 1 });
    vi.mocked(desk.replyToTicket).mockResolvedValue('open');
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    const user = userEvent.setup();
    renderApp('/personal/kundtjanst');
    const card = await screen.findByTestId('desk-ticket');
    expect(desk.fetchDeskTickets).toHaveBeenCalledWith({ status: 'new', category: null });
    expect(card).toHaveTextContent('Kan inte logga in');
    expect(card).toHaveTextContent('SL-261127-7KQ4 · Konto och inloggning');
    expect(card).toHaveTextContent('Sara Nilsson · sara@example.com · besökare');
    expect(card).toHaveTextContent('Väntar på första svar');

    const send = within(card).getByRole('button', { name: 'Skicka svar' });
    expect(send).toBeDisabled();
    await user.type(
      within(card).getByRole('textbox', { name: 'Ditt svar' }),
      'Prova att logga ut och in igen.',
    );
    await user.click(send);
    expect(desk.replyToTicket).toHaveBeenCalledExactlyOnceWith(
      't1',
      'Prova att logga ut och in igen.',
      false,
    );
    expect(await screen.findByText('Svaret är skickat till sara@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(desk.fetchDeskTickets).toHaveBeenCalledTimes(2));
  });

  it('marks a ticket from a Familj family as prioritised, and only that one', async () => {
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({
      tickets: [{ ...ticket, id: 't2', subject: 'Familjens fråga', priority: true }, ticket],
      total: 2,
    });
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    renderApp('/personal/kundtjanst');
    await screen.findByText('Familjens fråga');
    const [first, second] = screen.getAllByTestId('desk-ticket');
    expect(first).toHaveTextContent('Familj · prioriterat');
    expect(second).not.toHaveTextContent('Familj · prioriterat');
  });

  it('filters by status and category, and closes a ticket', async () => {
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({ tickets: [ticket], total: 1 });
    vi.mocked(desk.setTicketStatus).mockResolvedValue('solved');
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    const user = userEvent.setup();
    renderApp('/personal/kundtjanst');
    await screen.findByTestId('desk-ticket');
    await user.click(screen.getByRole('radio', { name: 'Alla' }));
    await waitFor(() =>
      expect(desk.fetchDeskTickets).toHaveBeenLastCalledWith({ status: null, category: null }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Betalning' }));
    await waitFor(() =>
      expect(desk.fetchDeskTickets).toHaveBeenLastCalledWith({ status: null, category: 'billing' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Stäng ärendet' }));
    expect(desk.setTicketStatus).toHaveBeenCalledExactlyOnceWith('t1', 'solved');
    expect(await screen.findByText('Ärendet är stängt.')).toBeInTheDocument();
  });

  it('filters the reports of friends and names their category', async () => {
    const report: desk.DeskTicket = {
      ...ticket,
      id: 't2',
      category: 'friend_report',
      subject: 'Anmälan av vän: Klok Räv',
      message: 'Anmäld: Klok Räv (användare 1)\nOrsak: Tjatar eller pressar\nKommentar: –',
    };
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({ tickets: [report], total: 1 });
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    const user = userEvent.setup();
    renderApp('/personal/kundtjanst');
    const card = await screen.findByTestId('desk-ticket');
    expect(card).toHaveTextContent('Anmälan av vän');
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Anmälan av vän' }));
    await waitFor(() =>
      expect(desk.fetchDeskTickets).toHaveBeenLastCalledWith({
        status: 'new',
        category: 'friend_report',
      }),
    );
  });

  it('shows a mailed ticket with the sender’s reply by mail, still waiting for our answer', async () => {
    const mailed: desk.DeskTicket = {
      ...ticket,
      id: 't3',
      firstName: '',
      lastName: '',
      email: 'okand@example.com',
      channel: 'email',
      replies: [
        {
          id: 'r1',
          body: 'Jag glömde säga: det är på min iPhone.',
          author: 'sender',
          createdAt: '2026-11-27T09:00:00Z',
        },
      ],
    };
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({ tickets: [mailed], total: 1 });
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    renderApp('/personal/kundtjanst');
    const card = await screen.findByTestId('desk-ticket');
    expect(card).toHaveTextContent('okand@example.com · mejl');
    expect(card).toHaveTextContent(/Avsändaren svarade .*Jag glömde säga: det är på min iPhone\./);
    expect(card).toHaveTextContent('Väntar på första svar');
  });

  it('lists who wants a call, with the time and number, and marks one done', async () => {
    vi.mocked(desk.fetchDeskTickets).mockResolvedValue({ tickets: [], total: 0 });
    vi.mocked(desk.fetchDeskCallbacks).mockResolvedValue([callback]);
    vi.mocked(desk.markCallbackDone).mockResolvedValue(undefined);
    signInMember({ email: 'kundtjanst@example.com', firstName: 'Kim', role: 'foralder' });
    const user = userEvent.setup();
    renderApp('/personal/kundtjanst');
    const card = await screen.findByTestId('desk-callback');
    expect(desk.fetchDeskCallbacks).toHaveBeenCalledWith('requested');
    expect(card).toHaveTextContent('Ring tisdag 1 december kl. 10:00');
    expect(within(card).getByRole('link', { name: '070-765 43 21' })).toHaveAttribute(
      'href',
      'tel:+46707654321',
    );
    expect(card).toHaveTextContent('Jag kommer inte in på kontot');
    await user.click(within(card).getByRole('button', { name: 'Markera som klar' }));
    expect(desk.markCallbackDone).toHaveBeenCalledExactlyOnceWith('c1');
    expect(await screen.findByText('Uppringningen är markerad som klar.')).toBeInTheDocument();
    await waitFor(() => expect(desk.fetchDeskCallbacks).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('radio', { name: 'Klara' }));
    await waitFor(() => expect(desk.fetchDeskCallbacks).toHaveBeenLastCalledWith('done'));
  });
});
