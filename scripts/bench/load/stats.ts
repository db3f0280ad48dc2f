/** HTTP calls, and 'sync': one whole sync of a device (push, pull round), waits included. */
export type CallKind = 'sign-in' | 'session' | 'push' | 'pull' | 'refresh' | 'sync';

type Counter =
  | 'opsAcked'
  | 'opsRejected'
  | 'opsReplaced'
  | 'transientRejections'
  | 'rowsPulled'
  | 'retriedPushes'
  | 'duplicatesOnRetry'
  | 'droppedResponses';

/**
 * Latencies per call kind and counters within the timed window (closed at the deadline, so the
 * drain and the final catch-up pulls don't count toward throughput); errors at any time.
 */
export class Stats {
  private readonly latencies = new Map<CallKind, number[]>();
  private closed = false;
  readonly errors = new Map<string, number>();
  readonly counters: Record<Counter, number> = {
    opsAcked: 0,
    opsRejected: 0,
    opsReplaced: 0,
    transientRejections: 0,
    rowsPulled: 0,
    retriedPushes: 0,
    duplicatesOnRetry: 0,
    droppedResponses: 0,
  };

  close() {
    this.closed = true;
  }

  record(kind: CallKind, ms: number) {
    if (this.closed) return;
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
  }

  add(counter: Counter, amount = 1) {
    if (!this.closed) this.counters[counter] += amount;
  }

  error(kind: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  calls(kind: CallKind): number {
    return this.latencies.get(kind)?.length ?? 0;
  }

  /** p50/p95/p99 (nearest rank) of one call kind, in ms. */
  percentiles(kind: CallKind): { p50: number; p95: number; p99: number } | null {
    const list = this.latencies.get(kind);
    if (!list || list.length === 0) return null;
    const sorted = Float64Array.from(list).sort();
    const at = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
}
