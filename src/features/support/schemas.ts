import { z } from 'zod/mini';

/** ?q= of /kundtjanst and /faq: the FAQ search in the URL, so a search can be shared. */
export const supportSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});
export type SupportSearch = z.infer<typeof supportSearch>;
