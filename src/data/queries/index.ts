/** Read-only queries for screens: each goes through an index, with limits where lists grow. */
export { recentTransactions, transactionPage, type TransactionPage } from './transactions';
export { weekTotals, xpTotal, type WeekTotals } from './totals';
export { weekBudget, type WeekBudget } from './budget';
export { activeGoals, goals } from './goals';
export { earnedBadgeIds } from './badges';
export {
  behaviourStats,
  checkInDays,
  loadBehaviourStats,
  loadGamificationFacts,
  savingWeeks,
  type CatalogueCourse,
  type CourseCatalogue,
  type GamificationFacts,
} from './behaviour';
export {
  gamificationSnapshot,
  loadGamificationSnapshot,
  type GamificationSnapshot,
} from './gamification-snapshot';
