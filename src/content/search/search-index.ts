import { createSearchIndex, type SearchDocument, type SearchIndex } from '@/lib/search';

import { contentDocuments, type LessonTexts } from './content-documents';

const NO_EXTRAS: readonly SearchDocument[] = [];
/** No lesson texts yet (before they have loaded). */
export const NO_TEXTS: LessonTexts = {};
const cache = new WeakMap<LessonTexts, WeakMap<readonly SearchDocument[], SearchIndex>>();

/**
 * The index over every course and lesson plus `extra` documents (e.g. the site's pages), built
 * once per list of extras and set of lesson texts: pass the same objects each time.
 */
export function getSearchIndex(
  extra: readonly SearchDocument[] = NO_EXTRAS,
  texts: LessonTexts = NO_TEXTS,
): SearchIndex {
  let byExtra = cache.get(texts);
  if (!byExtra) cache.set(texts, (byExtra = new WeakMap()));
  let index = byExtra.get(extra);
  if (!index) {
    index = createSearchIndex([...contentDocuments(texts), ...extra]);
    byExtra.set(extra, index);
  }
  return index;
}

let texts: Promise<LessonTexts> | undefined;

/** Every lesson's text: one lazy chunk, cached by the service worker once fetched. */
export function loadLessonTexts(): Promise<LessonTexts> {
  texts ??= import('virtual:lesson-bodies').then((module) => module.default);
  texts.catch(() => (texts = undefined));
  return texts;
}
