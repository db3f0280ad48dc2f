import { createFileRoute } from '@tanstack/react-router';

import { deskCopy, SupportDeskPage } from '@/features/support';

/** The staff's support inbox; the server refuses everyone else. */
export const Route = createFileRoute('/_member/personal/kundtjanst')({
  head: () => ({ meta: [{ title: `${deskCopy.title} – Slantis` }] }),
  component: SupportDeskPage,
});
