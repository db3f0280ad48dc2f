import { createFileRoute } from '@tanstack/react-router';

import { DESK_PAGE_TITLE, SupportDeskPage } from '@/features/support';

/** The staff's support inbox; the server refuses everyone else. */
export const Route = createFileRoute('/_member/personal/kundtjanst')({
  head: () => ({ meta: [{ title: `${DESK_PAGE_TITLE} – Slantis` }] }),
  component: SupportDeskPage,
});
