export { pages, siteCopy, type PageCopy, type PageId } from './copy';
export { pageHead, pageTitle } from './page-head';
export { PageIntro } from './components/page-intro';
export { NotFoundPage } from './components/not-found-page';
