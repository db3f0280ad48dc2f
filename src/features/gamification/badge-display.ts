import {
  IconBolt,
  IconCrown,
  IconHeart,
  IconShield,
  IconStar,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import type React from 'react';

import {
  BADGES,
  isEarned,
  type Badge,
  type BadgeIcon,
  type BadgeRarity,
  type BehaviourStats,
} from '@/lib/gamification';

/** Spec §3 Badge icons: trophy, star, zap, heart, shield, crown (Tabler's bolt is the zap). */
export const badgeIcons: Record<BadgeIcon, Icon> = {
  trophy: IconTrophy,
  star: IconStar,
  zap: IconBolt,
  heart: IconHeart,
  shield: IconShield,
  crown: IconCrown,
};

/** DESIGN.md: common = grey, rare = blue, epic = violet, legendary = gold. */
export const rarityColors: Record<BadgeRarity, string> = {
  common: 'gray',
  rare: 'blue',
  epic: 'violet',
  legendary: 'yellow',
};

/** Easiest first, as the catalogue grows in effort. */
export const RARITY_ORDER: readonly BadgeRarity[] = ['common', 'rare', 'epic', 'legendary'];

export type RarityGroup = { rarity: BadgeRarity; badges: readonly Badge[] };

/** The catalogue grouped by rarity (catalogue order inside each group). */
export const BADGES_BY_RARITY: readonly RarityGroup[] = RARITY_ORDER.map((rarity) => ({
  rarity,
  badges: BADGES.filter((badge) => badge.rarity === rarity),
}));

export { BADGES };

/** Custom properties for a plain element's style (React's CSSProperties does not list them). */
export const cssVars = (vars: Record<`--${string}`, string>) => vars as React.CSSProperties;

/**
 * The badges to show as earned: those the device has recorded, plus any whose rule the counts
 * already meet (the gamification engine records those moments later, e.g. after a sync pull),
 * so the grid, the count and 'Nästa badge' always agree.
 */
export function shownEarnedIds(
  stats: BehaviourStats,
  recorded: ReadonlySet<string>,
): ReadonlySet<string> {
  const ids = new Set(recorded);
  for (const badge of BADGES) if (isEarned(badge, stats)) ids.add(badge.id);
  return ids;
}
