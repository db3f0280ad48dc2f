import { describe, expect, it } from 'vitest';

import { countWords, lessonWords } from './lesson-words';
import type { Block } from './types';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['En budget är en plan.', 5],
    ['Elin är 14 och får 400 kr', 7],
    ['spara – eller slösa', 3],
    ['100 kr = 10 000 öre', 5],
    ['e-post, sms\noch  Swish!', 4],
    ['Rätt! Du bestämmer.', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('lessonWords', () => {
  const block = (b: Block) => b;
  it.each([
    ['no blocks', [], undefined, 0],
    ['a paragraph', [block({ kind: 'paragraph', text: 'Ett två tre' })], undefined, 3],
    [
      'a heading and a tip',
      [block({ kind: 'heading', text: 'Rubrik' }), block({ kind: 'tip', text: 'Spara först' })],
      undefined,
      3,
    ],
    ['a warning', [block({ kind: 'warning', text: 'Dela aldrig koden' })], undefined, 3],
    ['a list', [block({ kind: 'list', items: ['ett', 'två tre'] })], undefined, 3],
    [
      'an example with its title',
      [block({ kind: 'example', title: 'Elins vecka', text: 'Hon får 100 kr' })],
      undefined,
      6,
    ],
    [
      'steps with their titles',
      [
        block({
          kind: 'steps',
          items: [
            { title: 'Steg ett', text: 'Öppna appen' },
            { title: 'Klart', text: 'Bra' },
          ],
        }),
      ],
      undefined,
      6,
    ],
    [
      "'Testa själv'",
      [block({ kind: 'paragraph', text: 'Läs' })],
      { text: 'Skriv ner tre saker', action: 'none' as const },
      5,
    ],
  ])('%s', (_name, body, tryIt, words) => {
    expect(lessonWords({ body, tryIt })).toBe(words);
  });
});
