import { readDeviceUnlock, removeDeviceUnlock } from '../device-unlock/unlock-record';

/**
 * After the account is deleted (issue 21: privacy), nothing of it stays on this device: its local
 * database (purchases, goals, the outbox), the family's plan as last known, what the login page would say waits to sync, and a
 * device unlock that would open it. Runs before the sign-out, so nothing reopens the database.
 */
export async function forgetAccountOnThisDevice(userId: string): Promise<void> {
  if (readDeviceUnlock()?.user.id === userId) removeDeviceUnlock();
  const [{ closeUserData }, { deleteUserDb }, { clearUnsyncedNote }, { forgetPlan }] =
    await Promise.all([
      import('@/data/session'),
      import('@/data/db'),
      import('@/data/unsynced-note'),
      import('@/data/plan'),
    ]);
  closeUserData();
  await deleteUserDb(userId);
  clearUnsyncedNote();
  forgetPlan(userId);
}
