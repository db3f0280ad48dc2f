import { createSearchIndex } from '@/lib/search';

import { visitorDocuments, type LessonTexts } from './visitor-documents';

export type VisitorIndex = ReturnType<typeof createSearchIndex>;

const indexes = new WeakMap<LessonTexts, VisitorIndex>();

/** The visitor search index over the public pages, courses and lessons (built once per texts). */
export function visitorIndex(texts: LessonTexts): VisitorIndex {
  let index = indexes.get(texts);
  if (!index) indexes.set(texts, (index = createSearchIndex(visitorDocuments(texts))));
  return index;
}
