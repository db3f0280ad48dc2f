import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders a prerendered page on the server or hydrates it in this component,
 * true from the commit after that (and at once in a page rendered in the browser). What only the
 * browser knows (this device's storage, a form's live state) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
