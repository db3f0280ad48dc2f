#!/usr/bin/env node
// Issue 41 §9: no file the build writes holds a member lesson's text or quiz (a visitor could read
// it without signing in); members read them through their session (scripts/content/lesson-texts.ts).
// It looks in every file of dist/ for phrases of each member lesson's text, 'Testa själv' and quiz
// (questions, options' explanations), and, as the proof that it can see a lesson when one is
// there, for the visitor lessons' phrases, which must be found. `npm test` runs it after the build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

import { blockTexts } from '../src/content/text.ts';
import type { Course, Lesson } from '../src/content/types.ts';
import { visitorLessonIds } from './content/lesson-texts.ts';
import { readRepoCourses } from './content/read-courses.ts';

/** Runs of plain text long enough to be a lesson's own (no quotes or marks a bundler escapes). */
const PHRASE = /[A-Za-zÅÄÖåäöÉé0-9 ,.]{28,}/g;

/** A lesson's readable text and quiz, as strings. */
const lessonTexts = (lesson: Lesson) => [
  ...lesson.body.flatMap(blockTexts),
  ...(lesson.tryIt ? [lesson.tryIt.text] : []),
  ...lesson.quiz.flatMap((q) => [q.question, ...q.options.map((o) => o.explanation)]),
];

/**
 * Up to `most` phrases of a lesson's readable text and of its quiz; none that `shared` (the
 * visitor lessons' text, which is public) also holds.
 */
export function lessonPhrases(lesson: Lesson, most = 4, shared = ''): string[] {
  const phrases = lessonTexts(lesson)
    .flatMap((text) => (text.match(PHRASE) ?? []).map((p) => p.trim()))
    .filter((phrase) => !shared.includes(phrase));
  // Spread over the lesson: its text and its quiz.
  const step = Math.max(1, Math.floor(phrases.length / most));
  return phrases.filter((_, i) => i % step === 0).slice(0, most);
}

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** A file's text with \uXXXX escapes (as a bundler may write non-ASCII letters) decoded. */
function readable(file: string): string {
  const text = readFileSync(file, 'utf8');
  return `${text}\n${text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`;
}

export type ContentFindings = {
  /** Member lessons with a phrase in a built file: lesson, file (relative to dist) and phrase. */
  leaks: { lessonId: string; file: string; phrase: string }[];
  /** Visitor lessons none of whose phrases was found (the check could not see them). */
  unseenVisitorLessons: string[];
  memberLessons: number;
  visitorLessons: number;
};

export function findLessonContent(dist: string, courses: readonly Course[]): ContentFindings {
  const files = filesOf(dist)
    .filter((file) => /\.(js|mjs|html|json|css|txt|webmanifest)$/.test(file))
    .map((file) => ({ file: relative(dist, file), text: readable(file) }));
  const visitor = new Set(visitorLessonIds(courses));
  const lessons = courses.flatMap((course) => course.lessons);
  const leaks: ContentFindings['leaks'] = [];
  const unseenVisitorLessons: string[] = [];
  const visitorText = lessons
    .filter((lesson) => visitor.has(lesson.id))
    .flatMap(lessonTexts)
    .join('\n');
  for (const lesson of lessons) {
    const phrases = lessonPhrases(lesson, 4, visitor.has(lesson.id) ? '' : visitorText);
    const found = phrases.flatMap((phrase) =>
      files.filter(({ text }) => text.includes(phrase)).map(({ file }) => ({ file, phrase })),
    );
    if (visitor.has(lesson.id)) {
      if (found.length === 0) unseenVisitorLessons.push(lesson.id);
    } else {
      leaks.push(...found.map((hit) => ({ lessonId: lesson.id, ...hit })));
    }
  }
  return {
    leaks,
    unseenVisitorLessons,
    memberLessons: lessons.length - visitor.size,
    visitorLessons: visitor.size,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = join(process.cwd(), 'dist');
  const findings = findLessonContent(dist, readRepoCourses());
  console.log(
    `Lesson texts in dist/: ${findings.visitorLessons - findings.unseenVisitorLessons.length} of ` +
      `${findings.visitorLessons} visitor lessons found (must be all), member lessons with a ` +
      `phrase in a public file: ${new Set(findings.leaks.map((l) => l.lessonId)).size} of ` +
      `${findings.memberLessons} (must be 0)`,
  );
  for (const leak of findings.leaks.slice(0, 20))
    console.error(`✘ member lesson ${leak.lessonId} in ${leak.file}: "${leak.phrase}"`);
  for (const id of findings.unseenVisitorLessons)
    console.error(`✘ visitor lesson ${id} not found in dist/ (can the check still see texts?)`);
  process.exit(findings.leaks.length === 0 && findings.unseenVisitorLessons.length === 0 ? 0 : 1);
}
