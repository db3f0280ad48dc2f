import { pages, siteCopy, type PageId } from './copy';

/** The document title of a page, for a route's `head` option. */
export function pageTitle(id: PageId): string {
  const { title } = pages[id];
  return title.includes(siteCopy.appName) ? title : `${title}${siteCopy.titleSuffix}`;
}

export function pageHead(id: PageId) {
  return { meta: [{ title: pageTitle(id) }] };
}
