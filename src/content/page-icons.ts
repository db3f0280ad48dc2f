/**
 * The icons a card of content/pages may name (`### Rubrik {icon=wallet}`). The marketing
 * components draw each (src/features/marketing/components/shared/icons.tsx); the page schema
 * refuses any other name.
 */
export const PAGE_ICONS = [
  'book',
  'coins',
  'download',
  'id',
  'lock',
  'message-off',
  'target',
  'trophy',
  'wallet',
] as const;

export type PageIcon = (typeof PAGE_ICONS)[number];
