import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  isNickname,
  NICKNAME_ADJECTIVES,
  NICKNAME_ANIMALS,
  NICKNAME_SUGGESTIONS,
  nicknameInitials,
  suggestNicknames,
} from './nicknames';

const MIGRATION = join(
  process.cwd(),
  'supabase',
  'migrations',
  '20261125000300_league_nicknames.sql',
);

/** The words of `insert into private.<table> … unnest(array[…])` in the migration, in order. */
function sqlWords(table: string): string[] {
  const sql = readFileSync(MIGRATION, 'utf8');
  const start = sql.indexOf(`insert into private.${table}`);
  const block = sql.slice(start, sql.indexOf(';', start));
  const list = block.slice(block.indexOf('array['), block.indexOf(']'));
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/** A repeatable random source (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the word lists', () => {
  it('are the server’s lists, word for word and in order', () => {
    expect(sqlWords('nickname_adjectives')).toEqual([...NICKNAME_ADJECTIVES]);
    expect(sqlWords('nickname_animals')).toEqual([...NICKNAME_ANIMALS]);
  });

  it.each([
    ['adjectives', NICKNAME_ADJECTIVES],
    ['animals', NICKNAME_ANIMALS],
  ] as const)('%s: 40 different single words with a capital first letter', (_, words) => {
    expect(words).toHaveLength(40);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[A-ZÅÄÖ][a-zåäö]{1,19}$/);
  });

  it('has no words that are first names or insults (a guard list, not a proof)', () => {
    const banned = ['Björn', 'Lo', 'Örn', 'Falk', 'Svala', 'Varg', 'Gris', 'Svin', 'Åsna', 'Apa'];
    const all: readonly string[] = [...NICKNAME_ADJECTIVES, ...NICKNAME_ANIMALS];
    for (const word of [...banned, 'Dum', 'Tjock', 'Ful', 'Lat', 'Galen', 'Knäpp']) {
      expect(all).not.toContain(word);
    }
  });
});

describe('isNickname', () => {
  it.each([
    ['Modig Utter', true],
    ['Klurig Alpacka', true],
    ['modig utter', false],
    ['Modig  Utter', false],
    [' Modig Utter', false],
    ['Modig Utter ', false],
    ['Modig', false],
    ['Elsa L.', false],
    ['Dum Utter', false],
    ['Modig Gris', false],
    ['Modig Utter Räv', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isNickname(text)).toBe(expected);
  });
});

describe('nicknameInitials', () => {
  it.each([
    ['Modig Utter', 'MU'],
    ['Ärlig Älg', 'ÄÄ'],
    ['Glad', 'G'],
    ['', ''],
  ])('%j → %j', (nickname, initials) => {
    expect(nicknameInitials(nickname)).toBe(initials);
  });
});

describe('suggestNicknames', () => {
  it('gives four valid nicknames with four different adjectives and animals', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const names = suggestNicknames(NICKNAME_SUGGESTIONS, seeded(seed));
      expect(names).toHaveLength(4);
      for (const name of names) expect(isNickname(name)).toBe(true);
      expect(new Set(names.map((name) => name.split(' ')[0])).size).toBe(4);
      expect(new Set(names.map((name) => name.split(' ')[1])).size).toBe(4);
    }
  });

  it('leaves out the names to avoid, and survives a random source stuck on one value', () => {
    const stuck = () => 0;
    expect(suggestNicknames(3, stuck)).toEqual(['Modig Utter', 'Klok Räv', 'Glad Uggla']);
    const avoided = suggestNicknames(4, stuck, ['Modig Utter', 'Klok Räv']);
    expect(avoided).toHaveLength(4);
    expect(avoided).not.toContain('Modig Utter');
    expect(avoided).not.toContain('Klok Räv');
    for (const name of avoided) expect(isNickname(name)).toBe(true);
  });

  it.each([
    [0, 0],
    [-2, 0],
    [1, 1],
    [40, 40],
    [41, 40],
  ])('count %i → %i names', (count, length) => {
    expect(suggestNicknames(count, seeded(7))).toHaveLength(length);
  });
});
