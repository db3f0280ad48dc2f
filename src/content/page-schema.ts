import { z } from 'zod';

import { CONTENT_PAGE_IDS } from './content-pages.ts';
import { SITE_PATHS } from './site-paths.ts';

/**
 * What a page file of content/pages must contain (README § Writing pages). The pages plugin
 * checks every file against these at build time; an error names the file and the line.
 */

const text = z.string().trim().min(1, 'must not be empty');
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use a–z, 0–9 and -');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as '2026-12-01'");
/** A value of page-values.ts: a JavaScript name. */
const valueName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a name is like pointsByKind');

export const pageFileSchema = z
  .strictObject({
    page: z.enum(CONTENT_PAGE_IDS),
    layout: z.enum(['info', 'legal', 'faq']),
    heading: text,
    intro: text,
    effectiveFrom: isoDate.optional(),
  })
  .refine((page) => (page.layout === 'legal') === (page.effectiveFrom !== undefined), {
    message: 'a legal page has effectiveFrom, other pages do not',
    path: ['effectiveFrom'],
  });

export type PageFile = z.infer<typeof pageFileSchema>;

const fact = z.strictObject({ term: text, text });
const link = z.strictObject({
  label: text,
  to: z.enum(SITE_PATHS, 'no such page on the site (src/content/site-paths.ts)'),
  text: text.optional(),
});
const contact = z.strictObject({
  label: text,
  href: z
    .string()
    .regex(/^(mailto:|tel:|https:\/\/|\{\{)\S+$/, 'use mailto:, tel:, https:// or a {{value}}'),
  text: text.optional(),
});

const block = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), text }),
  z.strictObject({ kind: z.literal('list'), items: z.array(text).min(1) }),
  z.strictObject({
    kind: z.literal('steps'),
    items: z.array(z.strictObject({ title: text, text })).min(1, 'needs at least one step'),
  }),
  z.strictObject({ kind: z.literal('facts'), items: z.array(fact).min(1) }),
  z.strictObject({
    kind: z.literal('note'),
    tone: z.enum(['info', 'warning'], "write ':::note info Rubrik' or ':::note warning Rubrik'"),
    title: text,
    text,
  }),
  z.strictObject({
    kind: z.literal('table'),
    caption: text,
    columns: z.tuple([text, text]),
    rows: z
      .array(z.strictObject({ label: text, detail: text.optional(), value: text }))
      .min(1, 'needs at least one row'),
  }),
  z.strictObject({
    kind: z.literal('records'),
    items: z.array(z.strictObject({ title: text, facts: z.array(fact).min(1) })).min(1),
  }),
  z.strictObject({ kind: z.literal('links'), items: z.array(link).min(1) }),
  z.strictObject({ kind: z.literal('contacts'), items: z.array(contact).min(1) }),
  z.strictObject({ kind: z.literal('courses'), courseIds: z.array(id).min(1) }),
  z.strictObject({
    kind: z.literal('lessons'),
    lessons: z.array(z.strictObject({ courseId: id, lessonId: id })).min(1),
  }),
  z.strictObject({ kind: z.literal('data'), name: valueName }),
  z.strictObject({ kind: z.literal('slot'), name: z.enum(['pricing']) }),
]);

export const pageSectionsSchema = z
  .array(
    z.strictObject({ id, heading: text, blocks: z.array(block).min(1, 'the section is empty') }),
  )
  .min(1, 'the page has no sections');

export const faqTopicsSchema = z
  .array(
    z.strictObject({
      id,
      title: text,
      entries: z
        .array(z.strictObject({ id, question: text, answer: text }))
        .min(1, 'the topic has no questions'),
    }),
  )
  .min(1, 'the FAQ has no topics');
