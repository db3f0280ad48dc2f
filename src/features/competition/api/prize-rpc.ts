/** Månadsavslut's RPCs go through the competition's one RPC helper (Swedish refusals). */
export { rpc as prizeRpc } from './competition-api';

export const rowsOf = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : [];

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
