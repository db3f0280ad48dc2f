import { createFileRoute, useParams } from '@tanstack/react-router';

import { GIFT_PAGE_TITLE, GiftPage } from '@/features/gifts';
import { textParam } from '@/lib/search-params';

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
const readToken = textParam({ pattern: /^[A-Za-z0-9_-]{20,100}$/ });

function GiftRoute() {
  const params: Record<string, unknown> = useParams({ strict: false });
  const token = readToken(params.token) ?? '';
  return (
    <main id="main">
      <GiftPage token={token} />
    </main>
  );
}
