import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as remote from '@/data/remote/family';

import { familyCopy } from '../copy';

export { hasCode } from '@/data/remote/error-words';

/**
 * The family's server calls (src/data/remote/family.ts) in the family's words. The server writes
 * its refusals (these codes) in Swedish; those are shown as they are.
 */
const words: ErrorWords = {
  spoken: ['23514', '42501', 'P0001', 'P0002'],
  offline: familyCopy.errors.offline,
  network: familyCopy.errors.offline,
  generic: familyCopy.errors.generic,
};

export type {
  DepositToConfirm,
  FamilyMember,
  FamilyTask,
  HomeChild,
  InsightWeek,
  Insights,
  Invite,
  InvitePreview,
  MemberRole,
  MyFamily,
  ParentHome,
  TaskStatus,
  WaitingTask,
  WeekReport,
} from '@/data/remote/family';

export const myFamily = speaking(remote.myFamily, words);
export const createFamily = speaking(remote.createFamily, words);
export const createInvite = speaking(remote.createInvite, words);
export const previewInvite = speaking(remote.previewInvite, words);
export const acceptInvite = speaking(remote.acceptInvite, words);
export const revokeInvite = speaking(remote.revokeInvite, words);
export const removeMember = speaking(remote.removeMember, words);
export const familyTasks = speaking(remote.familyTasks, words);
export const createTask = speaking(remote.createTask, words);
export const reviewTask = speaking(remote.reviewTask, words);
export const createGoalForChild = speaking(remote.createGoalForChild, words);
export const parentInsights = speaking(remote.parentInsights, words);
export const parentHome = speaking(remote.parentHome, words);
export const confirmDeposits = speaking(remote.confirmDeposits, words);
