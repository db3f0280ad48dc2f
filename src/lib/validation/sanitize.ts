/**
 * Cleans free-text registration input before it is validated and sent (spec §5): removes
 * <script>…</script> blocks and stray script tags, javascript: prefixes (also when split by
 * whitespace or control characters, any case) and inline event-handler attributes
 * (onclick=…, onerror="…"), then trims. Text is NFC-normalised so å typed as a + ring matches
 * the database's letter class. Never use it on passwords.
 */

const SCRIPT_BLOCK = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi;
const SCRIPT_TAG = /<\s*\/?\s*script\b[^>]*>?/gi;
const GAP = String.raw`(?:\s|\p{Cc})*`;
const JAVASCRIPT_PREFIX = new RegExp([...'javascript'].join(GAP) + GAP + ':', 'giu');
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)/gi;

function sanitizeOnce(value: string): string {
  return value
    .replace(SCRIPT_BLOCK, '')
    .replace(SCRIPT_TAG, '')
    .replace(JAVASCRIPT_PREFIX, '')
    .replace(EVENT_HANDLER, '');
}

export function sanitizeInput(value: string): string {
  let current = value.normalize('NFC');
  // Repeat until nothing changes, so removals cannot splice a new pattern together
  // (e.g. '<scr<script></script>ipt>').
  // Each pass only removes text, so this ends.
  for (let next = sanitizeOnce(current); next !== current; next = sanitizeOnce(current)) {
    current = next;
  }
  return current.trim();
}
