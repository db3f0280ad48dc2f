import { dayKey } from '@/lib/dates';

/**
 * Today's Stockholm day, for a test file that holds it while the database dates by its own now().
 * Started just before Stockholm midnight, the two would disagree halfway through the file (CI once
 * claimed "tomorrow" at 23:58 and the server, at 00:00, took it as today): within `marginMs` of
 * midnight this waits for the new day first.
 */
export async function stockholmTodayAwayFromMidnight(marginMs = 10 * 60_000): Promise<string> {
  while (dayKey(Date.now()) !== dayKey(Date.now() + marginMs)) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return dayKey(Date.now());
}
