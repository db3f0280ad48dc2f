export { SyncIndicator } from './components/sync-indicator';
export { startReplacedNotices } from './replaced-notices';
