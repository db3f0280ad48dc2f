import { prizeCopy } from '../prize-copy';
import { CompetitionError } from './competition-api';

type RpcError = { message: string; code?: string } | null;

/** Server messages written for people (raised in Swedish by the SQL functions). */
const SPOKEN_CODES = new Set(['23514', '42501', '22023', 'P0002']);

function toError(error: unknown): CompetitionError {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code } = error as { message: unknown; code?: unknown };
    if (typeof code === 'string' && SPOKEN_CODES.has(code) && typeof message === 'string') {
      return new CompetitionError(message, code);
    }
    if (typeof message === 'string' && /fetch|network|Load failed/i.test(message)) {
      return new CompetitionError(prizeCopy.errors.offline);
    }
  }
  return new CompetitionError(prizeCopy.errors.generic);
}

/** Calls one of Månadsavslut's RPCs; refusals become a CompetitionError with a Swedish message. */
export async function prizeRpc(name: string, args?: Record<string, unknown>): Promise<unknown> {
  let result: { data: unknown; error: RpcError };
  try {
    const { supabase } = await import('@/lib/supabase');
    result = (await supabase.rpc(name, args)) as { data: unknown; error: RpcError };
  } catch (error) {
    throw toError(error);
  }
  if (result.error) throw toError(result.error);
  return result.data;
}

export const rowsOf = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : [];

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
