/** Keys of copy objects that hold no readable text (links, ids, icon names …). */
const SKIP_KEYS = new Set([
  'to',
  'id',
  'icon',
  'kind',
  'tone',
  'rarity',
  'courseId',
  'lessonId',
  'courseIds',
  'access',
  'name',
  'href',
  'effectiveFrom',
]);

/**
 * Every readable string of a copy object, in order, joined with spaces: the searchable text of a
 * page. Functions (texts with numbers filled in) and link targets are left out.
 */
export function collectText(value: unknown): string {
  const parts: string[] = [];
  const visit = (node: unknown, key?: string) => {
    if (key !== undefined && SKIP_KEYS.has(key)) return;
    if (typeof node === 'string') parts.push(node);
    else if (Array.isArray(node)) node.forEach((item) => visit(item));
    else if (node && typeof node === 'object') {
      for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
    }
  };
  visit(value);
  return parts.join(' ');
}
