/**
 * The public pages prerendered into HTML at build time (issue 24). The public course page is
 * prerendered once per course (coursePagePath), as a visitor opens it. Pages whose content
 * depends on any other query string (a member's course, a chosen lesson) or on the device (the
 * lock screen, the sign-in link landing) are rendered in the browser from the app shell.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/ungdom',
  '/foraldrar',
  '/vara-tjanster',
  '/lar-dig-mer',
  '/kundtjanst',
  '/kontakt',
  '/faq',
  '/lektioner',
  '/kurser/publika',
  '/login',
  '/bli-kund',
  '/welcome',
  '/anvandarvillkor',
  '/integritetspolicy',
  '/tavlingsregler',
  '/belöningar',
  '/familjepaket',
  '/investeringar',
  '/sparmal',
  '/ungdomskonto',
] as const;

/** Rendered to 404.html, which static hosts send for an unknown path. */
export const NOT_FOUND_PATH = '/404';

/** The public course page, prerendered for each public course at ?kurs=<id>. */
export const COURSE_PAGE = '/kurser/publika/kurs';
const COURSE_QUERY = /^\?kurs=([a-z0-9][a-z0-9-]*)$/;

export const coursePagePath = (courseId: string) => `${COURSE_PAGE}?kurs=${courseId}`;

/**
 * The file a prerendered page is written to, for its address ('/' → index.html, '/ungdom' →
 * ungdom.html, '/kurser/publika/kurs?kurs=sparande' → kurser/publika/kurs.sparande.html: beside
 * the route, not in a folder of its name, which some hosts would answer for /kurser/publika/kurs).
 * Undefined for a query string no page is prerendered for. Used by the build, `vite preview` and
 * the service worker; a host needs the same rule (README, "Prerendered pages").
 */
export function prerenderedFileFor(pathname: string, search = ''): string | undefined {
  if (search !== '') {
    const course = pathname === COURSE_PAGE ? COURSE_QUERY.exec(search) : null;
    return course ? `${COURSE_PAGE.slice(1)}.${course[1]}.html` : undefined;
  }
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;
}
