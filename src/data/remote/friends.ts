import { rpc } from './rpc';

/**
 * The friends RPCs of supabase/migrations/20261127000600_friends.sql. The server decides every
 * step (request, the addressee's yes, each guardian's approval) and returns only nickname, level,
 * check-in streak, badge count and the shared streak of an active friend: never amounts or
 * names. Refusals reject with a RemoteError; the friends feature words them.
 */
export type FriendStatus = 'requested' | 'awaiting_guardians' | 'active';
/** What an accepted request still waits for, seen from the caller. */
export type WaitingFor = 'my_guardian' | 'their_guardian' | 'no_guardian';
export type ReportReason = 'unkind' | 'pressure' | 'pretend' | 'unsafe' | 'other';

export type Friend = {
  id: string;
  status: FriendStatus;
  direction: 'incoming' | 'outgoing';
  nickname: string | null;
  /** Only for an active friendship. */
  level: number | null;
  streak: number | null;
  badgeCount: number | null;
  /** Days in a row both checked in (sparkompis streak); active friendships only. */
  friendStreak: number | null;
  waitingFor: WaitingFor | null;
};

export type FriendCode = { code: string; createdAt: string };

export type FriendApproval = {
  id: string;
  childId: string;
  childName: string;
  /** The friend's nickname; the family name when both teens are the guardian's children. */
  friendName: string | null;
  otherNeedsGuardian: boolean;
};

type Row = Record<string, unknown>;
const list = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const toCode = (data: unknown): FriendCode => {
  const [row] = list(data);
  return { code: text(row?.code) ?? '', createdAt: text(row?.created_at) ?? '' };
};

export const myFriendCode = async () => toCode(await rpc('my_friend_code'));
export const renewFriendCode = async () => toCode(await rpc('renew_friend_code'));

export async function myFriends(): Promise<Friend[]> {
  return list(await rpc('my_friends')).map((row) => ({
    id: String(row.friendship_id),
    status: row.status as FriendStatus,
    direction: row.direction === 'incoming' ? 'incoming' : 'outgoing',
    nickname: text(row.nickname),
    level: count(row.level),
    streak: count(row.streak),
    badgeCount: count(row.badge_count),
    friendStreak: count(row.friend_streak),
    waitingFor: text(row.waiting_for) as WaitingFor | null,
  }));
}

/** Sends a request with a friend's code (spaces, dashes and case do not matter). */
export const sendFriendRequest = async (code: string) => {
  await rpc('send_friend_request', { code });
};
/** The addressee's answer: 'active', 'awaiting_guardians' or 'declined'. */
export const answerFriendRequest = (friendshipId: string, accept: boolean) =>
  rpc<string>('answer_friend_request', { friendship_id: friendshipId, accept });
export const removeFriend = async (friendshipId: string) => {
  await rpc('remove_friend', { friendship_id: friendshipId });
};
export const blockFriend = async (friendshipId: string) => {
  await rpc('block_friend', { friendship_id: friendshipId });
};
/** A report to the support desk; resolves with the ticket number. */
export const reportFriend = (friendshipId: string, reason: ReportReason, note: string) =>
  rpc<string>('report_friend', { friendship_id: friendshipId, reason, note });

/** For a guardian: accepted requests of their children waiting for their approval. */
export async function familyFriendRequests(): Promise<FriendApproval[]> {
  return list(await rpc('family_friend_requests')).map((row) => ({
    id: String(row.friendship_id),
    childId: String(row.child_id),
    childName: text(row.child_name) ?? '',
    friendName: text(row.friend_name),
    otherNeedsGuardian: row.other_needs_guardian === true,
  }));
}
/** A guardian's answer: 'active', 'awaiting_guardians' or 'denied'. */
export const approveFriendRequest = (friendshipId: string, approve: boolean) =>
  rpc<string>('approve_friend_request', { friendship_id: friendshipId, approve });
