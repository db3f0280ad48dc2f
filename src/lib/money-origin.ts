/**
 * Where money came from (issue 40, ARCHITECTURE §4b "Money has an origin"): the server stamps
 * every transaction and goal deposit. 'self' is what the teen typed or moved; every other origin
 * is a row the server wrote on someone else's behalf, which the device shows but never edits,
 * and which earns no competition points (the Tävlingsregler page says so).
 */
export const MONEY_ORIGINS = ['self', 'gift', 'interest', 'allowance', 'task_reward'] as const;
export type MoneyOrigin = (typeof MONEY_ORIGINS)[number];

/** The small label a server-written row shows: where the money came from. */
export const originLabels: Record<Exclude<MoneyOrigin, 'self'>, string> = {
  gift: 'Gåva',
  interest: 'Ränta',
  // Not 'Veckopeng': the row's own description already says that (or 'Månadspeng').
  allowance: 'Från veckopengsavtalet',
  task_reward: 'Belöning för uppdrag',
};

/**
 * True for the teen's own money. A row without an origin is the device's own (it only ever
 * writes 'self'; the server's answer after sync says so too).
 */
export function isOwnMoney(row: { origin?: MoneyOrigin | null }): boolean {
  return (row.origin ?? 'self') === 'self';
}

/** The origin label of a server-written row, or null for the teen's own. */
export function originLabel(row: { origin?: MoneyOrigin | null }): string | null {
  const origin = row.origin ?? 'self';
  return origin === 'self' ? null : originLabels[origin];
}
