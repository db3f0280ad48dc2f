import { useAuthStore } from '@/stores/auth-store';

/**
 * Opens the signed-in user's own local database (and its sync) when someone signs in, and
 * closes it when they sign out, so a shared family computer never mixes two people's data.
 * Unsynced changes stay in that user's database and sync at their next sign-in. The data layer
 * (Dexie) loads on first sign-in, so visitors never download it.
 */
export function manageUserData(): void {
  let openFor: string | null = null;
  const follow = async (userId: string | null) => {
    if (userId === openFor) return;
    const previous = openFor;
    openFor = userId;
    const { closeUserData, openUserData } = await import('@/data/session');
    if (previous) closeUserData();
    if (userId && openFor === userId) openUserData(userId);
  };
  void follow(useAuthStore.getState().user?.id ?? null);
  useAuthStore.subscribe((state) => void follow(state.user?.id ?? null));
}
