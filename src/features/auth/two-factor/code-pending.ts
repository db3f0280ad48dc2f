/**
 * True between a password sign-in and its two-factor code: the session exists (aal1) but /login
 * must stay open for the code, so the login guard does not move on yet.
 */
let pending = false;

export const secondFactorPending = () => pending;

export function setSecondFactorPending(value: boolean) {
  pending = value;
}
