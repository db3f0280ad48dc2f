import { describe, expect, it } from 'vitest';

import { FAQ_ENTRIES, FAQ_TOPICS } from '../faq-content';
import { searchFaq } from './faq-search';

const ids = (query: string) => searchFaq(query).map((hit) => hit.id);

describe('searchFaq', () => {
  it.each([
    ['lösenord', 'glomt-losenord'],
    ['LÖSENORDET', 'glomt-losenord'],
    ['personnummer', 'personnummer'],
    ['offline', 'offline'],
    ['installera', 'installera'],
    ['radera konto', 'radera-konto'],
    ['veckobudget', 'veckobudget'],
    ['bank', 'ar-det-en-bank'],
    ['uppdrag', 'uppdrag'],
    ['tävling', 'manadens-tavling'],
  ])('%j finds %s first', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it('marks the matched words in the question', () => {
    const [hit] = searchFaq('lösenord');
    const question = FAQ_ENTRIES.find((entry) => entry.id === hit?.id)?.question ?? '';
    const [[start, end] = [0, 0]] = hit?.highlights.title ?? [];
    expect(question.slice(start, end).toLowerCase()).toBe('lösenord');
  });

  it('finds nothing for an empty query or a word nobody wrote', () => {
    expect(searchFaq('   ')).toEqual([]);
    expect(searchFaq('zebrarandig')).toEqual([]);
  });

  it('every entry has a unique id (they are page anchors)', () => {
    const all = FAQ_TOPICS.flatMap((topic) => [topic.id, ...topic.entries.map((e) => e.id)]);
    expect(new Set(all).size).toBe(all.length);
  });
});
