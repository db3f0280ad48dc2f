import { expect, it } from 'vitest';

import { courseSearch, lessonSearch } from './schemas';

it("reads a course page's ?kurs= and ?lektion=, dropping what is not text", () => {
  expect(courseSearch({ kurs: 'budget-101', lektion: 2 })).toEqual({ kurs: 'budget-101' });
  expect(lessonSearch({ kurs: 'x', lektion: 'l1' })).toEqual({ lektion: 'l1' });
});
