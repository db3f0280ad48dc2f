import { formatKr } from '@/lib/format';
import {
  BADGES,
  DAYS_PER_FREEZE,
  GOAL_POINTS_CAP,
  MAX_FREEZES,
  MIN_SCORING_TARGET_ORE,
  PRIZES,
  SCORING_GOALS,
  STREAK_MILESTONE_XP,
  STREAK_MILESTONES,
  XP_RULES,
  type BadgeRarity,
} from '@/lib/gamification';
import { MAX_XP_PER_LEVEL, xpToNext } from '@/lib/levels';

import type { InfoPageContent } from '../content-types';

const xp = (n: number) => `${n} XP`;
const badgeCount = (rarity: BadgeRarity) => {
  const count = BADGES.filter((badge) => badge.rarity === rarity).length;
  return count === 1 ? '1 badge' : `${count} badges`;
};
const streakXp = STREAK_MILESTONES.map(
  (days) => `${days} dagar: ${xp(STREAK_MILESTONE_XP[days] ?? 0)}`,
).join(', ');

/** /belöningar: XP, levels, badges, streaks and 'Månadens Tävling' (numbers from the rules). */
export const rewardsCopy = {
  sections: [
    {
      id: 'xp',
      heading: 'XP – poäng för att du har koll',
      blocks: [
        {
          kind: 'text',
          text: 'Du får XP, erfarenhetspoäng, när du gör saker som ger koll på pengarna. Det som går att upprepa har en gräns per dag eller vecka, så XP går inte att farma.',
        },
        {
          kind: 'table',
          caption: 'Så får du XP',
          columns: ['Det här gör du', 'XP'],
          rows: [
            {
              label: 'Skriver upp ett köp eller en inkomst',
              detail: '3 första varje dag 5 XP, de 3 nästa 2 XP',
              value: xp(XP_RULES.purchase_logged.xp),
            },
            {
              label: 'Markerar en dag utan köp',
              detail: 'en gång per dag',
              value: xp(XP_RULES.no_spend_day.xp),
            },
            {
              label: 'Sätter in på ett sparmål',
              detail: 'första insättningen varje dag',
              value: xp(XP_RULES.goal_deposit.xp),
            },
            {
              label: 'Når 25, 50 eller 75 % av ett sparmål',
              detail: 'en gång per mål och milstolpe',
              value: xp(XP_RULES.goal_milestone.xp),
            },
            {
              label: 'Når hela sparmålet',
              detail: 'en gång per mål',
              value: xp(XP_RULES.goal_reached.xp),
            },
            {
              label: 'Håller veckobudgeten',
              detail: 'en gång per vecka',
              value: xp(XP_RULES.budget_kept.xp),
            },
            {
              label: 'Klarar en lektion',
              detail: 'en gång per lektion',
              value: xp(XP_RULES.lesson_completed.xp),
            },
            {
              label: 'Klarar ett quiz med minst 60 % rätt',
              detail: 'en gång per lektion',
              value: xp(XP_RULES.quiz_passed.xp),
            },
            {
              label: 'Klarar en hel kurs',
              detail: 'kursens XP, en gång per kurs',
              value: `upp till ${xp(XP_RULES.course_completed.xp)}`,
            },
            {
              label: 'Gör ett uppdrag som en förälder godkänner',
              detail: 'uppdragets XP, en gång per uppdrag',
              value: `upp till ${xp(XP_RULES.task_approved.xp)}`,
            },
          ],
        },
      ],
    },
    {
      id: 'nivaer',
      heading: 'Nivåer',
      blocks: [
        {
          kind: 'text',
          text: `Med XP går du upp i nivå. Från nivå 1 till 2 behövs ${xp(xpToNext(1))}, sedan ${xp(50)} mer för varje nivå, tills varje ny nivå kostar ${xp(MAX_XP_PER_LEVEL)}. Nivån syns på din översikt och i topplistan.`,
        },
      ],
    },
    {
      id: 'badges',
      heading: `${BADGES.length} badges i fyra sällsyntheter`,
      blocks: [
        {
          kind: 'text',
          text: 'Badges låser du upp med det du gör – aldrig med kronor och aldrig med tur. Ju sällsyntare badge, desto mer tålamod krävs.',
        },
        {
          kind: 'rarities',
          items: [
            {
              rarity: 'common',
              label: 'Vanlig',
              count: badgeCount('common'),
              text: 'Första stegen: ditt första köp, sparmål eller quiz.',
            },
            {
              rarity: 'rare',
              label: 'Sällsynt',
              count: badgeCount('rare'),
              text: 'Vanor under 4–10 veckor, eller 10–25 gånger.',
            },
            {
              rarity: 'epic',
              label: 'Episk',
              count: badgeCount('epic'),
              text: 'Ett halvår av sparande eller hållen budget, fem nådda sparmål eller alla publika kurser.',
            },
            {
              rarity: 'legendary',
              label: 'Legendarisk',
              count: badgeCount('legendary'),
              text: 'Ett år av sparande eller hållen budget, alla kurser, nivå 20 eller 100 dagar i rad.',
            },
          ],
        },
      ],
    },
    {
      id: 'streaks',
      heading: 'Streaks och frysningar',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Daglig streak',
              text: 'En dag räknas när du skriver upp ett köp eller en inkomst, markerar en dag utan köp eller klarar en lektion. Din streak är hur många dagar i rad du har gjort det.',
            },
            {
              term: 'Frysningar',
              text: `Missar du en dag räddar en frysning din streak. Du tjänar en frysning för varje hel vecka (${DAYS_PER_FREEZE} dagar) i rad och kan ha högst ${MAX_FREEZES}. Frysningar går aldrig att köpa.`,
            },
            {
              term: 'Sparveckor',
              text: 'En vecka räknas när du sätter in på ett sparmål eller håller veckobudgeten. Sparveckorna är en egen streak.',
            },
            {
              term: 'Milstolpar',
              text: `Din dagliga streak ger extra XP – ${streakXp}.`,
            },
          ],
        },
      ],
    },
    {
      id: 'tavling',
      heading: 'Månadens Tävling',
      blocks: [
        {
          kind: 'text',
          text: 'Varje månad kan du tävla mot andra som använder Slantis. Det är frivilligt – du går med och lämnar när du vill. Tävlingen är för barn och unga, inte för föräldrar.',
        },
        {
          kind: 'table',
          caption: 'Månadens priser',
          columns: ['Placering', 'Pris'],
          rows: PRIZES.map(({ position, prize }) => ({
            label: `${position}:a plats`,
            value: prize,
          })),
        },
        {
          kind: 'links',
          items: [
            {
              label: 'Tävlingsregler',
              to: '/tavlingsregler',
              text: 'Hur poängen räknas, taket per dag, vem som kan vinna och hur priserna delas ut.',
            },
          ],
        },
      ],
    },
    {
      id: 'rattvist',
      heading: 'Rättvist – beteende, inte kronor',
      blocks: [
        {
          kind: 'text',
          text: 'Alla får inte lika mycket veckopeng, och många får ingen alls. Därför räknas aldrig hur många kronor du har eller sparar, bara hur du gör.',
        },
        {
          kind: 'list',
          items: [
            'Poäng får du för XP från sparande och lärande: insättningar, milstolpar, nådda mål, veckor med hållen budget, dagar utan köp, lektioner, quiz och streak-milstolpar.',
            `Plus upp till ${GOAL_POINTS_CAP} poäng per sparmål för hur stor del av målet du sparar under månaden – för dina ${SCORING_GOALS} bästa mål på minst ${formatKr(MIN_SCORING_TARGET_ORE)}.`,
            'Att skriva upp köp ger XP men inga tävlingspoäng – att logga är inte att spara.',
            'De andra ser ett smeknamn som du väljer, din nivå, streak, antal badges och poäng. Aldrig ditt namn, kronor, sparmål eller köp.',
          ],
        },
      ],
    },
    {
      id: 'lar-dig-mer',
      heading: 'Kom igång',
      blocks: [
        {
          kind: 'lessons',
          lessons: [
            { courseId: 'gratis-lektioner', lessonId: 'gratis-lektioner-vad-kostar-livet' },
          ],
        },
        {
          kind: 'links',
          items: [
            { label: 'Sparmål i Slantis', to: '/sparmal' },
            { label: 'Slantis för dig som är ung', to: '/ungdom' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
