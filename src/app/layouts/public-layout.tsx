import type { ReactNode } from 'react';

import { PageHydrated } from '@/components/hydration-gate';

import { shellCopy } from '../copy';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

/** Frame of the public site: header with search and sign-in links, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a className="skip-link" href="#main">
        {shellCopy.skipToContent}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <PublicFooter />
      {/* A prerendered page's buttons take taps once this page has hydrated (issue 24). */}
      <PageHydrated />
    </div>
  );
}
