// Modules made at build time from content/courses by scripts/vite/content-plugin.ts.

declare module 'virtual:course-summaries' {
  import type { CourseSummary } from '@/content/types';

  const summaries: CourseSummary[];
  export default summaries;
}

// Visitor lessons only: a member lesson's text comes through the member's session (issue 41 §9).
declare module 'virtual:lesson-loaders' {
  import type { LessonContent } from '@/content/types';

  const loaders: Record<string, () => Promise<{ default: LessonContent }>>;
  export default loaders;
}

declare module 'virtual:lesson-bodies' {
  import type { LessonContent } from '@/content/types';

  const bodies: Record<string, Pick<LessonContent, 'body' | 'tryIt'>>;
  export default bodies;
}

declare module 'virtual:catalogue' {
  import type { CatalogueStructure } from '@/content/parse/parse-catalogue';

  const structure: CatalogueStructure;
  export default structure;
  /** The version of this content's lesson texts (scripts/content/lesson-texts.ts). */
  export const lessonTextsVersion: string;
}

// Mantine's global stylesheets (scripts/vite/mantine-css.ts); imported for its side effects only.
declare module 'virtual:mantine-styles' {}

// Modules made at build time from content/pages by scripts/vite/pages-plugin.ts.
declare module 'virtual:page-intros' {
  import type { ContentPageId } from '@/content/content-pages';

  const intros: Record<ContentPageId, { heading: string; intro: string }>;
  export default intros;
}
