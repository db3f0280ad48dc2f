import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { useViewer } from '../hooks/use-viewer';
import { onMemberLessonsStored } from '../lesson-source';
import {
  canSaveCourses,
  downloadCourse,
  isStorageFull,
  savedLessons,
  type SavedLessons,
} from './course-download';

export type CourseDownload =
  | { status: 'unsupported' }
  | { status: 'checking' }
  | { status: 'idle'; saved: number; total: number; start: () => void }
  | { status: 'downloading'; saved: number; total: number }
  | { status: 'saved' }
  | { status: 'failed'; reason: 'network' | 'full'; start: () => void };

const noChanges = () => () => undefined;

/** 'Ladda ner kursen': what is stored for offline reading, and the action to store the rest. */
export function useCourseDownload(courseId: string): CourseDownload {
  // A prerendered course page (and its hydration) shows the button while it checks, as most
  // browsers can save a course; one that cannot drops it just after.
  const supported = useSyncExternalStore(noChanges, canSaveCourses, () => true);
  const viewer = useViewer();
  const { signedIn, role } = viewer;
  const [progress, setProgress] = useState<SavedLessons | null>(null);
  const [phase, setPhase] = useState<'idle' | 'downloading' | 'network' | 'full'>('idle');

  const refresh = useCallback(() => {
    savedLessons(courseId, { signedIn, role }).then(setProgress, () => setProgress(null));
  }, [courseId, signedIn, role]);

  useEffect(() => {
    if (!supported) return;
    refresh();
    // Opening a member lesson stores the rest of its course too: the course may be saved now.
    return onMemberLessonsStored(refresh);
  }, [supported, refresh]);

  const start = useCallback(() => {
    setPhase('downloading');
    downloadCourse(courseId, { signedIn, role }, setProgress).then(
      () => setPhase('idle'),
      (error: unknown) => {
        setPhase(isStorageFull(error) ? 'full' : 'network');
        refresh();
      },
    );
  }, [courseId, signedIn, role, refresh]);

  if (!supported) return { status: 'unsupported' };
  if (phase === 'network' || phase === 'full') return { status: 'failed', reason: phase, start };
  if (!progress) return { status: 'checking' };
  if (phase === 'downloading') return { status: 'downloading', ...progress };
  if (progress.total > 0 && progress.saved === progress.total) return { status: 'saved' };
  return { status: 'idle', ...progress, start };
}
