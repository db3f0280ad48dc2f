import { TransportError } from '../../../src/data/sync/transport.ts';
import type { Gate } from './gate.ts';
import type { CallKind, Stats } from './stats.ts';

export type CallContext = { gate: Gate; stats: Stats };

export const INJECTED_CUT = 'connection cut by the load generator';

function errorKind(error: unknown) {
  if (error instanceof Error && error.message.includes(INJECTED_CUT)) return 'injected cut';
  if (error instanceof TransportError) return error.kind;
  return error instanceof Error ? error.name : 'unknown';
}

/** One call through the gate, timed; a failure is counted by call and error kind and rethrown. */
export async function gatedCall<T>(
  { gate, stats }: CallContext,
  kind: CallKind,
  run: () => Promise<T>,
): Promise<T> {
  return gate.run(async () => {
    const started = performance.now();
    try {
      return await run();
    } catch (error) {
      stats.error(`${kind}: ${errorKind(error)}`);
      throw error;
    } finally {
      stats.record(kind, performance.now() - started);
    }
  });
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The scheduler's full-jitter backoff, capped at 8 s rather than 5 min for a run this short. */
export const backoffMs = (attempts: number) =>
  Math.floor(Math.random() * Math.min(8_000, 1_000 * 2 ** attempts));
