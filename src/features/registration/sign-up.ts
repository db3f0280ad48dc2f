import { signUp as remoteSignUp } from '@/data/remote/auth';

import type { SignUpInput } from './rules/registration-form';
import { signUpErrorMessage } from './rules/sign-up-error';

export type SignUpResult = { ok: true } | { ok: false; message: string };

/**
 * Creates the account (spec §7 Sign-up). The profile fields travel as user metadata; the
 * database builds the profile from them and confirms by e-mail, which links back to /welcome.
 * The Supabase client is loaded on demand (src/data/remote) so it stays out of the first download.
 */
export async function signUp({ email, password, metadata }: SignUpInput): Promise<SignUpResult> {
  try {
    const { error } = await remoteSignUp({
      email,
      password,
      redirectTo: `${window.location.origin}/welcome`,
      metadata: { ...metadata },
    });
    if (error) return { ok: false, message: signUpErrorMessage(error) };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: signUpErrorMessage(error) };
  }
}
