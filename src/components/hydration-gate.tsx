import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

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

// A prerendered page's buttons ignore taps while <html data-hydrating> is set (public/boot.js sets
// it, the page's <style> from scripts/vite/prerender-plugin.ts applies it): a tap on a part React
// has not hydrated yet would be lost, since React does not replay it. React hydrates the page in
// steps: the root first, then each Suspense boundary on its own (the router wraps every page in
// one, and a page's lazy parts are more). So the mark goes only when the page itself has hydrated
// (<PageHydrated>, in the public layout) and so has every lazy part of it (<HydratingSuspense>):
// a button takes taps exactly when its handler is live.
type Part = object;
const waiting = new Set<Part>();
const hydratedParts = new WeakSet<Part>();
let pageHydrated = false;

/** After this commit's effects have all run (a part may register after the page's mark). */
function release() {
  queueMicrotask(() => {
    if (pageHydrated && waiting.size === 0) {
      document.documentElement.removeAttribute('data-hydrating');
    }
  });
}

/** Told of each page mark a server render has (src/prerender/entry-server.tsx counts them). */
export const PageMarkCounter = createContext<(() => void) | null>(null);

/**
 * In the frame of every prerendered page (app/layouts/public-layout.tsx): its effect runs when the
 * page's own tree has hydrated, not only the root above it.
 */
export function PageHydrated() {
  useContext(PageMarkCounter)?.();
  useEffect(() => {
    pageHydrated = true;
    release();
  }, []);
  return null;
}

/**
 * A Suspense boundary for a lazy part of a prerendered page. While hydrating, React commits the
 * rest of the page first and hydrates this part once its code has loaded; until then the page's
 * buttons keep waiting. Use it instead of a bare <Suspense> on any page in src/prerender/paths.ts.
 */
export function HydratingSuspense({ children }: { children: ReactNode }) {
  const [part] = useState<Part>(() => ({}));
  useEffect(() => {
    // The part may have hydrated in the same commit (its effect runs first): then nothing waits.
    if (!hydratedParts.has(part)) waiting.add(part);
    return () => {
      waiting.delete(part);
      release();
    };
  }, [part]);
  return (
    <Suspense>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/** Inside the boundary, after its content: its effect runs when the whole part has hydrated. */
function PartHydrated({ part }: { part: Part }) {
  useEffect(() => {
    hydratedParts.add(part);
    waiting.delete(part);
    release();
  }, [part]);
  return null;
}
