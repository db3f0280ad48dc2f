import { useEffect, useState } from 'react';

import { getSearchIndex, loadLessonTexts, NO_TEXTS, type LessonTexts } from '@/content';
import type { SearchDocument, SearchIndex } from '@/lib/search';

/**
 * The search index: titles and descriptions at once, lesson texts as soon as they have loaded
 * (offline, before they were ever fetched, the search still finds courses and lessons by name).
 */
export function useSearchIndex(extra?: readonly SearchDocument[]): SearchIndex {
  const [loaded, setLoaded] = useState<LessonTexts>(NO_TEXTS);
  useEffect(() => {
    let current = true;
    const load = () =>
      void loadLessonTexts().then(
        (value) => current && setLoaded(value),
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return getSearchIndex(extra, loaded);
}
