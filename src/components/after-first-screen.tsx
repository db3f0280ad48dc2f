import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

import { firstScreenShown, isFirstScreenShown } from '@/lib/first-screen';

type Props = {
  /** Usually a lazy component: its code is requested only once the first screen is on show. */
  children: ReactNode;
  /** Holds the place (same size, so nothing moves) until then and while the code loads. */
  fallback?: ReactNode;
};

const subscribe = (onChange: () => void) => {
  void firstScreenShown().then(onChange);
  return () => undefined;
};
// A prerendered page holds the fallback, and so does the hydrating browser: the trees match.
const onServer = () => false;

/**
 * Renders `children` once the app's first screen is on show (at once on later screens), so a
 * member's start spends its time on what they opened, not on what lies below it (ARCHITECTURE §4c).
 */
export function AfterFirstScreen({ children, fallback = null }: Props) {
  const ready = useSyncExternalStore(subscribe, isFirstScreenShown, onServer);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
