import {
  designedPageSchemas,
  faqTopicsSchema,
  pageFileSchema,
  pageSectionsSchema,
  type PageFile,
} from '../page-schema.ts';
import { ContentError } from './content-error.ts';
import { splitFrontMatter } from './front-matter.ts';
import { parseFaqTopics, parsePageSections, type SectionLines } from './page-body.ts';
import { check, lineIn, type ContentFile } from './parse-course.ts';

export type ParsedPage = {
  file: string;
  info: PageFile;
  /**
   * The sections (info and legal pages), the topics (the FAQ) or what a designed page's
   * components read (its layout's schema makes it from the sections); placeholders not yet filled.
   */
  body: { sections: unknown[] } | { topics: unknown[] } | Record<string, unknown>;
  /** The values of page-values.ts the page names: `{{name}}` in its text and `:::data name`. */
  values: string[];
};

const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g;
/** `name` or `name.key`: a value of page-values.ts, or one key of a group of values. */
const VALUE_NAME = /^([a-z][A-Za-z0-9]*)(\.[A-Za-z0-9_]+)?$/;

const topicLine = (lines: SectionLines) => (path: PropertyKey[]) =>
  typeof path[0] === 'number' ? (lines[path[0]] ?? 1) : 1;

/** Every `{{name}}` in the body's text and every `:::data name`, each checked to be a name. */
function valueNames(file: string, body: unknown, lineOf: (index: number) => number): string[] {
  const names = new Set<string>();
  const visit = (value: unknown, index: number) => {
    if (typeof value === 'string') {
      for (const [, name = ''] of value.matchAll(PLACEHOLDER)) {
        const match = VALUE_NAME.exec(name);
        if (!match) {
          throw new ContentError(file, lineOf(index), `'{{${name}}}' is not a value name`);
        }
        names.add(match[1]!);
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, index));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.kind === 'data') names.add(String(record.name));
      Object.values(record).forEach((item) => visit(item, index));
    }
  };
  if (Array.isArray(body)) body.forEach((part, index) => visit(part, index));
  return [...names].sort();
}

/** No two sections (or topics, or FAQ entries) share an id: each is an anchor in the address. */
function checkUniqueIds(file: string, ids: { id: string; line: number }[]) {
  const seen = new Set<string>();
  for (const { id, line } of ids) {
    if (seen.has(id)) throw new ContentError(file, line, `the id '${id}' is used twice`);
    seen.add(id);
  }
}

/** A page file of content/pages: front matter (page, layout, heading, intro) and its text. */
export function parsePageFile({ path, source }: ContentFile): ParsedPage {
  const { data, keyLines, body } = splitFrontMatter(path, source);
  const info = check(pageFileSchema, data, path, (p) => keyLines[String(p[0])] ?? 1);
  for (const key of ['heading', 'intro'] as const) {
    if (info[key].match(PLACEHOLDER)) {
      throw new ContentError(path, keyLines[key] ?? 1, `${key}: write it out, without {{…}}`);
    }
  }
  if (info.layout === 'faq') {
    const [raw, lines] = parseFaqTopics(path, body);
    const topics = check(faqTopicsSchema, raw, path, topicLine(lines));
    checkUniqueIds(path, [
      ...topics.map((topic, i) => ({ id: topic.id, line: lines[i]! })),
      ...topics.flatMap((topic, i) => topic.entries.map(({ id }) => ({ id, line: lines[i]! }))),
    ]);
    return {
      file: path,
      info,
      body: { topics },
      values: valueNames(path, topics, (i) => lines[i]!),
    };
  }
  const [raw, where] = parsePageSections(path, body);
  const lineOf = (index: number) => where.get(String(index)) ?? 1;
  checkUniqueIds(
    path,
    raw.map((section, i) => ({ id: section.id, line: lineOf(i) })),
  );
  const values = valueNames(path, raw, lineOf);
  if (info.layout === 'info' || info.layout === 'legal') {
    raw.forEach((section, i) =>
      section.blocks.forEach((block, j) => {
        if (block.kind !== 'cards') return;
        throw new ContentError(
          path,
          where.get(`${i}.blocks.${j}`) ?? lineOf(i),
          "':::cards' belongs to the designed pages (layout: youth, parents or services)",
        );
      }),
    );
    const sections = check(pageSectionsSchema, raw, path, lineIn(where));
    return { file: path, info, body: { sections }, values };
  }
  const content = check(designedPageSchemas[info.layout], raw, path, lineIn(where));
  return { file: path, info, body: content, values };
}

/** Every page file, each page id once. */
export function parsePages(files: ContentFile[]): ParsedPage[] {
  const pages = files.map(parsePageFile);
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.info.page);
    if (other) throw new ContentError(page.file, 2, `page: '${page.info.page}' is also ${other}`);
    seen.set(page.info.page, page.file);
  }
  return pages;
}
