import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

import { useAuthStore } from '@/stores/auth-store';

import { shellCopy } from '../copy';
import { memberNavItemsFor, type MemberNavItem } from './member-nav-items';
import classes from './member-shell.module.css';

function NavTab({ item }: { item: MemberNavItem }) {
  const Icon = item.icon;
  return (
    <Link to={item.to} className={classes.tab} activeOptions={{ exact: item.to === '/' }}>
      <Icon size={24} aria-hidden />
      <span>{item.label}</span>
    </Link>
  );
}

/**
 * Phone navigation: Hem, Topplist, a raised add button, Vänner (a parent: Familj), Profil — all
 * within thumb reach.
 */
export function BottomNav() {
  const isParent = useAuthStore((state) => state.user?.role === 'foralder');
  const [home, leaderboard, friends, profile] = memberNavItemsFor(isParent);
  return (
    <nav aria-label={shellCopy.memberNav} className={classes.bottomNav}>
      {home && <NavTab item={home} />}
      {leaderboard && <NavTab item={leaderboard} />}
      <Link to="/add-transaction" className={classes.fab} aria-label={shellCopy.bottomNav.add}>
        <IconPlus size={30} stroke={2.5} aria-hidden />
      </Link>
      {friends && <NavTab item={friends} />}
      {profile && <NavTab item={profile} />}
    </nav>
  );
}
