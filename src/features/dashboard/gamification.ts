// The dashboard shows what the gamification feature computes (issue 8): XP, level, streaks,
// badges and celebrations. This file is the dashboard's only way in, through that feature's
// public index (allowed in eslint.config.js), so the rest of the dashboard imports it from here.
export {
  celebrate,
  clearCelebrations,
  useCelebrationStore,
  dismissCelebration,
  useGamification,
  useNoSpendDay,
  useXpNotice,
  type Celebration,
  type GamificationSnapshot,
  type NoSpendDay,
  type XpNotice,
} from '@/features/gamification';
