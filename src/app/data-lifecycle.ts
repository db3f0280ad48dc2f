import { useAuthStore, type AuthState } from '@/stores/auth-store';
import { resetSyncState } from '@/stores/sync-store';

/**
 * Opens the signed-in user's own local database and starts its sync when someone signs in, and
 * stops and closes them when they sign out, so a shared family computer never mixes two people's
 * data. Unsynced changes stay in that user's database and sync at their next sign-in. The data
 * layer (Dexie, supabase-js, the gamification engine) loads on first sign-in, so visitors never
 * download it. A device unlocked with its PIN opens the same database but syncs nothing until
 * its user signs in (then the sync starts over with the session).
 */
export function manageUserData({
  syncAfter = Promise.resolve(),
}: {
  /** When the sync's code (and supabase-js) may load: after the first screen. */
  syncAfter?: Promise<void>;
} = {}): void {
  let openFor: string | null = null;
  const follow = async ({ user, deviceUnlocked }: AuthState) => {
    const userId = user?.id ?? null;
    const key = userId && `${userId}:${deviceUnlocked ? 'device' : 'session'}`;
    if (key === openFor) return;
    openFor = key;
    // The user's data opens without waiting for sync and supabase-js, which load after the first
    // screen: it renders from the device (offline too), and sync joins when ready.
    const syncing = syncAfter.then(() =>
      Promise.all([
        import('@/data/sync'),
        import('@/data/remote/client').then(({ remoteClient }) => remoteClient()),
      ]),
    );
    // So do the engines that follow writes (ARCHITECTURE §4c): started after the first screen,
    // they catch up with whatever was written meanwhile.
    void syncAfter.then(startWriteFollowers);
    const [{ attachSync, closeUserData, currentUserData, openUserData }, unsynced] =
      await Promise.all([import('@/data/session'), import('@/data/unsynced-note')]);
    // Signed out: the login page says what waits to sync ('3 köp väntar på att synkas …').
    const leaving = currentUserData();
    if (leaving && !userId) await unsynced.rememberUnsynced(leaving.db).catch(() => undefined);
    if (userId) unsynced.clearUnsyncedNote();
    closeUserData();
    resetSyncState();
    if (!userId || openFor !== key) return;
    const { db } = openUserData(userId);
    const ready = await syncing.catch(() => null);
    // Offline without the sync's code, or this database was closed meanwhile (a sign-out, another
    // user): nothing to sync here.
    if (!ready || currentUserData()?.db !== db) return;
    const [sync, client] = ready;
    const transport = deviceUnlocked
      ? sync.signInRequiredTransport()
      : sync.createSupabaseTransport(client, userId);
    const handle = sync.startSync({ db, userId, transport });
    if (!attachSync(userId, handle, transport)) handle.stop();
  };
  void follow(useAuthStore.getState());
  useAuthStore.subscribe((state) => void follow(state));
}

let followersStarted: Promise<void> | null = null;

/** XP, streaks, badges, celebrations, sync notices and the storage request (idempotent). */
function startWriteFollowers(): Promise<void> {
  followersStarted ??= Promise.all([
    import('@/data/storage'),
    import('@/data/signals'),
    // The modules themselves: a feature's index would bring all of the feature.
    import('@/features/gamification/award-engine'),
    import('@/features/sync-status/replaced-notices'),
  ]).then(([storage, signals, gamification, syncStatus]) => {
    // Sync's "a newer change wins" notices (issue 23), shown whoever is signed in.
    syncStatus.startReplacedNotices();
    // XP, streaks, badges and celebrations follow whoever's database is open.
    gamification.startGamification();
    // After the first saved change, ask the browser to keep the data (once per page).
    const offWrite = signals.onLocalWrite(() => {
      offWrite();
      void storage.requestPersistentStorage();
    });
  });
  return followersStarted;
}
