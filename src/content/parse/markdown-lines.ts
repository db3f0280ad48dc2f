import { ContentError, type SourceLine } from './content-error.ts';

// The line grammar the lesson and page bodies share: paragraphs, '- ' lists and ':::' blocks.

/** The lines of one paragraph (or item), trimmed and joined with a space. */
export const joinLines = (lines: SourceLine[]) =>
  lines
    .map((l) => l.text.trim())
    .filter(Boolean)
    .join(' ');

/** A line that ends a paragraph: blank, a heading, a list item or a block. */
export const startsBlock = (text: string) =>
  text.trim() === '' || text.startsWith('#') || text.startsWith('- ') || text.startsWith(':::');

/** The index of the ':::' that closes the block opened at `open`. */
export function closingLine(file: string, lines: SourceLine[], open: number): number {
  const close = lines.findIndex((l, j) => j > open && l.text.trim() === ':::');
  if (close === -1) {
    const { text, line } = lines[open]!;
    throw new ContentError(file, line, `'${text}' is never closed with ':::'`);
  }
  return close;
}

/** Where the list starting at `start` ends: its '- ' items and their indented continuations. */
export function listEnd(lines: SourceLine[], start: number): number {
  let i = start;
  while (i < lines.length && (lines[i]!.text.startsWith('- ') || /^ {2}\S/.test(lines[i]!.text)))
    i += 1;
  return i;
}

/** `- item` lines; an indented line continues the item above it. */
export function listItems(lines: SourceLine[]): string[] {
  const items: string[] = [];
  for (const { text } of lines) {
    if (text.startsWith('- ')) items.push(text.slice(2).trim());
    else if (text.trim() !== '' && items.length > 0) items[items.length - 1] += ` ${text.trim()}`;
  }
  return items;
}
