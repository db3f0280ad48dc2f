import { z } from 'npm:zod@4';

import type { UserSessionRow } from '../_shared/user-sessions.ts';
import { parseBody, type Parsed } from '../_shared/validation.ts';

/** Spec §9: a session unused for 10 minutes has expired. */
export const INACTIVITY_TIMEOUT_MS = 10 * 60 * 1000;

const keepAliveSchema = z.object(
  { session_id: z.uuid('session_id must be a UUID') },
  { error: 'Invalid request body' },
);

export function parseKeepAlive(body: unknown): Parsed<{ session_id: string }> {
  return parseBody(keepAliveSchema, body);
}

/** Issue 21: a session lives 12 hours at most however active (config.toml sessions.timebox). */
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function inactivityCutoff(now: Date): Date {
  return new Date(now.getTime() - INACTIVITY_TIMEOUT_MS);
}

export type Verdict = 'not_found' | 'expired' | 'alive';

export function sessionVerdict(row: UserSessionRow | null, now: Date): Verdict {
  if (!row) return 'not_found';
  if (!row.active) return 'expired';
  const lastActivity = Date.parse(row.last_activity_at);
  const created = Date.parse(row.created_at);
  if (!Number.isFinite(lastActivity) || !Number.isFinite(created)) return 'expired';
  if (now.getTime() - created > ABSOLUTE_LIFETIME_MS) return 'expired';
  return lastActivity < inactivityCutoff(now).getTime() ? 'expired' : 'alive';
}
