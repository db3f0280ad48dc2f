import type { Queryable } from '../db';
import { badQuery, RestError, unsupported } from './errors';
import { parseColumns, parseFilters, parseNonNegative, parseOrder, parseSelect } from './parse';
import { aggregateSql, ident, orderSql, Params, selectListSql, whereSql } from './sql';
import { findRelation } from './transaction';

export const MAX_ROWS = 1000;

export type Outcome = {
  status: number;
  /** JSON text, or null for an empty body. */
  body: string | null;
  headers: Record<string, string>;
};

export type TableRequest = {
  method: string;
  schema: string;
  table: string;
  params: URLSearchParams;
  prefer: Map<string, string>;
  singular: boolean;
  range: { offset: number; limit: number | null } | null;
  body: unknown;
};

type Aggregate = { body: string; first: string | null; n: number };

function singularBody(result: Aggregate): string {
  if (result.n !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${result.n} rows`,
    );
  }
  return result.first ?? 'null';
}

export async function readTable(tx: Queryable, request: TableRequest): Promise<Outcome> {
  const { schema, table, params } = request;
  await findRelation(tx, schema, table);
  const relation = `${ident(schema)}.${ident(table)}`;
  const select = selectListSql(parseSelect(params.get('select')));
  const filters = parseFilters(params);
  const order = params.get('order') ? orderSql(parseOrder(params.get('order') ?? '')) : '';
  const offset = parseNonNegative(params.get('offset'), 'offset') ?? request.range?.offset ?? 0;
  const requested = parseNonNegative(params.get('limit'), 'limit') ?? request.range?.limit ?? null;
  const limit = Math.min(requested ?? MAX_ROWS, MAX_ROWS);

  const sqlParams = new Params();
  const where = whereSql(filters, sqlParams);
  const page = `(select ${select} from ${relation}${where}${order} limit ${limit} offset ${offset}) pgrst_t`;
  const { rows } = await tx.query<Aggregate>(aggregateSql(page, 'pgrst_t'), sqlParams.values);
  const result = rows[0] ?? { body: '[]', first: null, n: 0 };

  let total: number | null = null;
  if (
    request.prefer.get('count') === 'exact' ||
    request.prefer.get('count') === 'planned' ||
    request.prefer.get('count') === 'estimated'
  ) {
    const countParams = new Params();
    const countWhere = whereSql(filters, countParams);
    const counted = await tx.query<{ total: number }>(
      `select count(*)::int as total from ${relation}${countWhere}`,
      countParams.values,
    );
    total = counted.rows[0]?.total ?? 0;
    if (offset > 0 && offset >= total && result.n === 0 && total > 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
    }
  }
  const range = result.n === 0 ? '*' : `${offset}-${offset + result.n - 1}`;
  const partial = total !== null && (offset > 0 || offset + result.n < total);
  return {
    status: partial ? 206 : 200,
    body: request.method === 'HEAD' ? null : request.singular ? singularBody(result) : result.body,
    headers: { 'Content-Range': `${range}/${total ?? '*'}` },
  };
}

function returningSql(request: TableRequest, representation: boolean): string {
  return representation ? selectListSql(parseSelect(request.params.get('select'))) : '1';
}

function finishWrite(
  request: TableRequest,
  result: Aggregate,
  status: number,
  range: string,
): Outcome {
  const representation = request.prefer.get('return') === 'representation';
  const count = request.prefer.has('count') ? String(result.n) : '*';
  if (request.singular && representation) {
    return {
      status: status === 204 ? 200 : status,
      body: singularBody(result),
      headers: { 'Content-Range': `${range}/${count}` },
    };
  }
  if (request.singular && result.n !== 1) singularBody(result);
  return {
    status: representation ? (status === 204 ? 200 : status) : status,
    body: representation ? result.body : null,
    headers: { 'Content-Range': `${range}/${count}` },
  };
}

function requireFilters(request: TableRequest, verb: 'UPDATE' | 'DELETE') {
  if (parseFilters(request.params).length === 0) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
  if (request.params.has('limit') || request.params.has('offset') || request.params.has('order')) {
    throw unsupported(`limit/offset/order on ${verb}`);
  }
}

function bodyObjects(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : [body];
  if (
    body === undefined ||
    list.some((item) => !item || typeof item !== 'object' || Array.isArray(item))
  ) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return list as Record<string, unknown>[];
}

export async function insertRows(tx: Queryable, request: TableRequest): Promise<Outcome> {
  const { schema, table, params, prefer } = request;
  const relation = await findRelation(tx, schema, table);
  if (parseFilters(params).length > 0) throw unsupported('Filters on an insert');
  if (prefer.get('missing') === 'default') throw unsupported('Prefer: missing=default');
  const rows = bodyObjects(request.body);
  const columns = params.get('columns')
    ? parseColumns(params.get('columns') ?? '')
    : Object.keys(rows[0] ?? {});
  if (
    !params.get('columns') &&
    rows.some((row) => Object.keys(row).sort().join() !== [...columns].sort().join())
  ) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  const target = `${ident(schema)}.${ident(table)}`;
  const sqlParams = new Params();
  const json = sqlParams.add(JSON.stringify(rows));
  const list = columns.map(ident).join(', ');

  let conflict = '';
  const resolution = prefer.get('resolution');
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const keys = params.get('on_conflict')
      ? parseColumns(params.get('on_conflict') ?? '')
      : relation.primaryKey;
    if (keys.length === 0)
      throw badQuery(`Table ${schema}.${table} has no primary key; give on_conflict`);
    const updates = columns.filter((column) => !keys.includes(column));
    conflict =
      resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${keys.map(ident).join(', ')}) do nothing`
        : ` on conflict (${keys.map(ident).join(', ')}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  } else if (params.has('on_conflict')) {
    throw badQuery('on_conflict needs Prefer: resolution=merge-duplicates or ignore-duplicates');
  }
  const representation = prefer.get('return') === 'representation';
  const source =
    columns.length === 0
      ? rows.length === 1
        ? `insert into ${target} default values`
        : (() => {
            throw unsupported('Inserting several rows without any column');
          })()
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${json}::json)`;
  const sql = `with pgrst_source as (${source}${conflict} returning ${returningSql(request, representation)})
    ${aggregateSql('pgrst_source', 'pgrst_source')}`;
  const { rows: result } = await tx.query<Aggregate>(
    sql,
    columns.length === 0 ? [] : sqlParams.values,
  );
  return finishWrite(request, result[0] ?? { body: '[]', first: null, n: 0 }, 201, '*');
}

export async function updateRows(tx: Queryable, request: TableRequest): Promise<Outcome> {
  const { schema, table, params } = request;
  await findRelation(tx, schema, table);
  requireFilters(request, 'UPDATE');
  const [row] = bodyObjects(request.body);
  if (Array.isArray(request.body) || !row)
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(row);
  if (columns.length === 0) return readTable(tx, { ...request, method: 'GET' });
  const target = `${ident(schema)}.${ident(table)}`;
  const sqlParams = new Params();
  const json = sqlParams.add(JSON.stringify(row));
  const list = columns.map(ident).join(', ');
  const where = whereSql(parseFilters(params), sqlParams);
  const representation = request.prefer.get('return') === 'representation';
  const sql = `with pgrst_source as (update ${target} set (${list}) = (select ${list} from json_populate_record(null::${target}, ${json}::json))${where}
    returning ${returningSql(request, representation)}) ${aggregateSql('pgrst_source', 'pgrst_source')}`;
  const { rows } = await tx.query<Aggregate>(sql, sqlParams.values);
  const result = rows[0] ?? { body: '[]', first: null, n: 0 };
  return finishWrite(request, result, 204, result.n === 0 ? '*' : `0-${result.n - 1}`);
}

export async function deleteRows(tx: Queryable, request: TableRequest): Promise<Outcome> {
  const { schema, table, params } = request;
  await findRelation(tx, schema, table);
  requireFilters(request, 'DELETE');
  const sqlParams = new Params();
  const where = whereSql(parseFilters(params), sqlParams);
  const representation = request.prefer.get('return') === 'representation';
  const sql = `with pgrst_source as (delete from ${ident(schema)}.${ident(table)}${where}
    returning ${returningSql(request, representation)}) ${aggregateSql('pgrst_source', 'pgrst_source')}`;
  const { rows } = await tx.query<Aggregate>(sql, sqlParams.values);
  return finishWrite(request, rows[0] ?? { body: '[]', first: null, n: 0 }, 204, '*');
}
