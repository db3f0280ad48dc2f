/** An error PostgREST would answer with: `{code, details, hint, message}` and this status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** The local stack implements a subset of PostgREST; everything else fails loudly with this. */
export const unsupported = (what: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', `${what} is not supported by the local stack`, details);

export const badQuery = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

type PgError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

/**
 * PostgREST's mapSQLtoHTTP (research §3.3). 22023 is 401 only for its own "role … does not exist"
 * (an unknown role in the JWT); every other 22023, a function's bad-input refusal, is 400.
 */
export function statusForSqlState(code: string, role: string, message = ''): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === 'P0001') return 400;
  if (code.startsWith('P0')) return code === 'P0002' ? 404 : 500;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '22023') return /^role ".*" does not exist$/.test(message) ? 401 : 400;
  if (code.startsWith('0P') || code.startsWith('0L') || code.startsWith('28')) return 403;
  if (code === '42P17') return 500;
  if (code.startsWith('08') || (code.startsWith('53') && code !== '53400') || code === '57P01')
    return 503;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  if (code.startsWith('XX') || code === '57014') return 500;
  return 400;
}

export function fromPgError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  const pg = (error ?? {}) as PgError;
  const code = typeof pg.code === 'string' ? pg.code : '';
  const message = typeof pg.message === 'string' ? pg.message : String(error);
  if (!code) return new RestError(500, 'PGRST000', message);
  const status = statusForSqlState(code, role, message);
  // 503 makes postgrest-js retry for seconds; a local database failure is not transient.
  return new RestError(
    status === 503 ? 500 : status,
    code,
    message,
    typeof pg.detail === 'string' ? pg.detail : null,
    typeof pg.hint === 'string' ? pg.hint : null,
  );
}
