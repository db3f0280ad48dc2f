import { verifyOtp } from '@/data/remote/auth';

import { emailCodeErrorMessage } from '../rules/email-code-error';
import { logSecurityEvent } from '../security-log';
import { connectAuth } from '../start-auth';

export type CodePurpose = 'magiclink' | 'recovery';
export type CodeResult = { error: string | null };

/**
 * Signs in with the 6-digit code from a sign-in or reset mail. This is the path that works in
 * an installed iOS app, whose storage is separate from Safari's where mailed links open.
 */
export async function verifyEmailCode(
  email: string,
  code: string,
  purpose: CodePurpose,
): Promise<CodeResult> {
  try {
    await connectAuth();
    const { error } = await verifyOtp({
      email: email.trim(),
      token: code.trim(),
      type: purpose === 'recovery' ? 'recovery' : 'email',
    });
    logSecurityEvent('one_time_code_verified', { purpose, ok: !error, code: error?.code });
    return { error: error ? emailCodeErrorMessage(error) : null };
  } catch (error) {
    return { error: emailCodeErrorMessage(error) };
  }
}
