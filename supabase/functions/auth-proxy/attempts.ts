import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { z } from 'npm:zod@4';

import { keyedHash } from '../_shared/hash.ts';
import { clientAddress, UNKNOWN_CLIENT, type FailureCounts } from './rate-limit.ts';

/** The keys login_attempts stores instead of the e-mail and IP address themselves. */
export type AttemptKeys = { emailHash: string; clientKey: string };

export async function attemptKeys(
  secret: string,
  email: string,
  forwardedFor: string | null,
): Promise<AttemptKeys> {
  const address = clientAddress(forwardedFor);
  return {
    emailHash: await keyedHash(secret, `email:${email}`),
    clientKey: address ? await keyedHash(secret, `client:${address}`) : UNKNOWN_CLIENT,
  };
}

const countsSchema = z.object({ email: z.number().int(), client: z.number().int() });

export async function failureCounts(
  service: SupabaseClient,
  keys: AttemptKeys,
  since: Date,
): Promise<FailureCounts> {
  const { data, error } = await service.rpc('login_failure_counts', {
    p_email_hash: keys.emailHash,
    p_client_key: keys.clientKey,
    p_since: since.toISOString(),
  });
  if (error) throw new Error(`login_failure_counts failed: ${error.message}`);
  return countsSchema.parse(data);
}

export async function recordAttempt(
  service: SupabaseClient,
  keys: AttemptKeys,
  succeeded: boolean,
): Promise<void> {
  const { error } = await service
    .from('login_attempts')
    .insert({ email_hash: keys.emailHash, client_key: keys.clientKey, succeeded });
  if (error) throw new Error(`Recording a login attempt failed: ${error.message}`);
}

export async function pruneAttempts(service: SupabaseClient): Promise<void> {
  const { error } = await service.rpc('prune_login_attempts');
  if (error) throw new Error(`prune_login_attempts failed: ${error.message}`);
}
