export { NotFoundPage } from './components/not-found-page';
export { SecurityInfoPage } from './security/security-info-page';
// Page copy and the page intro live in the shared layers; routes may keep taking them from here.
export { pageHead, pages, pageTitle, siteCopy, type PageCopy, type PageId } from '@/content';
export { PageIntro } from '@/components/page-intro';
