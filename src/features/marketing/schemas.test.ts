import { expect, it } from 'vitest';

import { landingSearch } from './schemas';

it("reads the landing page's params as the page expects", () => {
  expect(landingSearch({ for: 'foraldrar', q: ' spara ' })).toEqual({
    for: 'foraldrar',
    q: 'spara',
  });
  expect(landingSearch({ for: 'lärare', q: 'x'.repeat(101) })).toEqual({});
});
