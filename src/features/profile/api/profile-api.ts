import * as remote from '@/data/remote/profile';
import { RemoteError } from '@/data/remote/rpc';
import { weakPasswordMessage } from '@/lib/validation';

/**
 * Min profil's server calls (src/data/remote/profile.ts). Failures are RemoteErrors that keep
 * the server's code and text, so the page picks the spec §8 text by code.
 */
export type { RemoteError };
export type {
  AccessLogEntry,
  AccessType,
  FamilyPerson,
  LogMode,
  MaskedProfile,
  Settings,
} from '@/data/remote/profile';
export {
  accessLog,
  confirmReauthentication,
  DEFAULT_SETTINGS,
  deleteMyAccount,
  exportMyData,
  familyPeople,
  getProfile,
  loadSettings,
  logAccess,
  saveSettings,
  sendReauthenticationCode,
  updateProfile,
} from '@/data/remote/profile';

/** The new password with the code mailed for it; a weak one is refused in the form's words. */
export async function changePassword(password: string, code: string): Promise<void> {
  try {
    await remote.changePassword(password, code);
  } catch (error) {
    const weak = error instanceof RemoteError ? weakPasswordMessage(error.cause) : null;
    throw weak ? new RemoteError('weak_password', weak) : error;
  }
}
