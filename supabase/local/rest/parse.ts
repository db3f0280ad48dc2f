import { badQuery, unsupported } from './errors';

export type Condition =
  | { kind: 'op'; column: string; op: string; negate: boolean; value: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export type SelectItem =
  { star: true } | { star: false; column: string; alias: string; cast: string | null };

export type OrderItem = { column: string; desc: boolean; nulls: 'first' | 'last' | null };

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
]);

const NOT_SUPPORTED_OPERATORS = new Set([
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
]);

/** Splits on commas that are not inside parentheses or double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quoted && char === '\\') {
      current += char + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted || depth !== 0) throw badQuery('Unbalanced parentheses or quotes in the query', text);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** A plain column name; JSON paths and embedded (rel.col) names are outside the subset. */
export function columnName(raw: string, context: string): string {
  const name = unquote(raw.trim());
  if (name === '') throw badQuery(`Missing column name in ${context}`);
  if (name.includes('->')) throw unsupported('Filtering or ordering on JSON paths', raw);
  if (/[.(),:]/.test(name) && !raw.startsWith('"')) {
    throw unsupported('Filters, ordering and limits on embedded resources', raw);
  }
  return name;
}

/** `[not.]op.value` for the column `column`. */
export function parseOperation(column: string, expression: string, inLogic: boolean): Condition {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (NOT_SUPPORTED_OPERATORS.has(op.replace(/\(.*$/, '')) || /\((any|all)\)$/.test(op)) {
    throw unsupported(`The operator "${op}"`, expression);
  }
  if (!OPERATORS.has(op) || dot === -1) {
    throw badQuery(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${op}" expecting an operator`,
    );
  }
  return { kind: 'op', column, op, negate, value: inLogic && op !== 'in' ? unquote(value) : value };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends. */
export function parseLogic(key: string, value: string): Condition {
  const negate = key.startsWith('not.');
  const op = negate ? key.slice(4) : key;
  if (op !== 'and' && op !== 'or') throw badQuery(`Unknown logic operator ${key}`);
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badQuery(`"failed to parse logic tree (${value})" (line 1, column 1)`, 'expecting "("');
  }
  const children = splitTopLevel(value.slice(1, -1)).map((item) => parseLogicItem(item.trim()));
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(item: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(`${nested[1] ?? ''}${nested[2]}`, nested[3] ?? '');
  const dot = item.indexOf('.');
  if (dot === -1) throw badQuery(`"failed to parse logic tree (${item})" (line 1, column 1)`);
  return parseOperation(
    columnName(item.slice(0, dot), 'a logic filter'),
    item.slice(dot + 1),
    true,
  );
}

/** The values of `in.(a,b,"c,d")`. */
export function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badQuery(`"failed to parse filter (in.${value})" (line 1, column 1)`, 'expecting "("');
  }
  const inner = value.slice(1, -1);
  return inner.trim() === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ star: true }];
  const compact = raw.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
  return splitTopLevel(compact).map((item) => {
    if (item === '*') return { star: true };
    if (item.includes('(') || item.startsWith('...')) {
      throw unsupported('Resource embedding (select=rel(...)) and aggregates', raw);
    }
    if (item.includes('->')) throw unsupported('Selecting JSON paths (->, ->>)', raw);
    let rest = item;
    let cast: string | null = null;
    const castAt = rest.indexOf('::');
    if (castAt !== -1) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!/^[a-z_][a-z0-9_]*(\[\])?$/i.test(cast))
        throw badQuery(`Invalid cast type "${cast}"`, raw);
    }
    const colon = rest.indexOf(':');
    const alias = colon === -1 ? null : unquote(rest.slice(0, colon));
    const column = unquote(colon === -1 ? rest : rest.slice(colon + 1));
    if (column === '' || alias === '') throw badQuery(`Invalid select item "${item}"`, raw);
    if (/[.:]/.test(column)) throw unsupported('Selecting columns of embedded resources', raw);
    return { star: false, column, alias: alias ?? column, cast };
  });
}

export function parseOrder(raw: string): OrderItem[] {
  return splitTopLevel(raw).map((item) => {
    if (item.includes('(')) throw unsupported('Ordering by embedded resources', raw);
    const [column = '', ...modifiers] = item.split('.');
    const order: OrderItem = { column: columnName(column, 'order'), desc: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.desc = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else
        throw badQuery(
          `"failed to parse order (${raw})" (line 1, column 1)`,
          `unexpected "${modifier}"`,
        );
    }
    return order;
  });
}

export function parseNonNegative(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw))
    throw badQuery(`"failed to parse ${name} (${raw})"`, `${name} must be a non-negative integer`);
  return Number(raw);
}

/** `columns="a","b"` as postgrest-js sends it for bulk inserts. */
export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((item) => columnName(item, 'columns'));
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** The row filters of a query string (everything but the reserved parameters). */
export function parseFilters(params: URLSearchParams): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (/^(not\.)?(and|or)$/.test(key)) {
      conditions.push(parseLogic(key, value));
      continue;
    }
    if (key.includes('.') && !key.startsWith('"')) {
      throw unsupported('Filters, ordering and limits on embedded resources', key);
    }
    conditions.push(parseOperation(columnName(key, 'a filter'), value, false));
  }
  return conditions;
}
