import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboard';

import { RemoteError, rpc, UNKNOWN } from './rpc';

/**
 * The competition RPCs of supabase/migrations/*_competition.sql and *_league_nicknames.sql. The
 * server computes what others see (nickname, its initials, level, streak, badge count, score);
 * kronor are only ever the caller's own (saved_ore_this_month). Only teens aged 13–23 and
 * guardians (their own children's rows) get answers; anyone else is refused (42501).
 * Refusals reject with a RemoteError; the competition feature words them.
 */
export type Period = 'month' | 'week';
export type Scope = 'all' | 'family' | 'friends';

export type LeaderboardRow = {
  position: number;
  displayName: string;
  initials: string;
  level: number;
  /** Days in a row with a money check-in. */
  streak: number;
  /** Weeks in a row with a deposit to a savings goal. */
  savingStreak: number;
  badgeCount: number;
  score: number;
  isMe: boolean;
  /** Days in a row both checked in with this friend (the friends board only; null otherwise). */
  friendStreak?: number | null;
  /** The child's first name, for a guardian's own children only (null for everyone else). */
  childName?: string | null;
};

export type Standing = {
  joined: boolean;
  /** Own place this month; null when not taking part. */
  position: number | null;
  participants: number;
  score: number;
  savedOreThisMonth: number;
  daysLeft: number;
  /** The caller's nickname in the league ('Modig Utter'); null when not taking part. */
  nickname: string | null;
  /** The month's own deposits no guardian has confirmed yet (they score at a small cap). */
  unconfirmedOre: number;
  /** Whether a guardian can confirm the caller's saving (a linked one who sees goals). */
  hasGuardian: boolean;
};

const num = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

const rows = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data)
    ? (data as Record<string, unknown>[])
    : data
      ? [data as Record<string, unknown>]
      : [];

/**
 * The first LEADERBOARD_PAGE_SIZE places of the board, plus the caller's own row (isMe) when it
 * lies below them: its position then jumps past the page.
 */
export async function fetchLeaderboard(period: Period, scope: Scope): Promise<LeaderboardRow[]> {
  const data = await rpc('leaderboard', {
    period,
    scope,
    page_size: LEADERBOARD_PAGE_SIZE,
    page_offset: 0,
  });
  return rows(data).map((row) => ({
    position: num(row.position),
    displayName: typeof row.display_name === 'string' ? row.display_name : '',
    initials: typeof row.avatar_initials === 'string' ? row.avatar_initials : '',
    level: num(row.level),
    streak: num(row.streak),
    savingStreak: num(row.saving_streak),
    badgeCount: num(row.badge_count),
    score: num(row.score),
    isMe: row.is_me === true,
    friendStreak:
      row.friend_streak === null || row.friend_streak === undefined ? null : num(row.friend_streak),
    childName: typeof row.child_name === 'string' ? row.child_name : null,
  }));
}

export async function fetchStanding(): Promise<Standing> {
  const [row] = rows(await rpc('competition_standing'));
  if (!row) throw new RemoteError(UNKNOWN, 'competition_standing returned no row');
  return {
    joined: row.joined === true,
    position: row.position === null || row.position === undefined ? null : num(row.position),
    participants: num(row.participants),
    score: num(row.score),
    savedOreThisMonth: num(row.saved_ore_this_month),
    daysLeft: num(row.days_left),
    nickname: typeof row.nickname === 'string' ? row.nickname : null,
    unconfirmedOre: num(row.unconfirmed_ore),
    hasGuardian: row.has_guardian === true,
  };
}

/**
 * Joins under `nickname` (one of the suggestions), or changes the nickname when taking part
 * already; without one the server picks a free nickname. Resolves with the name others see.
 */
export async function joinCompetition(nickname?: string): Promise<string> {
  const data = await rpc('join_competition', nickname === undefined ? undefined : { nickname });
  return typeof data === 'string' ? data : '';
}

/** Leaves; true when the caller was taking part. */
export async function leaveCompetition(): Promise<boolean> {
  return (await rpc('leave_competition')) === true;
}
