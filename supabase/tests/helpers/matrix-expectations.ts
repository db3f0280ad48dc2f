import type { MatrixActorName } from './actors';
import { cell, type Cell } from './matrix-runner';

// Cell notation: see helpers/matrix-runner.ts. A = teenA's row, B = teenB's row, C = adultChild's
// row (family A's child of 20, who shares nothing with the guardians: no user_settings row).
// Family A's guardians are parentOfA and coGuardian; whatever one of them sees of a child, so does
// the other, except the savings goal parentOfA set (the setter keeps it, issue 21).
type Expectations = Partial<Record<MatrixActorName, Cell>>;

const ANON = cell('x', '', '/x', '/x');
const SERVICE = cell('ABC', 'ABC', 'ABC/', 'ABC/');
const NOTHING = cell('x', '', '/x', '/x');

/** The same cell for the three child owners, each about their own row ('A' → 'B', 'C'). */
function perChild(make: (owner: 'A' | 'B' | 'C') => Cell): Expectations {
  return { teenA: make('A'), teenB: make('B'), adultChild: make('C') };
}
/** The same cell for both of family A's guardians. */
const guardians = (c: Cell): Expectations => ({ parentOfA: c, coGuardian: c });

/**
 * Own rows, and family A's guardians read the minor's (A's) rows but not the adult's (C's): the
 * shape of the sync tables an adult child shares by section (spending, goals).
 */
const OWN_ROWS: Expectations = {
  ...perChild((o) => cell(o, o, `${o}/0`, '/x')),
  ...guardians(cell('A', '', '/0', '/x')),
  unrelatedParent: cell('', '', '/0', '/x'),
};
/**
 * Derived by the server from facts (issue 19): read like sync rows, never written by the API.
 * XP, badges and lesson progress of an adult child reach guardians only with share_learning
 * (issue 21): C's rows stay hidden.
 */
const SERVER_DERIVED: Expectations = {
  ...perChild((o) => cell(o, '', '/x', '/x')),
  ...guardians(cell('A', '', '/x', '/x')),
  unrelatedParent: cell('', '', '/x', '/x'),
};
/** Facts a child records once (quiz attempts, no-spend claims): the owner inserts and reads. */
const OWN_FACTS_ONCE: Expectations = {
  ...perChild((o) => cell(o, o, '/x', '/x')),
  ...guardians(cell('', '', '/x', '/x')),
  unrelatedParent: cell('', '', '/x', '/x'),
};
const OWNER_READS_AND_ENDS: Expectations = {
  ...perChild((o) => cell(o, '', `${o}/0`, '/x')),
  ...guardians(cell('', '', '/0', '/x')),
  unrelatedParent: cell('', '', '/0', '/x'),
};
/** Rows only server code writes; the owner reads their own. */
const OWNER_READS_ONLY: Expectations = {
  ...perChild((o) => cell(o, '', '/x', '/x')),
  ...guardians(cell('', '', '/x', '/x')),
  unrelatedParent: cell('', '', '/x', '/x'),
};
const NOBODY: Expectations = {
  ...perChild(() => NOTHING),
  ...guardians(NOTHING),
  unrelatedParent: NOTHING,
};

export const EXPECTED: Record<string, Expectations> = {
  profiles: OWNER_READS_AND_ENDS,
  user_sessions: OWNER_READS_AND_ENDS,
  profile_access_log: OWNER_READS_ONLY,
  // C's family is A's (the same fixture row): every member of family A reads it.
  families: {
    teenA: cell('AC', '', '/x', '/x'),
    teenB: cell('B', '', '/x', '/x'),
    adultChild: cell('AC', '', '/x', '/x'),
    ...guardians(cell('AC', '', '/x', '/x')),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  // A child reads their own membership; a guardian every membership of the family.
  family_members: {
    ...perChild((o) => cell(o, '', '/x', '/x')),
    ...guardians(cell('AC', '', '/x', '/x')),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  // Invites are made through create_family_invite only; guardians read their family's (A's and
  // C's fixtures are both family A's invites).
  family_invites: {
    ...perChild(() => cell('', '', '/x', '/x')),
    ...guardians(cell('AC', '', '/x', '/x')),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  transactions: OWN_ROWS,
  weekly_budgets: OWN_ROWS,
  goal_deposits: OWN_ROWS,
  lesson_progress: SERVER_DERIVED,
  quiz_attempts: OWN_FACTS_ONCE,
  no_spend_claims: OWN_FACTS_ONCE,
  // A's fixture goal was set by parentOfA: its terms (the probed title) are the setter's, and the
  // setter reads it whatever the child's age. C's goal is C's own: hidden from both guardians.
  // Any guardian may set a goal for any child of theirs (insert 'AC').
  savings_goals: {
    ...OWN_ROWS,
    teenA: cell('A', 'A', '/A:x,B:0,C:0', '/x'),
    parentOfA: cell('A', 'AC', 'A/0', '/x'),
    coGuardian: cell('A', 'AC', '/0', '/x'),
  },
  xp_events: SERVER_DERIVED,
  earned_badges: SERVER_DERIVED,
  // Tasks are the guardians' own (only a guardian creates one): every guardian of the family
  // reads and answers them, an adult child's too (docs/families.md, issue 21).
  tasks: {
    ...perChild((o) => cell(o, '', `${o}/0`, '/x')),
    ...guardians(cell('AC', 'AC', 'AC/0', '/x')),
    unrelatedParent: cell('', '', '/0', '/x'),
  },
  // Opt-in to the competition: each child joins or leaves as themselves only; nobody reads
  // another's row (the leaderboard RPC is the only way to see others), nobody updates.
  competition_participants: {
    ...perChild((o) => cell(o, o, '/x', `${o}/0`)),
    ...guardians(cell('', '', '/x', '/0')),
    unrelatedParent: cell('', '', '/x', '/0'),
  },
  // Own row only: nobody, not even a guardian, reads another's settings.
  user_settings: {
    ...perChild((o) => cell(o, o, `${o}/0`, '/x')),
    ...guardians(cell('', '', '/0', '/x')),
    unrelatedParent: cell('', '', '/0', '/x'),
  },
  applied_ops: {
    ...perChild((o) => cell(o, o, '/x', '/x')),
    ...guardians(cell('', '', '/x', '/x')),
    unrelatedParent: cell('', '', '/x', '/x'),
  },
  support_tickets: NOBODY,
  support_replies: NOBODY,
  callback_requests: NOBODY,
  // Månadsavslut (20261125000200): written by server code only. Results and notifications are
  // the owner's; a prize claim also reaches the guardians who confirm it for a minor (A's), never
  // an adult winner's (C's, who confirms it herself).
  competition_results: OWNER_READS_ONLY,
  notifications: OWNER_READS_ONLY,
  prize_claims: {
    ...OWNER_READS_ONLY,
    ...guardians(cell('A', '', '/x', '/x')),
  },
  staff_members: NOBODY,
  login_attempts: NOBODY,
  // Issue 26 (20261127001100): drill answers and the report's consent are the owner's alone.
  scam_drill_answers: OWNER_READS_ONLY,
  learned_done_sharing: OWNER_READS_ONLY,
  // Allowance agreements (20261127000900): written through the RPCs only. The child and every
  // guardian of the child read them (a guardian is a party to the agreement, also with an adult
  // child); a parent interest rate is goals: C's stays hidden from the guardians.
  allowance_versions: {
    ...OWNER_READS_ONLY,
    ...guardians(cell('AC', '', '/x', '/x')),
  },
  goal_interest: {
    ...OWNER_READS_ONLY,
    ...guardians(cell('A', '', '/x', '/x')),
  },
};

/** The expected cell of one table × actor; undefined when nobody wrote it down. */
export function expectedCell(table: string, actor: MatrixActorName): Cell | undefined {
  if (actor === 'anon') return ANON;
  if (actor === 'service') return SERVICE;
  return EXPECTED[table]?.[actor];
}
