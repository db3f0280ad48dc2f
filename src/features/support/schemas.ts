import { z } from 'zod/mini';

/**
 * ?q= of /kundtjanst and /faq: the FAQ search in the URL, so a search can be shared. ?arende= of
 * /kundtjanst: the ticket the reply mail links to ('Följ ditt ärende' starts with it).
 */
export const supportSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  arende: z.catch(z.optional(z.string().check(z.maxLength(20))), undefined),
});
export type SupportSearch = z.infer<typeof supportSearch>;
