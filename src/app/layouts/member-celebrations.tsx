import { lazy, Suspense } from 'react';

import { useAuthStore } from '@/stores/auth-store';

const Celebrations = lazy(() =>
  import('@/features/gamification').then((module) => ({ default: module.Celebrations })),
);

/**
 * Badge and level celebrations for a signed-in user, on member and public pages alike (lessons
 * are finished on the public course pages too). Mounted once at the root so a dialog stays put
 * across navigation; loads only for members, so visitors never download it.
 */
export function MemberCelebrations() {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Celebrations />
    </Suspense>
  );
}
