import type { AuthUser } from '@/stores/auth-store';

/** The part of a supabase-js session the app reads: tokens and the user with its metadata. */
export type SessionLike = {
  access_token: string;
  refresh_token: string;
  /** Epoch seconds when the access token expires (as supabase-js stores it). */
  expires_at?: number;
  user: { id: string; email?: string | null; user_metadata?: Record<string, unknown> | null };
};

/** The auth store's user from a session (first name and role from the sign-up metadata). */
export function userFrom(session: SessionLike): AuthUser {
  const meta = session.user.user_metadata ?? undefined;
  const role = meta?.roll;
  return {
    id: session.user.id,
    email: session.user.email ?? null,
    firstName: typeof meta?.fornamn === 'string' ? meta.fornamn : null,
    role: role === 'foralder' || role === 'barn' ? role : null,
  };
}
