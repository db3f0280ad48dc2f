import { lazy } from 'react';

import { AfterFirstScreen } from '@/components/after-first-screen';
import { useAuthStore } from '@/stores/auth-store';

// Lazy imports name the module itself: importing a feature's index would bring all of it.
const Celebrations = lazy(() =>
  import('@/features/gamification/components/celebration').then((module) => ({
    default: module.Celebrations,
  })),
);

/**
 * Badge and level celebrations for a signed-in user, on member and public pages alike (lessons
 * are finished on the public course pages too). Mounted once at the root so a dialog stays put
 * across navigation; loads only for members (visitors never download it), after the first screen.
 */
export function MemberCelebrations() {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <AfterFirstScreen>
      <Celebrations />
    </AfterFirstScreen>
  );
}
