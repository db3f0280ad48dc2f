import type { CourseSummary } from './types';

/** Why a lesson is closed, or null when it is open. */
export type LockReason = 'login' | 'parents-only' | null;

export type Viewer = { signedIn: boolean; role: 'foralder' | 'barn' | null };

/**
 * Spec §4/§6: free lessons are open to all; a public course opens its first lesson to everyone
 * and the rest after login; member courses need login; the family-tools course is for parents.
 */
export function lessonLock(course: CourseSummary, index: number, viewer: Viewer): LockReason {
  switch (course.audience) {
    case 'free':
      return null;
    case 'public':
      return index === 0 || viewer.signedIn ? null : 'login';
    case 'member':
      return viewer.signedIn ? null : 'login';
    case 'parent':
      if (!viewer.signedIn) return 'login';
      return viewer.role === 'foralder' ? null : 'parents-only';
  }
}
