import type { ActorName } from './actors';
import { cell, type Cell } from './matrix-runner';

// Cell notation: see helpers/matrix-runner.ts. A = teenA's row, B = teenB's row.
const ANON = cell('x', '', '/x', '/x');
const SERVICE = cell('AB', 'AB', 'AB/', 'AB/');
const NOTHING = cell('x', '', '/x', '/x');

/** Own rows + a guardian (parentOfA) reads A's rows: the shape of most sync tables. */
const OWN_ROWS: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', 'A', 'A/0', '/x'),
  teenB: cell('B', 'B', 'B/0', '/x'),
  parentOfA: cell('A', '', '/0', '/x'),
  unrelatedParent: cell('', '', '/0', '/x'),
};
/** Derived by the server from facts (issue 19): read like sync rows, never written by the API. */
const SERVER_DERIVED: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', '', '/x', '/x'),
  teenB: cell('B', '', '/x', '/x'),
  parentOfA: cell('A', '', '/x', '/x'),
  unrelatedParent: cell('', '', '/x', '/x'),
};
/** Facts a teen records once (quiz attempts, no-spend claims): the owner inserts and reads. */
const OWN_FACTS_ONCE: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', 'A', '/x', '/x'),
  teenB: cell('B', 'B', '/x', '/x'),
  parentOfA: cell('', '', '/x', '/x'),
  unrelatedParent: cell('', '', '/x', '/x'),
};
const OWNER_READS_AND_ENDS: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', '', 'A/0', '/x'),
  teenB: cell('B', '', 'B/0', '/x'),
  parentOfA: cell('', '', '/0', '/x'),
  unrelatedParent: cell('', '', '/0', '/x'),
};
/** Rows only server code writes; the owner reads their own. */
const OWNER_READS_ONLY: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', '', '/x', '/x'),
  teenB: cell('B', '', '/x', '/x'),
  parentOfA: cell('', '', '/x', '/x'),
  unrelatedParent: cell('', '', '/x', '/x'),
};
const FAMILY_READ: Partial<Record<ActorName, Cell>> = {
  teenA: cell('A', '', '/x', '/x'),
  teenB: cell('B', '', '/x', '/x'),
  parentOfA: cell('A', '', '/x', '/x'),
  unrelatedParent: cell('', '', '/x', '/x'),
};

export const EXPECTED: Record<string, Partial<Record<ActorName, Cell>>> = {
  profiles: OWNER_READS_AND_ENDS,
  user_sessions: OWNER_READS_AND_ENDS,
  profile_access_log: {
    teenA: cell('A', '', '/x', '/x'),
    teenB: cell('B', '', '/x', '/x'),
    parentOfA: cell('', '', '/x', '/x'),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  families: FAMILY_READ,
  family_members: FAMILY_READ,
  // Invites are made through create_family_invite only; guardians read their family's.
  family_invites: {
    teenA: cell('', '', '/x', '/x'),
    teenB: cell('', '', '/x', '/x'),
    parentOfA: cell('A', '', '/x', '/x'),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  transactions: OWN_ROWS,
  weekly_budgets: OWN_ROWS,
  goal_deposits: OWN_ROWS,
  lesson_progress: SERVER_DERIVED,
  quiz_attempts: OWN_FACTS_ONCE,
  no_spend_claims: OWN_FACTS_ONCE,
  // A's fixture goal was set by A's guardian: its terms (the probed title) are the guardian's.
  savings_goals: {
    ...OWN_ROWS,
    teenA: cell('A', 'A', '/A:x,B:0', '/x'),
    parentOfA: cell('A', 'A', 'A/0', '/x'),
  },
  xp_events: SERVER_DERIVED,
  earned_badges: SERVER_DERIVED,
  tasks: {
    teenA: cell('A', '', 'A/0', '/x'),
    teenB: cell('B', '', 'B/0', '/x'),
    parentOfA: cell('A', 'A', 'A/0', '/x'),
    unrelatedParent: cell('', '', '/0', '/x'),
  },
  // Opt-in to the competition: each teen joins or leaves as themselves only; nobody reads
  // another's row (the leaderboard RPC is the only way to see others), nobody updates.
  competition_participants: {
    teenA: cell('A', 'A', '/x', 'A/0'),
    teenB: cell('B', 'B', '/x', 'B/0'),
    parentOfA: cell('', '', '/x', '/0'),
    unrelatedParent: cell('', '', '/x', '/0'),
  },
  // Own row only: nobody, not even a guardian, reads another's settings.
  user_settings: {
    teenA: cell('A', 'A', 'A/0', '/x'),
    teenB: cell('B', 'B', 'B/0', '/x'),
    parentOfA: cell('', '', '/0', '/x'),
    unrelatedParent: cell('', '', '/0', '/x'),
  },
  applied_ops: {
    teenA: cell('A', 'A', '/x', '/x'),
    teenB: cell('B', 'B', '/x', '/x'),
    parentOfA: cell('', '', '/x', '/x'),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  support_tickets: {
    teenA: NOTHING,
    teenB: NOTHING,
    parentOfA: NOTHING,
    unrelatedParent: NOTHING,
  },
  // Månadsavslut (20261125000200): written by server code only. Results and notifications are
  // the owner's; a prize claim also reaches the guardian who confirms it for a minor (A's).
  competition_results: OWNER_READS_ONLY,
  notifications: OWNER_READS_ONLY,
  prize_claims: {
    ...OWNER_READS_ONLY,
    parentOfA: cell('A', '', '/x', '/x'),
  },
  staff_members: {
    teenA: NOTHING,
    teenB: NOTHING,
    parentOfA: NOTHING,
    unrelatedParent: NOTHING,
  },
  login_attempts: {
    teenA: NOTHING,
    teenB: NOTHING,
    parentOfA: NOTHING,
    unrelatedParent: NOTHING,
  },
};

/** The expected cell of one table × actor; undefined when nobody wrote it down. */
export function expectedCell(table: string, actor: ActorName): Cell | undefined {
  if (actor === 'anon') return ANON;
  if (actor === 'service') return SERVICE;
  return EXPECTED[table]?.[actor];
}
