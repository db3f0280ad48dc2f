import {
  GENERATED_MARKER,
  latestGeneratedMigration,
  loadCatalogInput,
  readMigration,
  renderCatalogSql,
  type CatalogInput,
} from '../../../scripts/gen-gamification-sql';
import { BADGES } from './badges';
import { COURSE_XP_MAX, QUIZ_PASS_PERCENT, TASK_XP_MAX, XP_KINDS, XP_RULES } from './xp-rules';

// The server checks XP and badges against its own copy of the rules and the learning catalogue
// (supabase/migrations/*_gamification_catalog.sql). This keeps the copy exact: changing the
// rules, the badges or the course content without regenerating fails here.
const REGENERATE = 'out of date: run `npx tsx scripts/gen-gamification-sql.ts` and commit the SQL';

let input: CatalogInput;
beforeAll(async () => {
  input = await loadCatalogInput();
}, 60_000);

describe('the generated gamification catalogue', () => {
  it('is exactly what the rules and the catalogue give now', async () => {
    const name = await latestGeneratedMigration();
    expect(name, 'no generated migration in supabase/migrations').toBeDefined();
    expect(await readMigration(name!), `${name} is ${REGENERATE}`).toBe(renderCatalogSql(input));
  });

  it('reads the rules the app uses', () => {
    expect(input.xpKinds).toEqual(XP_KINDS);
    expect(input.xpRules).toEqual(XP_RULES);
    expect(input.badges.map((badge) => badge.id)).toEqual(BADGES.map((badge) => badge.id));
    expect(input.constants).toMatchObject({
      course_xp_max: COURSE_XP_MAX,
      task_xp_max: TASK_XP_MAX,
      quiz_pass_percent: QUIZ_PASS_PERCENT,
    });
    expect(input.courses.length).toBeGreaterThan(0);
    expect(input.publicCourseIds.every((id) => input.courses.some((c) => c.id === id))).toBe(true);
  });

  it('has one row per kind, badge, course and lesson', () => {
    const sql = renderCatalogSql(input);
    const rows = (table: string) => {
      const block = sql.split(`insert into private.${table} `)[1]!.split(';')[0]!;
      return block.split('\n').filter((line) => line.startsWith('  (')).length;
    };
    expect(rows('xp_rules')).toBe(XP_KINDS.length);
    expect(rows('catalog_badges')).toBe(BADGES.length);
    expect(rows('catalog_courses')).toBe(input.courses.length);
    expect(rows('catalog_lessons')).toBe(
      input.courses.reduce((sum, course) => sum + course.lessons.length, 0),
    );
    expect(sql.startsWith(GENERATED_MARKER)).toBe(true);
  });

  it('quotes text and refuses a fractional number', () => {
    const tiny: CatalogInput = {
      ...input,
      courses: [{ id: "o'hara", xp: 10, audience: 'free', lessons: [{ id: "o'hara-1" }] }],
      publicCourseIds: [],
    };
    expect(renderCatalogSql(tiny)).toContain(`('o''hara-1', 'o''hara', 1)`);
    expect(() => renderCatalogSql({ ...tiny, constants: { half: 0.5 } })).toThrow(
      'Not a whole number: 0.5',
    );
  });
});
