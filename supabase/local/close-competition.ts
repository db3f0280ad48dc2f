// `npm run competition:close [-- --period month|week] [-- --at 2026-12-01T00:05:00+01:00]`:
// closes every competition month and week that has ended (by `at`, never later than now) and is
// not closed yet, on the local stack's database (docs/gamification.md § Månadsavslut). With
// DATABASE_URL it connects to that database; otherwise it asks the running local stack
// (public.close_competition with the service_role key), or, when no stack is running, opens the
// stack's PGlite directory itself. The stack's timer delivers the queued e-mail.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { closeCompetitions, type ClosedPeriod } from './competition-timer';
import { openDatabase } from './db';
import { stackKeys } from './keys';
import { LOCAL_DATA_DIR } from './local-paths';

const { values } = parseArgs({
  options: { period: { type: 'string' }, at: { type: 'string' } },
});
const periods = values.period ? [values.period] : ['month', 'week'];
if (periods.some((period) => period !== 'month' && period !== 'week')) {
  console.error('--period ska vara month eller week');
  process.exit(2);
}
const at = values.at ? new Date(values.at) : undefined;
if (at && Number.isNaN(at.getTime())) {
  console.error(`--at är inte en tidpunkt: ${values.at}`);
  process.exit(2);
}

async function viaStack(url: string): Promise<ClosedPeriod[] | null> {
  const { serviceRoleKey } = stackKeys(process.env);
  const closed: ClosedPeriod[] = [];
  for (const period of periods) {
    let response: Response;
    try {
      response = await fetch(`${url}/rest/v1/rpc/close_competition`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ period, at: (at ?? new Date()).toISOString() }),
      });
    } catch {
      return null; // no stack listening
    }
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    closed.push(...((await response.json()) as ClosedPeriod[]));
  }
  return closed;
}

async function direct(databaseUrl: string | undefined): Promise<ClosedPeriod[]> {
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: LOCAL_DATA_DIR });
  try {
    return await closeCompetitions(db, at, periods);
  } finally {
    await db.close();
  }
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const stackUrl = process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 54321}`;
let closed = databaseUrl ? await direct(databaseUrl) : await viaStack(stackUrl);
if (!closed) {
  if (!existsSync(LOCAL_DATA_DIR)) {
    console.error(
      'Ingen lokal stack svarar och ingen lokal databas finns. Starta med `npm run stack`.',
    );
    process.exit(1);
  }
  closed = await direct(undefined);
}

if (closed.length === 0) {
  console.log('Inget att stänga: varje avslutad period är redan stängd.');
} else {
  for (const row of closed) {
    const label = row.closed_period === 'month' ? 'Månad' : 'Vecka';
    console.log(
      `${label} från ${new Date(row.starts).toISOString()} stängd: ${row.participants} deltagare, ${row.winners} vinnare.`,
    );
  }
}
