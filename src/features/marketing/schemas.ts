import { z } from 'zod/mini';

/** The landing page's audience tabs (spec §4 'Landing audience tab: ungdom or foraldrar'). */
export const AUDIENCES = ['ungdom', 'foraldrar'] as const;

/** ?for= (the audience tab) and ?q= (the quick search) of '/'; bad values are dropped. */
export const landingSearch = z.object({
  for: z.catch(z.optional(z.enum(AUDIENCES)), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
});
export type LandingSearch = z.infer<typeof landingSearch>;
