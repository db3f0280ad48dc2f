import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { closeUserData } from '@/data/session';
import { formatDaysLeft } from '@/lib/format';
import { daysLeftInMonth } from '@/lib/gamification';
import { isNickname } from '@/lib/nicknames';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/competition-api';
import { clearRemoteCache } from './hooks/remote-cache';

// The RPC layer is stubbed at its module boundary: these tests are about what the UI shows.
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
const leaveCompetition = vi.mocked(api.leaveCompetition);

const joined: api.Standing = {
  joined: true,
  position: 3,
  participants: 127,
  score: 240,
  savedOreThisMonth: 145_000,
  daysLeft: 12,
  nickname: 'Modig Utter',
  unconfirmedOre: 0,
  hasGuardian: true,
};
const notJoined: api.Standing = {
  ...joined,
  joined: false,
  position: null,
  score: 0,
  nickname: null,
};

const rows: api.LeaderboardRow[] = [
  {
    position: 1,
    displayName: 'Klok Räv',
    initials: 'KR',
    level: 9,
    streak: 14,
    savingStreak: 6,
    badgeCount: 8,
    score: 410,
    isMe: false,
  },
  {
    position: 2,
    displayName: 'Glad Panda',
    initials: 'GP',
    level: 5,
    streak: 3,
    savingStreak: 0,
    badgeCount: 4,
    score: 300,
    isMe: false,
  },
  {
    position: 3,
    displayName: 'Modig Utter',
    initials: 'MU',
    level: 7,
    streak: 5,
    savingStreak: 2,
    badgeCount: 4,
    score: 240,
    isMe: true,
  },
  {
    position: 4,
    displayName: 'Lugn Koala',
    initials: 'LK',
    level: 2,
    streak: 1,
    savingStreak: 0,
    badgeCount: 1,
    score: 35,
    isMe: false,
  },
];

const daysLeft = () => formatDaysLeft(daysLeftInMonth(new Date()));
/** The phone bar and the side column both hold a panel; jsdom shows both. Take the side one. */
const sidePanel = () =>
  screen
    .getAllByRole('region', { name: /Månadens Tävling/ })
    .find((panel) => panel.getAttribute('data-variant') === 'side')!;

let online: MockInstance<() => boolean>;
beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  clearRemoteCache();
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchStanding.mockResolvedValue(joined);
  fetchLeaderboard.mockResolvedValue(rows);
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

describe('Månadens Tävling panel', () => {
  it('shows days left, own place, own kronor this month, the prizes and a link to the list', async () => {
    signInMember();
    renderApp('/');
    const panel = await waitFor(sidePanel);
    const toggle = within(panel).getByRole('button', { name: /Månadens Tävling/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(daysLeft());
    expect(await within(panel).findByTestId('competition-position')).toHaveTextContent(
      'plats 3 av 127',
    );
    expect(within(panel).getByTestId('competition-saved')).toHaveTextContent('+1 450 kr');
    expect(within(panel).getByText(/500 kr \+ hörlurar/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Se full topplist' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    // One request, shared by both placements of the panel.
    expect(fetchStanding).toHaveBeenCalledTimes(1);
  });

  it('folds away and remembers that in localStorage', async () => {
    signInMember();
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    const panel = await waitFor(sidePanel);
    await user.click(within(panel).getByRole('button', { name: /Månadens Tävling/ }));
    expect(within(panel).getByRole('button', { name: /Månadens Tävling/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem('slantis:competition-panel:side')).toBe('false');
    unmount();
    renderApp('/');
    const again = await waitFor(sidePanel);
    expect(within(again).getByRole('button', { name: /Månadens Tävling/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('invites a teen who is not taking part; "Gå med" asks for a nickname, then joins', async () => {
    signInMember();
    fetchStanding.mockResolvedValueOnce(notJoined);
    joinCompetition.mockImplementation((nickname) => Promise.resolve(nickname ?? ''));
    const user = userEvent.setup();
    renderApp('/');
    const panel = await waitFor(sidePanel);
    await user.click(await within(panel).findByRole('button', { name: 'Gå med' }));
    const dialog = await screen.findByRole('dialog', { name: 'Välj ditt smeknamn' });
    const chosen = within(dialog).getAllByRole('radio')[1]!;
    await user.click(chosen);
    const nickname = chosen.getAttribute('data-nickname') ?? '';
    expect(isNickname(nickname)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: `Gå med som ${nickname}` }));
    expect(joinCompetition).toHaveBeenCalledExactlyOnceWith(nickname);
    expect(await screen.findByText(`Du är med som ${nickname}!`)).toBeInTheDocument();
    expect(await within(panel).findByTestId('competition-position')).toHaveTextContent(
      'plats 3 av 127',
    );
  });

  it('offline: shows the days left and that the list comes back online, and asks nothing', async () => {
    online.mockReturnValue(false);
    signInMember();
    renderApp('/');
    const panel = await waitFor(sidePanel);
    expect(within(panel).getByRole('button', { name: /Månadens Tävling/ })).toHaveTextContent(
      daysLeft(),
    );
    expect(within(panel).getByText('Topplistan visas när du är online.')).toBeInTheDocument();
    expect(fetchStanding).not.toHaveBeenCalled();
  });

  it('is not shown to parents', async () => {
    signInMember({ role: 'foralder' });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hej Elsa!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Månadens Tävling/ })).toBeNull();
    expect(fetchStanding).not.toHaveBeenCalled();
  });
});

describe('/leaderboard', () => {
  it('ranks everyone with medals for 1–3 and highlights and announces the own row', async () => {
    signInMember();
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topplista' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Topplista, månad, alla' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Plats 1');
    expect(items[0]?.querySelector('[data-medal="1"]')).not.toBeNull();
    expect(items[0]).toHaveTextContent('Klok Räv');
    expect(items[0]).toHaveTextContent('410');
    expect(items[0]).toHaveTextContent('poäng');
    expect(items[0]).toHaveTextContent('Nivå 9');
    expect(items[0]).toHaveTextContent('14 dagar i rad');
    expect(items[0]).toHaveTextContent('6 sparveckor i rad');
    expect(items[0]).toHaveTextContent('8 badges');
    expect(items[1]).not.toHaveTextContent('sparvec'); // no saving streak running: not shown

    const mine = within(list).getByRole('listitem', { current: true });
    expect(mine).toBe(items[2]);
    expect(mine).toHaveAttribute('data-me', 'true');
    expect(within(mine).getByText('Du')).toBeInTheDocument();
    expect(items.filter((item) => item.hasAttribute('data-me'))).toHaveLength(1);

    expect(screen.getByText('Du ligger på plats 3 av 127')).toBeInTheDocument();
    const prizes = screen.getByRole('region', { name: 'Månadens priser' });
    expect(within(prizes).getByText(daysLeft())).toBeInTheDocument();
    expect(within(prizes).getByText(/300 kr presentkort/)).toBeInTheDocument();
    expect(screen.getByText(/aldrig för hur många kronor du har/)).toBeInTheDocument();
    expect(fetchLeaderboard).toHaveBeenCalledWith('month', 'all');
  });

  it('tells the teen what waits for a parent’s confirmation', async () => {
    fetchStanding.mockResolvedValue({ ...joined, unconfirmedOre: 45_000 });
    signInMember();
    renderApp('/leaderboard');
    const note = await screen.findByTestId('saving-confirmation-note');
    expect(note).toHaveTextContent(
      '450 kr av ditt sparande väntar på att en förälder bekräftar det. Tills dess ger sparandet högst 50 poäng i månaden.',
    );
    expect(within(note).getByRole('link', { name: 'Så funkar det' })).toHaveAttribute(
      'href',
      '/tavlingsregler#bekraftat',
    );
  });

  it('tells a teen without a guardian that saving counts at the cap', async () => {
    fetchStanding.mockResolvedValue({ ...joined, hasGuardian: false });
    signInMember();
    renderApp('/leaderboard');
    expect(await screen.findByTestId('saving-confirmation-note')).toHaveTextContent(
      'Ingen förälder kan bekräfta ditt sparande, så det ger högst 50 poäng i månaden.',
    );
  });

  it('says nothing of confirmation when everything is confirmed', async () => {
    signInMember();
    renderApp('/leaderboard');
    expect(await screen.findByText('Du ligger på plats 3 av 127')).toBeInTheDocument();
    expect(screen.queryByTestId('saving-confirmation-note')).toBeNull();
  });

  it('shows the own row below the first page after a gap', async () => {
    const me = { ...rows[2]!, position: 1234, score: 5 };
    fetchLeaderboard.mockResolvedValue([rows[0]!, rows[1]!, me]);
    signInMember();
    renderApp('/leaderboard');
    const list = await screen.findByRole('list', { name: 'Topplista, månad, alla' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toBe(within(list).getByRole('listitem', { current: true }));
    expect(items[2]).toHaveTextContent('Plats 1234');
    expect(screen.getAllByTestId('leaderboard-gap')).toHaveLength(1);
  });

  it('shows a shared place without medals for everyone at 0 points', async () => {
    const zero = (name: string, isMe = false): api.LeaderboardRow => ({
      ...rows[1]!,
      position: 1,
      displayName: name,
      score: 0,
      isMe,
    });
    fetchLeaderboard.mockResolvedValue([zero('Glad Panda'), zero('Modig Utter', true)]);
    signInMember();
    renderApp('/leaderboard');
    const list = await screen.findByRole('list', { name: 'Topplista, månad, alla' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toHaveTextContent('Delad plats 1, inga poäng än');
      expect(item.querySelector('[data-medal]')).toBeNull();
    }
    expect(screen.queryByTestId('leaderboard-gap')).not.toBeInTheDocument();
  });

  it('switches to the week and to the family', async () => {
    signInMember();
    const user = userEvent.setup();
    const { router } = renderApp('/leaderboard');
    await screen.findByRole('list', { name: 'Topplista, månad, alla' });
    await user.click(screen.getByRole('tab', { name: 'Vecka' }));
    expect(await screen.findByRole('list', { name: 'Topplista, vecka, alla' })).toBeInTheDocument();
    expect(fetchLeaderboard).toHaveBeenCalledWith('week', 'all');
    await user.click(screen.getByRole('radio', { name: 'Familj' }));
    expect(
      await screen.findByRole('list', { name: 'Topplista, vecka, familj' }),
    ).toBeInTheDocument();
    expect(fetchLeaderboard).toHaveBeenCalledWith('week', 'family');
    expect(router.state.location.search).toEqual({ period: 'week', scope: 'family' });
  });

  it('shows the friends on the Vänner tab with their sparkompis streak', async () => {
    signInMember();
    fetchLeaderboard.mockImplementation((_period, scope) =>
      Promise.resolve(
        scope === 'friends'
          ? [
              { ...rows[0]!, friendStreak: 5 },
              { ...rows[2]!, friendStreak: null },
            ]
          : rows,
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/leaderboard');
    await screen.findByRole('list', { name: 'Topplista, månad, alla' });
    await user.click(screen.getByRole('radio', { name: 'Vänner' }));
    const list = await screen.findByRole('list', { name: 'Topplista, månad, vänner' });
    expect(fetchLeaderboard).toHaveBeenCalledWith('month', 'friends');
    expect(router.state.location.search).toEqual({ scope: 'friends' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByTestId('friend-streak')).toHaveTextContent(
      'Sparkompisar 5 dagar i rad',
    );
  });

  it('has an empty Vänner tab that leads to /vanner', async () => {
    signInMember();
    fetchLeaderboard.mockResolvedValue([]);
    renderApp('/leaderboard?scope=friends');
    expect(
      await screen.findByText('Inga vänner på listan än. Lägg till kompisar med en vänkod!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till Vänner' })).toHaveAttribute('href', '/vanner');
  });

  it('says so when the list cannot load, and tries again', async () => {
    signInMember();
    fetchLeaderboard.mockRejectedValueOnce(
      new RemoteError('unknown', 'Något gick fel. Försök igen om en stund.'),
    );
    const user = userEvent.setup();
    renderApp('/leaderboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Topplistan kunde inte laddas');
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('list', { name: 'Topplista, månad, alla' })).toBeInTheDocument();
  });

  it('has an empty state that invites a teen who is not taking part', async () => {
    signInMember();
    fetchStanding.mockResolvedValue(notJoined);
    fetchLeaderboard.mockResolvedValue([]);
    renderApp('/leaderboard');
    expect(await screen.findByText('Ingen är med här än.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bli först på listan!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Var med i Månadens Tävling' })).toBeInTheDocument();
  });

  it('leaves the competition only after a confirm', async () => {
    signInMember();
    leaveCompetition.mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp('/leaderboard');
    await screen.findByText('Du ligger på plats 3 av 127');
    await user.click(screen.getByRole('button', { name: 'Lämna tävlingen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna Månadens Tävling?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nej, stanna kvar' }));
    expect(leaveCompetition).not.toHaveBeenCalled();

    fetchStanding.mockResolvedValue(notJoined);
    await user.click(screen.getByRole('button', { name: 'Lämna tävlingen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lämna Månadens Tävling?' })).getByRole(
        'button',
        { name: 'Ja, lämna' },
      ),
    );
    expect(leaveCompetition).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('button', { name: 'Var med i Månadens Tävling' }),
    ).toBeInTheDocument();
  });

  it('offline: tells when the list will show', async () => {
    online.mockReturnValue(false);
    signInMember();
    renderApp('/leaderboard');
    expect(await screen.findAllByText('Topplistan visas när du är online.')).not.toHaveLength(0);
    expect(fetchLeaderboard).not.toHaveBeenCalled();
  });

  it('shows parents the board with a note, and no join control', async () => {
    signInMember({ role: 'foralder' });
    renderApp('/leaderboard');
    expect(await screen.findByText(/Månadens Tävling är för barn och unga/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Topplista, månad, alla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Var med|Lämna/ })).toBeNull();
    expect(fetchStanding).not.toHaveBeenCalled();
  });

  it('shows a parent which nickname is which child, and no Vänner tab', async () => {
    fetchLeaderboard.mockResolvedValue([
      { ...rows[0]!, childName: 'Omar' },
      { ...rows[1]!, displayName: 'Modig Utter', childName: 'Elsa' },
    ]);
    signInMember({ role: 'foralder' });
    renderApp('/leaderboard?scope=friends');
    const list = await screen.findByRole('list', { name: 'Topplista, månad, familj' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByTestId('child-name')).toHaveTextContent('Omar');
    expect(within(items[1]!).getByTestId('child-name')).toHaveTextContent('Elsa');
    expect(screen.getByRole('radio', { name: 'Familj' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Vänner' })).toBeNull();
    expect(fetchLeaderboard).toHaveBeenCalledWith('month', 'family');
    // The bar offers her family where a teen has friends.
    const nav = screen.getAllByRole('navigation', { name: 'Appmeny' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Vänner' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Familj' })).toHaveAttribute('href', '/familj');
  });
});
