import { badQuery } from './errors';
import { parseInList, type Condition, type OrderItem, type SelectItem } from './parse';

/** Identifiers are always quoted; values always travel as parameters. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal, so `= any($n)` takes the column's own element type. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function conditionSql(condition: Condition, params: Params): string {
  let sql: string;
  if (condition.kind === 'logic') {
    const parts = condition.children.map((child) => conditionSql(child, params));
    sql = parts.length === 0 ? 'true' : `(${parts.join(` ${condition.op} `)})`;
  } else {
    const column = ident(condition.column);
    const { op, value } = condition;
    if (op === 'is') {
      const keyword = IS_VALUES[value.toLowerCase()];
      if (!keyword)
        throw badQuery(
          `"failed to parse filter (is.${value})" (line 1, column 4)`,
          'expecting null, not_null, true, false or unknown',
        );
      sql = `${column} is ${keyword}`;
    } else if (op === 'isdistinct') {
      sql = `${column} is distinct from ${params.add(value)}`;
    } else if (op === 'in') {
      sql = `${column} = any(${params.add(arrayLiteral(parseInList(value)))})`;
    } else if (op === 'like' || op === 'ilike') {
      sql = `${column} ${COMPARISONS[op]} ${params.add(value.replace(/\*/g, '%'))}`;
    } else {
      sql = `${column} ${COMPARISONS[op] ?? '='} ${params.add(value)}`;
    }
  }
  return condition.negate ? `not ${sql}` : sql;
}

export function whereSql(conditions: Condition[], params: Params): string {
  return conditions.length === 0
    ? ''
    : ` where ${conditions.map((c) => conditionSql(c, params)).join(' and ')}`;
}

export function selectListSql(items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.star) return '*';
      const expression = item.cast ? `${ident(item.column)}::${item.cast}` : ident(item.column);
      return `${expression} as ${ident(item.alias)}`;
    })
    .join(', ');
}

export function orderSql(order: OrderItem[]): string {
  if (order.length === 0) return '';
  const parts = order.map(
    (item) =>
      `${ident(item.column)} ${item.desc ? 'desc' : 'asc'}${item.nulls ? ` nulls ${item.nulls}` : ''}`,
  );
  return ` order by ${parts.join(', ')}`;
}

/** Aggregates a row source into the JSON array, its first element and the row count. */
export function aggregateSql(source: string, alias: string): string {
  return `select coalesce(json_agg(${alias}), '[]')::text as body, (json_agg(${alias}) -> 0)::text as first,
    count(*)::int as n from ${source}`;
}
