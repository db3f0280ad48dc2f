import pg from 'pg';

import { PULL_ORDER } from '../../../src/data/sync/tables.ts';
import type { Device } from './device.ts';

type Problems = { add(check: string, detail: string): void; list(): string[] };

/** Problems grouped by check; at most a few details each, with a count of the rest. */
function problems(): Problems {
  const byCheck = new Map<string, string[]>();
  return {
    add(check, detail) {
      const list = byCheck.get(check) ?? [];
      list.push(detail);
      byCheck.set(check, list);
    },
    list: () =>
      [...byCheck].map(
        ([check, details]) =>
          `${check}: ${details.length} × (${details.slice(0, 3).join('; ')}${details.length > 3 ? '; …' : ''})`,
      ),
  };
}

function groupByUser<T extends { user_id: string }>(rows: T[]) {
  const byUser = new Map<string, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/** A teen's devices (one, or two writing the same owner's rows). */
function byTeen(devices: Device[]) {
  const teens = new Map<string, Device[]>();
  for (const device of devices)
    teens.set(device.userId, [...(teens.get(device.userId) ?? []), device]);
  return teens;
}

/** Every acked op is in the ledger exactly once, and the ledger holds nothing else. */
async function checkLedger(db: pg.Client, devices: Device[], found: Problems) {
  const { rows: totals } = await db.query<{ total: number; distinct: number }>(
    'select count(*)::int as total, count(distinct op_id)::int as distinct from public.applied_ops',
  );
  if (totals[0]!.total !== totals[0]!.distinct) {
    found.add('applied_ops holds an op twice', `${totals[0]!.total - totals[0]!.distinct} extra`);
  }
  const { rows } = await db.query<{ user_id: string; op_id: string }>(
    'select user_id::text, op_id::text from public.applied_ops',
  );
  const ledger = groupByUser(rows);
  for (const [userId, own] of byTeen(devices)) {
    const acked = new Set(own.flatMap((device) => [...device.acked]));
    const recorded = new Set((ledger.get(userId) ?? []).map((row) => row.op_id));
    for (const opId of acked) {
      if (!recorded.has(opId)) found.add('acked op missing from applied_ops', opId);
    }
    for (const opId of recorded) {
      if (!acked.has(opId)) found.add('applied op no device saw acked', opId);
    }
  }
}

/**
 * The rows the devices wrote hold exactly what their last acked op says, at that version; a goal
 * (whose version the server bumps with each deposit) holds the sum of the acked deposits.
 */
async function checkWrittenRows(db: pg.Client, devices: Device[], found: Problems) {
  for (const table of ['transactions', 'savings_goals', 'goal_deposits'] as const) {
    const amount = table === 'savings_goals' ? 'saved_ore' : 'amount_ore';
    const description = table === 'transactions' ? 'description' : 'null::text';
    const { rows } = await db.query<{
      user_id: string;
      id: string;
      amount: string | null;
      description: string | null;
      version: number;
    }>(
      `select user_id::text, id::text, ${amount} as amount, ${description} as description, version
       from public.${table} where user_id = any($1::uuid[])`,
      [devices.map((device) => device.userId)],
    );
    const byUser = groupByUser(rows);
    for (const [userId, own] of byTeen(devices)) {
      const written = own.flatMap((device) => [...device.written.values()]);
      const expected = written.filter((row) => row.table === table);
      const deposited = (goalId: string) =>
        written
          .filter((row) => row.table === 'goal_deposits' && row.goalId === goalId)
          .reduce((sum, row) => sum + row.amountOre, 0);
      const stored = new Map((byUser.get(userId) ?? []).map((row) => [row.id, row]));
      for (const row of expected) {
        const server = stored.get(row.id);
        stored.delete(row.id);
        if (!server) {
          found.add(`acked ${table} row missing`, row.id);
        } else if (table === 'savings_goals') {
          if (Number(server.amount) !== deposited(row.id))
            found.add('saved_ore ≠ acked deposits', row.id);
        } else if (server.version !== row.version) {
          found.add(
            `${table} version differs from the last ack`,
            `${row.id} v${server.version} ≠ v${row.version}`,
          );
        } else if (Number(server.amount) !== row.amountOre) {
          found.add(`${table} amount differs`, row.id);
        } else if (table === 'transactions' && server.description !== row.description) {
          found.add('transactions description differs', row.id);
        }
      }
      // Seeded history (transactions) is not the device's; any other extra row is.
      for (const server of stored.values()) {
        if (table !== 'transactions' || !server.description?.startsWith('Historik ')) {
          found.add(`${table} row no acked op wrote`, server.id);
        }
      }
    }
  }
}

/** Each device's pulled rows (id and version) equal the server's rows of its user, per table. */
async function checkPulled(db: pg.Client, devices: Device[], found: Problems) {
  for (const table of PULL_ORDER) {
    const { rows } = await db.query<{ user_id: string; id: string; version: number }>(
      `select user_id::text, id::text, version from public.${table} where user_id = any($1::uuid[])`,
      [devices.map((device) => device.userId)],
    );
    const byUser = groupByUser(rows);
    for (const device of devices) {
      const pulled = new Map(device.pulled.get(table));
      for (const server of byUser.get(device.userId) ?? []) {
        const version = pulled.get(server.id);
        pulled.delete(server.id);
        if (version === undefined) found.add(`${table} row never pulled`, server.id);
        else if (version !== server.version) {
          found.add(
            `${table} pulled at an old version`,
            `${server.id} v${version} ≠ v${server.version}`,
          );
        }
      }
      for (const id of pulled.keys()) found.add(`${table} pulled row not on the server`, id);
    }
  }
}

/** The end-of-run checks; an empty list means no op was lost or applied twice, no row skipped. */
export async function verifyRun(databaseUrl: string, devices: Device[]): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const found = problems();
    await checkLedger(db, devices, found);
    await checkWrittenRows(db, devices, found);
    await checkPulled(db, devices, found);
    return found.list();
  } finally {
    await db.end();
  }
}
