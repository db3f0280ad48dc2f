// Site search: a small, pure full-text engine (Swedish-aware normalising, word starts,
// highlights and snippets). The documents it searches come from src/content/search.
export {
  createSearchIndex,
  makeSnippet,
  SEARCH_CATEGORIES,
  type ResultCategory,
  type SearchDocument,
  type SearchDocumentKind,
  type SearchIndex,
  type SearchResult,
  type TextRange,
  type TopicCategory,
} from './engine';
export { normalize, normalizeText, queryTerms, toOriginal, type NormalizedText } from './normalize';
