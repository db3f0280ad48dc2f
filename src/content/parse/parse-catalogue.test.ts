import { describe, expect, it } from 'vitest';

import { parseCatalogue } from './parse-catalogue';

const FILE = 'content/catalogue.yaml';
const yaml = (order = '[a, b]') =>
  `order: ${order}\npublicCourses: [a]\nmemberCourses: [b]\ngroups:\n  - title: Grupp\n    description: Om a.\n    courses: [a]\nrecommendedPath: [a, b]\n`;

describe('parseCatalogue', () => {
  it('reads the order, lists, groups and path', () => {
    expect(parseCatalogue(FILE, yaml(), ['a', 'b'])).toEqual({
      order: ['a', 'b'],
      publicCourses: ['a'],
      memberCourses: ['b'],
      groups: [{ title: 'Grupp', description: 'Om a.', courses: ['a'] }],
      recommendedPath: ['a', 'b'],
    });
  });

  it.each([
    ['a course that does not exist', yaml('[a, c]'), `${FILE}:1: no course 'c' in content/courses`],
    ['a missing list', yaml().replace('memberCourses: [b]\n', ''), `${FILE}:1: memberCourses: `],
    [
      'an empty group',
      yaml().replace('courses: [a]', 'courses: []'),
      `${FILE}:4: groups.0.courses: `,
    ],
    ['broken YAML', yaml().replace('publicCourses: [a]', 'publicCourses: [a'), `${FILE}:`],
  ])('names the file and line of %s', (_name, source, message) => {
    expect(() => parseCatalogue(FILE, source, ['a', 'b'])).toThrow(message);
  });
});
