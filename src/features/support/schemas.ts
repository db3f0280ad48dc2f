import { searchParams, textParam } from '@/lib/search-params';

/**
 * ?q= of /kundtjanst and /faq: the FAQ search in the URL, so a search can be shared. ?arende= of
 * /kundtjanst: the ticket the reply mail links to ('Följ ditt ärende' starts with it).
 */
export const supportSearch = searchParams({
  q: textParam({ maxLength: 200 }),
  arende: textParam({ maxLength: 20 }),
});
export type SupportSearch = ReturnType<typeof supportSearch>;
