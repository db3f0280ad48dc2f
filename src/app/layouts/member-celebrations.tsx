import { lazy, Suspense } from 'react';

import { useAuthStore } from '@/stores/auth-store';

const Celebrations = lazy(() =>
  import('@/features/dashboard').then((module) => ({ default: module.Celebrations })),
);

/**
 * A signed-in teen also finishes lessons on the public course pages: celebrate badges and levels
 * there too. Loads only for members, so visitors never download it.
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
