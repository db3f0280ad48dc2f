import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { courseById, isPublicLesson, lessonTextsVersion } from '@/content';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { serveLessonTexts } from '@test-utils';

import { lessonContent } from '../../../scripts/content/lesson-texts';
import { readCourse } from '../../../scripts/content/read-courses';
import { LessonNotGiven, loadLesson, peekLesson } from './lesson-source';

// Issue 41 §9: a member lesson comes through the member's session, its course's other lessons in
// the same call, and is kept on the device for offline reading; a visitor lesson is a public file.
// Each test opens lessons of its own: the module keeps what it loaded for the page.

let server: ReturnType<typeof serveLessonTexts>;
let data: UserData;
beforeEach(() => {
  server = serveLessonTexts();
  data = openUserData(crypto.randomUUID());
});
afterEach(() => {
  closeUserData();
  server.restore();
});

const memberIds = (courseId: string) =>
  courseById(courseId)!
    .lessons.map((lesson) => lesson.id)
    .filter((id) => !isPublicLesson(id));

describe('a member lesson', () => {
  it('comes through the session with the rest of its course, and is kept on the device', async () => {
    const course = readCourse('forsta-jobbet');
    const [first, second] = course.lessons;
    expect(await loadLesson(first!.id)).toEqual(lessonContent(first!));
    expect(server.state.calls).toEqual([memberIds('forsta-jobbet')]);
    expect(await data.db.lessonTexts.count()).toBe(course.lessons.length);
    expect(peekLesson(first!.id)).toEqual(lessonContent(first!));

    // The next lesson opens from the device, with no call, also without a connection.
    server.state.down = true;
    expect(await loadLesson(second!.id)).toEqual(lessonContent(second!));
    expect(server.state.calls).toHaveLength(1);
  });

  it('is fetched again when the app carries newer texts, and read from the device while offline', async () => {
    const [, , third, fourth] = readCourse('forsakringar').lessons;
    await data.db.lessonTexts.bulkPut(
      [third!, fourth!].map((lesson) => ({
        lessonId: lesson.id,
        version: 'older',
        content: { body: [{ kind: 'paragraph' as const, text: 'Gammal text' }], quiz: [] },
        storedAt: new Date().toISOString(),
      })),
    );
    server.state.down = true;
    expect((await loadLesson(third!.id)).body).toEqual([
      { kind: 'paragraph', text: 'Gammal text' },
    ]);

    server.state.down = false;
    expect(await loadLesson(fourth!.id)).toEqual(lessonContent(fourth!));
    const stored = await data.db.lessonTexts.get(fourth!.id);
    expect(stored?.version).toBe(lessonTextsVersion);
  });

  it('says it is unavailable when never stored and offline, and loads when asked again online', async () => {
    const lesson = readCourse('lan-och-krediter').lessons[1]!;
    server.state.down = true;
    await expect(loadLesson(lesson.id)).rejects.toThrow('Failed to fetch');
    server.state.down = false;
    expect(await loadLesson(lesson.id)).toEqual(lessonContent(lesson));
  });

  it('is not given when the server keeps it back (not hers to read)', async () => {
    const lesson = readCourse('familjeverktyg').lessons[0]!;
    server.state.withheld.add(lesson.id);
    await expect(loadLesson(lesson.id)).rejects.toBeInstanceOf(LessonNotGiven);
  });
});

describe('a visitor lesson', () => {
  it('is a public file: no call to the server', async () => {
    const lesson = readCourse('budgetering-101').lessons[0]!;
    expect(isPublicLesson(lesson.id)).toBe(true);
    expect(await loadLesson(lesson.id)).toEqual(lessonContent(lesson));
    expect(server.state.calls).toEqual([]);
  });
});
