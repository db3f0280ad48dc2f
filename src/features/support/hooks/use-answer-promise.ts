import { useEffect, useState } from 'react';

import { answersWithinADay } from '../api/support-api';

/** How long one answer from the server holds for the pages of this visit. */
const FRESH_MS = 10 * 60_000;
let asked: { at: number; answer: Promise<boolean> } | null = null;

/**
 * Whether the pages may promise "svar inom 24 timmar": only once the server has said that no
 * ticket has waited a day for its first answer. Until then (loading, offline, prerendered HTML)
 * the pages say "så snart vi kan".
 */
export function useAnswerPromise(): boolean {
  const [promised, setPromised] = useState(false);
  useEffect(() => {
    if (!asked || Date.now() - asked.at > FRESH_MS) {
      asked = { at: Date.now(), answer: answersWithinADay() };
    }
    let current = true;
    void asked.answer.then((answer) => current && setPromised(answer));
    return () => {
      current = false;
    };
  }, []);
  return promised;
}

/** For tests: forget the last answer. */
export function forgetAnswerPromise(): void {
  asked = null;
}
