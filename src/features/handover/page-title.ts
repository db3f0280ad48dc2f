// The page's title alone, for its route's head(): route options stay in the app's entry chunk,
// which should not carry the whole copy module (issue 24).
// Whoever opens it: an adult child, a teen under 18 or a guardian.
export const HANDOVER_PAGE_TITLE = '18-årsdagen – Slantis';
