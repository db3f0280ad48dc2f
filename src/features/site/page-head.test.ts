import { describe, expect, it } from 'vitest';

import { pages, type PageId } from './copy';
import { pageHead, pageTitle } from './page-head';

describe('page titles', () => {
  it.each([
    ['leaderboard', 'Topplista – Slantis'],
    ['landing', 'Slantis – budget, sparande och ekonomi för unga'],
    ['notFound', 'Sidan hittades inte – Slantis'],
  ] as const)('%s → %j', (id, title) => {
    expect(pageTitle(id)).toBe(title);
    expect(pageHead(id)).toEqual({ meta: [{ title }] });
  });

  it('every page has its own title and heading', () => {
    const ids = Object.keys(pages) as PageId[];
    expect(new Set(ids.map(pageTitle)).size).toBe(ids.length);
    for (const id of ids) expect(pages[id].heading.length).toBeGreaterThan(2);
  });
});
