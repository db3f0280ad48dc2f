import { cpus, loadavg } from 'node:os';

import type { LoadConfig } from './config.ts';
import type { CpuUsed } from './cpu.ts';
import type { CallKind, Stats } from './stats.ts';
import type { TableSize } from './storage.ts';

const KINDS: CallKind[] = ['sign-in', 'session', 'push', 'pull', 'refresh', 'sync'];
const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (count: number, seconds: number) => (count / seconds).toFixed(1);

export type RunFacts = {
  config: LoadConfig;
  postgres: string;
  signedIn: number;
  drainSeconds: number;
  cpu: CpuUsed;
  problems: string[];
  sizes: TableSize[];
};

export function printReport(stats: Stats, facts: RunFacts) {
  const { config, problems } = facts;
  const seconds = config.seconds;
  const { counters } = stats;
  console.log(
    `\nLoad against the local stack on ${facts.postgres} (real supabase-js and transport)`,
  );
  console.log(
    `  devices ${facts.signedIn}/${config.devices} signed in   duration ${seconds} s   ` +
      `calls in flight ≤ ${config.concurrency}   think ~${config.thinkMs} ms   ` +
      `push responses cut ${(config.dropRate * 100).toFixed(1)} %`,
  );
  console.log(
    `  ops pushed ${rate(counters.opsAcked, seconds)}/s (${counters.opsAcked} acked, ` +
      `${counters.opsRejected} rejected, ${counters.opsReplaced} stale edits kept the server's copy, ${counters.transientRejections} retried)   push calls ${rate(stats.calls('push'), seconds)}/s   ` +
      `pulls ${rate(stats.calls('pull'), seconds)}/s (${rate(counters.rowsPulled, seconds)} rows/s)`,
  );
  // Every sync starts with one push (retries aside); completed syncs undercount a saturated run.
  const offered = facts.signedIn / Math.max(0.001, config.thinkMs / 1000);
  const served = stats.calls('push') / seconds;
  console.log(
    `  syncs ~${served.toFixed(1)}/s served of ~${offered.toFixed(0)}/s offered after the ${Math.min(config.rampSeconds, seconds)} s ramp` +
      (served < offered * 0.8
        ? ' (saturated: sync latency is mostly waiting for a call slot)'
        : ''),
  );
  console.log(
    `  pushes retried ${counters.retriedPushes} (responses cut ${counters.droppedResponses}, ` +
      `ops already applied on retry ${counters.duplicatesOnRetry})   drain ${facts.drainSeconds.toFixed(1)} s`,
  );
  for (const kind of KINDS) {
    const p = stats.percentiles(kind);
    if (!p) continue;
    console.log(
      `  ${kind.padEnd(8)} ${String(stats.calls(kind)).padStart(7)} calls   ` +
        `p50 ${ms(p.p50).padStart(7)}   p95 ${ms(p.p95).padStart(7)}   p99 ${ms(p.p99).padStart(7)}`,
    );
  }
  const { cpu } = facts;
  const syncs = Math.max(1, stats.calls('push'));
  const perSync = (used: number) => `${(used / syncs).toFixed(1)} ms/sync`;
  console.log(
    `  CPU in the window: Postgres ${(cpu.postgres / 1000).toFixed(1)} s (${perSync(cpu.postgres)}, ` +
      `${(cpu.postgres / Math.max(1, counters.opsAcked)).toFixed(2)} ms/op)   stack ` +
      `${(cpu.stack / 1000).toFixed(1)} s (${perSync(cpu.stack)})   generator ${(cpu.generator / 1000).toFixed(1)} s   ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  const errors = [...stats.errors].sort((a, b) => b[1] - a[1]);
  console.log(`  errors: ${errors.length === 0 ? 'none' : ''}`);
  for (const [kind, count] of errors) console.log(`    ${String(count).padStart(6)}  ${kind}`);
  console.log('  storage after the run (pg_column_size per row; table + indexes per row):');
  for (const size of facts.sizes) {
    console.log(
      `    ${size.table.padEnd(14)} ${String(size.rows).padStart(8)} rows   ` +
        `${size.tupleBytes.toFixed(0).padStart(4)} B/row   ${String(size.totalBytesPerRow).padStart(5)} B/row on disk`,
    );
  }
  if (problems.length === 0) {
    console.log(
      '  verified: every acked op applied exactly once, every written row as acked, ' +
        'every device holds every row of its user',
    );
  } else {
    console.log('  VERIFICATION FAILED:');
    for (const problem of problems) console.log(`    ${problem}`);
  }
}
