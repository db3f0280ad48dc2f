/**
 * A UUID derived from a name (SHA-256, formatted as a version-8 UUID). Two devices that record
 * the same fact (this user finished this lesson) make the same id, so the server and every
 * device see one row, not two.
 */
export async function nameBasedUuid(...parts: string[]): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\u001f'))),
  ).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80; // version 8 (custom)
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
