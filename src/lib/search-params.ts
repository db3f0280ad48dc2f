// Readers for a route's search params (TanStack Router's `validateSearch`). Route definitions
// load with the app's entry, so they read their few params with these small functions rather
// than a schema library. A value that is missing or not what the route expects is left out,
// never an error: an old or hand-edited link still opens the page.

/** Reads one search param: its value, or undefined when it is not one the route accepts. */
export type ParamReader<T> = (value: unknown) => T | undefined;

/** A text param, trimmed when `trim` is set, up to `maxLength`, matching `pattern` if given. */
export function textParam(
  options: { trim?: boolean; maxLength?: number; pattern?: RegExp } = {},
): ParamReader<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = options.trim ? value.trim() : value;
    if (options.maxLength !== undefined && text.length > options.maxLength) return undefined;
    if (options.pattern && !options.pattern.test(text)) return undefined;
    return text;
  };
}

/** One of `values`. */
export function oneOfParam<const V extends readonly string[]>(values: V): ParamReader<V[number]> {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : undefined);
}

/** A route's `validateSearch`: each param read by its reader, the unknown ones dropped. */
export function searchParams<T extends Record<string, unknown>>(readers: {
  [K in keyof T]: ParamReader<T[K]>;
}): (search: Record<string, unknown>) => { [K in keyof T]?: T[K] } {
  return (search) => {
    const read: { [K in keyof T]?: T[K] } = {};
    for (const key of Object.keys(readers) as (keyof T)[]) {
      const value = readers[key](search[key as string]);
      if (value !== undefined) read[key] = value;
    }
    return read;
  };
}
