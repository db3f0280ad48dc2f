import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';

import { fromRpcError } from './refusal.ts';

/** The caller's passkeys, newest first; never a key or a credential id. */
export async function listPasskeys(asUser: SupabaseClient) {
  const { data, error } = await asUser.rpc('passkey_list');
  if (error) throw fromRpcError(error, 'passkey_list');
  return { passkeys: data };
}

export async function renamePasskey(asUser: SupabaseClient, input: { id: string; name: string }) {
  const { error } = await asUser.rpc('passkey_rename', { p_id: input.id, p_name: input.name });
  if (error) throw fromRpcError(error, 'passkey_rename');
  return { ok: true };
}

/** Refused when it is the member's last way in (public.passkey_remove states the rule). */
export async function removePasskey(asUser: SupabaseClient, input: { id: string }) {
  const { error } = await asUser.rpc('passkey_remove', { p_id: input.id });
  if (error) throw fromRpcError(error, 'passkey_remove');
  return { ok: true };
}
