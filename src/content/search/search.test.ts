import { describe, expect, it } from 'vitest';

import {
  createSearchIndex,
  makeSnippet,
  normalize,
  queryTerms,
  type SearchDocument,
  type TextRange,
} from '@/lib/search';

import { contentDocuments, coursePageHref } from './content-documents';
import { getSearchIndex } from './search-index';

const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  kind: 'lesson',
  title: '',
  description: '',
  body: '',
  category: 'Lektion',
  href: `/${id}`,
  ...fields,
});

const marked = (text: string, ranges: TextRange[]) =>
  ranges.map(([start, end]) => text.slice(start, end));

const docs: SearchDocument[] = [
  doc('sparmal', { title: 'Sätt ett sparmål', description: 'Spara mot något du vill ha.' }),
  doc('ranta', {
    title: 'Ränta på ränta',
    description: 'Så växer pengar.',
    body: 'När räntan läggs till kapitalet växer det snabbare.',
  }),
  doc('budget-body', {
    title: 'Veckans pengar',
    description: 'Koll på veckan.',
    body: 'En budget hjälper dig att se vart pengarna tar vägen.',
  }),
  doc('budget-title', { title: 'Din första budget', description: 'Steg för steg.' }),
  doc('cafe', { title: 'Café och fika', description: 'Små köp blir stora summor.' }),
  doc('konto', { title: 'Ungdomskonto', description: 'Ett konto för dig som är under 18.' }),
];
const index = createSearchIndex(docs);
const ids = (query: string, options?: Parameters<typeof index.search>[1]) =>
  index.search(query, options).map((result) => result.id);

describe('normalize', () => {
  it('folds case and Swedish diacritics (å→a, ä→a, ö→o, é→e)', () => {
    expect(normalize('Sparmål ÄR Öppet Café')).toBe('sparmal ar oppet cafe');
    expect(queryTerms('  Ränta, på   RÄNTA! ')).toEqual(['ranta', 'pa']);
    expect(queryTerms(' — ')).toEqual([]);
  });
});

describe('createSearchIndex', () => {
  it('matches without diacritics: sparmal finds Sparmål, ranta finds Ränta, cafe finds Café', () => {
    expect(ids('sparmal')).toEqual(['sparmal']);
    expect(ids('ranta')[0]).toBe('ranta');
    expect(ids('cafe')).toEqual(['cafe']);
    expect(ids('RÄNTA')[0]).toBe('ranta');
  });

  it('matches word starts: spar finds Sparmål and Spara', () => {
    expect(ids('spar')).toEqual(['sparmal']);
    expect(ids('arm')).toEqual([]);
  });

  it('requires every query word (AND)', () => {
    expect(ids('ränta kapitalet')).toEqual(['ranta']);
    expect(ids('ränta budget')).toEqual([]);
    expect(ids('budget veckans')).toEqual(['budget-body']);
  });

  it('ranks title hits above body hits, and exact words above word starts', () => {
    expect(ids('budget')).toEqual(['budget-title', 'budget-body']);
    const exact = createSearchIndex([
      doc('prefix', { title: 'Budgetering' }),
      doc('exact', { title: 'Budget' }),
    ]);
    expect(exact.search('budget').map((result) => result.id)).toEqual(['exact', 'prefix']);
  });

  it('puts a course before lessons with the same match, then keeps the given order', () => {
    const tie = createSearchIndex([
      doc('lesson-a', { title: 'Spara' }),
      doc('course', { title: 'Spara', kind: 'course' }),
      doc('lesson-b', { title: 'Spara' }),
    ]);
    expect(tie.search('spara').map((result) => result.id)).toEqual([
      'course',
      'lesson-a',
      'lesson-b',
    ]);
  });

  it('finds words inside compounds, and compound queries by their parts', () => {
    expect(ids('konto')).toEqual(['konto']);
    // 'budget' alone is enough; a title hit still ranks above both parts in the body.
    expect(ids('budgethjälp')).toEqual(['budget-title', 'budget-body']);
    const [body] = index.search('budgethjälp', { category: 'Lektion' }).slice(1);
    const snippet = body!.highlights.snippet!;
    expect(marked(snippet.text, snippet.ranges)).toEqual(['budget', 'hjälp']);
    expect(ids('xyzzyqq')).toEqual([]);
  });

  it('marks the matched word parts in the original text', () => {
    const [sparmal] = index.search('sparmal');
    expect(sparmal!.highlights.title).toEqual([[9, 16]]);
    expect(marked('Sätt ett sparmål', sparmal!.highlights.title)).toEqual(['sparmål']);

    const [ranta] = index.search('ränt');
    expect(marked(ranta!.title, ranta!.highlights.title)).toEqual(['Ränt', 'ränt']);
    const snippet = ranta!.highlights.snippet!;
    expect(marked(snippet.text, snippet.ranges)).toEqual(['ränt']);
  });

  it('gives no results for an empty or blank query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
    expect(index.search('?!')).toEqual([]);
  });

  it('filters by category and browses a category', () => {
    const categorised = createSearchIndex([
      doc('a', { title: 'Spara', category: 'Sparande' }),
      doc('b', { title: 'Spara mer', category: 'Budget' }),
    ]);
    expect(categorised.search('spara', { category: 'Budget' }).map((r) => r.id)).toEqual(['b']);
    expect(categorised.browse('Sparande').map((r) => r.id)).toEqual(['a']);
  });
});

describe('makeSnippet', () => {
  it('cuts about 60 characters around the first match at spaces, with ellipses', () => {
    const words = Array.from({ length: 40 }, (_, n) => `ord${n}`);
    words[20] = 'MATCH';
    const text = words.join(' ');
    const at = text.indexOf('MATCH');
    const snippet = makeSnippet(text, [[at, at + 5]])!;
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(5 + 2 * 60 + 2);
    expect(marked(snippet.text, snippet.ranges)).toEqual(['MATCH']);
    expect(makeSnippet('kort text', [])).toBeNull();
  });
});

describe('the real content index', () => {
  it('links courses and lessons to their course pages', () => {
    expect(coursePageHref('budgetering-101')).toBe('/kurser/publika/kurs?kurs=budgetering-101');
    expect(coursePageHref('forsta-jobbet', 'x')).toBe(
      '/kurser/medlemmar/kurs?kurs=forsta-jobbet&lektion=x',
    );
    expect(coursePageHref('sakerhet', 'y')).toBe('/sakerhet/kurs?lektion=y');
    expect(coursePageHref('kom-igang-med-slantis')).toBe('/app/kurs');
  });

  it('indexes every course and lesson, and "budget" finds Budgetering 101 first', () => {
    const documents = contentDocuments();
    const index = getSearchIndex();
    expect(index.size).toBe(documents.length);
    const budgetCourse = documents.find((d) => d.id === 'course:budgetering-101');
    if (!budgetCourse) return; // content not written yet
    const [first] = index.search('budget');
    expect(first?.title).toBe(budgetCourse.title);
    expect(first?.category).toBe('Budget');
    expect(first?.href).toBe('/kurser/publika/kurs?kurs=budgetering-101');
    for (const query of ['sparmål', 'ranta', 'veckopeng']) {
      expect(index.search(query).length, query).toBeGreaterThan(0);
    }
  });
});
