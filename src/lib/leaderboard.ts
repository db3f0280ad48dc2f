/**
 * How many places the leaderboard asks the server for at a time; the caller's own row comes
 * besides when it lies below them. The bench (scripts/bench/leaderboard.ts) measures this page.
 */
export const LEADERBOARD_PAGE_SIZE = 20;
