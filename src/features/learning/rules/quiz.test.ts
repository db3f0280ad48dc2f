import { describe, expect, it } from 'vitest';

import { neededToPass, quizPassed } from './quiz';

describe('quizPassed (60 %)', () => {
  it.each([
    [0, 0, true],
    [2, 4, false],
    [3, 5, true],
    [2, 3, true],
    [1, 3, false],
    [3, 4, true],
  ])('%i of %i → %s', (correct, questions, expected) => {
    expect(quizPassed(correct, questions, 0.6)).toBe(expected);
  });

  it.each([
    [3, 2],
    [4, 3],
    [5, 3],
  ])('%i questions need %i right', (questions, needed) => {
    expect(neededToPass(questions, 0.6)).toBe(needed);
    expect(quizPassed(needed, questions, 0.6)).toBe(true);
    expect(quizPassed(needed - 1, questions, 0.6)).toBe(false);
  });
});
