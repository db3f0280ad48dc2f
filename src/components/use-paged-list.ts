import { useState } from 'react';

/**
 * A list shown a page at a time ('Visa fler'). It starts over at one page whenever `key`
 * changes (a new search), so a new result list never opens half-way down.
 */
export function usePagedList<T>(items: readonly T[] | null, pageSize: number, key: string) {
  const [shown, setShown] = useState(pageSize);
  const [shownFor, setShownFor] = useState(key);
  let count = shown;
  if (shownFor !== key) {
    setShownFor(key);
    setShown(pageSize);
    count = pageSize;
  }
  return {
    visible: items ? items.slice(0, count) : [],
    hiddenCount: items ? Math.max(0, items.length - count) : 0,
    showMore: () => setShown((current) => current + pageSize),
  };
}
