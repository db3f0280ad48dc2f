import { describe, expect, it } from 'vitest';

import { courseHref, courseLink, listedCourseId } from './course-link';

describe('courseLink', () => {
  it.each([
    ['budgetering-101', { to: '/kurser/publika/kurs', search: { kurs: 'budgetering-101' } }],
    ['forsta-jobbet', { to: '/kurser/medlemmar/kurs', search: { kurs: 'forsta-jobbet' } }],
    ['gratis-lektioner', { to: '/lektioner/kurs', search: {} }],
    ['kom-igang-med-slantis', { to: '/app/kurs', search: {} }],
    ['familjeverktyg', { to: '/foraldrar/kurs', search: {} }],
    ['sakerhet', { to: '/sakerhet/kurs', search: {} }],
  ])('%s is played on %j', (id, expected) => {
    expect(courseLink(id)).toEqual(expected);
  });

  it('builds plain URLs for ?redirect=', () => {
    expect(courseHref('forsta-jobbet', 'x-1')).toBe(
      '/kurser/medlemmar/kurs?kurs=forsta-jobbet&lektion=x-1',
    );
    expect(courseHref('sakerhet')).toBe('/sakerhet/kurs');
  });
});

describe('listedCourseId', () => {
  it.each([
    [['a', 'b'], 'b', 'b'],
    [['a', 'b'], undefined, 'a'],
    [['a', 'b'], 'z', 'a'],
  ] as const)('%j asked %s → %s', (ids, requested, expected) => {
    expect(listedCourseId(ids, requested)).toBe(expected);
  });
});
