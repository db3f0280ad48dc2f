import type { ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Holds a form's controls disabled while its prerendered HTML waits for React (issue 24): typing
 * or choosing before this component has hydrated would be reset by React to the form's state.
 * The gate hydrates with the controls it wraps (no Suspense between), so it opens exactly when
 * they are live; in a page rendered in the browser it is open from the start.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
