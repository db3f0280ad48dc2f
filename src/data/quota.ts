/** Names browsers give the error when an origin's storage quota is used up (Firefox's is its
 * legacy one; old WebKit used the constant's name). Dexie keeps the name when it wraps one. */
const QUOTA_ERROR_NAMES = new Set([
  'QuotaExceededError',
  'NS_ERROR_DOM_QUOTA_REACHED',
  'QUOTA_EXCEEDED_ERR',
]);

/** How far to follow `inner`/`cause`: Dexie nests at most one or two levels. */
const MAX_DEPTH = 5;

type MaybeWrapped = { name?: unknown; inner?: unknown; cause?: unknown };

/**
 * Whether a local write failed because the device is out of storage. A quota hit at commit
 * aborts the whole Dexie transaction, so it can arrive as an AbortError with the browser's
 * DOMException in `inner` rather than as Dexie.QuotaExceededError itself.
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const { name, inner, cause } = current as MaybeWrapped;
    if (typeof name === 'string' && QUOTA_ERROR_NAMES.has(name)) return true;
    current = inner ?? cause;
  }
  return false;
}
