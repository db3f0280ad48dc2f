import { TransportError, type SyncTransport } from './transport';

/**
 * The transport of a device unlocked with its PIN (issue 20): it reaches nothing. Offline it
 * fails like the network does (the sync chip says 'Offline'); online it asks for a sign-in
 * ('Logga in igen'), which replaces it with the real one. The outbox waits either way.
 */
export function signInRequiredTransport(
  isOnline: () => boolean = () => navigator.onLine,
): SyncTransport {
  const refuse = () =>
    Promise.reject(
      isOnline()
        ? new TransportError('unauthorized', 'sign in to sync')
        : new TransportError('network', 'offline'),
    );
  return {
    push: refuse,
    pull: refuse,
    fetchRow: refuse,
    refreshSession: () => Promise.resolve(false),
  };
}
