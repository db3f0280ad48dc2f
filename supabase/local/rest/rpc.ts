import type { Queryable } from '../db';
import { RestError, unsupported } from './errors';
import { ident, Params } from './sql';
import type { Outcome, TableRequest } from './table';

type FunctionRow = {
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  volatile: string;
  returns_void: boolean;
};

type Candidate = FunctionRow & { inArgs: { name: string; type: string }[] };

async function candidates(tx: Queryable, schema: string, name: string): Promise<Candidate[]> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
       array(select format_type(x.t, null) from unnest(p.proargtypes::oid[]) with ordinality x(t, i) order by x.i) as argtypes,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
       p.provolatile::text as volatile, p.prorettype = 'void'::regtype as returns_void
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map((row) => {
    const names = row.argnames ?? [];
    const modes = row.argmodes ?? names.map(() => 'i');
    const inNames = names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
    return { ...row, inArgs: row.argtypes.map((type, i) => ({ name: inNames[i] ?? '', type })) };
  });
}

/** PostgREST picks the overload whose argument names match the JSON keys. */
function choose(
  list: Candidate[],
  keys: string[],
  schema: string,
  name: string,
  wholeBody: boolean,
): Candidate & { single: boolean } {
  const single = list.find(
    (c) =>
      c.inArgs.length === 1 &&
      c.inArgs[0]?.name === '' &&
      ['json', 'jsonb'].includes(c.inArgs[0]?.type ?? ''),
  );
  const matching = list.filter((c) => {
    const required = c.inArgs.slice(0, c.nargs - c.ndefaults);
    return (
      keys.every((key) => c.inArgs.some((arg) => arg.name === key)) &&
      required.every((arg) => arg.name !== '' && keys.includes(arg.name))
    );
  });
  if (matching.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between several overloads of ${schema}.${name}`,
    );
  }
  const chosen = matching[0];
  if (chosen) return { ...chosen, single: false };
  if (single && wholeBody) return { ...single, single: true };
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}(${[...keys].sort().join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name} with parameters ${[...keys].sort().join(', ') || '(none)'}, but no matches were found in the schema cache.`,
  );
}

export function rpcIsReadOnly(volatile: string) {
  return volatile !== 'v';
}

/** Looks the function up first so the caller can pick READ ONLY for stable/immutable ones. */
export async function describeRpc(
  tx: Queryable,
  schema: string,
  name: string,
  args: Record<string, unknown>,
  wholeBody: boolean,
) {
  return choose(await candidates(tx, schema, name), Object.keys(args), schema, name, wholeBody);
}

export async function callRpc(
  tx: Queryable,
  request: TableRequest,
  name: string,
  args: Record<string, unknown>,
): Promise<Outcome> {
  const select = request.params.get('select');
  if (select !== null && select.trim() !== '*') throw unsupported('select= on RPC results');
  const fn = await describeRpc(tx, request.schema, name, args, request.method === 'POST');
  const params = new Params();
  const target = `${ident(request.schema)}.${ident(name)}`;
  let from: string;
  if (fn.single) {
    from = `${target}(${params.add(JSON.stringify(request.body ?? {}))}::${fn.inArgs[0]?.type}) pgrst_r`;
  } else {
    const used = fn.inArgs.filter((arg) => arg.name in args);
    if (used.length === 0) {
      from = `${target}() pgrst_r`;
    } else {
      const record = params.add(JSON.stringify(args));
      const columns = used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ');
      const call = used
        .map((arg) => `${ident(arg.name)} := pgrst_args.${ident(arg.name)}`)
        .join(', ');
      from = `json_to_record(${record}::json) as pgrst_args(${columns}), ${target}(${call}) pgrst_r`;
    }
  }
  if (fn.returns_void) {
    await tx.query(`select 1 from ${from}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  if (fn.retset) {
    const { rows } = await tx.query<{ body: string; first: string | null; n: number }>(
      `select coalesce(json_agg(pgrst_r), '[]')::text as body, (json_agg(pgrst_r) -> 0)::text as first, count(*)::int as n from ${from}`,
      params.values,
    );
    const result = rows[0] ?? { body: '[]', first: null, n: 0 };
    if (request.singular && result.n !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${result.n} rows`,
      );
    }
    return {
      status: 200,
      body: request.singular ? (result.first ?? 'null') : result.body,
      headers: { 'Content-Range': result.n === 0 ? '*/*' : `0-${result.n - 1}/*` },
    };
  }
  const { rows } = await tx.query<{ body: string | null }>(
    `select to_json(pgrst_r)::text as body from ${from}`,
    params.values,
  );
  return { status: 200, body: rows[0]?.body ?? 'null', headers: {} };
}

/** GET /rpc/fn?a=1&b=2: every query parameter is an argument. */
export function queryArgs(params: URLSearchParams): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (['order', 'limit', 'offset', 'and', 'or'].includes(key))
      throw unsupported('Filtering RPC results');
    args[key] = value;
  }
  return args;
}
