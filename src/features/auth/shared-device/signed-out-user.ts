const KEY = 'slantis-signed-out-user';

/**
 * Who just logged out in this tab, so the start page can offer to remove their data from a
 * shared computer (issue 21). The installed app is someone's own phone: no offer there.
 */
export function rememberSignedOutUser(userId: string): void {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return;
  window.sessionStorage.setItem(KEY, userId);
}

export function signedOutUser(): string | null {
  return window.sessionStorage.getItem(KEY);
}

export function forgetSignedOutUser(): void {
  window.sessionStorage.removeItem(KEY);
}
