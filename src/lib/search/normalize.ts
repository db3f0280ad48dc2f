/**
 * Swedish search text: lower case, diacritics stripped (å→a, ä→a, ö→o, é→e) through NFD, with a
 * map back to the original string so matches can be highlighted in the text as written.
 */

export type NormalizedText = {
  /** The text as written. */
  text: string;
  /** Lower case, no combining marks. */
  norm: string;
  /** For each UTF-16 unit of `norm`: where its source character starts in `text`. */
  start: number[];
  /** For each UTF-16 unit of `norm`: where its source character ends in `text` (exclusive). */
  end: number[];
  /** Words (runs of letters and digits) as [start, end) in `norm`. */
  words: [number, number][];
};

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Normalises a whole string (for query words and comparisons). */
export function normalize(value: string): string {
  return value.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Normalises text and keeps the position map back to the original. */
export function normalizeText(text: string): NormalizedText {
  let norm = '';
  const start: number[] = [];
  const end: number[] = [];
  let index = 0;
  for (const char of text) {
    const folded = normalize(char);
    for (let unit = 0; unit < folded.length; unit++) {
      start.push(index);
      end.push(index + char.length);
    }
    norm += folded;
    index += char.length;
  }
  const words: [number, number][] = [];
  for (const match of norm.matchAll(WORD)) words.push([match.index, match.index + match[0].length]);
  return { text, norm, start, end, words };
}

/** The query's words, normalised; an empty or punctuation-only query has none. */
export function queryTerms(query: string): string[] {
  const terms = normalize(query).match(WORD) ?? [];
  return [...new Set(terms)];
}

/** Maps a [start, end) range in `norm` back to the original text. */
export function toOriginal(field: NormalizedText, from: number, to: number): [number, number] {
  return [field.start[from] ?? 0, field.end[to - 1] ?? field.text.length];
}
