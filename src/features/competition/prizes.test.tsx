import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { render, renderApp, signInMember } from '@test-utils';

import * as api from './api/competition-api';
import * as prizes from './api/prizes-api';
import * as staff from './api/staff-api';
import { FamilyPrizes } from './components/family-prizes';
import { clearRemoteCache } from './hooks/remote-cache';

// Månadsavslut in the app: the RPC layer is stubbed at its module boundary (the database side
// is tested in supabase/tests/database/competition-close.test.ts).
vi.mock('./api/competition-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchStanding: vi.fn(),
  fetchLeaderboard: vi.fn(),
}));
vi.mock('./api/prizes-api', async (importOriginal) => ({
  ...(await importOriginal<typeof prizes>()),
  fetchWinners: vi.fn(),
  fetchNotifications: vi.fn(),
  markNotificationsRead: vi.fn(),
  fetchPrizeClaims: vi.fn(),
  confirmPrizeClaim: vi.fn(),
}));
vi.mock('./api/staff-api', async (importOriginal) => ({
  ...(await importOriginal<typeof staff>()),
  fetchCompetitionFlags: vi.fn(),
  reviewCompetitionNow: vi.fn(),
  decideFlag: vi.fn(),
  fetchStaffPrizes: vi.fn(),
  markPrizeSent: vi.fn(),
}));

const claim: prizes.PrizeClaim = {
  id: 'c1',
  periodStart: '2026-11-01',
  position: 1,
  prize: '500 kr + hörlurar',
  status: 'pending',
  winnerName: 'Elsa',
  isMine: true,
  canConfirm: true,
  delivery: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  clearRemoteCache();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  vi.mocked(api.fetchStanding).mockResolvedValue({
    joined: true,
    position: 1,
    participants: 12,
    score: 40,
    savedOreThisMonth: 0,
    daysLeft: 20,
    nickname: 'Modig Utter',
    unconfirmedOre: 0,
    hasGuardian: true,
  });
  vi.mocked(api.fetchLeaderboard).mockResolvedValue([]);
  vi.mocked(prizes.fetchWinners).mockResolvedValue([
    {
      periodStart: '2026-11-01',
      position: 1,
      displayName: 'Modig Utter',
      score: 569,
      prize: '500 kr + hörlurar',
      isMe: true,
    },
    {
      periodStart: '2026-11-01',
      position: 2,
      displayName: 'Klok Räv',
      score: 30,
      prize: '300 kr presentkort',
      isMe: false,
    },
  ]);
  vi.mocked(prizes.fetchNotifications).mockResolvedValue([
    {
      id: 'n1',
      kind: 'competition_won',
      title: 'Grattis!',
      body: 'Du kom på plats 1 i Månadens Tävling i november – 500 kr + hörlurar.',
      link: '/leaderboard',
      createdAt: '2026-12-01T00:15:00Z',
      readAt: null,
    },
  ]);
  vi.mocked(prizes.markNotificationsRead).mockResolvedValue(1);
  vi.mocked(prizes.fetchPrizeClaims).mockResolvedValue([claim]);
  vi.mocked(prizes.confirmPrizeClaim).mockResolvedValue();
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

describe('Månadsavslut on the leaderboard', () => {
  it('shows last month’s winners, the notice (dismissable) and the winner’s own prize', async () => {
    signInMember();
    const user = userEvent.setup();
    renderApp('/leaderboard');
    const winners = await screen.findByRole('region', { name: 'Vinnare i november' });
    expect(within(winners).getByText(/Modig Utter \(Du\)/)).toBeInTheDocument();
    expect(within(winners).getByText('300 kr presentkort')).toBeInTheDocument();
    const notices = await screen.findByRole('region', { name: 'Meddelanden' });
    expect(within(notices).getByText(/Du kom på plats 1/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: 'Grattis! Du kom på plats 1 i Månadens Tävling i november – 500 kr + hörlurar',
      }),
    ).toBeInTheDocument();
    vi.mocked(prizes.fetchNotifications).mockResolvedValue([]);
    await user.click(within(notices).getByRole('button', { name: 'Markera som läst' }));
    expect(prizes.markNotificationsRead).toHaveBeenCalledWith(['n1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Meddelanden' })).toBeNull());
  });

  it('checks the delivery details with the database’s messages before sending them', async () => {
    signInMember();
    const user = userEvent.setup();
    renderApp('/leaderboard');
    const form = await screen.findByTestId('prize-claim');
    await user.type(within(form).getByLabelText('För- och efternamn'), 'Elsa');
    await user.type(within(form).getByLabelText('Gatuadress'), 'Storgatan 1');
    await user.type(within(form).getByLabelText('Postnummer'), '1234');
    await user.type(within(form).getByLabelText('Ort'), 'Uppsala');
    await user.click(within(form).getByRole('button', { name: 'Bekräfta leveransen' }));
    expect(within(form).getByText('Skriv för- och efternamn.')).toBeInTheDocument();
    expect(
      within(form).getByText('Postnumret ska vara fem siffror, till exempel 123 45.'),
    ).toBeInTheDocument();
    expect(prizes.confirmPrizeClaim).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('För- och efternamn'), '  Lindqvist');
    await user.type(within(form).getByLabelText('Postnummer'), '5');
    await user.click(within(form).getByRole('button', { name: 'Bekräfta leveransen' }));
    await waitFor(() =>
      expect(prizes.confirmPrizeClaim).toHaveBeenCalledExactlyOnceWith('c1', {
        fullName: 'Elsa Lindqvist',
        streetAddress: 'Storgatan 1',
        postalCode: '12345',
        city: 'Uppsala',
      }),
    );
  });

  it('a minor’s own prize says a parent confirms it, and shows no form', async () => {
    vi.mocked(prizes.fetchPrizeClaims).mockResolvedValue([{ ...claim, canConfirm: false }]);
    signInMember();
    renderApp('/leaderboard');
    expect(
      await screen.findByText('En förälder i din familj bekräftar vart priset ska skickas.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Postnummer')).toBeNull();
  });

  it('on /familj a guardian sees the child’s prize to confirm', async () => {
    vi.mocked(prizes.fetchPrizeClaims).mockResolvedValue([{ ...claim, isMine: false }]);
    vi.mocked(prizes.fetchNotifications).mockResolvedValue([]);
    signInMember({ role: 'foralder' });
    render(<FamilyPrizes />);
    const section = await screen.findByRole('region', { name: 'Priser att bekräfta' });
    expect(
      within(section).getByRole('heading', {
        name: 'Elsa kom på plats 1 i Månadens Tävling i november – 500 kr + hörlurar',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Postnummer')).toBeInTheDocument();
  });
});

describe('/personal/tavling', () => {
  beforeEach(() => {
    vi.mocked(staff.fetchStaffPrizes).mockResolvedValue([]);
  });

  it('tells a teen or parent "Ingen behörighet"', async () => {
    vi.mocked(staff.fetchCompetitionFlags).mockRejectedValue(
      new RemoteError('42501', 'Ingen behörighet'),
    );
    signInMember();
    renderApp('/personal/tavling');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tävlingsgranskning' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ingen behörighet')).toBeInTheDocument();
  });

  it('lists flagged accounts with points per day; staff clear or disqualify', async () => {
    vi.mocked(staff.fetchCompetitionFlags).mockResolvedValue([
      {
        id: 'f1',
        periodStart: '2026-11-01',
        displayName: 'Snabb Gepard',
        rule: 'ceiling_days',
        reason: 'Nådde dagstaket (150 poäng) 3 av 3 dagar med poäng',
        dailyScores: [
          { day: '2026-11-02', score: 150 },
          { day: '2026-11-03', score: 150 },
        ],
        accountAgeDays: 40,
        flaggedAt: '2026-12-01T00:15:00Z',
        outcome: null,
        prizePosition: 1,
        prizeStatus: 'held',
      },
    ]);
    vi.mocked(staff.decideFlag).mockResolvedValue();
    signInMember();
    const user = userEvent.setup();
    renderApp('/personal/tavling');
    const flag = await screen.findByTestId('competition-flag');
    expect(flag).toHaveTextContent('Snabb Gepard');
    expect(flag).toHaveTextContent('Dagstaket nästan varje dag');
    expect(flag).toHaveTextContent('Kontot är 40 dagar');
    expect(flag).toHaveTextContent('Plats 1, pris: väntar på granskning');
    expect(flag).toHaveTextContent(/Poäng per dag: 2 nov\.? 150/);
    await user.click(within(flag).getByRole('button', { name: 'Godkänn' }));
    expect(staff.decideFlag).toHaveBeenCalledExactlyOnceWith('f1', 'clear');
  });

  it('lists the prizes to post with their address; staff mark one as sent', async () => {
    vi.mocked(staff.fetchCompetitionFlags).mockResolvedValue([]);
    vi.mocked(staff.fetchStaffPrizes).mockResolvedValue([
      {
        id: 'c1',
        periodStart: '2026-10-01',
        position: 1,
        prize: '500 kr + hörlurar',
        displayName: 'Modig Utter',
        confirmer: 'guardian',
        status: 'confirmed',
        delivery: {
          fullName: 'Elsa Lindqvist',
          streetAddress: 'Storgatan 1',
          postalCode: '12345',
          city: 'Uppsala',
        },
        sentAt: null,
      },
      {
        id: 'c2',
        periodStart: '2026-10-01',
        position: 2,
        prize: '300 kr presentkort',
        displayName: 'Glad Lo',
        confirmer: 'winner',
        status: 'pending',
        delivery: null,
        sentAt: null,
      },
    ]);
    vi.mocked(staff.markPrizeSent).mockResolvedValue();
    signInMember();
    const user = userEvent.setup();
    renderApp('/personal/tavling');
    expect(await screen.findByRole('heading', { name: 'Priser att skicka' })).toBeInTheDocument();
    const [confirmed, pending] = await screen.findAllByTestId('staff-prize');
    expect(confirmed).toHaveTextContent('Modig Utter – 500 kr + hörlurar');
    expect(confirmed).toHaveTextContent('Plats 1 i oktober · En vårdnadshavare bekräftar');
    expect(confirmed).toHaveTextContent('Storgatan 1');
    expect(confirmed).toHaveTextContent('12345 Uppsala');
    expect(pending).toHaveTextContent('väntar på leveransuppgifter');
    expect(within(pending!).queryByRole('button')).toBeNull();
    expect(screen.getByText('Inga flaggade konton just nu.')).toBeInTheDocument();
    await user.click(within(confirmed!).getByRole('button', { name: 'Markera som skickat' }));
    expect(staff.markPrizeSent).toHaveBeenCalledExactlyOnceWith('c1');
  });
});
