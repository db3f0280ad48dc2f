// The content layer: the course catalogue built from content/ (Markdown, read at build time by
// scripts/vite/content-plugin.ts), lesson texts loaded per lesson, and course URLs. Features and
// routes read content from here; it imports no feature.
export {
  CATALOGUE_GROUPS,
  COURSE_PAGES,
  MEMBER_COURSE_IDS,
  PUBLIC_COURSE_IDS,
  RECOMMENDED_PATH,
  courseById,
  courses,
  lessonTextsVersion,
} from './catalogue';
export {
  courseHref,
  courseLink,
  listedCourseId,
  type CourseLink,
  type CoursePagePath,
} from './course-link';
export {
  isPublicLesson,
  loadLessonContent,
  loadedLessonIds,
  peekLessonContent,
} from './lesson-content';
export { lessonLock, type LockReason, type Viewer } from './locking';
export { openMemberLessonIds } from './member-lessons';
export { blockTexts } from './text';
export { countWords, lessonWords } from './lesson-words';
export { pages, siteCopy, type PageCopy, type PageId } from './pages';
export { courseHead, pageHead, pageTitle } from './page-head';
export { contentDocuments, coursePageHref, type LessonTexts } from './search/content-documents';
export { getSearchIndex, loadLessonTexts, NO_TEXTS } from './search/search-index';
export type * from './types';
