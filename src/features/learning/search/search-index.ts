import { contentDocuments } from './content-documents';
import { createSearchIndex, type SearchDocument, type SearchIndex } from './engine';

const NO_EXTRAS: readonly SearchDocument[] = [];
const cache = new WeakMap<readonly SearchDocument[], SearchIndex>();

/**
 * The index over every course and lesson plus `extra` documents (e.g. the site's pages), built
 * once per list of extras: pass the same array each time.
 */
export function getSearchIndex(extra: readonly SearchDocument[] = NO_EXTRAS): SearchIndex {
  let index = cache.get(extra);
  if (!index) {
    index = createSearchIndex([...contentDocuments(), ...extra]);
    cache.set(extra, index);
  }
  return index;
}
