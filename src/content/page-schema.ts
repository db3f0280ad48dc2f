import { z } from 'zod';

import { CONTENT_PAGE_IDS } from './content-pages.ts';
import { PAGE_ICONS } from './page-icons.ts';
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

/** Pages with a design of their own: the layout is named after the page, and only it has it. */
export const DESIGNED_LAYOUTS = ['youth', 'parents', 'services'] as const;
export type DesignedLayout = (typeof DESIGNED_LAYOUTS)[number];
const isDesigned = (name: string): name is DesignedLayout =>
  (DESIGNED_LAYOUTS as readonly string[]).includes(name);

export const pageFileSchema = z
  .strictObject({
    page: z.enum(CONTENT_PAGE_IDS),
    layout: z.enum(['info', 'legal', 'faq', ...DESIGNED_LAYOUTS]),
    heading: text,
    intro: text,
    effectiveFrom: isoDate.optional(),
  })
  .refine((page) => (page.layout === 'legal') === (page.effectiveFrom !== undefined), {
    message: 'a legal page has effectiveFrom, other pages do not',
    path: ['effectiveFrom'],
  })
  .refine(
    (page) => !(isDesigned(page.page) || isDesigned(page.layout)) || page.layout === page.page,
    {
      message: `the pages ${DESIGNED_LAYOUTS.join(', ')} each have their own layout: 'layout: <page>'`,
      path: ['layout'],
    },
  );

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

const textBlock = z.strictObject({ kind: z.literal('text'), text });
const listBlock = z.strictObject({ kind: z.literal('list'), items: z.array(text).min(1) });
const stepsBlock = z.strictObject({
  kind: z.literal('steps'),
  items: z.array(z.strictObject({ title: text, text })).min(1, 'needs at least one step'),
});
const noteBlock = z.strictObject({
  kind: z.literal('note'),
  tone: z.enum(['info', 'warning'], "write ':::note info Rubrik' or ':::note warning Rubrik'"),
  title: text,
  text,
});
const coursesBlock = z.strictObject({ kind: z.literal('courses'), courseIds: z.array(id).min(1) });

const block = z.discriminatedUnion('kind', [
  textBlock,
  listBlock,
  stepsBlock,
  z.strictObject({ kind: z.literal('facts'), items: z.array(fact).min(1) }),
  noteBlock,
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
  coursesBlock,
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

// The designed pages (/ungdom, /foraldrar, /vara-tjanster): their own components draw them, so
// each layout says which sections it has and what each holds, and turns them into the data its
// components read. Their text uses the same blocks as the other pages, plus :::cards.

const sitePath = z.enum(SITE_PATHS, 'no such page on the site (src/content/site-paths.ts)');
const cardLink = z.strictObject({ label: text, to: sitePath });
const icon = z.enum(PAGE_ICONS, `use one of the icons ${PAGE_ICONS.join(', ')}`);

/** A `### Rubrik {…}` card of :::cards: its attributes, text and `- [Text](/sida)` links. */
const card = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ title: text, text, ...shape });
const cards = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    kind: z.literal('cards'),
    items: z.array(item).min(1, 'needs at least one card'),
  });
const links = (count: number) =>
  z.strictObject({
    kind: z.literal('links'),
    items: z.array(cardLink).length(count, count === 1 ? 'holds one link' : `holds ${count} links`),
  });
const noLinks = z.array(cardLink).max(0, 'a card here has no link');

/** The number of parts (sections, or blocks of a section) a layout asks for. */
const holds = (what: string) => (issue: { code?: string }) =>
  issue.code === 'too_small' || issue.code === 'too_big' ? `holds ${what}` : undefined;

function section<const B extends readonly [z.ZodType, ...z.ZodType[]]>(what: string, ...blocks: B) {
  return z.strictObject({ id, heading: text, blocks: z.tuple(blocks, { error: holds(what) }) });
}

/** /ungdom: feature cards, how it works, good to know, a call to action. */
const youthPage = z
  .tuple(
    [
      section(
        'one :::cards block',
        cards(card({ icon, links: z.array(cardLink).max(1, 'a card here has at most one link') })),
      ),
      section('a paragraph (the intro), then :::steps', textBlock, stepsBlock),
      section('one list', listBlock),
      section('a paragraph, then :::links with one link', textBlock, links(1)),
    ],
    {
      error: holds(
        'four sections: the feature cards, how it works, good to know and the call to action',
      ),
    },
  )
  .transform(([features, steps, facts, cta]) => ({
    features: {
      heading: features.heading,
      items: features.blocks[0].items.map(({ icon, title, text, links: [link] }) => ({
        icon,
        title,
        text,
        ...(link ? { link } : {}),
      })),
    },
    steps: { heading: steps.heading, intro: steps.blocks[0].text, items: steps.blocks[1].items },
    facts: { heading: facts.heading, items: facts.blocks[0].items },
    cta: { heading: cta.heading, text: cta.blocks[0].text, link: cta.blocks[1].items[0]! },
  }));

/** /foraldrar: a safe environment, the parent insight, together, learn together. */
const parentsPage = z
  .tuple(
    [
      section(
        'a paragraph (the intro), :::cards, a paragraph (the certifications), :::links with one link',
        textBlock,
        cards(card({ icon, links: noLinks })),
        textBlock,
        links(1),
      ),
      section('a paragraph (the intro), a list, then :::note', textBlock, listBlock, noteBlock),
      section(':::cards, then :::links with one link', cards(card({ links: noLinks })), links(1)),
      section(
        'a paragraph (the intro), :::courses, then :::cards',
        textBlock,
        coursesBlock,
        cards(card({ links: z.array(cardLink).length(1, 'a card here has one link') })),
      ),
    ],
    {
      error: holds(
        'four sections: a safe environment, the parent insight, together and learn together',
      ),
    },
  )
  .transform(([safety, insight, together, learn]) => ({
    safety: {
      heading: safety.heading,
      intro: safety.blocks[0].text,
      items: safety.blocks[1].items.map(({ icon, title, text }) => ({ icon, title, text })),
      certifications: safety.blocks[2].text,
      securityLink: safety.blocks[3].items[0]!,
    },
    insight: {
      heading: insight.heading,
      intro: insight.blocks[0].text,
      items: insight.blocks[1].items,
      ageNote: (({ tone, title, text }) => ({ tone, title, text }))(insight.blocks[2]),
    },
    together: {
      heading: together.heading,
      items: together.blocks[0].items.map(({ title, text }) => ({ title, text })),
      more: together.blocks[1].items[0]!,
    },
    learn: {
      heading: learn.heading,
      intro: learn.blocks[0].text,
      courseIds: learn.blocks[1].courseIds,
      resources: learn.blocks[2].items.map(({ title, text, links: [link] }) => ({
        title,
        text,
        link: link!,
      })),
    },
  }));

/** /vara-tjanster: one section, its heading names the list of service cards. */
const servicesPage = z
  .tuple(
    [
      section(
        'two paragraphs (what Publik and what Medlem means), then :::cards',
        textBlock,
        textBlock,
        cards(
          card({
            id,
            access: z.enum(['public', 'member'], 'write access=public or access=member'),
            popular: z.literal(true, 'write popular, without a value').optional(),
            links: z
              .array(cardLink)
              .length(2, 'a service has two links: its page, then its course'),
          }),
        ),
      ),
    ],
    { error: holds('one section: the services') },
  )
  .transform(([services]) => ({
    listLabel: services.heading,
    accessHelp: { public: services.blocks[0].text, member: services.blocks[1].text },
    items: services.blocks[2].items.map(
      ({ id, title, text, access, popular, links: [link, course] }) => ({
        id,
        title,
        description: text,
        access,
        popular: popular ?? false,
        link: link!,
        course: course!,
      }),
    ),
  }));

/** The sections of each designed page, checked and turned into what its components read. */
export const designedPageSchemas = {
  youth: youthPage,
  parents: parentsPage,
  services: servicesPage,
} satisfies Record<DesignedLayout, z.ZodType>;

export type YouthPageContent = z.output<typeof youthPage>;
export type ParentsPageContent = z.output<typeof parentsPage>;
export type ServicesPageContent = z.output<typeof servicesPage>;
