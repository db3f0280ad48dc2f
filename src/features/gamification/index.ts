export {
  celebrate,
  clearCelebrations,
  dismissCelebration,
  useCelebrationStore,
  type Celebration,
  type CelebrationState,
} from './celebration-store';
export { gamificationIdle, startGamification, stopGamification } from './award-engine';
export { useGamification } from './hooks/use-gamification';
export { useNoSpendDay, type NoSpendDay } from './hooks/use-no-spend-day';
export { useXpNotice, type XpNotice } from './hooks/use-xp-notice';
export { clearXpNotice, noteXpCorrection, useXpNoticeStore } from './xp-notice-store';
export { loadBehaviourStats } from './stats';
export { COURSE_CATALOGUE } from './catalogue';
export { gamificationCopy } from './copy';
export { NoSpendDayRefusedError } from '@/data/repos/no-spend';
export type { GamificationSnapshot } from '@/data/queries/gamification-snapshot';
export {
  BADGES,
  badgeById,
  type Badge,
  type BadgeProgress,
  type BadgeRarity,
  type BadgeIcon,
  type BehaviourStats,
  type CheckInStreak,
  type WeeklySavingStreak,
} from '@/lib/gamification';
export { Dashboard } from './components/dashboard';
export { DashboardMore } from './components/dashboard-more';
export { Celebrations, CelebrationOverlay } from './components/celebration';
export { dashboardCopy } from './dashboard-copy';
