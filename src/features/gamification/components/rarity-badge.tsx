import { Badge } from '@mantine/core';

import type { BadgeRarity } from '@/lib/gamification';

import { rarityColors } from '../badge-display';
import { dashboardCopy } from '../dashboard-copy';

/**
 * Mantine's light yellow text is too pale on its own background (WCAG AA), so legendary gets a
 * darker gold in light mode.
 */
const TEXT: Partial<Record<BadgeRarity, string>> = {
  legendary: 'light-dark(#7a5000, var(--mantine-color-yellow-4))',
};

/** 'Vanlig', 'Sällsynt', 'Episk' or 'Legendarisk' in the rarity's colour. */
export function RarityBadge({
  rarity,
  size = 'sm',
  mt,
}: {
  rarity: BadgeRarity;
  size?: 'xs' | 'sm' | 'lg';
  mt?: 'auto';
}) {
  return (
    <Badge variant="light" color={rarityColors[rarity]} c={TEXT[rarity]} size={size} mt={mt}>
      {dashboardCopy.badges.rarity[rarity]}
    </Badge>
  );
}
