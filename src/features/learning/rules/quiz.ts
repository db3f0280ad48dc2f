/** The quiz as the player runs it: an answer per question, in order. */
export type QuizAnswer = { questionId: string; optionIndex: number; correct: boolean };

export const correctCount = (answers: readonly QuizAnswer[]): number =>
  answers.filter((answer) => answer.correct).length;

/** Passed with at least `share` of the answers right (an empty quiz passes). */
export function quizPassed(correct: number, questions: number, share: number): boolean {
  return questions === 0 || correct / questions >= share;
}

/** The fewest right answers that pass. */
export const neededToPass = (questions: number, share: number): number =>
  Math.ceil(questions * share - 1e-9);
