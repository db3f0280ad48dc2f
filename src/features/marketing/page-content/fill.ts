/**
 * Fills a page of content/pages with the values it names (values.ts): `{{name}}` and
 * `{{name.key}}` in its text, and `:::data name` blocks. The pages plugin generates the call,
 * importing each named value, so a name missing from values.ts fails the build.
 */
export type PageValues = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([a-z][A-Za-z0-9]*)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g;

function text(source: string, values: PageValues): string {
  return source.replace(PLACEHOLDER, (whole, name: string, key?: string) => {
    const value = key ? (values[name] as Record<string, unknown> | undefined)?.[key] : values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`${whole}: no such value in page-content/values.ts`);
    }
    return String(value);
  });
}

export function fillPage<T>(page: T, values: PageValues): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return text(node, values);
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.kind === 'data') return values[String(record.name)];
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, visit(v)]));
    }
    return node;
  };
  return visit(page) as T;
}
