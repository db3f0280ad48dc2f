import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { closeUserData } from '@/data/session';
import { isNickname } from '@/lib/nicknames';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/competition-api';
import { clearRemoteCache } from './hooks/remote-cache';

// Issue 19: the nickname picker (no free text), changing the nickname, and the friendly notice
// for those the server keeps out of the league. The RPCs are stubbed at their module boundary.
vi.mock('./api/competition-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    fetchStanding: vi.fn(),
    fetchLeaderboard: vi.fn(),
    joinCompetition: vi.fn(),
    leaveCompetition: vi.fn(),
  };
});

const fetchStanding = vi.mocked(api.fetchStanding);
const fetchLeaderboard = vi.mocked(api.fetchLeaderboard);
const joinCompetition = vi.mocked(api.joinCompetition);

const joined: api.Standing = {
  joined: true,
  position: 2,
  participants: 40,
  score: 120,
  savedOreThisMonth: 20_000,
  daysLeft: 12,
  nickname: 'Modig Utter',
  unconfirmedOre: 0,
  hasGuardian: true,
};
const notJoined: api.Standing = { ...joined, joined: false, position: null, nickname: null };
const me: api.LeaderboardRow = {
  position: 2,
  displayName: 'Modig Utter',
  initials: 'MU',
  level: 3,
  streak: 2,
  savingStreak: 1,
  badgeCount: 2,
  score: 120,
  isMe: true,
};

const options = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('data-nickname') ?? '');

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  clearRemoteCache();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchStanding.mockResolvedValue(notJoined);
  fetchLeaderboard.mockResolvedValue([]);
  joinCompetition.mockImplementation((nickname) => Promise.resolve(nickname ?? ''));
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

describe('the nickname picker', () => {
  it('offers four nicknames from the lists, new ones on request, and no text field', async () => {
    signInMember();
    const user = userEvent.setup();
    renderApp('/leaderboard');
    await user.click(await screen.findByRole('button', { name: 'Bli först på listan!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Välj ditt smeknamn' });
    const first = options(dialog);
    expect(first).toHaveLength(4);
    for (const nickname of first) expect(isNickname(nickname)).toBe(true);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // The first suggestion is chosen, so one tap joins.
    expect(within(dialog).getByRole('radio', { checked: true })).toHaveAttribute(
      'data-nickname',
      first[0],
    );

    await user.click(within(dialog).getByRole('button', { name: 'Nya förslag' }));
    const second = options(dialog);
    expect(second).toHaveLength(4);
    for (const nickname of second) expect(first).not.toContain(nickname);

    const pick = within(dialog).getAllByRole('radio')[2]!;
    await user.click(pick);
    const nickname = second[2]!;
    await user.click(within(dialog).getByRole('button', { name: `Gå med som ${nickname}` }));
    expect(joinCompetition).toHaveBeenCalledExactlyOnceWith(nickname);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`Du är med som ${nickname}!`)).toBeInTheDocument();
  });

  it('when someone took the nickname first: says so and suggests others', async () => {
    signInMember();
    joinCompetition.mockRejectedValueOnce(
      new RemoteError('23505', 'Smeknamnet är redan taget. Välj ett annat.'),
    );
    const user = userEvent.setup();
    renderApp('/leaderboard');
    await user.click(await screen.findByRole('button', { name: 'Var med i Månadens Tävling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Välj ditt smeknamn' });
    const before = options(dialog);
    await user.click(within(dialog).getByRole('button', { name: `Gå med som ${before[0]}` }));
    expect(
      await within(dialog).findByText(
        'Någon hann före och tog det smeknamnet. Här är nya förslag!',
      ),
    ).toBeInTheDocument();
    const after = options(dialog);
    for (const nickname of after) expect(before).not.toContain(nickname);
    await user.click(within(dialog).getByRole('button', { name: `Gå med som ${after[0]}` }));
    expect(joinCompetition).toHaveBeenLastCalledWith(after[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the own nickname on the standing card and changes it', async () => {
    signInMember();
    fetchStanding.mockResolvedValue(joined);
    fetchLeaderboard.mockResolvedValue([me]);
    const user = userEvent.setup();
    renderApp('/leaderboard');
    const own = await screen.findByTestId('own-nickname');
    expect(own).toHaveTextContent('Modig Utter');
    await user.click(within(own).getByRole('button', { name: 'Byt smeknamn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt smeknamn' });
    const offered = options(dialog);
    expect(offered).not.toContain('Modig Utter');
    await user.click(within(dialog).getByRole('button', { name: `Byt till ${offered[0]}` }));
    expect(joinCompetition).toHaveBeenCalledExactlyOnceWith(offered[0]);
    expect(await screen.findByText(`Nu heter du ${offered[0]} i tävlingen.`)).toBeInTheDocument();
  });
});

describe('who sees the league', () => {
  const refusal = (message: string) => new RemoteError('42501', message);

  it('an adult the server keeps out gets a friendly explanation instead of the board', async () => {
    signInMember({ role: 'foralder' });
    fetchLeaderboard.mockRejectedValue(
      refusal('Topplistan är för unga 13–23 år. Som förälder ser du …'),
    );
    renderApp('/leaderboard');
    const notice = await screen.findByTestId('league-closed');
    expect(notice).toHaveTextContent(
      'Topplistan är för unga 13–23 år. Som förälder ser du dina barns placering här när ni är kopplade under Familj.',
    );
    expect(within(notice).getByRole('link', { name: 'Till Familj' })).toHaveAttribute(
      'href',
      '/familj',
    );
    expect(within(notice).getByRole('link', { name: 'Läs tävlingsreglerna' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
    expect(screen.queryByRole('list', { name: /Topplista/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a teen account outside 13–23 is told so on the page and in the panel', async () => {
    signInMember();
    fetchStanding.mockRejectedValue(refusal('Topplistan är för dig som är 13–23 år.'));
    fetchLeaderboard.mockRejectedValue(refusal('Topplistan är för dig som är 13–23 år.'));
    renderApp('/leaderboard');
    const notice = await screen.findByTestId('league-closed');
    expect(notice).toHaveTextContent(/för dig som är 13–23 år\. XP, nivåer och badges/);
    expect(within(notice).queryByRole('link', { name: 'Till Familj' })).toBeNull();
    const panel = screen
      .getAllByRole('region', { name: /Månadens Tävling/ })
      .find((region) => region.getAttribute('data-variant') === 'side')!;
    expect(
      await within(panel).findByText(/Topplistan och Månadens Tävling är för dig som är 13–23 år/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });

  it('the rules are one tap away: prize box, points note and the panel', async () => {
    signInMember();
    fetchStanding.mockResolvedValue(joined);
    fetchLeaderboard.mockResolvedValue([me]);
    renderApp('/leaderboard');
    const prizes = await screen.findByRole('region', { name: 'Månadens priser' });
    expect(within(prizes).getByRole('link', { name: 'Tävlingsregler' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
    expect(screen.getByRole('link', { name: 'Läs tävlingsreglerna' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
    const panel = screen
      .getAllByRole('region', { name: /Månadens Tävling/ })
      .find((region) => region.getAttribute('data-variant') === 'side')!;
    expect(within(panel).getByRole('link', { name: 'Tävlingsregler' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
  });
});
