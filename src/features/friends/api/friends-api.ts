import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as remote from '@/data/remote/friends';
import { RemoteError } from '@/data/remote/rpc';

import { friendsCopy } from '../copy';

/**
 * The friends' server calls (src/data/remote/friends.ts) in the feature's words. The server
 * writes its refusals (these codes) in Swedish; those are shown as they are.
 */
const words: ErrorWords = {
  spoken: ['23514', '42501', 'P0001', 'P0002'],
  offline: friendsCopy.errors.offline,
  network: friendsCopy.errors.offline,
  generic: friendsCopy.errors.generic,
};

/**
 * Whether a failure is the server's own answer to what was sent (a wrong code, already friends):
 * trying again later changes nothing, so it is said where the person typed, as it came.
 */
export const isServerRefusal = (error: unknown): error is RemoteError =>
  error instanceof RemoteError && words.spoken.includes(error.code);

export type {
  Friend,
  FriendApproval,
  FriendCode,
  FriendStatus,
  ReportReason,
  WaitingFor,
} from '@/data/remote/friends';

export const myFriendCode = speaking(remote.myFriendCode, words);
export const renewFriendCode = speaking(remote.renewFriendCode, words);
export const myFriends = speaking(remote.myFriends, words);
export const sendFriendRequest = speaking(remote.sendFriendRequest, words);
export const answerFriendRequest = speaking(remote.answerFriendRequest, words);
export const removeFriend = speaking(remote.removeFriend, words);
export const blockFriend = speaking(remote.blockFriend, words);
export const reportFriend = speaking(remote.reportFriend, words);
export const familyFriendRequests = speaking(remote.familyFriendRequests, words);
export const approveFriendRequest = speaking(remote.approveFriendRequest, words);
