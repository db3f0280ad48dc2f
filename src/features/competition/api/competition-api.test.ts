import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RemoteError } from '@/data/remote/rpc';
import { supabase } from '@/lib/supabase';

import {
  fetchLeaderboard,
  fetchStanding,
  isLeagueRefusal,
  isNicknameTaken,
  joinCompetition,
  leaveCompetition,
} from './competition-api';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }));
const rpc = vi.mocked(supabase.rpc);
const answer = (data: unknown, error: unknown = null) =>
  rpc.mockResolvedValueOnce({ data, error } as never);

beforeEach(() => rpc.mockReset());

describe('competition RPCs', () => {
  it('maps leaderboard rows to camelCase and keeps their order', async () => {
    answer([
      {
        position: 1,
        display_name: 'Modig Utter',
        avatar_initials: 'MU',
        level: 7,
        streak: 5,
        saving_streak: 3,
        badge_count: 4,
        score: 120,
        is_me: true,
      },
      {
        position: 2,
        display_name: 'Klok Räv',
        avatar_initials: 'KR',
        level: 2,
        streak: 0,
        badge_count: 1,
        score: 30,
        is_me: false,
        friend_streak: 4,
        child_name: 'Omar',
      },
    ]);
    const rows = await fetchLeaderboard('week', 'family');
    expect(rpc).toHaveBeenCalledWith('leaderboard', {
      period: 'week',
      scope: 'family',
      page_size: 20,
      page_offset: 0,
    });
    expect(rows).toEqual([
      {
        position: 1,
        displayName: 'Modig Utter',
        initials: 'MU',
        level: 7,
        streak: 5,
        savingStreak: 3,
        badgeCount: 4,
        score: 120,
        isMe: true,
        friendStreak: null,
        childName: null,
      },
      {
        position: 2,
        displayName: 'Klok Räv',
        initials: 'KR',
        level: 2,
        streak: 0,
        savingStreak: 0,
        badgeCount: 1,
        score: 30,
        isMe: false,
        friendStreak: 4,
        childName: 'Omar',
      },
    ]);
  });

  it('reads the one standing row (bigint öre may come as a string)', async () => {
    answer([
      {
        joined: true,
        position: 3,
        participants: 127,
        score: 240,
        saved_ore_this_month: '145000',
        days_left: 12,
        nickname: 'Modig Utter',
        unconfirmed_ore: '45000',
        has_guardian: true,
      },
    ]);
    expect(await fetchStanding()).toEqual({
      joined: true,
      position: 3,
      participants: 127,
      score: 240,
      savedOreThisMonth: 145_000,
      daysLeft: 12,
      nickname: 'Modig Utter',
      unconfirmedOre: 45_000,
      hasGuardian: true,
    });
    answer([
      {
        joined: false,
        position: null,
        participants: 2,
        score: 0,
        saved_ore_this_month: 0,
        days_left: 1,
      },
    ]);
    expect(await fetchStanding()).toMatchObject({ joined: false, position: null, nickname: null });
  });

  it('joins (under a chosen nickname, or one the server picks) and leaves', async () => {
    answer('Modig Utter');
    expect(await joinCompetition('Modig Utter')).toBe('Modig Utter');
    expect(rpc).toHaveBeenLastCalledWith('join_competition', { nickname: 'Modig Utter' });
    answer('Klok Räv');
    expect(await joinCompetition()).toBe('Klok Räv');
    expect(rpc).toHaveBeenLastCalledWith('join_competition', undefined);
    answer(true);
    expect(await leaveCompetition()).toBe(true);
  });

  it.each([
    [
      { message: 'Månadens Tävling är bara för barn och unga', code: '23514' },
      'Månadens Tävling är bara för barn och unga',
    ],
    [
      { message: 'TypeError: Failed to fetch', code: '' },
      'Ingen anslutning just nu. Kolla internet och försök igen.',
    ],
    [
      { message: 'relation does not exist', code: '42P01' },
      'Något gick fel. Försök igen om en stund.',
    ],
  ])('turns %o into a Swedish error', async (error, message) => {
    answer(null, error);
    const promise = joinCompetition();
    await expect(promise).rejects.toBeInstanceOf(RemoteError);
    answer(null, error);
    await expect(joinCompetition()).rejects.toThrow(message);
  });

  it.each([
    ['42501', 'Topplistan är för dig som är 13–23 år.', true, false],
    ['23505', 'Smeknamnet Modig Utter är redan taget. Välj ett annat.', false, true],
    [
      '23514',
      'Välj ett smeknamn bland förslagen – egna namn går inte att skriva in.',
      false,
      false,
    ],
  ])('keeps the code of a refusal (%s)', async (code, message, refusal, taken) => {
    answer(null, { code, message });
    const error: unknown = await joinCompetition('Modig Utter').catch((e: unknown) => e);
    expect(error).toMatchObject({ message, code });
    expect(isLeagueRefusal(error)).toBe(refusal);
    expect(isNicknameTaken(error)).toBe(taken);
  });

  it('a thrown network error is said in Swedish too', async () => {
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchLeaderboard('month', 'all')).rejects.toThrow('Ingen anslutning just nu');
  });
});
