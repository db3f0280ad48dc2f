import { vi } from 'vitest';

import { lessonTextsVersion } from '@/content';
import type { LessonContent } from '@/content';

import { lessonContent } from '../../scripts/content/lesson-texts';
import { readRepoCourses } from '../../scripts/content/read-courses';

/**
 * The server's public.lesson_texts for component tests in jsdom, answering from the repository's
 * content as the database does (supabase/tests/database/lesson-texts.test.ts tests the real one;
 * the e2e suite reads member lessons from the local stack). `down` makes the calls fail like a
 * lost connection; `calls` are the lesson ids asked, per call; `withheld` lessons are not given.
 */
export function serveLessonTexts(extra: Record<string, LessonContent> = {}) {
  const texts = new Map<string, LessonContent>(
    readRepoCourses().flatMap((course) =>
      course.lessons.map((lesson) => [lesson.id, lessonContent(lesson)] as const),
    ),
  );
  for (const [id, content] of Object.entries(extra)) texts.set(id, content);
  const state = {
    down: false,
    version: lessonTextsVersion,
    calls: [] as string[][],
    /** Lessons the server keeps back (not the member's to read). */
    withheld: new Set<string>(),
  };
  const realFetch = globalThis.fetch;
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/rest/v1/rpc/lesson_texts')) return realFetch(input, init);
    if (state.down) throw new TypeError('Failed to fetch');
    const raw =
      input instanceof Request
        ? await input.text()
        : typeof init?.body === 'string'
          ? init.body
          : '{}';
    const ids = (JSON.parse(raw) as { lesson_ids: string[] }).lesson_ids;
    state.calls.push(ids);
    const lessons = Object.fromEntries(
      ids.flatMap((id) => (texts.has(id) && !state.withheld.has(id) ? [[id, texts.get(id)]] : [])),
    );
    return new Response(JSON.stringify({ version: state.version, lessons }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { state, restore: () => vi.unstubAllGlobals() };
}
