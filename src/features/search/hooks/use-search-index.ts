import { useEffect, useState } from 'react';

import {
  getSearchIndex,
  lessonTextsVersion,
  loadLessonTexts,
  NO_TEXTS,
  openMemberLessonIds,
  type LessonTexts,
  type Viewer,
} from '@/content';
import type { SearchDocument, SearchIndex } from '@/lib/search';
import { useAuthStore } from '@/stores/auth-store';

/** The member lessons' texts she may read (issue 41 §9: through her session, kept on the device). */
async function memberTexts(viewer: Viewer): Promise<LessonTexts> {
  const ids = openMemberLessonIds(viewer);
  if (ids.length === 0) return {};
  const { memberLessonTexts } = await import('@/data/repos/member-lessons');
  return memberLessonTexts(ids, lessonTextsVersion);
}

/**
 * The member's search index: titles and descriptions at once, lesson texts as soon as they have
 * loaded (the visitor lessons' file, and the member lessons through her session, kept on the
 * device). Offline, before they were ever fetched, it still finds courses and lessons by name.
 */
export function useSearchIndex(extra?: readonly SearchDocument[]): SearchIndex {
  const [loaded, setLoaded] = useState<LessonTexts>(NO_TEXTS);
  const role = useAuthStore((state) => state.user?.role ?? null);
  const signedIn = useAuthStore((state) => state.user !== null);
  useEffect(() => {
    let current = true;
    const load = () =>
      void Promise.all([
        loadLessonTexts().catch((): LessonTexts => ({})),
        memberTexts({ signedIn, role }).catch((): LessonTexts => ({})),
      ]).then(([visitor, member]) => current && setLoaded({ ...visitor, ...member }));
    load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [signedIn, role]);
  return getSearchIndex(extra, loaded);
}
