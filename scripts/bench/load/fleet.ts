import { randomUUID } from 'node:crypto';

import { backoffMs, gatedCall, sleep, type CallContext } from './call.ts';
import { deviceClient } from './client.ts';
import { Device } from './device.ts';

export type Account = { email: string; id: string };
export type StackAccess = { url: string; anonKey: string; serviceRoleKey: string };

const PASSWORD = 'Load2026pw';

/** Teens made through the admin API (as scripts/bench/sync.mjs does), a few at a time. */
export async function createAccounts(stack: StackAccess, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  const next = async (): Promise<void> => {
    if (accounts.length >= count) return;
    const email = `load-${randomUUID()}@example.com`;
    accounts.push({ email, id: '' });
    const account = accounts[accounts.length - 1]!;
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    });
    const body = (await response.json()) as { id?: string; msg?: string };
    if (!response.ok || !body.id) throw new Error(`creating ${email} failed: ${body.msg}`);
    account.id = body.id;
    return next();
  };
  await Promise.all(Array.from({ length: 8 }, next));
  return accounts;
}

async function signIn(
  stack: StackAccess,
  account: Account,
  context: CallContext,
  dropRate: number,
): Promise<Device> {
  const client = deviceClient(stack.url, stack.anonKey, dropRate, context.stats);
  const { data, error } = await gatedCall(context, 'sign-in', () =>
    client.auth.signInWithPassword({ email: account.email, password: PASSWORD }),
  );
  if (error || !data.user) {
    context.stats.error(`sign-in: ${error?.status ?? ''} ${error?.code ?? error?.message ?? ''}`);
    throw error ?? new Error('sign-in gave no user');
  }
  const device = new Device(data.user.id, client, context);
  await device.startSession();
  return device;
}

export type Timing = { deadline: number; rampMs: number; thinkMs: number; dropRate: number };

/**
 * One device's run: it comes online at a random moment of the ramp, signs in, then writes and
 * syncs with think time between syncs until the deadline; a failed sync backs off, as the
 * scheduler does, and the outbox keeps its ops. Null when it never got signed in.
 */
export async function liveDevice(
  stack: StackAccess,
  account: Account,
  context: CallContext,
  timing: Timing,
): Promise<Device | null> {
  const left = () => timing.deadline - Date.now();
  await sleep(Math.random() * timing.rampMs);
  let device: Device | null = null;
  for (let attempts = 0; device === null && left() > 0; attempts++) {
    device = await signIn(stack, account, context, timing.dropRate).catch(() => null);
    if (device === null) await sleep(Math.min(backoffMs(attempts), left()));
  }
  let attempts = 0;
  while (device && left() > 0) {
    device.write();
    const started = performance.now();
    try {
      await device.sync();
      context.stats.record('sync', performance.now() - started);
      attempts = 0;
      await sleep(Math.min(timing.thinkMs * (0.5 + Math.random()), left()));
    } catch {
      attempts++;
      await sleep(Math.min(backoffMs(attempts), left()));
    }
  }
  return device;
}

/** After the deadline: push what is still queued (retrying) and pull to the end. */
export async function drainDevice(device: Device, until: number): Promise<boolean> {
  for (let attempts = 0; Date.now() < until; attempts++) {
    try {
      await device.sync();
      if (device.pending === 0) return true;
    } catch {
      await sleep(backoffMs(attempts));
    }
  }
  return device.pending === 0;
}
