export { discardDeadLetter, listDeadLetters, retryDeadLetter } from './dead-letters';
export { syncOnce, type SyncDeps, type SyncSummary } from './engine';
export {
  backoffDelay,
  requestBackgroundSync,
  startSync,
  SYNC_MESSAGE,
  SYNC_TAG,
  type SchedulerOptions,
  type SyncHandle,
} from './scheduler';
export { createSupabaseTransport } from './supabase-transport';
export { signInRequiredTransport } from './sign-in-required-transport';
export {
  isTransportError,
  TransportError,
  type PushOp,
  type PushResult,
  type ServerRecord,
  type SyncTransport,
  type TransportErrorKind,
} from './transport';
