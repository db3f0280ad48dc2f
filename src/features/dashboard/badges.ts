import {
  IconBolt,
  IconCrown,
  IconHeart,
  IconShield,
  IconStar,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';

/** Spec §3 Badge: icon trophy, star, zap, heart, shield or crown; four rarities. */
export type BadgeRarity = 'common' | 'rare' | 'epic' | 'legendary';
export type BadgeIcon = 'trophy' | 'star' | 'zap' | 'heart' | 'shield' | 'crown';
export type BadgeDefinition = {
  id: string;
  title: string;
  description: string;
  icon: BadgeIcon;
  rarity: BadgeRarity;
};

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

/**
 * A starter catalogue; a badge counts as earned when db.earnedBadges holds its id.
 * (The unlock rules and a larger catalogue come with the gamification feature.)
 */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'first-purchase',
    title: 'Första köpet',
    description: 'Skriv upp ditt första köp.',
    icon: 'star',
    rarity: 'common',
  },
  {
    id: 'first-save',
    title: 'Första sparandet',
    description: 'Sätt in pengar på ett sparmål.',
    icon: 'heart',
    rarity: 'common',
  },
  {
    id: 'first-lesson',
    title: 'Första lektionen',
    description: 'Klara din första lektion.',
    icon: 'star',
    rarity: 'common',
  },
  {
    id: 'budget-master',
    title: 'Budgetmästare',
    description: 'Håll veckobudgeten en hel vecka.',
    icon: 'shield',
    rarity: 'rare',
  },
  {
    id: 'streak-7',
    title: 'Sju dagar i rad',
    description: 'Var med i Slantis sju dagar i rad.',
    icon: 'zap',
    rarity: 'rare',
  },
  {
    id: 'saved-1000',
    title: 'Sparare',
    description: 'Spara 1 000 kr i dina sparmål.',
    icon: 'trophy',
    rarity: 'epic',
  },
  {
    id: 'goal-reached',
    title: 'Målvakt',
    description: 'Nå ett sparmål.',
    icon: 'crown',
    rarity: 'epic',
  },
  {
    id: 'level-20',
    title: 'Slantis-legend',
    description: 'Nå nivå 20.',
    icon: 'crown',
    rarity: 'legendary',
  },
];
