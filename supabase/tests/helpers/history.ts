import { randomUUID } from 'node:crypto';

import type { Queryable } from '../../local/db';

/**
 * A member's own history, written as the table owner: a purchase (Middag, 150 kr), a goal (Resa)
 * with one deposit, and `lesson` completed; resolves to the goal's id.
 */
export async function seedSpendingSavingLearning(
  db: Queryable,
  userId: string,
  lesson: string,
): Promise<string> {
  const goal = randomUUID();
  await db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore)
     values ($1, $2, 'expense', 'food', 'Middag', 15000)`,
    [randomUUID(), userId],
  );
  await db.query(
    `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Resa', 900000)`,
    [goal, userId],
  );
  await db.query(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore) values ($1, $2, $3, 20000)`,
    [randomUUID(), userId, goal],
  );
  await db.query(
    `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
     values ($1, $2, $3, now(), 90, 1)`,
    [randomUUID(), userId, lesson],
  );
  return goal;
}
