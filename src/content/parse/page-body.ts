import { ContentError, type SourceLine } from './content-error.ts';
import type { LineMap } from './lesson-body.ts';
import { closingLine, joinLines, listEnd, listItems, startsBlock } from './markdown-lines.ts';

/**
 * The page body grammar (README § Writing pages): the marketing, legal and help pages of
 * content/pages. Line-based like the lessons; text is plain, lines of one paragraph are joined.
 *
 *   ## Rubrik {#id}            a section (its id is the anchor in the address)
 *   text                       a paragraph
 *   - punkt                    a list
 *   :::steps                   numbered steps, each '### Rubrik' and its text
 *   :::facts                   terms and explanations, each '### Begrepp' and its text
 *   :::records                 titled groups, each '### Rubrik' and '- **Begrepp:** text' lines
 *   :::note info|warning Rubrik   a note with a title
 *   :::table Rubrik            a pipe table: header row, '| --- |' row, then '| sak<br>förklaring | värde |'
 *   :::links                   '- [Text](/sida) optional explanation'
 *   :::contacts                '- [Text](mailto:… | tel:… | https://…) optional explanation'
 *   :::courses                 '- kurs-id'
 *   :::lessons                 '- kurs-id/lektion-id'
 *   :::data namn               a block made from the product's rules (page-values.ts)
 *   :::slot namn               a part the page itself draws (the pricing cards)
 *   :::cards                   cards of the designed pages: '### Rubrik {#id namn=värde flagga}',
 *                              its text, then '- [Text](/sida)' links
 *   {{namn}}                   in any text: a value from the product's rules (page-values.ts)
 *
 * FAQ pages instead hold topics: '## Ämne {#id}', then '### Fråga? {#id}' and the answer.
 */

export type RawBlock = Record<string, unknown>;
export type RawSection = { id: string; heading: string; blocks: RawBlock[] };
/** The line each topic starts at, by index (for error messages). */
export type SectionLines = number[];
export type RawTopic = {
  id: string;
  title: string;
  entries: { id: string; question: string; answer: string }[];
};

const DIRECTIVES = [
  'steps',
  'facts',
  'records',
  'note',
  'table',
  'links',
  'contacts',
  'courses',
  'lessons',
  'data',
  'slot',
  'cards',
] as const;
type Directive = (typeof DIRECTIVES)[number];

/** `## Rubrik {#id}` or `### Rubrik {#id}` → [title, id]. */
function titled(file: string, line: SourceLine, marks: string): [string, string] {
  const match = new RegExp(`^${marks} (.+?)\\s*\\{#([a-z0-9-]+)\\}$`).exec(line.text);
  if (!match) {
    throw new ContentError(file, line.line, `write '${marks} Rubrik {#id}' (id: a–z, 0–9 and -)`);
  }
  return [match[1]!.trim(), match[2]!];
}

/** Cuts the body into parts that each start at a line beginning with `marks + ' '`. */
function splitAt(file: string, lines: SourceLine[], marks: string) {
  const parts: { head: SourceLine; lines: SourceLine[] }[] = [];
  for (const line of lines) {
    if (line.text.startsWith(`${marks} `)) parts.push({ head: line, lines: [] });
    else if (parts.length > 0) parts.at(-1)!.lines.push(line);
    else if (line.text.trim() !== '') {
      throw new ContentError(file, line.line, `the text must start with '${marks} Rubrik {#id}'`);
    }
  }
  return parts;
}

/**
 * The sections of a page, and where each part starts: `'0'` is the first section, `'0.blocks.1'`
 * its second block, `'0.blocks.1.items.2'` that block's third step, card or link.
 */
export function parsePageSections(file: string, lines: SourceLine[]): [RawSection[], LineMap] {
  const where: LineMap = new Map();
  const sections = splitAt(file, lines, '##').map(({ head, lines: body }, index) => {
    const [heading, id] = titled(file, head, '##');
    where.set(String(index), head.line);
    return { id, heading, blocks: parseBlocks(file, body, where, `${index}.blocks`) };
  });
  return [sections, where];
}

/** The topics of the FAQ. */
export function parseFaqTopics(file: string, lines: SourceLine[]): [RawTopic[], SectionLines] {
  const parts = splitAt(file, lines, '##');
  const topics = parts.map(({ head, lines: body }) => {
    const [title, id] = titled(file, head, '##');
    const entries = splitAt(file, body, '###').map(({ head: question, lines: answer }) => {
      const [text, entryId] = titled(file, question, '###');
      return { id: entryId, question: text, answer: joinLines(answer) };
    });
    return { id, title, entries };
  });
  return [topics, parts.map(({ head }) => head.line)];
}

function parseBlocks(file: string, lines: SourceLine[], where: LineMap, at: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const { text, line } = lines[i]!;
    if (text.trim() !== '') where.set(`${at}.${blocks.length}`, line);
    if (text.trim() === '') {
      i += 1;
    } else if (text.startsWith(':::')) {
      const close = closingLine(file, lines, i);
      const inner = lines.slice(i + 1, close);
      blocks.push(directive(file, lines[i]!, inner, `${at}.${blocks.length}.items`, where));
      i = close + 1;
    } else if (text.startsWith('#')) {
      throw new ContentError(
        file,
        line,
        "a section starts with '## Rubrik {#id}'; '###' belongs inside :::steps, :::facts, :::records or :::cards",
      );
    } else if (text.startsWith('- ')) {
      const end = listEnd(lines, i);
      blocks.push({ kind: 'list', items: listItems(lines.slice(i, end)) });
      i = end;
    } else {
      const start = i;
      while (i < lines.length && !startsBlock(lines[i]!.text)) i += 1;
      blocks.push({ kind: 'text', text: joinLines(lines.slice(start, i)) });
    }
  }
  return blocks;
}

/** `### Rubrik` parts inside a directive, each with its heading line and the lines under it. */
function subheadings(file: string, inner: SourceLine[], what: string) {
  const parts: { title: string; head: SourceLine; lines: SourceLine[] }[] = [];
  for (const line of inner) {
    if (line.text.startsWith('### ')) {
      parts.push({ title: line.text.slice(4).trim(), head: line, lines: [] });
    } else if (parts.length > 0) parts.at(-1)!.lines.push(line);
    else if (line.text.trim() !== '') {
      throw new ContentError(file, line.line, `each ${what} starts with '### Rubrik'`);
    }
  }
  return parts;
}

const CARD_HEAD = /^(.+?)(?:\s+\{([^{}]*)\})?$/;
const CARD_LINK = /^- \[([^\]]+)\]\(([^)\s]+)\)$/;
const CARD_HELP = "write '### Rubrik' or '### Rubrik {#id namn=värde flagga}'";
/** What a card's attributes may not be called: the card's own parts. */
const CARD_PARTS = new Set(['title', 'text', 'links']);

/** `{#id access=member popular}` → { id: 'id', access: 'member', popular: true }. */
function attributes(file: string, head: SourceLine, source: string) {
  const result: Record<string, string | true> = {};
  for (const token of source.split(/\s+/).filter(Boolean)) {
    const match = /^(?:#([a-z0-9-]+)|([a-z][A-Za-z]*)(?:=(\S+))?)$/.exec(token);
    if (!match) throw new ContentError(file, head.line, `'${token}': ${CARD_HELP}`);
    const [key, value]: [string, string | true] = match[1]
      ? ['id', match[1]]
      : [match[2]!, match[3] ?? true];
    if (key in result || CARD_PARTS.has(key)) {
      throw new ContentError(file, head.line, `'${key}' is not allowed twice or as a name here`);
    }
    result[key] = value;
  }
  return result;
}

/** The cards of a `:::cards` block: heading with attributes, text, then link lines. */
function cards(file: string, inner: SourceLine[], at: string, where: LineMap) {
  return subheadings(file, inner, 'card').map(({ title, head, lines }, index) => {
    where.set(`${at}.${index}`, head.line);
    const match = CARD_HEAD.exec(title);
    if (!match || /[{}]/.test(match[1]!)) throw new ContentError(file, head.line, CARD_HELP);
    const isLink = (line: SourceLine) => line.text.trimStart().startsWith('- ');
    const links = lines.filter(isLink).map((line) => {
      const link = CARD_LINK.exec(line.text.trim());
      if (!link) {
        throw new ContentError(file, line.line, "a card's link is '- [Text](/sida)', one a line");
      }
      return { label: link[1]!, to: link[2]! };
    });
    return {
      ...attributes(file, head, match[2] ?? ''),
      title: match[1]!.trim(),
      text: joinLines(lines.filter((line) => !isLink(line))),
      links,
    };
  });
}

const LINK = /^- \[([^\]]+)\]\(([^)\s]+)\)\s*(.*)$/;

function links(file: string, inner: SourceLine[], at: string, where: LineMap) {
  return inner
    .filter((line) => line.text.trim() !== '')
    .map((line, index) => {
      where.set(`${at}.${index}`, line.line);
      const match = LINK.exec(line.text.trim());
      if (!match) throw new ContentError(file, line.line, "write '- [Text](adress) förklaring'");
      const [, label, target, text] = match;
      return { label, target, ...(text ? { text } : {}) };
    });
}

function items(file: string, inner: SourceLine[], example: string) {
  return inner
    .filter((line) => line.text.trim() !== '')
    .map((line) => {
      const match = /^- (\S+)$/.exec(line.text.trim());
      if (!match) throw new ContentError(file, line.line, `write one '- ${example}' per line`);
      return match[1]!;
    });
}

const cells = (text: string) =>
  text
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function table(file: string, open: SourceLine, caption: string, inner: SourceLine[]) {
  const rows = inner.filter((line) => line.text.trim() !== '');
  const problem = (line: SourceLine) =>
    new ContentError(file, line.line, 'a table has two columns: | sak<br>förklaring | värde |');
  if (rows.length < 2 || !/^\|?\s*-{3,}\s*\|\s*-{3,}\s*\|?$/.test(rows[1]!.text.trim())) {
    throw new ContentError(
      file,
      open.line,
      "a table starts with its header row and a '| --- | --- |' row",
    );
  }
  const header = cells(rows[0]!.text);
  if (header.length !== 2) throw problem(rows[0]!);
  return {
    kind: 'table',
    caption,
    columns: header,
    rows: rows.slice(2).map((line) => {
      const row = cells(line.text);
      if (row.length !== 2) throw problem(line);
      const [label = '', detail] = row[0]!.split(/\s*<br>\s*/);
      return { label, ...(detail ? { detail } : {}), value: row[1] };
    }),
  };
}

function directive(
  file: string,
  open: SourceLine,
  inner: SourceLine[],
  at: string,
  where: LineMap,
): RawBlock {
  const [, name = '', rest = ''] = /^:::(\w*)\s*(.*)$/.exec(open.text.trim()) ?? [];
  const kind = DIRECTIVES.find((known): known is Directive => known === name);
  if (!kind) {
    throw new ContentError(
      file,
      open.line,
      `unknown block ':::${name}' (use ${DIRECTIVES.map((d) => `:::${d}`).join(', ')})`,
    );
  }
  const argument = rest.trim();
  const takesArgument = ['note', 'table', 'data', 'slot'].includes(kind);
  if (!takesArgument && argument !== '') {
    throw new ContentError(file, open.line, `':::${kind}' takes nothing after its name`);
  }
  if (takesArgument && argument === '') {
    throw new ContentError(file, open.line, `':::${kind}' needs a name or title after it`);
  }
  const empty = inner.every((line) => line.text.trim() === '');
  switch (kind) {
    case 'data':
    case 'slot':
      if (!empty) throw new ContentError(file, open.line, `':::${kind}' has nothing inside`);
      return { kind, name: argument };
    case 'note': {
      const [, tone = '', title = ''] = /^(\S+)\s+(.+)$/.exec(argument) ?? [];
      return { kind, tone, title, text: joinLines(inner) };
    }
    case 'table':
      return table(file, open, argument, inner);
    case 'cards':
      return { kind, items: cards(file, inner, at, where) };
    case 'steps':
      return {
        kind,
        items: subheadings(file, inner, 'step').map((s, index) => {
          where.set(`${at}.${index}`, s.head.line);
          return { title: s.title, text: joinLines(s.lines) };
        }),
      };
    case 'facts':
      return {
        kind,
        items: subheadings(file, inner, 'fact').map((s) => ({
          term: s.title,
          text: joinLines(s.lines),
        })),
      };
    case 'records':
      return {
        kind,
        items: subheadings(file, inner, 'record').map((s) => ({
          title: s.title,
          facts: listItems(s.lines).map((item) => {
            const match = /^\*\*(.+?):\*\*\s*(.+)$/.exec(item);
            if (!match) {
              const at = s.lines.find((l) => l.text.includes(item.slice(0, 20)))?.line ?? open.line;
              throw new ContentError(file, at, "write '- **Begrepp:** förklaring'");
            }
            return { term: match[1]!, text: match[2]! };
          }),
        })),
      };
    case 'links':
      return {
        kind,
        items: links(file, inner, at, where).map(({ target, ...link }) => ({
          ...link,
          to: target,
        })),
      };
    case 'contacts':
      return {
        kind,
        items: links(file, inner, at, where).map(({ target, ...link }) => ({
          ...link,
          href: target,
        })),
      };
    case 'courses':
      return { kind, courseIds: items(file, inner, 'kurs-id') };
    case 'lessons':
      return {
        kind,
        lessons: items(file, inner, 'kurs-id/lektion-id').map((ref) => {
          const [courseId = '', lessonId = ''] = ref.split('/');
          return { courseId, lessonId };
        }),
      };
  }
}
