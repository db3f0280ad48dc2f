import { myLegalAcceptance, type LegalAcceptance } from '@/data/remote/profile';
import { useAuthStore } from '@/stores/auth-store';

import { useRemote } from './use-remote';

/**
 * The version of the terms and privacy policy the signed-in member accepted, and when (null for a
 * visitor, and until it has loaded).
 */
export function useLegalAcceptance(): LegalAcceptance | null {
  const signedIn = useAuthStore((state) => state.user !== null);
  const { state } = useRemote(signedIn ? myLegalAcceptance : null);
  return signedIn && state.status === 'ready' ? state.data : null;
}
