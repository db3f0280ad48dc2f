import { RemoteError, rpc, UNKNOWN } from './rpc';

/**
 * The family RPCs of supabase/migrations/20261122001500_families_flow.sql (docs/families.md).
 * Refusals reject with a RemoteError; the family feature words them.
 */
export type MemberRole = 'guardian' | 'child';
export type FamilyMember = {
  user_id: string;
  display_name: string;
  first_name: string;
  role: MemberRole;
  joined_at: string;
  age_group: 'under18' | 'adult';
  is_me: boolean;
};
export type Invite = { id: string; code: string; member_role: MemberRole; expires_at: string };
export type MyFamily = {
  family: { id: string; name: string } | null;
  me: { user_id: string; role: MemberRole } | null;
  members: FamilyMember[];
  invites: Invite[];
};
export type InvitePreview = {
  family_name: string;
  invited_by: string;
  member_role: MemberRole;
  expires_at: string;
};
export type TaskStatus = 'open' | 'done' | 'approved' | 'rejected';
export type FamilyTask = {
  id: string;
  user_id: string;
  child_name: string;
  title: string;
  reward_ore: number;
  reward_xp: number;
  due_date: string | null;
  status: TaskStatus;
  created_at: string;
};
export type InsightWeek = {
  week: string;
  monday: string;
  spent_ore: number;
  by_category: Record<string, number>;
  budget_ore: number | null;
  budget_kept: boolean | null;
};
export type Insights = {
  child: { user_id: string; display_name: string; first_name: string; age_group: string };
  shared: { spending: boolean; goals: boolean; learning: boolean };
  weeks: InsightWeek[] | null;
  goals:
    | {
        id: string;
        title: string;
        target_ore: number;
        saved_ore: number;
        set_by_me: boolean;
        match_percent: number | null;
      }[]
    | null;
  learning: {
    lessons_completed: number;
    lessons_this_week: number;
    quizzes_passed: number;
    courses_completed: number;
    courses_total: number;
  } | null;
  /**
   * Null where an adult child does not share the section behind it: the check-in streak is
   * learning, the saving streak goals (issue 21).
   */
  streak: { check_in: number | null; alive: boolean | null; saving_weeks: number | null };
  /** Level and XP are learning: null where an adult child does not share it. */
  xp: { total: number; level: number } | null;
  tasks: { waiting: number; open: number; approved_this_week: number };
};

export const myFamily = () => rpc<MyFamily>('my_family');
export const createFamily = (name: string) => rpc<string>('create_family', { name });
export const createInvite = async (familyId: string, role: MemberRole) => {
  const rows = await rpc<Invite[] | Invite>('create_family_invite', {
    family_id: familyId,
    member_role: role,
  });
  return Array.isArray(rows) ? rows[0] : rows;
};
export const previewInvite = async (code: string) => {
  const rows = await rpc<InvitePreview[] | InvitePreview>('invite_preview', { code });
  const row = Array.isArray(rows) ? rows[0] : rows;
  if (!row) throw new RemoteError(UNKNOWN, 'invite_preview returned no row');
  return row;
};
export const acceptInvite = (code: string) => rpc<string>('accept_family_invite', { code });
export const revokeInvite = (inviteId: string) =>
  rpc<null>('revoke_family_invite', { invite_id: inviteId });
export const removeMember = (familyId: string, userId: string) =>
  rpc<null>('remove_family_member', { family_id: familyId, user_id: userId });
export const familyTasks = () => rpc<FamilyTask[]>('family_tasks');
export const createTask = (input: {
  child: string;
  title: string;
  rewardOre: number;
  rewardXp: number;
  dueDate: string | null;
}) =>
  rpc<string>('create_task', {
    child: input.child,
    title: input.title,
    reward_ore: input.rewardOre,
    reward_xp: input.rewardXp,
    due_date: input.dueDate,
  });
export const reviewTask = (taskId: string, approve: boolean) =>
  rpc<'approved' | 'rejected'>('review_task', { task_id: taskId, approve });
export const createGoalForChild = (input: {
  child: string;
  title: string;
  targetOre: number;
  matchPercent: number | null;
}) =>
  rpc<string>('create_goal_for_child', {
    child: input.child,
    title: input.title,
    target_ore: input.targetOre,
    target_date: null,
    match_percent: input.matchPercent,
  });
/** Asks for the most weeks any plan shows; the server gives what the family's plan allows (4 or 12). */
export const parentInsights = (child: string) =>
  rpc<Insights>('parent_insights', { child, weeks: 12 });

/** A task a child marked done, waiting for a guardian's answer (parent_home). */
export type WaitingTask = {
  id: string;
  title: string;
  reward_ore: number;
  reward_xp: number;
  due_date: string | null;
};
/**
 * One child's ISO week for the parent home's report: null where an adult child does not share the
 * section (spending: spent and budget, goals: saved, learning: lessons); tasks are always shown.
 */
export type WeekReport = {
  week: string;
  monday: string;
  spent_ore: number | null;
  budget_ore: number | null;
  saved_ore: number | null;
  lessons: number | null;
  tasks_approved: number;
};
/** A deposit the child typed this month that no guardian has confirmed (issue 40 §6). */
export type DepositToConfirm = {
  id: string;
  goal_title: string;
  amount_ore: number;
  created_at: string;
};
export type HomeChild = {
  insights: Insights;
  waiting: WaitingTask[];
  last_week: WeekReport;
  /** Empty for a child not in the competition or one who does not share goals. */
  to_confirm: DepositToConfirm[];
};
/** supabase/migrations/20261127000800_parent_home.sql: the guardian's children, oldest link first. */
export type ParentHome = { children: HomeChild[] };

export const parentHome = () => rpc<ParentHome>('parent_home');

/** Confirms exactly these deposits of the child's; resolves with how many were confirmed. */
export const confirmDeposits = (child: string, deposits: string[]) =>
  rpc<number>('confirm_deposits', { child, deposits });
