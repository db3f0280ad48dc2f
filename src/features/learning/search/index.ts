export { SearchPage, SEARCH_DEBOUNCE_MS } from './components/search-page';
export {
  createSearchIndex,
  SEARCH_CATEGORIES,
  type ResultCategory,
  type SearchDocument,
  type SearchResult,
  type TopicCategory,
} from './engine';
export { getSearchIndex, loadLessonTexts, useSearchIndex } from './search-index';
export { contentDocuments, coursePageHref } from './content-documents';
export { HrefAnchor, HrefButton } from './components/href-link';
export { HighlightedText } from './components/highlighted-text';
