import { createFileRoute } from '@tanstack/react-router';

import { PRIZE_REVIEW_PAGE_TITLE, StaffReviewPage } from '@/features/competition';

/** The staff's fraud review of Månadens Tävling; the server refuses everyone else. */
export const Route = createFileRoute('/_member/personal/tavling')({
  head: () => ({ meta: [{ title: `${PRIZE_REVIEW_PAGE_TITLE} – Slantis` }] }),
  component: StaffReviewPage,
});
