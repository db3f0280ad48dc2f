import { NO_SPEND_REFUSED_MESSAGE } from '@/data/repos/no-spend';

/** Swedish text of the gamification feature's hooks (the UI's own copy lives with the UI). */
export const gamificationCopy = {
  /** 'Ingen utgift idag' refused: an expense is already logged today. */
  noSpendRefused: NO_SPEND_REFUSED_MESSAGE,
  /** A write before the user's database has opened. */
  notReady: 'Dina uppgifter laddas fortfarande. Vänta en sekund och försök igen.',
} as const;
