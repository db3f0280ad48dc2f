import { beforeEach, describe, expect, it, vi } from 'vitest';

import { supabase } from '@/lib/supabase';

import { signUp } from './sign-up';
import { elsaMetadata } from './test-fixtures';

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signUp: vi.fn() } } }));

const authSignUp = vi.mocked(supabase.auth.signUp);

const input = {
  email: 'elsa@example.se',
  password: 'Slantis2026',
  metadata: elsaMetadata,
};

describe('signUp', () => {
  beforeEach(() => {
    authSignUp.mockReset();
  });

  it('sends the profile as metadata and confirms back to /welcome', async () => {
    authSignUp.mockResolvedValue({ data: { user: null, session: null }, error: null });
    await expect(signUp(input)).resolves.toEqual({ ok: true });
    expect(authSignUp).toHaveBeenCalledWith({
      email: 'elsa@example.se',
      password: 'Slantis2026',
      options: {
        emailRedirectTo: `${window.location.origin}/welcome`,
        data: elsaMetadata,
      },
    });
  });

  it('translates a known server error', async () => {
    authSignUp.mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error('Database error saving new user'), { name: 'AuthApiError' }),
    } as never);
    await expect(signUp(input)).resolves.toEqual({
      ok: false,
      message: 'Kunde inte skapa kontot. Kontrollera dina uppgifter och försök igen.',
    });
  });

  it('reports a network failure that throws', async () => {
    authSignUp.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(signUp(input)).resolves.toEqual({
      ok: false,
      message: 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
    });
  });
});
