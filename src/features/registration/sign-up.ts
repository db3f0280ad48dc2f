import type { SignUpInput } from './rules/registration-form';
import { signUpErrorMessage } from './rules/sign-up-error';

export type SignUpResult = { ok: true } | { ok: false; message: string };

/**
 * Creates the account (spec §7 Sign-up). The profile fields travel as user metadata; the
 * database builds the profile from them and confirms by e-mail, which links back to /welcome.
 * The Supabase client is loaded on demand so it stays out of the page's first download.
 */
export async function signUp({ email, password, metadata }: SignUpInput): Promise<SignUpResult> {
  try {
    const { supabase } = await import('@/lib/supabase');
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: {
        emailRedirectTo: `${window.location.origin}/welcome`,
        data: { ...metadata },
      },
    });
    if (error) return { ok: false, message: signUpErrorMessage(error) };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: signUpErrorMessage(error) };
  }
}
