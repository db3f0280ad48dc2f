import {
  QUIZ_PASS_PERCENT,
  STREAK_MILESTONE_XP,
  STREAK_MILESTONES,
  type PointsCategory,
  type XpKind,
} from '@/lib/gamification';

/**
 * The names of the competition's rules in a teen's words, shared by /tavlingsregler's tables
 * (values.ts) and the in-app points explanations. The numbers come from src/lib/gamification.
 */

const points = (n: number) => (n === 1 ? '1 poäng' : `${n} poäng`);
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} eller ${items.at(-1)}`;

/** What each competition kind is, in a teen's words, and how often it counts. */
export const KIND_TEXT: Readonly<Partial<Record<XpKind, { label: string; detail: string }>>> = {
  no_spend_day: { label: 'Markerar en dag utan köp', detail: 'en gång per dag' },
  goal_deposit: {
    label: 'Sätter in egna pengar på ett sparmål',
    detail: 'första insättningen varje dag',
  },
  goal_milestone: {
    label: 'Når 25, 50 eller 75 % av ett sparmål',
    detail: 'en gång per mål och milstolpe',
  },
  goal_reached: { label: 'Når hela sparmålet', detail: 'en gång per mål' },
  budget_kept: { label: 'Håller veckobudgeten', detail: 'en gång per vecka' },
  lesson_completed: {
    label: 'Klarar en lektion',
    detail: 'en gång per lektion, när du också klarar quizet',
  },
  quiz_passed: {
    label: `Klarar quizet med minst ${QUIZ_PASS_PERCENT} % rätt`,
    detail: 'en gång per lektion',
  },
  streak_milestone: {
    label: `Har en streak på ${list(STREAK_MILESTONES.map(String))} dagar`,
    detail: `${STREAK_MILESTONES.map((days) => `${days} dagar: ${points(STREAK_MILESTONE_XP[days] ?? 0)}`).join(', ')} – en gång per milstolpe`,
  },
};

/** The kinds that give XP but no competition points, and why. */
export const NO_POINTS_TEXT: Readonly<Partial<Record<XpKind, string>>> = {
  purchase_logged: 'Att skriva upp köp och inkomster – att logga är inte att spara.',
  course_completed:
    'Bonusen när du klarar en hel kurs – lektionerna och quizen i kursen ger redan poäng.',
  task_approved: 'Uppdrag som en förälder godkänner – alla har inte en förälder som ger uppdrag.',
};

/** The daily categories (CATEGORY_DAILY_CAPS), named and explained. */
export const CATEGORY_TEXT: Readonly<Record<PointsCategory, { label: string; detail: string }>> = {
  learning: { label: 'Lärande', detail: 'lektioner och quiz' },
  saving: {
    label: 'Sparande',
    detail:
      'dina egna insättningar, milstolpar, nådda mål och sparmålspoäng – gåvor, ränta, veckopeng och belöningar räknas inte, och det som ingen förälder har bekräftat räknas bara en bit',
  },
  budget: { label: 'Budget', detail: 'dagar utan köp och hållen veckobudget' },
  streak: { label: 'Streak', detail: 'streak-milstolpar' },
};
