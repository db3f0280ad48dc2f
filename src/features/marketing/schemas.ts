import { oneOfParam, searchParams, textParam } from '@/lib/search-params';

/** The landing page's audience tabs (spec §4 'Landing audience tab: ungdom or foraldrar'). */
export const AUDIENCES = ['ungdom', 'foraldrar'] as const;

/** ?for= (the audience tab) and ?q= (the quick search) of '/'; bad values are dropped. */
export const landingSearch = searchParams({
  for: oneOfParam(AUDIENCES),
  q: textParam({ trim: true, maxLength: 100 }),
});
export type LandingSearch = ReturnType<typeof landingSearch>;
