/**
 * The public pages prerendered into HTML at build time (issue 24). Pages whose content depends on
 * the query string (a course or lesson by ?course=) or on the device (the lock screen, the sign-in
 * link landing) are rendered in the browser from the app shell as before.
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
