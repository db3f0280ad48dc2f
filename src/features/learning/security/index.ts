export { SecurityInfoPage, moduleTitle } from './security-info-page';
export { courseSummary, moduleHref } from './security-course';
