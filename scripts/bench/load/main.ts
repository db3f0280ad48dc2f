#!/usr/bin/env node
// `npm run bench:load` (issue 23 item 7): simulated devices sign in, push and pull against the
// local stack on Postgres 15 over loopback for a fixed time, with bounded concurrency. Prints
// throughput, latency per call and errors, then checks that no acked op was lost or applied
// twice and that every device pulled every row of its user; exits 1 if not.
import pg from 'pg';

import { stackKeys } from '../../../supabase/local/keys.ts';
import { loadConfig } from './config.ts';
import { cpuBetween, sampleCpu, type CpuSample } from './cpu.ts';
import type { Device } from './device.ts';
import { createAccounts, drainDevice, liveDevice } from './fleet.ts';
import { Gate } from './gate.ts';
import { postgresServer } from './postgres.ts';
import { printReport } from './report.ts';
import { seedHistory } from './seed.ts';
import { startStackProcess } from './stack-child.ts';
import { Stats } from './stats.ts';
import { tableSizes } from './storage.ts';
import { verifyRun } from './verify.ts';

// Sessions go quiet after 10 minutes without the keep-alive (session-middleware), not run here.
const MAX_SECONDS = 540;
const DRAIN_MS = 60_000;

const config = loadConfig();
if (config.seconds > MAX_SECONDS) {
  console.error(`LOAD_SECONDS ≤ ${MAX_SECONDS}: the devices send no session keep-alive`);
  process.exit(2);
}

async function serverVersion(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ v: string }>("select current_setting('server_version') as v");
  await db.end();
  return `Postgres ${rows[0]!.v.split(' ')[0]}`;
}

const server = postgresServer();
const stackProcess = await startStackProcess(server.url);
const keys = stackKeys({});
const stack = { url: stackProcess.url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey };
let failed = true;
try {
  const pairs = Math.floor(config.devices * config.secondDevices);
  const teens = config.devices - pairs;
  console.log(
    `Creating ${teens} teens (${pairs} with a second device) with ${config.seedRows} transactions each …`,
  );
  const accounts = await createAccounts(stack, teens);
  await seedHistory(
    stackProcess.databaseUrl,
    accounts.map((account) => account.id),
    config.seedRows,
  );
  const deviceAccounts = [...accounts, ...accounts.slice(0, pairs)];

  const stats = new Stats();
  const context = { gate: new Gate(config.concurrency), stats };
  const durationMs = config.seconds * 1000;
  const cpuSample = () => sampleCpu(stackProcess.pid, stackProcess.databaseUrl);
  const cpuAtStart = await cpuSample();
  const deadline = Date.now() + durationMs;
  let cpuAtEnd: Promise<CpuSample> | null = null;
  const closing = setTimeout(() => {
    stats.close();
    cpuAtEnd = cpuSample();
  }, durationMs);
  const progress = setInterval(
    () => console.log(`  … ${stats.counters.opsAcked} ops acked, ${stats.calls('pull')} pulls`),
    10_000,
  );
  console.log(`Running ${config.devices} devices for ${config.seconds} s …`);
  const timing = {
    deadline,
    rampMs: Math.min(config.rampSeconds * 1000, durationMs),
    thinkMs: config.thinkMs,
    dropRate: config.dropRate,
  };
  const devices = (
    await Promise.all(deviceAccounts.map((account) => liveDevice(stack, account, context, timing)))
  ).filter((device): device is Device => device !== null);
  clearInterval(progress);
  clearTimeout(closing);
  stats.close();
  const cpu = cpuBetween(cpuAtStart, await (cpuAtEnd ?? cpuSample()));

  const drainStarted = Date.now();
  const drained = await Promise.all(devices.map((d) => drainDevice(d, drainStarted + DRAIN_MS)));
  // A teen's other device may have pushed after this one's last pull.
  const shared = new Set(accounts.slice(0, pairs).map((account) => account.id));
  await Promise.all(devices.filter((d) => shared.has(d.userId)).map((d) => d.pullAll()));
  const drainSeconds = (Date.now() - drainStarted) / 1000;

  const problems = await verifyRun(stackProcess.databaseUrl, devices);
  const undrained = drained.filter((done) => !done).length;
  if (undrained > 0) problems.unshift(`${undrained} devices still had ops queued after the drain`);
  printReport(stats, {
    config,
    postgres: await serverVersion(stackProcess.databaseUrl),
    signedIn: devices.length,
    drainSeconds,
    cpu,
    problems,
    sizes: await tableSizes(stackProcess.databaseUrl),
  });
  failed = problems.length > 0;
} finally {
  await stackProcess.stop();
  server.stop();
}
process.exit(failed ? 1 : 0);
