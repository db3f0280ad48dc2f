import { deviceUnlockCopy as copy } from './copy';

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;
const PIN_PATTERN = /^\d{4,6}$/;

/** 0000, 1234, 654321: the first PINs anyone tries. */
function easyToGuess(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** The Swedish reason a new PIN is refused, or null when it may be used. */
export function pinProblem(pin: string, confirmation: string): string | null {
  if (!PIN_PATTERN.test(pin)) return copy.setup.format;
  if (easyToGuess(pin)) return copy.setup.easy;
  if (pin !== confirmation) return copy.setup.mismatch;
  return null;
}

/** Whether an entered PIN has the shape of one (the lock screen checks nothing else). */
export const looksLikePin = (pin: string) => PIN_PATTERN.test(pin);
