import { weakPasswordMessage } from '@/lib/validation';

/** Swedish texts for the e-mail link / one-time code / password-reset flows. */
export const EMAIL_CODE_MESSAGES = {
  invalidCode: 'Koden är fel eller har gått ut. Kontrollera koden eller be om en ny.',
  tooSoon: 'Vänta en minut innan du ber om ett nytt mejl.',
  samePassword: 'Det nya lösenordet måste skilja sig från det gamla.',
  sessionMissing: 'Länken har gått ut. Be om en ny kod för att byta lösenord.',
  offline: 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
  unexpected: 'Ett oväntat fel inträffade. Försök igen.',
} as const;

type AuthFailure = { name?: string; code?: string; status?: number; message?: string };

const BY_CODE: Record<string, string> = {
  otp_expired: EMAIL_CODE_MESSAGES.invalidCode,
  over_email_send_rate_limit: EMAIL_CODE_MESSAGES.tooSoon,
  over_request_rate_limit: EMAIL_CODE_MESSAGES.tooSoon,
  same_password: EMAIL_CODE_MESSAGES.samePassword,
  session_not_found: EMAIL_CODE_MESSAGES.sessionMissing,
};

/** Maps a Supabase Auth error of these flows to a Swedish sentence a user can act on. */
export function emailCodeErrorMessage(error: unknown): string {
  const failure = (error ?? {}) as AuthFailure;
  const weak = weakPasswordMessage(error);
  if (weak) return weak;
  if (failure.code && BY_CODE[failure.code]) return BY_CODE[failure.code] as string;
  if (failure.name === 'AuthRetryableFetchError' || error instanceof TypeError) {
    return EMAIL_CODE_MESSAGES.offline;
  }
  if (failure.name === 'AuthSessionMissingError') return EMAIL_CODE_MESSAGES.sessionMissing;
  if (failure.status === 429) return EMAIL_CODE_MESSAGES.tooSoon;
  return EMAIL_CODE_MESSAGES.unexpected;
}
