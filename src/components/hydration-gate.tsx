import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A prerendered form's controls (issue 24). In the HTML they are disabled, so that without
 * JavaScript nothing is sent (a native submit would put the fields in the URL); src/boot
 * enables them as soon as the page runs scripts, before the app's code has even loaded. What a
 * visitor types meanwhile is handed to React when the page is live, and a submit is held until
 * then (both by src/boot). In a page rendered in the browser the gate is open from the start.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

// While <html data-hydrating> is set (src/boot sets it), a tap on a prerendered page's
// buttons is held by src/boot and replayed when the mark goes: a tap on a part React has not
// hydrated yet would be lost, since React does not replay it. React hydrates the page in steps:
// the root first, then each Suspense boundary on its own (the router wraps every page in one, and
// a page's lazy parts are more). So the mark goes only when the page itself has hydrated
// (<PageHydrated>, in the public layout) and so has every lazy part of it (<HydratingSuspense>):
// src/boot then hands React what was typed meanwhile and replays the held tap, which finds
// its handler live and the form's state complete.
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
