// The build's prerender step (scripts/vite/prerender-plugin.ts) imports this module in Node after
// the client build and renders each public page with the app's own router and components, so the
// HTML a visitor gets first is the page React hydrates. Nothing here runs in the browser.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { PageMarkCounter } from '@/components/hydration-gate';
import { PUBLIC_COURSE_IDS } from '@/content';
import { setAuthSession } from '@/stores/auth-store';

import { coursePagePath, PRERENDERED_PATHS as PAGES } from './paths';

export { NOT_FOUND_PATH } from './paths';

/** Every prerendered address: the public pages and each public course as a visitor opens it. */
export const PRERENDERED_ADDRESSES: readonly string[] = [
  ...PAGES,
  ...PUBLIC_COURSE_IDS.map(coursePagePath),
];

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** Head elements React hoisted out of the tree (title, meta), to go into <head>. */
  head: string;
  /** Where the router ended (a guard may redirect), with its query string. */
  pathname: string;
  /** The route files rendered (src/routes/…), to link their CSS and code from the page. */
  routeFiles: string[];
  /** Other modules the page rendered (a course page's opening lesson), to preload with it. */
  modules: string[];
};

/** A route id's file: '/_public/kontakt' → src/routes/_public/kontakt.tsx. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root.tsx';
  if (routeId === '/') return 'src/routes/index.tsx';
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** Renders one path for a visitor (nobody signed in) and waits for every lazy part. */
export async function render(path: string): Promise<RenderedPage> {
  // A visitor: auth has loaded and found nobody, as it does in the browser without a session.
  setAuthSession(null, null);
  const router = createAppRouter({
    // The router matches encoded paths (/bel%C3%B6ningar), as the browser's address bar has them.
    history: createMemoryHistory({ initialEntries: [encodeURI(decodeURI(path))] }),
    isServer: true,
  });
  await router.load();
  let marks = 0;
  const app = (
    <PageMarkCounter value={() => (marks += 1)}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </PageMarkCounter>
  );
  // First pass: waits for every lazy part (it loads their modules). Second pass: with all of them
  // loaded, renderToString gives plain in-order HTML, without the streaming runtime's scripts.
  const errors: unknown[] = [];
  await readStream(
    (await prerenderToNodeStream(app, { onError: (error) => void errors.push(error) })).prelude,
  );
  marks = 0;
  const rendered = renderToString(app);
  // Without the mark (components/hydration-gate.tsx) the page's buttons would never take taps.
  if (marks !== 1) {
    errors.push(new Error(`${marks} <PageHydrated> marks, not one (use PublicLayout)`));
  }
  // A part left to the browser (<!--$!-->) or one still suspended would not be the page.
  if (/<!--\$[!?]-->|<template/.test(rendered)) errors.push(new Error('a part did not render'));
  if (errors.length > 0) {
    throw new Error(`prerender ${path}: ${errors.map(String).join('; ')}`, { cause: errors[0] });
  }
  // The router's scroll-restoration script removes itself when run; the CSP would block it.
  const markup = rendered.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return {
    html: markup.slice(hoisted.length),
    head: hoisted,
    pathname: decodeURI(router.state.location.pathname) + router.state.location.searchStr,
    routeFiles: router.state.matches.map((match) => routeFile(String(match.routeId))),
    modules: router.state.matches.flatMap(({ loaderData }) => {
      const lessonId = (loaderData as { openingLessonId?: unknown } | undefined)?.openingLessonId;
      return typeof lessonId === 'string' ? [`virtual:lesson/${lessonId}`] : [];
    }),
  };
}
