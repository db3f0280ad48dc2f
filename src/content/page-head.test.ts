import { describe, expect, it } from 'vitest';

import { pageHead, pageTitle } from './page-head';
import { pages, type PageId } from './pages';

describe('page titles', () => {
  it.each([
    ['leaderboard', 'Topplista – Slantis'],
    ['landing', 'Slantis – budget, sparande och ekonomi för unga'],
    ['notFound', 'Sidan hittades inte – Slantis'],
  ] as const)('%s → %j', (id, title) => {
    expect(pageTitle(id)).toBe(title);
    expect(pageHead(id).meta[0]).toEqual({ title });
  });

  it('adds the meta description where a page has one, and nothing else', () => {
    expect(pageHead('landing').meta[1]).toEqual({
      name: 'description',
      content: expect.stringContaining('unga 13–23 år') as string,
    });
    expect(pageHead('leaderboard').meta).toHaveLength(1);
  });

  it('every page has its own title and heading', () => {
    const ids = Object.keys(pages) as PageId[];
    expect(new Set(ids.map(pageTitle)).size).toBe(ids.length);
    for (const id of ids) expect(pages[id].heading.length).toBeGreaterThan(2);
  });
});
