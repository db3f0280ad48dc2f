import { createFileRoute, useParams } from '@tanstack/react-router';
import { z } from 'zod/mini';

import { GIFT_PAGE_TITLE, GiftPage } from '@/features/gifts';

// A relative's gift link (issue 26): no account, no site chrome, nothing indexed, and the token
// never leaves in a Referer header.
export const Route = createFileRoute('/gava/$token')({
  head: () => ({
    meta: [
      { title: GIFT_PAGE_TITLE },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: GiftRoute,
});

// Parsed here: the router's inferred param type degrades to any. A malformed token is sent as ''
// (the server answers "no such link").
const params = z.object({
  token: z.catch(z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)), ''),
});

function GiftRoute() {
  const { token } = params.parse(useParams({ strict: false }));
  return (
    <main id="main">
      <GiftPage token={token} />
    </main>
  );
}
