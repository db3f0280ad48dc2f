import { z } from 'zod';

/**
 * What a course or lesson file must contain (README § Writing lessons). The content plugin checks
 * every file against these at build time; an error names the file and the line.
 */

const text = z.string().trim().min(1, 'must not be empty');
const minutes = z.number().int('must be whole minutes').positive('must be more than 0');
/** Stored as lesson_progress.lesson_id, so it must fit the database's rule. */
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'use a–z, 0–9 and -, at most 64 characters');

export const courseFileSchema = z.strictObject({
  id,
  title: text,
  description: text,
  level: z.enum(['Nybörjare', 'Medel']),
  audience: z.enum(['free', 'public', 'member', 'parent']),
  minutes,
  xp: z.number().int().nonnegative(),
});

export const lessonFileSchema = z.strictObject({
  id,
  title: text,
  description: text,
  type: z.enum(['guide', 'interaktiv', 'övning', 'text', 'quiz']),
  minutes,
});

const block = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraph'), text }),
  z.strictObject({ kind: z.literal('heading'), text }),
  z.strictObject({ kind: z.literal('list'), items: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal('example'), title: text, text }),
  z.strictObject({ kind: z.literal('tip'), text }),
  z.strictObject({ kind: z.literal('warning'), text }),
  z.strictObject({
    kind: z.literal('steps'),
    items: z.array(z.strictObject({ title: text, text })).min(1, 'needs at least one step'),
  }),
]);

const question = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'a question id is like q1'),
    question: text,
    options: z
      .array(z.strictObject({ text, correct: z.boolean(), explanation: text }))
      .min(2, 'needs 2–4 options')
      .max(4, 'needs 2–4 options'),
  })
  .refine((q) => q.options.filter((option) => option.correct).length === 1, {
    message: 'needs exactly one right option (- [x])',
  });

export const lessonContentSchema = z.strictObject({
  body: z.array(block).min(1, 'the lesson has no text'),
  tryIt: z
    .strictObject({
      text,
      action: z.enum([
        'set-budget',
        'add-transaction',
        'create-goal',
        'deposit-goal',
        'review-purchases',
        'none',
      ]),
    })
    .optional(),
  quiz: z
    .array(question)
    .min(3, 'needs 3–5 questions')
    .max(5, 'needs 3–5 questions')
    .refine((quiz) => new Set(quiz.map((q) => q.id)).size === quiz.length, {
      message: 'question ids must differ',
    }),
});

const courseIds = z.array(id).min(1, 'name at least one course');

/** content/catalogue.yaml: how the courses are ordered, listed and grouped. */
export const catalogueFileSchema = z.strictObject({
  order: courseIds,
  publicCourses: courseIds,
  memberCourses: courseIds,
  groups: z.array(z.strictObject({ title: text, description: text, courses: courseIds })).min(1),
  recommendedPath: courseIds,
});
