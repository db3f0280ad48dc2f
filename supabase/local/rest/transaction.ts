import type { IncomingMessage } from 'node:http';

import type { Database, Queryable } from '../db';
import type { Claims } from '../jwt';
import { fromPgError, RestError } from './errors';

export type RequestScope = {
  claims: Claims;
  role: string;
  schema: string;
  req: IncomingMessage;
  path: string;
};

const preRequestFunctions = new WeakMap<Database, Promise<string | null>>();
const FUNCTION_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/**
 * PostgREST's db-pre-request, as the migrations configure it for hosted Supabase
 * (`alter role authenticator set pgrst.db_pre_request = …`): read once per database.
 */
function preRequestFunction(db: Database, tx: Queryable): Promise<string | null> {
  let found = preRequestFunctions.get(db);
  if (!found) {
    found = tx
      .query<{ setting: string }>(
        `select split_part(cfg, '=', 2) as setting
         from pg_db_role_setting s cross join unnest(s.setconfig) cfg
         where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
           and cfg like 'pgrst.db_pre_request=%'`,
      )
      .then(({ rows }) => {
        const name = rows[0]?.setting ?? null;
        return name && FUNCTION_NAME.test(name) ? name : null;
      });
    preRequestFunctions.set(db, found);
  }
  return found;
}

/**
 * One transaction per request, as PostgREST runs it (research §3.4): READ ONLY for reads, then
 * the set_config block (search_path, role, jwt claims, request metadata), the pre-request
 * function, then `fn`.
 */
export async function inRequestTransaction<T>(
  db: Database,
  scope: RequestScope,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (readOnly) await tx.query('set transaction read only');
      const { rows } = await tx.query<{ allowed: boolean }>(
        `select exists (select 1 from pg_roles r where r.rolname = $1 and pg_has_role('authenticator', r.oid, 'member')) as allowed`,
        [scope.role],
      );
      if (!rows[0]?.allowed)
        throw new RestError(401, '22023', `role "${scope.role}" does not exist`);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(scope.req.headers)) {
        if (value !== undefined)
          headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      await tx.query(
        `select set_config('search_path', $1, true), set_config('role', $2, true),
           set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
           set_config('request.path', $5, true), set_config('request.headers', $6, true),
           set_config('request.cookies', '{}', true)`,
        [
          `${JSON.stringify(scope.schema)}, "extensions"`,
          scope.role,
          JSON.stringify({ ...scope.claims, role: scope.role }),
          scope.req.method ?? 'GET',
          scope.path,
          JSON.stringify(headers),
        ],
      );
      const preRequest = await preRequestFunction(db, tx);
      if (preRequest) await tx.query(`select ${preRequest}()`);
      return fn(tx);
    });
  } catch (error) {
    throw fromPgError(error, scope.role);
  }
}

export type Relation = { kind: string; columns: string[]; primaryKey: string[] };

/** The table or view behind /rest/v1/<name>, or PostgREST's PGRST205 when it does not exist. */
export async function findRelation(tx: Queryable, schema: string, name: string): Promise<Relation> {
  const { rows } = await tx.query<{ kind: string; columns: string[] | null; pk: string[] | null }>(
    `select c.relkind::text as kind,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
       array(select a.attname::text from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = c.oid and i.indisprimary order by a.attnum) as pk
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schema, name],
  );
  const row = rows[0];
  if (!row) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
    );
  }
  return { kind: row.kind, columns: row.columns ?? [], primaryKey: row.pk ?? [] };
}
