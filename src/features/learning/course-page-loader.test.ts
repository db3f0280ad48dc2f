import { describe, expect, it } from 'vitest';

import { courseById, peekLessonContent, PUBLIC_COURSE_IDS } from '@/content';

import { loadPublicCoursePage } from './course-page-loader';

describe('the public course page loader', () => {
  it("loads a visitor's opening lesson and titles the page by the course", async () => {
    const course = courseById('budgetering-101');
    const first = course?.lessons[0]?.id ?? '';
    expect(peekLessonContent(first)).toBeUndefined();
    const data = await loadPublicCoursePage(
      { kurs: 'budgetering-101' },
      { signedIn: false, waitForLesson: true },
    );
    expect(data.openingLessonId).toBe(first);
    expect(peekLessonContent(first)?.body.length).toBeGreaterThan(0);
    expect(data.head.meta).toEqual([
      { title: 'Budgetering 101 – Slantis' },
      { name: 'description', content: course?.description },
    ]);
  });

  it('falls back to the first public course; a member without ?lektion= loads nothing', async () => {
    const data = await loadPublicCoursePage(
      { kurs: 'forsakringar' },
      { signedIn: true, waitForLesson: true },
    );
    expect(data.openingLessonId).toBeUndefined();
    expect(data.head.meta[0]).toEqual({
      title: `${courseById(PUBLIC_COURSE_IDS[0] ?? '')?.title} – Slantis`,
    });
  });
});
