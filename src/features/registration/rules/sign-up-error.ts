import { weakPasswordMessage } from '@/lib/validation';

import { registrationCopy } from '../copy';

/**
 * Turns what supabase.auth.signUp returned or threw into the message shown at step 4 (spec §8).
 * The known messages are matched first: supabase-js reports every 5xx answer, including GoTrue's
 * 500 "Database error saving new user", as an AuthRetryableFetchError.
 */
export function signUpErrorMessage(error: unknown): string {
  const { errors } = registrationCopy;
  if (typeof error !== 'object' || error === null) return errors.unexpected;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const weak = weakPasswordMessage(error);
  if (weak) return weak;
  if (message === 'Database error saving new user') return errors.databaseError;
  if (message === 'User already registered') return errors.alreadyRegistered;
  if (error instanceof TypeError || name === 'AuthRetryableFetchError') return errors.network;
  if (typeof message !== 'string' || message.trim() === '') return errors.unexpected;
  return message;
}
