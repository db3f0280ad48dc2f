import { updatePassword as remoteUpdatePassword, resetPasswordForEmail } from '@/data/remote/auth';

import { emailCodeErrorMessage } from '../rules/email-code-error';
import { logSecurityEvent } from '../security-log';
import { connectAuth } from '../start-auth';

/** The page that asks for the reset mail, takes its code and sets the new password. */
export const RESET_PASSWORD_PATH = '/aterstall-losenord';

export type ResetResult = { error: string | null };

/**
 * 'Glömt lösenord?': mails a reset link (to the new-password page) with a 6-digit code. Answers
 * the same whether or not the address has an account.
 */
export async function sendPasswordReset(email: string): Promise<ResetResult> {
  try {
    await connectAuth();
    const { error } = await resetPasswordForEmail(
      email.trim(),
      `${window.location.origin}${RESET_PASSWORD_PATH}`,
    );
    logSecurityEvent('password_reset_requested', { ok: !error, code: error?.code });
    return { error: error ? emailCodeErrorMessage(error) : null };
  } catch (error) {
    return { error: emailCodeErrorMessage(error) };
  }
}

/** Sets a new password for the signed-in user (after a reset link or code). */
export async function updatePassword(password: string): Promise<ResetResult> {
  try {
    await connectAuth();
    const { error } = await remoteUpdatePassword(password);
    logSecurityEvent('password_changed', { ok: !error, code: error?.code });
    return { error: error ? emailCodeErrorMessage(error) : null };
  } catch (error) {
    return { error: emailCodeErrorMessage(error) };
  }
}
