import { describe, expect, it } from 'vitest';

import { contentUrls, visitorLessonUrls } from './offline-cache';

describe('lesson files of a version', () => {
  const files = {
    lessons: { a: '/assets/lessons/a-1.js', b: '/assets/lessons/b-2.js' },
    searchTexts: '/assets/lessons/bodies-3.js',
    visitorLessons: ['a', 'gone'],
  };

  it('lists the visitor lessons’ chunks, skipping ids this version lacks', () => {
    expect(visitorLessonUrls(files)).toEqual(['/assets/lessons/a-1.js']);
    expect(visitorLessonUrls({ lessons: files.lessons })).toEqual([]);
  });

  it('lists every content file of the version', () => {
    expect(contentUrls(files)).toEqual([
      '/assets/lessons/a-1.js',
      '/assets/lessons/b-2.js',
      '/assets/lessons/bodies-3.js',
    ]);
  });
});
