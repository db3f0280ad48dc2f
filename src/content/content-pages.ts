/**
 * The pages whose heading, intro and text live in content/pages, one Markdown file each (README
 * § Writing pages). Their document titles and descriptions stay in page-heads.ts: the route
 * table reads those with the app's entry.
 */
export const CONTENT_PAGE_IDS = [
  'youth',
  'parents',
  'services',
  'youthAccount',
  'savingsGoals',
  'familyPlan',
  'investments',
  'rewards',
  'competitionRules',
  'terms',
  'privacy',
  'faq',
] as const;

export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number];

/** A question of the FAQ (content/pages/faq.md) and its answer. */
export type FaqEntry = { id: string; question: string; answer: string };
export type FaqTopic = { id: string; title: string; entries: readonly FaqEntry[] };
