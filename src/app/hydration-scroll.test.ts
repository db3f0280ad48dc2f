import { describe, expect, it } from 'vitest';

import { keepScrollWhileOn, restoresScroll } from './hydration-scroll';

const at = (pathname: string, searchStr = '') => ({ location: { pathname, searchStr } });

describe('the scroll of a prerendered page the app goes live on', () => {
  it('is restored as usual when no page was hydrated', () => {
    expect(restoresScroll(at('/app'))).toBe(true);
  });

  it('is kept on that page, then restored again from the next address on', () => {
    keepScrollWhileOn('/kurser/publika/kurs?kurs=sparande-for-nyborjare');
    // The hydrating render, and the router's own replace of the same address.
    expect(restoresScroll(at('/kurser/publika/kurs', '?kurs=sparande-for-nyborjare'))).toBe(false);
    expect(restoresScroll(at('/kurser/publika/kurs', '?kurs=sparande-for-nyborjare'))).toBe(false);
    // Another lesson, another page: the router restores and resets the scroll again.
    expect(restoresScroll(at('/kurser/publika/kurs', '?kurs=budget'))).toBe(true);
    expect(restoresScroll(at('/kurser/publika/kurs', '?kurs=sparande-for-nyborjare'))).toBe(true);
  });

  it('compares addresses as the prerendered pages name them (decoded)', () => {
    keepScrollWhileOn('/belöningar');
    expect(restoresScroll(at('/bel%C3%B6ningar'))).toBe(false);
    expect(restoresScroll(at('/login'))).toBe(true);
  });
});
