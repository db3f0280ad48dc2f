export { SyncIndicator } from './components/sync-indicator';
