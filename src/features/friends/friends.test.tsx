import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { render, renderApp, signInMember } from '@test-utils';

import * as api from './api/friends-api';
import { FriendApprovalsCard } from './components/friend-approvals-card';

// The RPC layer is stubbed at its module boundary: these tests are about what the UI shows and
// which call it makes. The rules themselves are the server's (supabase/tests/database/friends.test.ts).
vi.mock('./api/friends-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    myFriendCode: vi.fn(),
    renewFriendCode: vi.fn(),
    myFriends: vi.fn(),
    sendFriendRequest: vi.fn(),
    answerFriendRequest: vi.fn(),
    removeFriend: vi.fn(),
    blockFriend: vi.fn(),
    reportFriend: vi.fn(),
    familyFriendRequests: vi.fn(),
    approveFriendRequest: vi.fn(),
  };
});
const mocked = vi.mocked(api);

const friend = (overrides: Partial<api.Friend>): api.Friend => ({
  id: crypto.randomUUID(),
  status: 'active',
  direction: 'outgoing',
  nickname: 'Klok Räv',
  level: 4,
  streak: 6,
  badgeCount: 3,
  friendStreak: 2,
  waitingFor: null,
  ...overrides,
});

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  mocked.myFriendCode.mockResolvedValue({ code: 'K7QX3MZA', createdAt: '2026-11-27T10:00:00Z' });
  mocked.myFriends.mockResolvedValue([]);
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

describe('/vanner', () => {
  it('shows the own code, its QR code and the promise of no chat and no strangers', async () => {
    signInMember();
    renderApp('/vanner');
    expect(await screen.findByTestId('friend-code')).toHaveTextContent('K7QX 3MZA');
    expect(screen.getByRole('img', { name: 'QR-kod för vänkoden K7QX 3MZA' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByTestId('friends-safety')).toHaveTextContent('Ingen chatt, inga främlingar');
    expect(await screen.findByText('Du har inga vänner här än')).toBeInTheDocument();
  });

  it('sends a parent to Familj, where a child’s new friends are approved', async () => {
    signInMember({ role: 'foralder' });
    renderApp('/vanner');
    expect(
      await screen.findByText(/Som förälder godkänner du ditt barns nya vänner under Familj/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till Familj' })).toHaveAttribute('href', '/familj');
    expect(mocked.myFriendCode).not.toHaveBeenCalled();
  });

  it('sends a request with the code a QR link filled in', async () => {
    signInMember();
    mocked.sendFriendRequest.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderApp('/vanner?kod=abcd-efgh');
    const field = await screen.findByLabelText('Kompisens vänkod');
    expect(field).toHaveValue('abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    await waitFor(() => expect(mocked.sendFriendRequest).toHaveBeenCalledWith('ABCDEFGH'));
    expect(await screen.findByText('Förfrågan är skickad')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('says the server’s Swedish refusal at the field when a code is wrong, not “try again later”', async () => {
    signInMember();
    mocked.sendFriendRequest.mockRejectedValue(
      new RemoteError('P0002', 'Vi hittade ingen med den koden. Kolla att du skrev rätt.'),
    );
    const user = userEvent.setup();
    renderApp('/vanner');
    const field = await screen.findByLabelText('Kompisens vänkod');
    await user.type(field, 'ZZZZ2222');
    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Vi hittade ingen med den koden. Kolla att du skrev rätt.'),
    );
    expect(field).toHaveValue('ZZZZ2222');
    expect(screen.queryByText('Något gick fel. Försök igen om en stund.')).toBeNull();
  });

  it('accepts an incoming request', async () => {
    signInMember();
    const request = friend({ status: 'requested', direction: 'incoming', level: null });
    mocked.myFriends.mockResolvedValue([request]);
    mocked.answerFriendRequest.mockResolvedValue('awaiting_guardians');
    const user = userEvent.setup();
    renderApp('/vanner');
    const item = await screen.findByTestId('friend-request');
    expect(item).toHaveTextContent('Klok Räv vill bli din vän');
    await user.click(within(item).getByRole('button', { name: 'Tacka ja' }));
    await waitFor(() => expect(mocked.answerFriendRequest).toHaveBeenCalledWith(request.id, true));
    expect(
      await screen.findByText('Nu behöver en förälder godkänna er vänskap.'),
    ).toBeInTheDocument();
  });

  it('explains a wait for a guardian, and what to do when none is linked', async () => {
    signInMember();
    mocked.myFriends.mockResolvedValue([
      friend({ status: 'awaiting_guardians', waitingFor: 'no_guardian', level: null }),
      friend({ status: 'awaiting_guardians', waitingFor: 'their_guardian', nickname: 'Glad Säl' }),
    ]);
    renderApp('/vanner');
    const [first, second] = await screen.findAllByTestId('friend-request');
    expect(first).toHaveTextContent('Be din förälder skapa en familj i Slantis');
    expect(second).toHaveTextContent('Väntar på att din kompis förälder godkänner er vänskap.');
  });

  it('shows a friend’s level, streaks and badges, never amounts', async () => {
    signInMember();
    mocked.myFriends.mockResolvedValue([friend({})]);
    renderApp('/vanner');
    const card = await screen.findByTestId('friend');
    expect(card).toHaveTextContent('Klok Räv');
    expect(card).toHaveTextContent('Nivå 4');
    expect(card).toHaveTextContent('6 dagar i rad');
    expect(card).toHaveTextContent('3 badges');
    expect(card).toHaveTextContent('Sparkompisar 2 dagar i rad');
    expect(card).not.toHaveTextContent('kr');
  });

  it('removes a friend only after a confirm', async () => {
    signInMember();
    const active = friend({});
    mocked.myFriends.mockResolvedValue([active]);
    mocked.removeFriend.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderApp('/vanner');
    await user.click(await screen.findByRole('button', { name: 'Val för Klok Räv' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ta bort vän' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Klok Räv?' });
    expect(mocked.removeFriend).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
    await waitFor(() => expect(mocked.removeFriend).toHaveBeenCalledWith(active.id));
  });

  it('blocks after a confirm and reports with a reason from the list', async () => {
    signInMember();
    const active = friend({});
    mocked.myFriends.mockResolvedValue([active]);
    mocked.blockFriend.mockResolvedValue(undefined);
    mocked.reportFriend.mockResolvedValue('SL-261127-7KQ4');
    const user = userEvent.setup();
    renderApp('/vanner');

    await user.click(await screen.findByRole('button', { name: 'Val för Klok Räv' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anmäl' }));
    const report = await screen.findByRole('dialog', { name: 'Anmäl Klok Räv' });
    const send = within(report).getByRole('button', { name: 'Skicka anmälan' });
    expect(send).toBeDisabled();
    await user.click(within(report).getByRole('radio', { name: 'Tjatar eller pressar' }));
    await user.type(within(report).getByLabelText('Berätta mer (valfritt)'), 'Vill ha pengar');
    await user.click(send);
    await waitFor(() =>
      expect(mocked.reportFriend).toHaveBeenCalledWith(active.id, 'pressure', 'Vill ha pengar'),
    );
    expect(await screen.findByText(/Ärendenummer SL-261127-7KQ4/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Val för Klok Räv' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blockera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blockera Klok Räv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, blockera' }));
    await waitFor(() => expect(mocked.blockFriend).toHaveBeenCalledWith(active.id));
  });
});

describe('Vänförfrågningar att godkänna', () => {
  it('lets a guardian approve a child’s new friend', async () => {
    signInMember({ role: 'foralder' });
    const row: api.FriendApproval = {
      id: crypto.randomUUID(),
      childId: crypto.randomUUID(),
      childName: 'Elsa D.',
      friendName: 'Klok Räv',
      otherNeedsGuardian: true,
    };
    mocked.familyFriendRequests.mockResolvedValueOnce([row]).mockResolvedValue([]);
    mocked.approveFriendRequest.mockResolvedValue('awaiting_guardians');
    const user = userEvent.setup();
    render(<FriendApprovalsCard enabled />);
    const card = await screen.findByTestId('friend-approvals');
    expect(card).toHaveTextContent('Elsa D. vill bli vän med Klok Räv');
    expect(card).toHaveTextContent('Kompisens förälder godkänner också.');
    await user.click(within(card).getByRole('button', { name: 'Godkänn' }));
    await waitFor(() => expect(mocked.approveFriendRequest).toHaveBeenCalledWith(row.id, true));
    expect(await screen.findByText('Nu väntar vi på kompisens förälder.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('friend-approvals')).not.toBeInTheDocument());
  });

  it('shows nothing when no approval waits, and asks nothing when disabled', async () => {
    signInMember({ role: 'foralder' });
    mocked.familyFriendRequests.mockResolvedValue([]);
    const { rerender } = render(<FriendApprovalsCard enabled={false} />);
    expect(mocked.familyFriendRequests).not.toHaveBeenCalled();
    rerender(<FriendApprovalsCard enabled />);
    await waitFor(() => expect(mocked.familyFriendRequests).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('friend-approvals')).not.toBeInTheDocument();
  });
});
