/** What this browser's storage says about a member (read before first paint). */
export type StoredMember = {
  /** A session is stored (supabase-js keeps it as sb-<project>-auth-token). */
  signedIn: boolean;
  /** A member has used this browser: signed in, signed out here, or left data behind. */
  returning: boolean;
};

export function storedMember(): StoredMember {
  let signedIn = false;
  let returning = false;
  try {
    returning = !!sessionStorage.getItem('slantis-signed-out-user');
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) || '';
      if (/^sb-.*-auth-token$/.test(key)) signedIn = true;
      if (/^slantis-(unsynced|device-unlock|session-id|last-activity)$/.test(key)) {
        returning = true;
      }
    }
  } catch {
    // Storage blocked: nobody is signed in from it.
  }
  return { signedIn, returning };
}
