import { signInWithOtp } from '@/data/remote/auth';

import { emailCodeErrorMessage } from '../rules/email-code-error';
import { logSecurityEvent } from '../security-log';
import { connectAuth } from '../start-auth';

/** Where e-mailed sign-in links land: the completion screen on /welcome (spec §7). */
export function welcomeRedirectUrl(): string {
  return `${window.location.origin}/welcome`;
}

export type SendResult = { error: string | null };

/**
 * E-mails a one-time sign-in link that also carries a 6-digit code. Only existing accounts get
 * one (no sign-up by e-mail link); unknown addresses are answered like known ones, so the form
 * never reveals who is a member.
 */
export async function sendMagicLink(email: string): Promise<SendResult> {
  try {
    await connectAuth();
    const { error } = await signInWithOtp({
      email: email.trim(),
      options: { shouldCreateUser: false, emailRedirectTo: welcomeRedirectUrl() },
    });
    logSecurityEvent('magic_link_requested', { ok: !error, code: error?.code });
    if (error && error.code !== 'otp_disabled') return { error: emailCodeErrorMessage(error) };
    return { error: null };
  } catch (error) {
    return { error: emailCodeErrorMessage(error) };
  }
}
