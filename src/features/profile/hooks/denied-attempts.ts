const ATTEMPTS_KEY = 'slantis-denied-profile-attempts';

/** Unauthorised profile attempts this browser session (spec §6: warn about suspension). */
export function recordDeniedAttempt(): number {
  const next = Number(sessionStorage.getItem(ATTEMPTS_KEY) ?? '0') + 1;
  sessionStorage.setItem(ATTEMPTS_KEY, String(next));
  return next;
}
