import { lessonTextsVersion } from 'virtual:catalogue';

import {
  GENERATED_MARKER,
  latestGeneratedMigration,
  levelCurveInput,
  loadCatalogInput,
  readMigration,
  renderCatalogSql,
  type CatalogInput,
} from '../../../scripts/gen-gamification-sql';
import { levelFromXp, MAX_XP_PER_LEVEL, xpToNext } from '../levels';
import { BADGES } from './badges';
import { PRIZES } from './competition';
import {
  CATEGORY_DAILY_CAPS,
  DAILY_POINTS_CEILING,
  GOAL_MATURITY_HOURS,
  GOAL_POINTS_PER_DAY,
  KIND_CATEGORY,
  MIN_LESSON_SECONDS,
  OFFLINE_GRACE_HOURS,
} from './fair-play';
import { COURSE_XP_MAX, QUIZ_PASS_PERCENT, TASK_XP_MAX, XP_KINDS, XP_RULES } from './xp-rules';

// The server grades quizzes and checks XP, badges, levels and points against its own copy of the
// rules, the learning catalogue and the answer keys (supabase/migrations/*_gamification_catalog.sql).
// One home for the rules (issue 22): the rules are data in src/lib/gamification and
// src/lib/levels.ts; the SQL is generated from that data, never written by hand, and the app uses
// the data only to explain the rules and to show a provisional value offline. This keeps the
// generated copy exact: changing the rules, the level curve, the badges or the course content (a
// lesson's text, a quiz's correct option) without regenerating fails here.
const REGENERATE = 'out of date: run `npx tsx scripts/gen-gamification-sql.ts` and commit the SQL';
/** The one generated migration (it fills every catalogue table and defines level_for_xp). */
const CATALOG = '20261122001410_gamification_catalog.sql';

/** The rows of one insert of the SQL, each split into its values (text unquoted). */
function rows(sql: string, table: string): string[][] {
  const block = sql.split(`insert into private.${table} `)[1]!.split(';\n')[0]!;
  return block
    .split('\n')
    .filter((line) => line.startsWith('  ('))
    .map((line) =>
      line
        .replace(/^ {2}\(|\),?;?$/g, '')
        .split(', ')
        .map((value) => value.replace(/^'|'$/g, '')),
    );
}

let input: CatalogInput;
beforeAll(async () => {
  input = await loadCatalogInput();
}, 60_000);

describe('the generated gamification catalogue', () => {
  it('is exactly what the rules and the catalogue give now', async () => {
    const name = await latestGeneratedMigration();
    expect(name, 'no generated migration in supabase/migrations').toBeDefined();
    expect(name! >= CATALOG, `${name} predates ${CATALOG}`).toBe(true);
    expect(await readMigration(name!), `${name} is ${REGENERATE}`).toBe(renderCatalogSql(input));
  });

  it("holds every lesson's text with the version the app's build carries (issue 41 §9)", () => {
    const sql = renderCatalogSql(input);
    const lessonIds = input.courses.flatMap((course) => course.lessons.map((lesson) => lesson.id));
    const stored = sql
      .split('insert into private.lesson_texts (lesson_id, content) values\n')[1]!
      .split(';\n')[0]!
      .split('\n')
      .map((line) => /^ {2}\('([^']+)'/.exec(line)?.[1]);
    expect(stored).toEqual(lessonIds);
    expect(sql).toContain(`select '${lessonTextsVersion}'::text`);
  });

  it('reads the rules the app uses', () => {
    expect(input.xpKinds).toEqual(XP_KINDS);
    expect(input.xpRules).toEqual(XP_RULES);
    expect(input.badges.map((badge) => badge.id)).toEqual(BADGES.map((badge) => badge.id));
    expect(input.constants).toMatchObject({
      course_xp_max: COURSE_XP_MAX,
      task_xp_max: TASK_XP_MAX,
      quiz_pass_percent: QUIZ_PASS_PERCENT,
      daily_points_ceiling: DAILY_POINTS_CEILING,
      offline_grace_hours: OFFLINE_GRACE_HOURS,
      goal_maturity_hours: GOAL_MATURITY_HOURS,
      goal_points_per_day: GOAL_POINTS_PER_DAY,
    });
    expect(input.kindCategory).toEqual(KIND_CATEGORY);
    expect(input.levelCurve).toEqual(levelCurveInput(xpToNext, MAX_XP_PER_LEVEL));
    expect(input.categoryDailyCaps).toEqual(CATEGORY_DAILY_CAPS);
    expect(input.prizes).toEqual(PRIZES);
    expect(input.courses.length).toBeGreaterThan(0);
    expect(input.publicCourseIds.every((id) => input.courses.some((c) => c.id === id))).toBe(true);
  });

  it('has one row per kind, category, badge, course, lesson, question and prize', () => {
    const sql = renderCatalogSql(input);
    const count = (table: string) => rows(sql, table).length;
    const lessons = input.courses.flatMap((course) => course.lessons);
    expect(count('xp_rules')).toBe(XP_KINDS.length);
    expect(count('points_categories')).toBe(Object.keys(CATEGORY_DAILY_CAPS).length);
    expect(count('catalog_badges')).toBe(BADGES.length);
    expect(count('catalog_courses')).toBe(input.courses.length);
    expect(count('catalog_lessons')).toBe(lessons.length);
    expect(count('quiz_keys')).toBe(lessons.reduce((sum, lesson) => sum + lesson.quiz.length, 0));
    expect(rows(sql, 'competition_prizes')).toEqual(
      PRIZES.map(({ position, prize }) => [String(position), prize]),
    );
    expect(sql.startsWith(GENERATED_MARKER)).toBe(true);
    // The tasks' XP limit is a CHECK constraint, generated with TASK_XP_MAX.
    expect(sql).toContain(`check (reward_xp <= ${TASK_XP_MAX})`);
  });

  it('gives each competition kind its category', () => {
    const categories = new Map(rows(renderCatalogSql(input), 'xp_rules').map((r) => [r[0], r[6]]));
    for (const kind of XP_KINDS) {
      expect(categories.get(kind), kind).toBe(KIND_CATEGORY[kind] ?? 'null');
    }
  });

  it('generates level_for_xp from the level curve, agreeing with levelFromXp', () => {
    const sql = renderCatalogSql(input);
    const body = sql.split('create or replace function private.level_for_xp(total bigint)')[1]!;
    // Reads the generated CASE back and plays it for many totals.
    const steps = [...body.matchAll(/when (?:coalesce\(total, 0\)|total) < (\d+) then (\d+)/g)].map(
      ([, below, level]) => [Number(below), Number(level)] as const,
    );
    const flat = /else (\d+) \+ \(\(total - (\d+)\) \/ (\d+)\)::integer/.exec(body)!;
    const [base, from, per] = [Number(flat[1]), Number(flat[2]), Number(flat[3])];
    const sqlLevel = (total: number) =>
      steps.find(([below]) => total < below)?.[1] ?? base + Math.trunc((total - from) / per);
    expect(steps.length).toBeGreaterThan(0);
    for (let total = 0; total <= 20_000; total += 7) {
      expect(sqlLevel(total), `${total} XP`).toBe(levelFromXp(total).level);
    }
    for (const start of input.levelCurve.starts) {
      expect(sqlLevel(start - 1) + 1, `${start} XP`).toBe(levelFromXp(start).level);
      expect(sqlLevel(start)).toBe(levelFromXp(start).level);
    }
    expect(() => renderCatalogSql({ ...input, levelCurve: { starts: [], flatXp: 500 } })).toThrow(
      'at least one growing level',
    );
  });

  it("renders a sample lesson's answer keys from its quiz, in content order", () => {
    const lesson = input.courses[0]!.lessons[0]!;
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3);
    const keys = rows(renderCatalogSql(input), 'quiz_keys').filter((r) => r[0] === lesson.id);
    expect(keys.map((r) => r[1])).toEqual(lesson.quiz.map((q) => q.id));
    for (const [, questionId, position, correct, options] of keys) {
      const question = lesson.quiz[Number(position) - 1]!;
      expect(question.id).toBe(questionId);
      expect(Number(options)).toBe(question.options.length);
      expect(question.options[Number(correct)]?.correct, `${lesson.id} ${questionId}`).toBe(true);
    }
  });

  it('gives every lesson a sane minimum reading time, longer for longer lessons', () => {
    const minSeconds = new Map(
      rows(renderCatalogSql(input), 'catalog_lessons').map((r) => [r[0], Number(r[3])]),
    );
    const lessons = input.courses.flatMap((course) => course.lessons);
    for (const lesson of lessons) {
      expect(minSeconds.get(lesson.id), lesson.id).toBeGreaterThanOrEqual(MIN_LESSON_SECONDS);
      expect(lesson.words, lesson.id).toBeGreaterThan(50);
    }
    const byWords = [...lessons].sort((a, b) => a.words - b.words);
    const [shortest, longest] = [byWords[0]!, byWords.at(-1)!];
    expect(minSeconds.get(longest.id)!).toBeGreaterThan(minSeconds.get(shortest.id)!);
    for (const a of lessons) {
      for (const b of lessons) {
        if (a.words > b.words && a.quiz.length >= b.quiz.length) {
          expect(minSeconds.get(a.id)!, `${a.id} vs ${b.id}`).toBeGreaterThanOrEqual(
            minSeconds.get(b.id)!,
          );
        }
      }
    }
  });

  it.each([
    ['two correct options', [true, true, false], '2 correct options (exactly 1 allowed)'],
    ['no correct option', [false, false], '0 correct options (exactly 1 allowed)'],
    ['one option', [true], '1 options (2–4 allowed)'],
    ['five options', [true, false, false, false, false], '5 options (2–4 allowed)'],
  ])('refuses a question with %s, naming the lesson and question', (_name, flags, message) => {
    const quiz = [{ id: 'q7', options: flags.map((correct) => ({ correct })) }];
    const lesson = { id: 'l-1', words: 100, minSeconds: 30, quiz };
    const bad = { ...input, courses: [{ id: 'c', xp: 10, audience: 'free', lessons: [lesson] }] };
    expect(() => renderCatalogSql(bad)).toThrow(`Lesson l-1, question q7: ${message}`);
  });

  it('refuses a question id used twice in a lesson', () => {
    const question = { id: 'q1', options: [{ correct: true }, { correct: false }] };
    const lesson = { id: 'l-1', words: 100, minSeconds: 30, quiz: [question, question] };
    const bad = { ...input, courses: [{ id: 'c', xp: 10, audience: 'free', lessons: [lesson] }] };
    expect(() => renderCatalogSql(bad)).toThrow('Lesson l-1, question q1: the id is used twice');
  });

  it('quotes text and refuses a fractional number', () => {
    const tiny: CatalogInput = {
      ...input,
      courses: [
        {
          id: "o'hara",
          xp: 10,
          audience: 'free',
          lessons: [
            {
              id: "o'hara-1",
              words: 300,
              minSeconds: 38,
              quiz: [{ id: "q'1", options: [{ correct: false }, { correct: true }] }],
            },
          ],
        },
      ],
      publicCourseIds: [],
      lessonTexts: {
        version: 'v1',
        lessons: {
          "o'hara-1": { body: [{ kind: 'paragraph', text: "Det är O'Haras" }], quiz: [] },
        },
      },
    };
    expect(renderCatalogSql(tiny)).toContain(`('o''hara-1', 'o''hara', 1, 38)`);
    expect(renderCatalogSql(tiny)).toContain(`('o''hara-1', 'q''1', 1, 1, 2)`);
    expect(renderCatalogSql(tiny)).toContain(
      `('o''hara-1', '{"body":[{"kind":"paragraph","text":"Det är O''Haras"}],"quiz":[]}'::jsonb)`,
    );
    expect(() =>
      renderCatalogSql({ ...tiny, lessonTexts: { version: 'v1', lessons: {} } }),
    ).toThrow("Lesson o'hara-1 has no text");
    expect(() => renderCatalogSql({ ...tiny, constants: { half: 0.5 } })).toThrow(
      'Not a whole number: 0.5',
    );
  });
});
