import { ContentError, type SourceLine } from './content-error.ts';
import { closingLine, joinLines, listEnd, listItems, startsBlock } from './markdown-lines.ts';

/**
 * The lesson body grammar (README § Writing lessons). Line-based and small on purpose: text is
 * plain (no inline Markdown), lines of one paragraph are joined with a space.
 *
 *   text                      a paragraph (ends at a blank line)
 *   ## Rubrik                 a heading
 *   - punkt                   a list (consecutive items)
 *   :::example Rubrik         a worked example with a title, closed by :::
 *   :::tip / :::warning       a tip or a warning, closed by :::
 *   :::steps                  numbered steps: each starts with '### Stegets rubrik', closed by :::
 *   ## Testa själv {action=…} the 'Testa själv' step (after the body)
 *   ## Quiz                   the quiz (last): '### q1: Fråga?', then '- [x] svar' / '- [ ] svar',
 *                             each followed by its explanation on '  > …' lines
 */

/** What the body parser found, before the schema checks it. */
export type RawLesson = {
  body: Record<string, unknown>[];
  tryIt?: { text: string; action: string };
  quiz: { id: string; question: string; options: RawOption[] }[];
};
type RawOption = { text: string; correct: boolean; explanation: string };

/** Where each part came from: 'body.2', 'tryIt', 'quiz.1', 'quiz.1.options.0' → line. */
export type LineMap = Map<string, number>;

export const TRY_IT_HEADING = 'Testa själv';
export const QUIZ_HEADING = 'Quiz';
const DIRECTIVES = ['example', 'tip', 'warning', 'steps'] as const;

/** Splits the lines after the front matter into body, 'Testa själv' and quiz, and parses each. */
export function parseLessonBody(file: string, lines: SourceLine[]): [RawLesson, LineMap] {
  const where: LineMap = new Map();
  const sectionAt = (title: string) =>
    lines.findIndex((l) => l.text === `## ${title}` || l.text.startsWith(`## ${title} {`));
  const tryAt = sectionAt(TRY_IT_HEADING);
  const quizAt = sectionAt(QUIZ_HEADING);
  if (quizAt === -1) {
    throw new ContentError(file, lines.at(-1)?.line ?? 1, `the lesson has no '## ${QUIZ_HEADING}'`);
  }
  if (tryAt > quizAt) {
    throw new ContentError(
      file,
      lines[tryAt]!.line,
      `'## ${TRY_IT_HEADING}' must come before the quiz`,
    );
  }
  const bodyEnd = tryAt === -1 ? quizAt : tryAt;
  const lesson: RawLesson = {
    body: parseBlocks(file, lines.slice(0, bodyEnd), where),
    quiz: parseQuiz(file, lines.slice(quizAt + 1), where),
  };
  if (tryAt !== -1)
    lesson.tryIt = parseTryIt(file, lines[tryAt]!, lines.slice(tryAt + 1, quizAt), where);
  return [lesson, where];
}

function parseTryIt(file: string, heading: SourceLine, lines: SourceLine[], where: LineMap) {
  const attributes = heading.text.slice(`## ${TRY_IT_HEADING}`.length).trim();
  const action = attributes === '' ? 'none' : /^\{action=([a-z-]+)\}$/.exec(attributes)?.[1];
  if (!action) {
    throw new ContentError(
      file,
      heading.line,
      `write '## ${TRY_IT_HEADING} {action=…}' or '## ${TRY_IT_HEADING}'`,
    );
  }
  where.set('tryIt', heading.line);
  where.set('tryIt.action', heading.line);
  return { text: joinLines(lines), action };
}

function parseBlocks(file: string, lines: SourceLine[], where: LineMap) {
  const blocks: Record<string, unknown>[] = [];
  const add = (block: Record<string, unknown>, line: number) => {
    where.set(`body.${blocks.length}`, line);
    blocks.push(block);
  };
  let i = 0;
  while (i < lines.length) {
    const { text, line } = lines[i]!;
    if (text.trim() === '') {
      i += 1;
    } else if (text.startsWith(':::')) {
      const close = closingLine(file, lines, i);
      add(
        directive(file, lines[i]!, lines.slice(i + 1, close), where, `body.${blocks.length}`),
        line,
      );
      i = close + 1;
    } else if (text.startsWith('## ')) {
      add({ kind: 'heading', text: text.slice(3).trim() }, line);
      i += 1;
    } else if (text.startsWith('#')) {
      throw new ContentError(file, line, "a heading in the lesson text is written '## Rubrik'");
    } else if (text.startsWith('- ')) {
      const end = listEnd(lines, i);
      add({ kind: 'list', items: listItems(lines.slice(i, end)) }, line);
      i = end;
    } else {
      const start = i;
      while (i < lines.length && !startsBlock(lines[i]!.text)) i += 1;
      add({ kind: 'paragraph', text: joinLines(lines.slice(start, i)) }, line);
    }
  }
  return blocks;
}

function directive(
  file: string,
  open: SourceLine,
  inner: SourceLine[],
  where: LineMap,
  path: string,
): Record<string, unknown> {
  const [, name = '', rest = ''] = /^:::(\w*)\s*(.*)$/.exec(open.text) ?? [];
  const kind = DIRECTIVES.find((known) => known === name);
  if (!kind) {
    throw new ContentError(
      file,
      open.line,
      `unknown block ':::${name}' (use ${DIRECTIVES.map((d) => `:::${d}`).join(', ')})`,
    );
  }
  if (kind !== 'example' && rest.trim() !== '') {
    throw new ContentError(file, open.line, `':::${kind}' takes no title`);
  }
  if (kind === 'example') return { kind, title: rest.trim(), text: joinLines(inner) };
  if (kind !== 'steps') return { kind, text: joinLines(inner) };
  const items: { title: string; text: string }[] = [];
  let current: SourceLine[] = [];
  for (const line of inner) {
    if (line.text.startsWith('### ')) {
      where.set(`${path}.items.${items.length}`, line.line);
      items.push({ title: line.text.slice(4).trim(), text: '' });
      current = [];
    } else if (line.text.trim() !== '') {
      if (items.length === 0) {
        throw new ContentError(file, line.line, "each step starts with '### Stegets rubrik'");
      }
      current.push(line);
      items[items.length - 1]!.text = joinLines(current);
    }
  }
  return { kind, items };
}

function parseQuiz(file: string, lines: SourceLine[], where: LineMap): RawLesson['quiz'] {
  const quiz: RawLesson['quiz'] = [];
  let question: RawLesson['quiz'][number] | undefined;
  let option: RawOption | undefined;
  for (const { text, line } of lines) {
    if (text.trim() === '') continue;
    const heading = /^### ([^:\s]+): (.+)$/.exec(text);
    const choice = /^- \[([ x])\] (.+)$/.exec(text);
    const explanation = /^ {2}> ?(.*)$/.exec(text);
    if (heading) {
      where.set(`quiz.${quiz.length}`, line);
      question = { id: heading[1]!, question: heading[2]!.trim(), options: [] };
      quiz.push(question);
      option = undefined;
    } else if (!question) {
      throw new ContentError(file, line, "a quiz question starts with '### q1: Frågan?'");
    } else if (choice) {
      where.set(`quiz.${quiz.length - 1}.options.${question.options.length}`, line);
      option = { text: choice[2]!.trim(), correct: choice[1] === 'x', explanation: '' };
      question.options.push(option);
    } else if (explanation && option) {
      option.explanation = [option.explanation, explanation[1]!.trim()].filter(Boolean).join(' ');
    } else {
      throw new ContentError(
        file,
        line,
        "in the quiz, write options as '- [x] rätt svar' or '- [ ] fel svar', each followed by '  > förklaring'",
      );
    }
  }
  return quiz;
}
