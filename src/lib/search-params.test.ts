import { describe, expect, it } from 'vitest';

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
});
