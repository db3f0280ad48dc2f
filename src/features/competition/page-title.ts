// The page's title alone, for its route's head(): route options stay in the app's entry chunk,
// which should not carry the whole copy module (issue 24).
export const PRIZE_REVIEW_PAGE_TITLE = 'Tävlingsgranskning';
