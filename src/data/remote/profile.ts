import { remoteClient } from './client';
import { rpc, toRemoteError } from './rpc';

/**
 * Min profil's server calls: spec §7 (get_masked_profile, log_profile_access, the access log),
 * and issue 9's update_my_profile, user_settings, export_my_data and delete_my_account
 * (docs/families.md). Failures reject with a RemoteError that keeps the server's code, so the
 * page can pick the spec §8 text.
 */
export type MaskedProfile = {
  id: string;
  fornamn: string;
  efternamn: string;
  roll: 'foralder' | 'barn';
  personnummer: string | null;
  mobilnummer: string;
  adress: string;
  created_at: string;
  is_own: boolean;
  masked: boolean;
  /** The own personnummer stays masked until the session re-authenticates (issue 21). */
  personnummer_locked?: boolean;
};
export type AccessType = 'VIEW' | 'UPDATE' | 'CREATE' | 'UNAUTHORIZED_ATTEMPT' | 'ACCESS_DENIED';
export type AccessLogEntry = {
  id: string;
  accessed_user_id: string;
  accessor_user_id: string | null;
  access_type: AccessType;
  user_agent: string | null;
  created_at: string;
  metadata: Record<string, unknown>;
};
export type Settings = {
  email_notifications: boolean;
  security_alerts: boolean;
  share_spending: boolean;
  share_goals: boolean;
  share_learning: boolean;
};
export type FamilyPerson = {
  user_id: string;
  display_name: string;
  role: 'guardian' | 'child';
  age_group: 'under18' | 'adult';
  is_me: boolean;
};
export type LogMode = 'accessed' | 'accessor';

export const DEFAULT_SETTINGS: Settings = {
  email_notifications: true,
  security_alerts: true,
  share_spending: false,
  share_goals: false,
  share_learning: false,
};

export const getProfile = (target: string, reveal = false) =>
  rpc<MaskedProfile | null>('get_masked_profile', { target_user_id: target, reveal });

export const logAccess = (target: string, accessType: AccessType) =>
  rpc<string>('log_profile_access', {
    accessed_user_id: target,
    access_type: accessType,
    ip_address: null,
    user_agent: navigator.userAgent,
  });

export async function accessLog(userId: string, mode: LogMode): Promise<AccessLogEntry[]> {
  const column = mode === 'accessed' ? 'accessed_user_id' : 'accessor_user_id';
  const { data, error } = await (
    await remoteClient()
  )
    .from('profile_access_log')
    .select('*')
    .eq(column, userId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw toRemoteError(error);
  return (data ?? []) as AccessLogEntry[];
}

export const updateProfile = (input: {
  fornamn: string;
  efternamn: string;
  mobilnummer: string;
  adress: string;
}) => rpc<MaskedProfile>('update_my_profile', input);

export async function familyPeople(): Promise<FamilyPerson[]> {
  const answer = await rpc<{ members: FamilyPerson[] }>('my_family');
  return answer.members ?? [];
}

export async function loadSettings(userId: string): Promise<Settings> {
  const { data, error } = await (
    await remoteClient()
  )
    .from('user_settings')
    .select('email_notifications, security_alerts, share_spending, share_goals, share_learning')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toRemoteError(error);
  return { ...DEFAULT_SETTINGS, ...((data as Partial<Settings> | null) ?? {}) };
}

export async function saveSettings(userId: string, settings: Settings): Promise<void> {
  const { error } = await (
    await remoteClient()
  )
    .from('user_settings')
    .upsert({ user_id: userId, ...settings }, { onConflict: 'user_id' });
  if (error) throw toRemoteError(error);
}

/**
 * Supabase's secure password change: the new password with the code mailed for it. A weak one is
 * refused with code 'weak_password'; the Auth error (with its reasons) is the RemoteError's cause.
 */
export async function changePassword(password: string, code: string): Promise<void> {
  const { error } = await (await remoteClient()).auth.updateUser({ password, nonce: code });
  if (error) throw toRemoteError(error);
}

/** Mails the signed-in user a one-time code (supabase.auth.reauthenticate()). */
export async function sendReauthenticationCode(): Promise<void> {
  const { error } = await (await remoteClient()).auth.reauthenticate();
  if (error) throw toRemoteError(error);
}

/** The database checks the code once and trusts this session for 5 minutes. */
export const confirmReauthentication = (code: string) =>
  rpc<boolean>('confirm_reauthentication', { code });

export const exportMyData = () => rpc<Record<string, unknown>>('export_my_data');
export const deleteMyAccount = () => rpc<null>('delete_my_account');

/** The version of the terms and privacy policy the member accepted, when, and the one in force. */
export type LegalAcceptance = {
  accepted_version: string | null;
  accepted_at: string | null;
  current_version: string;
};

export async function myLegalAcceptance(): Promise<LegalAcceptance | null> {
  const rows = await rpc<LegalAcceptance[] | LegalAcceptance | null>('my_legal_acceptance');
  return (Array.isArray(rows) ? rows[0] : rows) ?? null;
}
