import { formatKr } from '@/lib/format';
import {
  CATEGORY_DAILY_CAPS,
  competitionKinds,
  DAILY_POINTS_CEILING,
  GOAL_MATURITY_HOURS,
  GOAL_POINTS_CAP,
  GOAL_POINTS_PER_DAY,
  MIN_SCORING_TARGET_ORE,
  OFFLINE_GRACE_HOURS,
  PRIZES,
  QUIZ_PASS_PERCENT,
  SCORING_GOALS,
  STREAK_MILESTONE_XP,
  STREAK_MILESTONES,
  XP_KINDS,
  XP_RULES,
  type PointsCategory,
  type XpKind,
} from '@/lib/gamification';

import type { InfoPageContent } from '../content-types';

/**
 * /tavlingsregler: the rules of 'Månadens Tävling' in plain Swedish. Every number comes from
 * src/lib/gamification (the same constants the server's copy is generated from), so the page
 * cannot drift from the rules the database enforces.
 */

const points = (n: number) => (n === 1 ? '1 poäng' : `${n} poäng`);
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} eller ${items.at(-1)}`;

/** What each competition kind is, in a teen's words, and how often it counts. */
export const KIND_TEXT: Readonly<Partial<Record<XpKind, { label: string; detail: string }>>> = {
  no_spend_day: { label: 'Markerar en dag utan köp', detail: 'en gång per dag' },
  goal_deposit: {
    label: 'Sätter in pengar på ett sparmål',
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
  saving: { label: 'Sparande', detail: 'insättningar, milstolpar, nådda mål och sparmålspoäng' },
  budget: { label: 'Budget', detail: 'dagar utan köp och hållen veckobudget' },
  streak: { label: 'Streak', detail: 'streak-milstolpar' },
};

const streakPoints = STREAK_MILESTONES.map((days) => STREAK_MILESTONE_XP[days] ?? 0);
const kindValue = (kind: XpKind) =>
  kind === 'streak_milestone'
    ? `${Math.min(...streakPoints)}–${Math.max(...streakPoints)} poäng`
    : points(XP_RULES[kind].xp);

const CATEGORIES = Object.keys(CATEGORY_DAILY_CAPS) as PointsCategory[];

export const competitionRulesCopy = {
  sections: [
    {
      id: 'kort',
      heading: 'Det viktigaste på en minut',
      blocks: [
        {
          kind: 'list',
          items: [
            'Tävlingen är gratis och frivillig. Du går med och lämnar när du vill.',
            'Du får poäng för hur du sparar och lär dig – aldrig för hur mycket pengar du har.',
            `Du kan få högst ${points(DAILY_POINTS_CEILING)} på en dag.`,
            'Det är Slantis server som räknar poängen, så reglerna är lika för alla.',
            'Flest poäng när månaden tar slut vinner. Har två lika många vinner den som kom dit först.',
          ],
        },
      ],
    },
    {
      id: 'poang',
      heading: 'Så får du poäng',
      blocks: [
        {
          kind: 'text',
          text: 'Det här ger tävlingspoäng. Du får lika många poäng som XP, och varje sak räknas bara så ofta som står i tabellen.',
        },
        {
          kind: 'table',
          caption: 'Poäng i Månadens Tävling',
          columns: ['Det här gör du', 'Poäng'],
          rows: [
            ...competitionKinds.map((kind) => ({
              label: KIND_TEXT[kind]?.label ?? kind,
              detail: KIND_TEXT[kind]?.detail,
              value: kindValue(kind),
            })),
            {
              label: 'Sparar mot dina egna sparmål',
              detail: `1 poäng per procent av målet som du sätter in den här månaden, högst ${GOAL_POINTS_CAP} per mål`,
              value: `högst ${points(GOAL_POINTS_CAP)}`,
            },
          ],
        },
      ],
    },
    {
      id: 'sparmal',
      heading: 'Poäng för dina sparmål',
      blocks: [
        {
          kind: 'list',
          items: [
            'Du får 1 poäng för varje procent av målet som du sätter in under månaden. Sätter du in 50 kr på ett mål på 1 000 kr blir det 5 poäng.',
            `Ett mål ger högst ${points(GOAL_POINTS_PER_DAY)} för varje dag du sätter in på det, och högst ${points(GOAL_POINTS_CAP)} på en månad.`,
            `Bara dina ${SCORING_GOALS} bästa mål räknas, och bara mål på minst ${formatKr(MIN_SCORING_TARGET_ORE)}.`,
            `Ett nytt mål måste vara ${GOAL_MATURITY_HOURS} timmar gammalt innan insättningar på det ger poäng. Då går det inte att skapa ett mål och fylla det direkt.`,
            'Tar du ut pengar från ett mål dras de av från månadens insättningar.',
          ],
        },
      ],
    },
    {
      id: 'inga-poang',
      heading: 'XP men inga tävlingspoäng',
      blocks: [
        {
          kind: 'text',
          text: 'De här sakerna ger XP, så du går upp i nivå, men de ger inga poäng i tävlingen:',
        },
        {
          kind: 'list',
          items: XP_KINDS.filter((kind) => !XP_RULES[kind].competition).map(
            (kind) => NO_POINTS_TEXT[kind] ?? kind,
          ),
        },
      ],
    },
    {
      id: 'tak',
      heading: `Högst ${points(DAILY_POINTS_CEILING)} om dagen`,
      blocks: [
        {
          kind: 'text',
          text: `Ingen kan få mer än ${points(DAILY_POINTS_CEILING)} på en dag, räknat från midnatt till midnatt svensk tid. Varje sorts poäng har också ett eget tak per dag. Gör du mer än taket räknas resten inte – men XP får du ändå.`,
        },
        {
          kind: 'table',
          caption: 'Tak per dag',
          columns: ['Sorts poäng', 'Högst per dag'],
          rows: [
            ...CATEGORIES.map((category) => ({
              label: CATEGORY_TEXT[category].label,
              detail: CATEGORY_TEXT[category].detail,
              value: points(CATEGORY_DAILY_CAPS[category]),
            })),
            { label: 'Allt tillsammans', value: points(DAILY_POINTS_CEILING) },
          ],
        },
      ],
    },
    {
      id: 'rattvist',
      heading: 'Rättvist för alla',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Servern räknar',
              text: 'Appen visar dina poäng direkt, även utan nät. Men det är Slantis server som räknar de riktiga poängen, med samma regler för alla. Blir det en annan siffra efter synken är det serverns som gäller.',
            },
            {
              term: 'Utan nät räknas också',
              text: `Det du gör utan nät räknas när appen synkar igen. Det kan gälla högst ${OFFLINE_GRACE_HOURS} timmar bakåt, och aldrig tiden innan du skapade ditt konto.`,
            },
            {
              term: 'Lektioner tar tid',
              text: 'Klarar du en lektion snabbare än någon hinner läsa den får du XP, men inga tävlingspoäng.',
            },
            {
              term: 'Servern rättar quizen',
              text: `Dina svar skickas till servern, som rättar dem. Lektionen och quizet ger poäng bara om servern räknar minst ${QUIZ_PASS_PERCENT} % rätt.`,
            },
            {
              term: 'Lika poäng',
              text: 'Har två personer lika många poäng hamnar den som nådde poängen först högst upp.',
            },
          ],
        },
      ],
    },
    {
      id: 'vem',
      heading: 'Vem kan vara med och vinna?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Du har ett konto av typen Ungdom/barn i Slantis och är 13–23 år.',
            'Du bor i Sverige.',
            'Du har själv valt att gå med i tävlingen. Föräldrar kan inte tävla.',
            'I topplistan syns du med ett smeknamn som du väljer, till exempel ”Modig Utter” – aldrig med ditt riktiga namn. De andra ser din nivå, din streak, dina badges och dina poäng, men aldrig dina kronor.',
            'Topplistan visas bara för unga 13–23 år och för dina egna föräldrar i Slantis.',
          ],
        },
      ],
    },
    {
      id: 'priser',
      heading: 'Priser och när de delas ut',
      blocks: [
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
          kind: 'list',
          items: [
            'Månaden stänger klockan 00:00 svensk tid den 1:a i nästa månad. Då låses topplistan.',
            'Vinnarna får veta det i appen och med e-post.',
            'Är du under 18 år bekräftar en förälder vart priset ska skickas.',
            'Vi skickar priset inom 30 dagar.',
            'Växer någons poäng orimligt snabbt granskar en person från Slantis kontot. Priset väntar tills kontot är godkänt.',
            'Veckans topplista stänger varje måndag. Den är för skojs skull och har inga priser.',
          ],
        },
      ],
    },
    {
      id: 'mer',
      heading: 'Läs mer',
      blocks: [
        {
          kind: 'links',
          items: [
            { label: 'XP, nivåer, badges och streaks', to: '/belöningar' },
            { label: 'Vanliga frågor', to: '/faq' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
