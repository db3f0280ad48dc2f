// Apart from the engine: the search page's route definition (in the app's entry) reads them.
/** The topic categories of spec §2 (search page); everything else is a course, lesson or page. */
export const SEARCH_CATEGORIES = [
  'Sparande',
  'Budget',
  'Första jobbet',
  'Investeringar',
  'Lån',
  'Försäkringar',
] as const;
export type TopicCategory = (typeof SEARCH_CATEGORIES)[number];
