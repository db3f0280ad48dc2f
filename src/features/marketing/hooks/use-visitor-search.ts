import { useEffect, useMemo, useState } from 'react';

import { loadLessonTexts } from '@/content';
import type { SearchResult } from '@/lib/search';

import type { LessonTexts } from '../search/visitor-documents';
import type { visitorIndex } from '../search/visitor-index';

type IndexModule = { visitorIndex: typeof visitorIndex };

const NO_TEXTS: LessonTexts = {};

/**
 * The landing page's search over what a visitor can open. The index (every public page's text)
 * loads the first time something is searched, so the landing page itself stays light; the lesson
 * texts (one more lazy chunk) join the results once they are in. Null while there is no query
 * or the index is still loading.
 */
export function useVisitorSearch(query: string): SearchResult[] | null {
  const searching = query.trim() !== '';
  const [indexModule, setIndexModule] = useState<IndexModule | null>(null);
  const [texts, setTexts] = useState<LessonTexts>(NO_TEXTS);
  useEffect(() => {
    if (!searching) return;
    let current = true;
    import('../search/visitor-index').then(
      (loaded) => current && setIndexModule(loaded),
      () => undefined,
    );
    loadLessonTexts().then(
      (loaded) => current && setTexts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [searching]);
  return useMemo(
    () => (searching && indexModule ? indexModule.visitorIndex(texts).search(query) : null),
    [indexModule, texts, query, searching],
  );
}
