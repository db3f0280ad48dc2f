/**
 * Spec §8 has two readings of login errors: Supabase Auth's messages mapped to Swedish, and the
 * auth-proxy path that passes its `error` text through. Both go through this one mapping, so a
 * user sees the same Swedish sentence whichever way the failure arrived.
 */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Felaktiga inloggningsuppgifter. Kontrollera din e-post och lösenord.',
  emailNotConfirmed: 'E-postadressen är inte bekräftad. Kontrollera din inkorg.',
  tooManyRequests: 'För många inloggningsförsök. Försök igen senare.',
  unexpected: 'Ett oväntat fel inträffade. Försök igen.',
  offline: 'Du är offline. Anslut till internet för att logga in.',
} as const;

const CATALOGUE: Record<string, string> = {
  'Invalid login credentials': LOGIN_MESSAGES.invalidCredentials,
  'Email not confirmed': LOGIN_MESSAGES.emailNotConfirmed,
  'Too many requests': LOGIN_MESSAGES.tooManyRequests,
  'Request rate limit reached': LOGIN_MESSAGES.tooManyRequests,
  // The proxy's own failure texts (spec §8) are server faults, not something to fix in the form.
  'Login failed': LOGIN_MESSAGES.unexpected,
  'Login failed. Please try again.': LOGIN_MESSAGES.unexpected,
  'Invalid request body': LOGIN_MESSAGES.unexpected,
};

/** The Swedish message for a login error text; unknown texts are shown as they are (spec §8). */
export function loginErrorMessage(error: string | null | undefined): string {
  if (!error) return LOGIN_MESSAGES.unexpected;
  return CATALOGUE[error] ?? error;
}
