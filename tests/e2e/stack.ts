import { randomInt } from 'node:crypto';

import { personnummerCheckDigit } from '../../src/lib/validation/personnummer';
import { stackKeys } from '../../supabase/local/keys';

/** The local stack the E2E suite runs against (started by playwright.config.ts). */
export const STACK_URL = `http://127.0.0.1:${process.env.STACK_PORT ?? 54321}`;
const keys = stackKeys({});

export const DEMO_PASSWORD = 'Slantis2026';
export const demo = {
  elsa: 'elsa.demo@example.com',
  omar: 'omar.demo@example.com',
  anna: 'anna.demo@example.com',
} as const;

export type StoredSession = {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
};

/** A real password sign-in against the stack (as supabase-js does it), for seeding a page. */
export async function passwordSession(email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return (await response.json()) as StoredSession;
}

/** Signs the user out everywhere with their own token (GoTrue's /logout): refresh tokens die. */
export async function signOutEverywhere(accessToken: string) {
  const response = await fetch(`${STACK_URL}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`logout failed: ${response.status}`);
}

/** A PostgREST call with the service role (test set-up only: the app never holds this key). */
export async function serviceRest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${STACK_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: keys.serviceRoleKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** A REST read as a signed-in user (anon key + the user's token): what RLS lets them see. */
export async function userRest(path: string, accessToken: string) {
  const response = await fetch(`${STACK_URL}/rest/v1/${path}`, {
    headers: { apikey: keys.anonKey, authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** A REST call as an anonymous visitor (the anon key only): status and body, never thrown. */
export async function anonRest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${STACK_URL}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: keys.anonKey, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export type Mail = {
  type: string;
  link: string;
  otp: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
};

/** The newest mail of a type to an address (and matching `match`), waiting for it to arrive. */
export async function latestMail(
  to: string,
  type: string,
  timeoutMs = 10_000,
  match: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await fetch(`${STACK_URL}/__local/mail.json?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Mail[];
    const found = mails.find((mail) => mail.type === type && match(mail));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${type} mail to ${to} within ${timeoutMs} ms`);
}

/** Follows a mailed verify link to where the stack redirects (the app URL with #tokens). */
export async function followMailLink(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`verify link answered ${response.status} without a Location`);
  return location;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${randomInt(1e6)}@example.com`;
}

// Starts where the clock says, so a second local run against a reused stack picks new serials.
let personnummerSerial = Math.floor(Date.now() / 1000);

/**
 * A Luhn-valid personnummer (YYYYMMDD-NNNC) born in `year` (2010: a teen; a parent needs an
 * adult's, issue 21), unique across the run: personnummer are unique per profile, so each
 * Playwright worker (its index is unique for the run) takes its own day of the year and counts
 * serials within it. Random picks collided now and then.
 */
export function freshPersonnummer(year = 2010): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const date = new Date(Date.UTC(year, 0, 1 + (worker % 365)));
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  personnummerSerial += 1;
  const serial = String(personnummerSerial % 1000).padStart(3, '0');
  const nine = `${String(year).slice(2)}${month}${day}${serial}`;
  return `${String(year).slice(0, 2)}${nine.slice(0, 6)}-${nine.slice(6)}${personnummerCheckDigit(nine)}`;
}

/**
 * A confirmed account of its own for one test, so parallel tests never collide; without
 * `userMetadata` it has no profile.
 */
export async function createUser(
  prefix: string,
  password = DEMO_PASSWORD,
  userMetadata?: Record<string, string>,
) {
  const email = uniqueEmail(prefix);
  const response = await fetch(`${STACK_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: keys.serviceRoleKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  if (!response.ok) throw new Error(`creating ${email} failed: ${response.status}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

export type UserSessionRow = { session_id: string; active: boolean; ended_reason: string | null };

export async function userSessions(userId: string): Promise<UserSessionRow[]> {
  return (await serviceRest(
    `user_sessions?user_id=eq.${userId}&select=session_id,active,ended_reason`,
  )) as UserSessionRow[];
}

/** Mails the support address through the local mailbox (signed as Mailgun would, issue 41 §3). */
export async function mailSupport(from: string, subject: string, text: string) {
  const response = await fetch(`${STACK_URL}/__local/mail/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, subject, text }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
