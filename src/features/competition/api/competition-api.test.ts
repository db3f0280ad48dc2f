import { beforeEach, describe, expect, it, vi } from 'vitest';

import { supabase } from '@/lib/supabase';

import {
  CompetitionError,
  fetchLeaderboard,
  fetchStanding,
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
        display_name: 'Elsa L.',
        avatar_initials: 'EL',
        level: 7,
        streak: 5,
        saving_streak: 3,
        badge_count: 4,
        score: 120,
        is_me: true,
      },
      {
        position: 2,
        display_name: 'Omar L.',
        avatar_initials: 'OL',
        level: 2,
        streak: 0,
        badge_count: 1,
        score: 30,
        is_me: false,
      },
    ]);
    const rows = await fetchLeaderboard('week', 'family');
    expect(rpc).toHaveBeenCalledWith('leaderboard', { period: 'week', scope: 'family' });
    expect(rows).toEqual([
      {
        position: 1,
        displayName: 'Elsa L.',
        initials: 'EL',
        level: 7,
        streak: 5,
        savingStreak: 3,
        badgeCount: 4,
        score: 120,
        isMe: true,
      },
      {
        position: 2,
        displayName: 'Omar L.',
        initials: 'OL',
        level: 2,
        streak: 0,
        savingStreak: 0,
        badgeCount: 1,
        score: 30,
        isMe: false,
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
      },
    ]);
    expect(await fetchStanding()).toEqual({
      joined: true,
      position: 3,
      participants: 127,
      score: 240,
      savedOreThisMonth: 145_000,
      daysLeft: 12,
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
    expect(await fetchStanding()).toMatchObject({ joined: false, position: null });
  });

  it('joins and leaves', async () => {
    answer('Elsa L.');
    expect(await joinCompetition()).toBe('Elsa L.');
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
    await expect(promise).rejects.toBeInstanceOf(CompetitionError);
    answer(null, error);
    await expect(joinCompetition()).rejects.toThrow(message);
  });

  it('a thrown network error is said in Swedish too', async () => {
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchLeaderboard('month', 'all')).rejects.toThrow('Ingen anslutning just nu');
  });
});
