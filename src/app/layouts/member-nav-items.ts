import {
  IconHome2,
  IconTrophy,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

import { shellCopy } from '../copy';

export type MemberNavItem = {
  to: '/' | '/leaderboard' | '/vanner' | '/profile';
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
