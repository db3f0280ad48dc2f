/**
 * The badge catalogue and its rules (docs/gamification.md § Badges). Every rule is a count over
 * the user's own behaviour (`BehaviourStats`): never a kronor amount, never chance. Rules are
 * plain data, so the server can mirror them in SQL.
 *
 * Rarity ≈ effort: common = first steps; rare = habits of 4–10 weeks or 10–25 actions;
 * epic = 26 weeks / 5 goals / all public courses; legendary = 52 weeks / all courses /
 * a 100-day streak.
 */

export type BadgeRarity = 'common' | 'rare' | 'epic' | 'legendary';
export type BadgeIcon = 'trophy' | 'star' | 'zap' | 'heart' | 'shield' | 'crown';

/** A snapshot of the user's own counts. All are whole numbers ≥ 0. */
export type BehaviourStats = {
  /** Purchases and incomes logged (as for `purchase_logged` XP). */
  purchasesLogged: number;
  /** Stockholm days with at least one purchase or income logged. */
  purchaseDays: number;
  /** Days marked 'Ingen utgift idag'. */
  noSpendDays: number;
  goalsCreated: number;
  /** Stockholm days with at least one deposit to a goal (one a day, like `goal_deposit` XP). */
  goalDepositDays: number;
  goalsReached: number;
  /** ISO weeks that ended with spending ≤ the weekly budget. */
  budgetWeeksKept: number;
  /** The longest run of consecutive kept budget weeks. */
  longestBudgetKeptRun: number;
  lessonsCompleted: number;
  /** Lessons whose quiz is passed (≥ 60 %). */
  quizzesPassed: number;
  /** Lessons whose quiz has been answered 100 % right. */
  perfectQuizzes: number;
  coursesCompleted: number;
  /** How many courses there are (0 means the catalogue is not known: no 'all courses' badge). */
  coursesTotal: number;
  publicCoursesCompleted: number;
  publicCoursesTotal: number;
  /** Longest daily check-in streak (`checkInStreak(…).longest`). */
  longestCheckInStreak: number;
  /** Longest weekly saving streak (`weeklySavingStreak(…).longest`). */
  longestSavingStreak: number;
  /** Tasks a parent has approved. */
  tasksApproved: number;
  /** Current level (`levelFromXp`). */
  level: number;
};

type TotalStat = 'coursesTotal' | 'publicCoursesTotal';
export type CountStat = Exclude<keyof BehaviourStats, TotalStat>;

export type BadgeRule =
  /** Earned when `stat` ≥ `target`. */
  | { type: 'atLeast'; stat: CountStat; target: number }
  /** Earned when `stat` ≥ `total` and `total` > 0 (e.g. every course done). */
  | { type: 'all'; stat: CountStat; total: TotalStat };

export type Badge = {
  id: string;
  title: string;
  description: string;
  icon: BadgeIcon;
  rarity: BadgeRarity;
  rule: BadgeRule;
};

const atLeast = (stat: CountStat, target: number): BadgeRule => ({ type: 'atLeast', stat, target });

/** What counts as a check-in, for the streak badges' descriptions. */
const CHECK_IN = 'skriv upp ett köp, markera en köpfri dag eller klara en lektion';
const SAVING_WEEK = 'sätt in på ett sparmål eller håll veckobudgeten';

/**
 * The catalogue, easiest first. The first eight ids come from the dashboard's starter catalogue
 * and keep their meaning (see the notes at budget-master, goal-reached and saved-1000).
 */
export const BADGES: readonly Badge[] = [
  // — Common: first steps —
  {
    id: 'first-purchase',
    title: 'Första köpet',
    description: 'Skriv upp ditt första köp eller din första inkomst.',
    icon: 'star',
    rarity: 'common',
    rule: atLeast('purchasesLogged', 1),
  },
  {
    id: 'first-save',
    title: 'Första sparandet',
    description: 'Sätt in pengar på ett sparmål.',
    icon: 'heart',
    rarity: 'common',
    rule: atLeast('goalDepositDays', 1),
  },
  {
    id: 'first-lesson',
    title: 'Första lektionen',
    description: 'Klara din första lektion.',
    icon: 'star',
    rarity: 'common',
    rule: atLeast('lessonsCompleted', 1),
  },
  {
    id: 'first-goal',
    title: 'Första sparmålet',
    description: 'Skapa ett sparmål för något du vill ha eller göra.',
    icon: 'heart',
    rarity: 'common',
    rule: atLeast('goalsCreated', 1),
  },
  {
    id: 'first-no-spend',
    title: 'Köpfri dag',
    description: 'Markera en dag då du inte köpte något.',
    icon: 'shield',
    rarity: 'common',
    rule: atLeast('noSpendDays', 1),
  },
  {
    id: 'first-quiz',
    title: 'Godkänt quiz',
    description: 'Klara ett quiz med minst 60 % rätt.',
    icon: 'star',
    rarity: 'common',
    rule: atLeast('quizzesPassed', 1),
  },
  {
    id: 'perfect-quiz',
    title: 'Alla rätt',
    description: 'Svara rätt på alla frågor i ett quiz.',
    icon: 'zap',
    rarity: 'common',
    rule: atLeast('perfectQuizzes', 1),
  },
  {
    id: 'first-course',
    title: 'Första kursen',
    description: 'Klara alla lektioner i en kurs.',
    icon: 'trophy',
    rarity: 'common',
    rule: atLeast('coursesCompleted', 1),
  },
  {
    id: 'first-task',
    title: 'Första uppdraget',
    description: 'Gör ett uppdrag och få det godkänt av en förälder.',
    icon: 'trophy',
    rarity: 'common',
    rule: atLeast('tasksApproved', 1),
  },
  {
    id: 'streak-3',
    title: 'Tre dagar i rad',
    description: `Var med i Slantis tre dagar i rad: ${CHECK_IN}.`,
    icon: 'zap',
    rarity: 'common',
    rule: atLeast('longestCheckInStreak', 3),
  },

  // — Rare: habits of 4–10 weeks, 10–25 actions —
  {
    // Starter badge, kept rare as on the dashboard: a kept week takes a whole week of care.
    id: 'budget-master',
    title: 'Budgetmästare',
    description: 'Håll veckobudgeten en hel vecka.',
    icon: 'shield',
    rarity: 'rare',
    rule: atLeast('budgetWeeksKept', 1),
  },
  {
    id: 'streak-7',
    title: 'Sju dagar i rad',
    description: `Var med i Slantis sju dagar i rad: ${CHECK_IN}.`,
    icon: 'zap',
    rarity: 'rare',
    rule: atLeast('longestCheckInStreak', 7),
  },
  {
    // Starter badge, was epic: one goal reached is a habit of weeks, five goals are epic.
    id: 'goal-reached',
    title: 'Målvakt',
    description: 'Nå ett sparmål.',
    icon: 'crown',
    rarity: 'rare',
    rule: atLeast('goalsReached', 1),
  },
  {
    id: 'budget-streak-4',
    title: 'Fyra veckor i rad',
    description: 'Håll veckobudgeten fyra veckor i rad.',
    icon: 'shield',
    rarity: 'rare',
    rule: atLeast('longestBudgetKeptRun', 4),
  },
  {
    id: 'budget-streak-10',
    title: 'Budgetvana',
    description: 'Håll veckobudgeten tio veckor i rad.',
    icon: 'shield',
    rarity: 'rare',
    rule: atLeast('longestBudgetKeptRun', 10),
  },
  {
    id: 'saving-streak-4',
    title: 'Sparvana',
    description: `Spara fyra veckor i rad: ${SAVING_WEEK} varje vecka.`,
    icon: 'heart',
    rarity: 'rare',
    rule: atLeast('longestSavingStreak', 4),
  },
  {
    id: 'saving-streak-10',
    title: 'Tio sparveckor',
    description: `Spara tio veckor i rad: ${SAVING_WEEK} varje vecka.`,
    icon: 'heart',
    rarity: 'rare',
    rule: atLeast('longestSavingStreak', 10),
  },
  {
    id: 'streak-30',
    title: 'En månad i rad',
    description: `Var med i Slantis 30 dagar i rad: ${CHECK_IN}.`,
    icon: 'zap',
    rarity: 'rare',
    rule: atLeast('longestCheckInStreak', 30),
  },
  {
    id: 'purchase-days-25',
    title: 'Koll på köpen',
    description: 'Skriv upp dina köp eller inkomster 25 olika dagar.',
    icon: 'star',
    rarity: 'rare',
    rule: atLeast('purchaseDays', 25),
  },
  {
    id: 'no-spend-10',
    title: 'Tio köpfria dagar',
    description: 'Markera tio dagar då du inte köpte något.',
    icon: 'shield',
    rarity: 'rare',
    rule: atLeast('noSpendDays', 10),
  },
  {
    id: 'deposit-days-25',
    title: 'Sparrutin',
    description: 'Sätt in pengar på dina sparmål 25 olika dagar.',
    icon: 'heart',
    rarity: 'rare',
    rule: atLeast('goalDepositDays', 25),
  },
  {
    id: 'lessons-10',
    title: 'Tio lektioner',
    description: 'Klara tio lektioner.',
    icon: 'star',
    rarity: 'rare',
    rule: atLeast('lessonsCompleted', 10),
  },
  {
    id: 'perfect-quiz-10',
    title: 'Quizproffs',
    description: 'Svara rätt på alla frågor i tio olika quiz.',
    icon: 'zap',
    rarity: 'rare',
    rule: atLeast('perfectQuizzes', 10),
  },
  {
    id: 'tasks-10',
    title: 'Hjälpsam',
    description: 'Få tio uppdrag godkända av en förälder.',
    icon: 'trophy',
    rarity: 'rare',
    rule: atLeast('tasksApproved', 10),
  },
  {
    id: 'tasks-25',
    title: 'Pålitlig',
    description: 'Få 25 uppdrag godkända av en förälder.',
    icon: 'trophy',
    rarity: 'rare',
    rule: atLeast('tasksApproved', 25),
  },

  // — Epic: 26 weeks, 5 goals, all public courses —
  {
    // Starter badge 'Spara 1 000 kr': the doc forbids kronor rules, so the id keeps its name and
    // title but is earned by a kronor-free habit of about half a year.
    id: 'saved-1000',
    title: 'Sparare',
    description: 'Sätt in pengar på dina sparmål 50 olika dagar.',
    icon: 'trophy',
    rarity: 'epic',
    rule: atLeast('goalDepositDays', 50),
  },
  {
    id: 'goals-5',
    title: 'Fem mål i hamn',
    description: 'Nå fem sparmål.',
    icon: 'crown',
    rarity: 'epic',
    rule: atLeast('goalsReached', 5),
  },
  {
    id: 'saving-streak-26',
    title: 'Ett halvår av sparande',
    description: `Spara 26 veckor i rad: ${SAVING_WEEK} varje vecka.`,
    icon: 'heart',
    rarity: 'epic',
    rule: atLeast('longestSavingStreak', 26),
  },
  {
    id: 'budget-weeks-26',
    title: 'Budgetproffs',
    description: 'Håll veckobudgeten 26 veckor. De behöver inte komma i rad.',
    icon: 'shield',
    rarity: 'epic',
    rule: atLeast('budgetWeeksKept', 26),
  },
  {
    id: 'public-courses',
    title: 'Kursklar',
    description: 'Klara alla publika kurser.',
    icon: 'star',
    rarity: 'epic',
    rule: { type: 'all', stat: 'publicCoursesCompleted', total: 'publicCoursesTotal' },
  },

  // — Legendary: 52 weeks, all courses, a 100-day streak —
  {
    id: 'level-20',
    title: 'Slantis-legend',
    description: 'Nå nivå 20.',
    icon: 'crown',
    rarity: 'legendary',
    rule: atLeast('level', 20),
  },
  {
    id: 'streak-100',
    title: 'Hundra dagar i rad',
    description: `Var med i Slantis 100 dagar i rad: ${CHECK_IN}.`,
    icon: 'zap',
    rarity: 'legendary',
    rule: atLeast('longestCheckInStreak', 100),
  },
  {
    id: 'saving-streak-52',
    title: 'Ett år av sparande',
    description: `Spara 52 veckor i rad: ${SAVING_WEEK} varje vecka.`,
    icon: 'heart',
    rarity: 'legendary',
    rule: atLeast('longestSavingStreak', 52),
  },
  {
    id: 'budget-weeks-52',
    title: 'Budgetlegend',
    description: 'Håll veckobudgeten 52 veckor. De behöver inte komma i rad.',
    icon: 'shield',
    rarity: 'legendary',
    rule: atLeast('budgetWeeksKept', 52),
  },
  {
    id: 'all-courses',
    title: 'Allvetare',
    description: 'Klara alla kurser i Slantis.',
    icon: 'crown',
    rarity: 'legendary',
    rule: { type: 'all', stat: 'coursesCompleted', total: 'coursesTotal' },
  },
];

const byId = new Map(BADGES.map((badge) => [badge.id, badge]));

export function badgeById(id: string): Badge | undefined {
  return byId.get(id);
}

/** All counts 0: a new user. */
export const EMPTY_STATS: Readonly<BehaviourStats> = {
  purchasesLogged: 0,
  purchaseDays: 0,
  noSpendDays: 0,
  goalsCreated: 0,
  goalDepositDays: 0,
  goalsReached: 0,
  budgetWeeksKept: 0,
  longestBudgetKeptRun: 0,
  lessonsCompleted: 0,
  quizzesPassed: 0,
  perfectQuizzes: 0,
  coursesCompleted: 0,
  coursesTotal: 0,
  publicCoursesCompleted: 0,
  publicCoursesTotal: 0,
  longestCheckInStreak: 0,
  longestSavingStreak: 0,
  tasksApproved: 0,
  level: 0,
};

const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export type BadgeProgress = { current: number; target: number };

/** How far the user is toward the badge: current (capped at target) of target. */
export function badgeProgress(badge: Badge, stats: BehaviourStats): BadgeProgress {
  const { rule } = badge;
  const target = rule.type === 'atLeast' ? rule.target : count(stats[rule.total]);
  return { current: Math.min(count(stats[rule.stat]), target), target };
}

export function isEarned(badge: Badge, stats: BehaviourStats): boolean {
  const { current, target } = badgeProgress(badge, stats);
  return target > 0 && current >= target;
}

/** Badges the stats earn that are not earned yet, in catalogue order. */
export function newlyEarned(stats: BehaviourStats, alreadyEarnedIds: Iterable<string>): Badge[] {
  const earned = new Set(alreadyEarnedIds);
  return BADGES.filter((badge) => !earned.has(badge.id) && isEarned(badge, stats));
}

/**
 * The badge closest to being earned ('progress toward the next badge'): the unearned badge with
 * the largest share done; ties go to the easier (earlier) badge. null when all are earned.
 */
export function nextBadge(
  stats: BehaviourStats,
  alreadyEarnedIds: Iterable<string>,
): (BadgeProgress & { badge: Badge }) | null {
  const earned = new Set(alreadyEarnedIds);
  let best: (BadgeProgress & { badge: Badge }) | null = null;
  let bestShare = -1;
  for (const badge of BADGES) {
    if (earned.has(badge.id) || isEarned(badge, stats)) continue;
    const progress = badgeProgress(badge, stats);
    if (progress.target === 0) continue;
    const share = progress.current / progress.target;
    if (share > bestShare) {
      best = { badge, ...progress };
      bestShare = share;
    }
  }
  return best;
}
