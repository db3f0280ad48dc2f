import { DATA_PROTECTION_CONTACT, SUPERVISORY_AUTHORITY, SUPPORT_CONTACT } from '@/lib/contact';
import { formatKr } from '@/lib/format';
import {
  BADGES,
  CATEGORY_DAILY_CAPS,
  competitionKinds,
  DAILY_POINTS_CEILING,
  DAYS_PER_FREEZE,
  GOAL_MATURITY_HOURS,
  GOAL_MILESTONES,
  GOAL_POINTS_CAP,
  GOAL_POINTS_PER_DAY,
  MAX_FREEZES,
  MIN_SCORING_TARGET_ORE,
  OFFLINE_GRACE_HOURS,
  PRIZES,
  QUIZ_PASS_PERCENT,
  QUIZ_PRACTICE_XP,
  SCORING_GOALS,
  STREAK_MILESTONE_XP,
  STREAK_MILESTONES,
  UNCONFIRMED_SAVING_CAP,
  XP_KINDS,
  XP_RULES,
  type BadgeRarity,
  type XpKind,
} from '@/lib/gamification';
import { MAX_XP_PER_LEVEL, xpToNext } from '@/lib/levels';
import { RETENTION } from '@/lib/retention';

import type { InfoBlock } from '../content-types';
import { CATEGORY_TEXT, KIND_TEXT, NO_POINTS_TEXT } from './rule-texts';

/**
 * The values the pages of content/pages name: `{{name}}` (or `{{name.key}}`) in their text and
 * `:::data name` blocks (README § Writing pages). Each comes from the rules the app and the
 * server enforce, so a page cannot drift from them. A page that names a value missing here fails
 * the build (the page's module imports it by name).
 */

const points = (n: number) => (n === 1 ? '1 poäng' : `${n} poäng`);
const xpText = (n: number) => `${n} XP`;
const streakPoints = STREAK_MILESTONES.map((days) => STREAK_MILESTONE_XP[days] ?? 0);

// Plain values
export const dailyCeiling = points(DAILY_POINTS_CEILING);
export const goalPointsPerDay = points(GOAL_POINTS_PER_DAY);
export const goalPointsCap = points(GOAL_POINTS_CAP);
export const scoringGoals = String(SCORING_GOALS);
export const minScoringTarget = formatKr(MIN_SCORING_TARGET_ORE);
export const goalMaturityHours = String(GOAL_MATURITY_HOURS);
export const unconfirmedSavingCap = points(UNCONFIRMED_SAVING_CAP);
export const offlineGraceHours = String(OFFLINE_GRACE_HOURS);
export const quizPassPercent = String(QUIZ_PASS_PERCENT);
export const quizPracticeXp = xpText(QUIZ_PRACTICE_XP);
export const goalMilestones = GOAL_MILESTONES.map((percent) => `${percent} %`).join(', ');
export const badgeCount = String(BADGES.length);
export const xpFirstLevel = xpText(xpToNext(1));
export const xpMaxPerLevel = xpText(MAX_XP_PER_LEVEL);
export const daysPerFreeze = String(DAYS_PER_FREEZE);
export const maxFreezes = String(MAX_FREEZES);
export const streakXp = STREAK_MILESTONES.map(
  (days) => `${days} dagar: ${xpText(STREAK_MILESTONE_XP[days] ?? 0)}`,
).join(', ');
export const prizeList = PRIZES.map(({ position, prize }) => `plats ${position}: ${prize}`).join(
  ', ',
);

// Groups, named with a key: {{xp.goal_deposit}}, {{retention.sessionDays}}, {{support.email}}
export const xp = Object.fromEntries(
  XP_KINDS.map((kind) => [kind, xpText(XP_RULES[kind].xp)]),
) as Record<XpKind, string>;
export const retention = Object.fromEntries(
  Object.entries(RETENTION).map(([key, value]) => [key, String(value)]),
) as Record<keyof typeof RETENTION, string>;
export const support = SUPPORT_CONTACT;
export const dataProtection = DATA_PROTECTION_CONTACT;
export const supervisoryAuthority = SUPERVISORY_AUTHORITY;

// Blocks
const kindValue = (kind: XpKind) =>
  kind === 'streak_milestone'
    ? `${Math.min(...streakPoints)}–${Math.max(...streakPoints)} poäng`
    : points(XP_RULES[kind].xp);

/** What scores in the competition, one row per kind (src/lib/gamification's competitionKinds). */
export const pointsByKind: InfoBlock = {
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
};

/** The kinds that give XP but no competition points. */
export const noPointsKinds: InfoBlock = {
  kind: 'list',
  items: XP_KINDS.filter((kind) => !XP_RULES[kind].competition).map(
    (kind) => NO_POINTS_TEXT[kind] ?? kind,
  ),
};

const CATEGORIES = Object.keys(CATEGORY_DAILY_CAPS) as (keyof typeof CATEGORY_DAILY_CAPS)[];

/** Each points category's daily cap, and the ceiling of them all. */
export const dailyCaps: InfoBlock = {
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
};

/** The month's prizes. */
export const prizes: InfoBlock = {
  kind: 'table',
  caption: 'Månadens priser',
  columns: ['Placering', 'Pris'],
  rows: PRIZES.map(({ position, prize }) => ({ label: `${position}:a plats`, value: prize })),
};

const RARITY_TEXT: Record<BadgeRarity, { label: string; text: string }> = {
  common: { label: 'Vanlig', text: 'Första stegen: ditt första köp, sparmål eller quiz.' },
  rare: { label: 'Sällsynt', text: 'Vanor under 4–10 veckor, eller 10–25 gånger.' },
  epic: {
    label: 'Episk',
    text: 'Ett halvår av sparande eller hållen budget, fem nådda sparmål eller alla publika kurser.',
  },
  legendary: {
    label: 'Legendarisk',
    text: 'Ett år av sparande eller hållen budget, alla kurser, nivå 20 eller 100 dagar i rad.',
  },
};

/** The four rarities with how many badges each has. */
export const badgeRarities: InfoBlock = {
  kind: 'rarities',
  items: (Object.keys(RARITY_TEXT) as BadgeRarity[]).map((rarity) => {
    const count = BADGES.filter((badge) => badge.rarity === rarity).length;
    return {
      rarity,
      ...RARITY_TEXT[rarity],
      count: count === 1 ? '1 badge' : `${count} badges`,
    };
  }),
};
