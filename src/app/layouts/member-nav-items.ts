import {
  IconHome2,
  IconTrophy,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

import { shellCopy } from '../copy';

export type MemberNavItem = {
  to: '/' | '/leaderboard' | '/vanner' | '/familj' | '/profile';
  label: string;
  icon: Icon;
};

/** Spec §2 bottom navigation: Hem, Topplist, Vänner, Profil (plus the floating add button). */
export const memberNavItems: readonly MemberNavItem[] = [
  { to: '/', label: shellCopy.bottomNav.home, icon: IconHome2 },
  { to: '/leaderboard', label: shellCopy.bottomNav.leaderboard, icon: IconTrophy },
  { to: '/vanner', label: shellCopy.bottomNav.friends, icon: IconUsersGroup },
  { to: '/profile', label: shellCopy.bottomNav.profile, icon: IconUserCircle },
];

/**
 * The bar for this member: a parent has no friends list (friends are teens'), so her fourth place
 * is the family instead (issue 41 §5).
 */
export function memberNavItemsFor(isParent: boolean): readonly MemberNavItem[] {
  if (!isParent) return memberNavItems;
  return memberNavItems.map((item) =>
    item.to === '/vanner' ? { to: '/familj', label: shellCopy.family, icon: IconUsers } : item,
  );
}
