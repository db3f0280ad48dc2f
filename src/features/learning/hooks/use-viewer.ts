import type { Viewer } from '@/content';
import { useAuthStore } from '@/stores/auth-store';

/** Who is looking: signed in or not, and as which role (for lesson locks). */
export function useViewer(): Viewer {
  const signedIn = useAuthStore((state) => state.user !== null);
  const role = useAuthStore((state) => state.user?.role ?? null);
  return { signedIn, role };
}
