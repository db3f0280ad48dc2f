import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU time (user + system) a process has used so far, in ms; 0 once it has gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export type CpuSample = { generator: number; stack: number; postgres: Map<number, number> };

/**
 * CPU used by the generator, the stack process and the Postgres backends serving the run's
 * database (read from /proc: Postgres must run on this machine). Backends that close between
 * two samples are missed, so the Postgres figure is a floor.
 */
export async function sampleCpu(stackPid: number, databaseUrl: string): Promise<CpuSample> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const usage = process.cpuUsage();
    return {
      generator: (usage.user + usage.system) / 1000,
      stack: processCpuMs(stackPid),
      postgres: new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)])),
    };
  } finally {
    await db.end();
  }
}

export type CpuUsed = { generator: number; stack: number; postgres: number };

export function cpuBetween(start: CpuSample, end: CpuSample): CpuUsed {
  let postgres = 0;
  for (const [pid, ms] of end.postgres) postgres += ms - (start.postgres.get(pid) ?? 0);
  return {
    generator: end.generator - start.generator,
    stack: end.stack - start.stack,
    postgres,
  };
}
