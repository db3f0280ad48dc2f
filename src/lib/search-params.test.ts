import { describe, expect, it } from 'vitest';

import { courseSearch } from '@/features/learning/schemas';
import { landingSearch } from '@/features/marketing/schemas';

import { oneOfParam, searchParams, textParam } from './search-params';

describe('search param readers', () => {
  it('keeps the values a route accepts and drops the rest, never throwing', () => {
    const read = searchParams({
      flik: oneOfParam(['profil', 'sakerhet']),
      kod: textParam({ trim: true, maxLength: 8 }),
      visa: textParam({ pattern: /^[0-9a-f-]{36}$/ }),
    });
    expect(read({ flik: 'sakerhet', kod: '  K7QX3MZA ', other: 'x' })).toEqual({
      flik: 'sakerhet',
      kod: 'K7QX3MZA',
    });
    expect(read({ flik: 'admin', kod: 'K7QX3MZA-too-long', visa: 'not-an-id' })).toEqual({});
    // The router parses ?kod=123 as a number and ?flik={"a":1} as an object: neither is text.
    expect(read({ kod: 123, flik: { a: 1 } })).toEqual({});
  });

  it("reads the landing page's and the course pages' params as their pages expect", () => {
    expect(landingSearch({ for: 'foraldrar', q: ' spara ' })).toEqual({
      for: 'foraldrar',
      q: 'spara',
    });
    expect(landingSearch({ for: 'lärare', q: 'x'.repeat(101) })).toEqual({});
    expect(courseSearch({ kurs: 'budget-101', lektion: 2 })).toEqual({ kurs: 'budget-101' });
  });
});
