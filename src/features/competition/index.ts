export {
  CompetitionPanel,
  panelStorageKey,
  type PanelVariant,
} from './components/competition-panel';
export { LeaderboardPage } from './components/leaderboard-page';
export { FamilyPrizes } from './components/family-prizes';
export { StaffReviewPage } from './components/staff-review-page';
export { prizeCopy } from './prize-copy';
export { PRIZE_REVIEW_PAGE_TITLE } from './page-title';
export { competitionCopy } from './copy';
export { clearRemoteCache } from './hooks/remote-cache';
export type { Period, Scope, LeaderboardRow, Standing } from './api/competition-api';
