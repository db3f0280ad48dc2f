import { useAuthStore } from '@/stores/auth-store';

/** Who is looking: a signed-in member, a visitor, or not known yet (the session is restoring). */
export type Viewer = 'loading' | 'visitor' | 'member';

export function useViewer(): Viewer {
  return useAuthStore((state) => (state.user ? 'member' : state.loading ? 'loading' : 'visitor'));
}
