import { ContentError, type SourceLine } from './content-error.ts';
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
 *   {{namn}}                   in any text: a value from the product's rules (page-values.ts)
 *
 * FAQ pages instead hold topics: '## Ämne {#id}', then '### Fråga? {#id}' and the answer.
 */

export type RawBlock = Record<string, unknown>;
export type RawSection = { id: string; heading: string; blocks: RawBlock[] };
/** The line each section or topic starts at, by index (for error messages). */
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

/** The sections of an info or legal page. */
export function parsePageSections(file: string, lines: SourceLine[]): [RawSection[], SectionLines] {
  const parts = splitAt(file, lines, '##');
  const sections = parts.map(({ head, lines: body }) => {
    const [heading, id] = titled(file, head, '##');
    return { id, heading, blocks: parseBlocks(file, body) };
  });
  return [sections, parts.map(({ head }) => head.line)];
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

function parseBlocks(file: string, lines: SourceLine[]): RawBlock[] {
  const blocks: RawBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const { text, line } = lines[i]!;
    if (text.trim() === '') {
      i += 1;
    } else if (text.startsWith(':::')) {
      const close = closingLine(file, lines, i);
      blocks.push(directive(file, lines[i]!, lines.slice(i + 1, close)));
      i = close + 1;
    } else if (text.startsWith('#')) {
      throw new ContentError(
        file,
        line,
        "a section starts with '## Rubrik {#id}'; '###' belongs inside :::steps, :::facts or :::records",
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

/** `### Rubrik` parts inside a directive, each with the lines under it. */
function subheadings(file: string, inner: SourceLine[], what: string) {
  const parts: { title: string; lines: SourceLine[] }[] = [];
  for (const line of inner) {
    if (line.text.startsWith('### ')) parts.push({ title: line.text.slice(4).trim(), lines: [] });
    else if (parts.length > 0) parts.at(-1)!.lines.push(line);
    else if (line.text.trim() !== '') {
      throw new ContentError(file, line.line, `each ${what} starts with '### Rubrik'`);
    }
  }
  return parts;
}

const LINK = /^- \[([^\]]+)\]\(([^)\s]+)\)\s*(.*)$/;

function links(file: string, inner: SourceLine[]) {
  return inner
    .filter((line) => line.text.trim() !== '')
    .map((line) => {
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

function directive(file: string, open: SourceLine, inner: SourceLine[]): RawBlock {
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
    case 'steps':
      return {
        kind,
        items: subheadings(file, inner, 'step').map((s) => ({
          title: s.title,
          text: joinLines(s.lines),
        })),
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
        items: links(file, inner).map(({ target, ...link }) => ({ ...link, to: target })),
      };
    case 'contacts':
      return {
        kind,
        items: links(file, inner).map(({ target, ...link }) => ({ ...link, href: target })),
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
