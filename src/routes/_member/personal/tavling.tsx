import { createFileRoute } from '@tanstack/react-router';

import { prizeCopy, StaffReviewPage } from '@/features/competition';

/** The staff's fraud review of Månadens Tävling; the server refuses everyone else. */
export const Route = createFileRoute('/_member/personal/tavling')({
  head: () => ({ meta: [{ title: `${prizeCopy.staff.title} – Slantis` }] }),
  component: StaffReviewPage,
});
