import type { TopicCategory } from './categories';
import { normalizeText, queryTerms, toOriginal, type NormalizedText } from './normalize';

export { SEARCH_CATEGORIES, type TopicCategory } from './categories';

export type ResultCategory = TopicCategory | 'Kurs' | 'Lektion' | 'Sida';

export type SearchDocumentKind = 'course' | 'lesson' | 'page';

/** One searchable thing: a course, a lesson or a site page. */
export type SearchDocument = {
  /** Unique over the index, e.g. 'course:budgetering-101'. */
  id: string;
  kind: SearchDocumentKind;
  title: string;
  description: string;
  /** Longer text, searched with the lowest weight and quoted in the snippet. */
  body?: string;
  category: ResultCategory;
  /** Where the result leads, path plus query string. */
  href: string;
};

/** A [start, end) range of characters in the original text. */
export type TextRange = [number, number];

/** Spec §3 search result (title, description, category) plus the link and what to highlight. */
export type SearchResult = {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  description: string;
  category: ResultCategory;
  href: string;
  highlights: {
    title: TextRange[];
    description: TextRange[];
    /** About ±60 characters of the body around its first match; null when the body had none. */
    snippet: { text: string; ranges: TextRange[] } | null;
  };
  score: number;
};

export type SearchOptions = { category?: ResultCategory; limit?: number };

export type SearchIndex = {
  readonly size: number;
  /** Every query word must match; an empty query finds nothing. */
  search(query: string, options?: SearchOptions): SearchResult[];
  /** All documents of a category (courses, then lessons, then pages), for category shortcuts. */
  browse(category: ResultCategory, limit?: number): SearchResult[];
};

type Field = 'title' | 'description' | 'body';
const FIELDS: readonly Field[] = ['title', 'description', 'body'];

/** Ranking: where the word matched weighs most, then how well. */
const FIELD_WEIGHT: Record<Field, number> = { title: 100, description: 30, body: 10 };
const MATCH_WEIGHT = { exact: 1, prefix: 0.85, infix: 0.4 } as const;
/**
 * Courses are the hubs of their lessons: a course whose title starts with the word ('Budgetering
 * 101' for 'budget') comes before its lesson with the exact word in its title. A field still
 * outweighs this: a lesson's title hit beats a course's description hit.
 */
const KIND_WEIGHT: Record<SearchDocumentKind, number> = { course: 1.2, lesson: 1, page: 1 };
/** A compound query word ('budgethjälp') found as its parts ('budget' … 'hjälp'). */
const COMPOUND_WEIGHT = 0.8;
/** Inside-the-word matches ('konto' in 'ungdomskonto') only for words this long. */
const MIN_INFIX = 4;
const MIN_COMPOUND_PART = 3;
/** A compound's first part found without the rest still counts from this length. */
const MIN_COMPOUND_HEAD_ALONE = 5;
const KIND_ORDER: Record<SearchDocumentKind, number> = { course: 0, lesson: 1, page: 2 };
const SNIPPET_RADIUS = 60;
/** Enough for every document of the content (the page shows them ten at a time). */
const DEFAULT_LIMIT = 500;

type IndexedDocument = {
  doc: SearchDocument;
  order: number;
  fields: Record<Field, NormalizedText>;
  /** Every word of every field, space-separated with a leading space: a quick pre-check. */
  words: string;
};

type TermMatch = { score: number; ranges: Record<Field, [number, number][]> };

const emptyRanges = (): Record<Field, [number, number][]> => ({
  title: [],
  description: [],
  body: [],
});

/** How `term` matches one field: the best score and every matched word part (in `norm`). */
function matchField(
  field: NormalizedText,
  term: string,
): { score: number; ranges: [number, number][] } {
  let best = 0;
  const ranges: [number, number][] = [];
  for (const [start, end] of field.words) {
    const word = field.norm.slice(start, end);
    if (word === term) {
      best = Math.max(best, MATCH_WEIGHT.exact);
      ranges.push([start, end]);
    } else if (word.startsWith(term)) {
      best = Math.max(best, MATCH_WEIGHT.prefix);
      ranges.push([start, start + term.length]);
    } else if (term.length >= MIN_INFIX) {
      const at = word.indexOf(term);
      if (at > 0) {
        best = Math.max(best, MATCH_WEIGHT.infix);
        ranges.push([start + at, start + at + term.length]);
      }
    }
  }
  return { score: best, ranges };
}

/** Whether the document has `term` anywhere it could match (cheap, before the real match). */
function mayMatch(entry: IndexedDocument, term: string): boolean {
  return term.length >= MIN_INFIX ? entry.words.includes(term) : entry.words.includes(` ${term}`);
}

function matchTerm(entry: IndexedDocument, term: string): TermMatch | null {
  if (!mayMatch(entry, term)) return null;
  const ranges = emptyRanges();
  let score = 0;
  for (const name of FIELDS) {
    const hit = matchField(entry.fields[name], term);
    if (hit.ranges.length === 0) continue;
    score = Math.max(score, FIELD_WEIGHT[name] * hit.score);
    ranges[name] = hit.ranges;
  }
  return score > 0 ? { score, ranges } : null;
}

/** Splits of a compound word: 'ungdomskonto' → ungdoms+konto, ungdom+konto (linking s), … */
function compoundSplits(term: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let at = MIN_COMPOUND_PART; at <= term.length - MIN_COMPOUND_PART; at++) {
    const head = term.slice(0, at);
    const tail = term.slice(at);
    splits.push([head, tail]);
    if (head.endsWith('s') && head.length > MIN_COMPOUND_PART)
      splits.push([head.slice(0, -1), tail]);
  }
  return splits;
}

/**
 * A word matched directly, or else as a compound: its first part ('budget' in 'budgethjälp', the
 * topic) must be found; the rest counts when found too. Half the score of a direct match at most.
 */
function matchTermOrCompound(entry: IndexedDocument, term: string): TermMatch | null {
  const direct = matchTerm(entry, term);
  if (direct) return direct;
  let best: TermMatch | null = null;
  for (const [head, tail] of compoundSplits(term).reverse()) {
    const first = matchTerm(entry, head);
    if (!first) continue;
    const second = matchTerm(entry, tail);
    if (!second && head.length < MIN_COMPOUND_HEAD_ALONE) continue;
    const score = (COMPOUND_WEIGHT * (first.score + (second?.score ?? 0))) / 2;
    if (best && best.score >= score) continue;
    const ranges = emptyRanges();
    for (const name of FIELDS)
      ranges[name] = [...first.ranges[name], ...(second?.ranges[name] ?? [])];
    best = { score, ranges };
  }
  return best;
}

/** Sorted, merged ranges mapped back to the original text. */
function originalRanges(field: NormalizedText, ranges: [number, number][]): TextRange[] {
  const mapped = ranges
    .map(([from, to]) => toOriginal(field, from, to))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const range of mapped) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** About ±60 characters around the first match, cut at spaces, with ellipses where cut. */
export function makeSnippet(
  text: string,
  ranges: TextRange[],
  radius = SNIPPET_RADIUS,
): { text: string; ranges: TextRange[] } | null {
  const first = ranges[0];
  if (!first) return null;
  let from = Math.max(0, first[0] - radius);
  let to = Math.min(text.length, first[1] + radius);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < first[0]) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > first[1]) to = space;
  }
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const shift = prefix.length - from;
  return {
    text: `${prefix}${text.slice(from, to).trim()}${suffix}`,
    ranges: ranges
      .filter(([start, end]) => start >= from && end <= to)
      .map(([start, end]) => [start + shift, end + shift]),
  };
}

function toResult(
  entry: IndexedDocument,
  score: number,
  ranges: Record<Field, [number, number][]>,
): SearchResult {
  const { doc, fields } = entry;
  const body = originalRanges(fields.body, ranges.body);
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    href: doc.href,
    highlights: {
      title: originalRanges(fields.title, ranges.title),
      description: originalRanges(fields.description, ranges.description),
      snippet: makeSnippet(fields.body.text, body),
    },
    score,
  };
}

const byRank = (a: { score: number; entry: IndexedDocument }, b: typeof a) =>
  b.score - a.score ||
  KIND_ORDER[a.entry.doc.kind] - KIND_ORDER[b.entry.doc.kind] ||
  a.entry.order - b.entry.order;

/**
 * Builds the index once. Ranking: title hits > description > body; within a field an exact word
 * beats a word start, which beats a match inside a word; the scores of all query words add up;
 * courses weigh a little more (KIND_WEIGHT). Ties go to courses before lessons before pages, then
 * to the documents' order (stable).
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const entries: IndexedDocument[] = documents.map((doc, order) => {
    const fields = {
      title: normalizeText(doc.title),
      description: normalizeText(doc.description),
      body: normalizeText(doc.body ?? ''),
    };
    const words = FIELDS.flatMap((name) =>
      fields[name].words.map(([start, end]) => fields[name].norm.slice(start, end)),
    );
    return { doc, order, fields, words: ` ${words.join(' ')}` };
  });

  return {
    size: entries.length,
    search(query, { category, limit = DEFAULT_LIMIT } = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const hits: {
        entry: IndexedDocument;
        score: number;
        ranges: Record<Field, [number, number][]>;
      }[] = [];
      for (const entry of entries) {
        if (category && entry.doc.category !== category) continue;
        let score = 0;
        const ranges = emptyRanges();
        let all = true;
        for (const term of terms) {
          const match = matchTermOrCompound(entry, term);
          if (!match) {
            all = false;
            break;
          }
          score += match.score * KIND_WEIGHT[entry.doc.kind];
          for (const name of FIELDS) ranges[name].push(...match.ranges[name]);
        }
        if (all) hits.push({ entry, score, ranges });
      }
      return hits
        .sort(byRank)
        .slice(0, limit)
        .map(({ entry, score, ranges }) => toResult(entry, score, ranges));
    },
    browse(category, limit = DEFAULT_LIMIT) {
      return entries
        .filter((entry) => entry.doc.category === category)
        .map((entry) => ({ entry, score: 0 }))
        .sort(byRank)
        .slice(0, limit)
        .map(({ entry }) => toResult(entry, 0, emptyRanges()));
    },
  };
}
