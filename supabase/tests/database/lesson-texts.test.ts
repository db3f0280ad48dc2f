import { describe, expect, it } from 'vitest';

import {
  lessonContent,
  lessonTextsVersion,
  visitorLessonIds,
} from '../../../scripts/content/lesson-texts';
import { readCourse, readRepoCourses } from '../../../scripts/content/read-courses';
import { callAs, newPerson, type Actor } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 41 §9: a member lesson's text and quiz are not in any public file; a signed-in member
// reads them through public.lesson_texts, the family-tools course only if she is a parent.

let test: TestDatabase;
let teen: Actor;
let parent: Actor;
let anon: Actor;
withTestWorld(({ test: opened, world }) => {
  test = opened;
  teen = world.actors.teenA;
  parent = world.actors.parentOfA;
  anon = world.actors.anon;
});

type Answer = { version: string; lessons: Record<string, unknown> };
const ask = (actor: Actor, ids: string[]) =>
  callAs<Answer>(test.db, actor, `select public.lesson_texts($1::text[]) as v`, [ids]);

const firstJob = readCourse('forsta-jobbet');
const familyTools = readCourse('familjeverktyg');

describe('public.lesson_texts', () => {
  it('gives a signed-in teen a member lesson exactly as the app renders it, with its version', async () => {
    const [first, second] = firstJob.lessons;
    const answer = (await ask(teen, [first!.id, second!.id])) as Answer;
    expect(answer.lessons).toEqual({
      [first!.id]: lessonContent(first!),
      [second!.id]: lessonContent(second!),
    });
    expect(answer.version).toBe(lessonTextsVersion(readRepoCourses()));
  });

  it('refuses a visitor: no session, no member lesson', async () => {
    expect(await ask(anon, [firstJob.lessons[0]!.id])).toMatch(/^ERR 42501 /);
  });

  it('leaves the parents’ course out for a teen and gives it to a parent', async () => {
    const ids = familyTools.lessons.map((lesson) => lesson.id);
    const forTeen = (await ask(teen, ids)) as Answer;
    expect(forTeen.lessons).toEqual({});
    const forParent = (await ask(parent, ids)) as Answer;
    expect(Object.keys(forParent.lessons).sort()).toEqual([...ids].sort());
    const lonelyParent = await newPerson(test.db, 'foralder', { emailPrefix: 'lessons' });
    expect(Object.keys(((await ask(lonelyParent, ids)) as Answer).lessons)).toHaveLength(
      ids.length,
    );
  });

  it('ignores unknown ids and refuses more than 200 at once', async () => {
    expect(((await ask(teen, ['no-such-lesson'])) as Answer).lessons).toEqual({});
    const many = Array.from({ length: 201 }, (_, i) => `lesson-${i}`);
    expect(await ask(teen, many)).toMatch(/^ERR 22023 Högst 200 lektioner åt gången/);
  });

  it('holds every lesson of the content, and a member reads all but the parents’ in one call', async () => {
    const courses = readRepoCourses();
    const all = courses.flatMap((course) => course.lessons.map((lesson) => lesson.id));
    const { rows } = await test.db.query<{ id: string }>(
      `select lesson_id as id from private.lesson_texts order by lesson_id`,
    );
    expect(rows.map((row) => row.id)).toEqual([...all].sort());
    const answer = (await ask(teen, all)) as Answer;
    const readable = courses
      .filter((course) => course.audience !== 'parent')
      .flatMap((course) => course.lessons.map((lesson) => lesson.id));
    expect(Object.keys(answer.lessons).sort()).toEqual([...readable].sort());
    // The lessons a visitor reads from the app's own files are a small part of them.
    expect(visitorLessonIds(courses).length).toBeLessThan(all.length / 2);
  });
});
