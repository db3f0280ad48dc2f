/** The load run's knobs, from the environment (quick runs: LOAD_SECONDS=10 LOAD_DEVICES=50). */
export type LoadConfig = {
  seconds: number;
  devices: number;
  /** Calls in flight at once across all devices: the generator's bound on this 2-core machine. */
  concurrency: number;
  /** Devices come online at random moments of this first stretch of the run (a sign-in burst). */
  rampSeconds: number;
  /** Mean wait between a device's syncs (uniform in [0.5, 1.5] × this). */
  thinkMs: number;
  /** Transactions each teen already has on the server before the run (first pulls do work). */
  seedRows: number;
  /** Share of push responses thrown away after the server answered (a connection cut). */
  dropRate: number;
  /** Share of the devices that are a teen's second device (two writers of one owner's rows). */
  secondDevices: number;
};

function number(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number ≥ ${min}, got '${raw}'`);
  }
  return value;
}

export function loadConfig(): LoadConfig {
  return {
    seconds: number('LOAD_SECONDS', 60, 1),
    devices: Math.floor(number('LOAD_DEVICES', 500, 1)),
    concurrency: Math.floor(number('LOAD_CONCURRENCY', 32, 1)),
    rampSeconds: number('LOAD_RAMP_SECONDS', 10, 0),
    thinkMs: number('LOAD_THINK_MS', 3000, 0),
    seedRows: Math.floor(number('LOAD_SEED_ROWS', 50, 0)),
    dropRate: Math.min(1, number('LOAD_DROP_RATE', 0.01, 0)),
    secondDevices: Math.min(0.5, number('LOAD_SECOND_DEVICES', 0.1, 0)),
  };
}
