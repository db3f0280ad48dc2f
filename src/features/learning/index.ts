export { CoursePlayer } from './components/course-player';
export { CourseGrid } from './components/course-grid';
export { FreeLessons } from './components/free-lessons';
export { LearnCatalogue } from './components/learn-catalogue';
export { courseSearch, lessonSearch, type CourseSearch } from './schemas';
export { learningCopy } from './copy';
