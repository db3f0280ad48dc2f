// Modules made at build time from ./courses by scripts/vite/course-summaries.ts.

declare module 'virtual:course-summaries' {
  import type { CourseSummary } from '@/features/learning/content/types';

  const summaries: CourseSummary[];
  export default summaries;
}

declare module 'virtual:lesson-loaders' {
  import type { LessonContent } from '@/features/learning/content/types';

  const loaders: Record<string, () => Promise<{ default: LessonContent }>>;
  export default loaders;
}

declare module 'virtual:lesson-bodies' {
  import type { LessonContent } from '@/features/learning/content/types';

  const bodies: Record<string, Pick<LessonContent, 'body' | 'tryIt'>>;
  export default bodies;
}
