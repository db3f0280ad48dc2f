export { SearchPage, SEARCH_DEBOUNCE_MS } from './components/search-page';
