import { dayKey, dayRange } from '@/lib/dates';
import { xpForAward } from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';

import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { NoSpendClaimRow } from '../types';
import { RepoError } from './errors';
import {
  announceAwards,
  awardedXp,
  awardTables,
  hasAward,
  noAwards,
  writeAwards,
  xpEventId,
} from './xp';

/** The Swedish message of a refused 'Ingen utgift idag' (an expense is already logged today). */
export const NO_SPEND_REFUSED_MESSAGE =
  'Du har redan skrivit upp en utgift idag, så idag kan inte bli en köpfri dag.';

/** 'Ingen utgift idag' was refused: today already has an expense. */
export class NoSpendDayRefusedError extends RepoError {
  override name = 'NoSpendDayRefusedError';
  constructor() {
    super(NO_SPEND_REFUSED_MESSAGE);
  }
}

/** Whether an expense (not deleted) is logged on the Stockholm day holding `now`. */
export async function hasExpenseOnDay(db: SlantisDb, userId: string, now: Date): Promise<boolean> {
  const { start, end } = dayRange(now);
  const first = await db.transactions
    .where('[userId+occurredAt]')
    .between([userId, start.toISOString()], [userId, end.toISOString()], true, false)
    .filter((row) => row.type === 'expense' && !row.deleted)
    .first();
  return first !== undefined;
}

export type NoSpendDayState = {
  /** Today's Stockholm date, 'YYYY-MM-DD' (the award's source). */
  date: string;
  /** Today is already marked as a no-spend day. */
  done: boolean;
  /** Today already has an expense, so it cannot be marked. */
  expenseToday: boolean;
};

export async function noSpendDayState(
  db: SlantisDb,
  userId: string,
  now: Date = new Date(),
): Promise<NoSpendDayState> {
  const date = dayKey(now);
  const [done, expenseToday] = await Promise.all([
    hasAward(db, userId, 'no_spend_day', date),
    hasExpenseOnDay(db, userId, now),
  ]);
  return { date, done, expenseToday };
}

/** The id of a day's claim: the same on every device, so a day is claimed once. */
export const noSpendClaimId = (userId: string, day: string): Promise<string> =>
  nameBasedUuid('no_spend_claims', userId, day);

/**
 * Marks today (Stockholm) as 'Ingen utgift idag': a no_spend_claims row for the server (the
 * fact, in the outbox) and a provisional no_spend_day award of 5 XP whose source is the date,
 * once a day; the server checks the claim and awards its own copy with the same id. Refused with
 * NoSpendDayRefusedError when an expense is logged today; an expense logged later the same day
 * does not take the mark back. Resolves to the XP given (0 when today was already marked, on this
 * or another device).
 */
export async function markNoSpendDay(
  db: SlantisDb,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  const date = dayKey(now);
  const id = await xpEventId(userId, 'no_spend_day', date);
  const claimId = await noSpendClaimId(userId, date);
  let awards = noAwards();
  const scope = [db.transactions, db.noSpendClaims, ...awardTables(db)];
  await runLocalWrite(db, scope, async () => {
    if (await hasExpenseOnDay(db, userId, now)) throw new NoSpendDayRefusedError();
    const already = (await hasAward(db, userId, 'no_spend_day', date)) ? 1 : 0;
    if (!already && !(await db.noSpendClaims.get(claimId))) {
      const claim: NoSpendClaimRow = {
        id: claimId,
        userId,
        day: date,
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: now.getTime(),
      };
      await db.noSpendClaims.add(claim);
      await enqueue(
        db,
        'no_spend_claims',
        'upsert',
        claimId,
        toPatch('no_spend_claims', claim),
        null,
      );
    }
    const amount = xpForAward('no_spend_day', { already });
    awards = await writeAwards(
      db,
      userId,
      [{ id, kind: 'no_spend_day', sourceId: date, amount }],
      now,
    );
  });
  announceAwards(userId, awards);
  return awardedXp(awards);
}
