import { IconMenu2, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { LogoutButton } from '@/features/auth';
import { useAuthStore } from '@/stores/auth-store';

import { shellCopy } from '../copy';
import { HomeLogoLink } from './home-logo-link';
import { memberNavItemsFor } from './member-nav-items';
import classes from './member-shell.module.css';

/** Desktop navigation: the same destinations as the bottom bar, in a left column. */
export function SideNav({ competition }: { competition?: ReactNode }) {
  const isParent = useAuthStore((state) => state.user?.role === 'foralder');
  const items = memberNavItemsFor(isParent);
  return (
    <aside className={classes.side}>
      <HomeLogoLink />
      <LinkButton
        to="/add-transaction"
        size="md"
        fullWidth
        leftSection={<IconPlus size={20} aria-hidden />}
        my="lg"
      >
        {shellCopy.bottomNav.add}
      </LinkButton>
      <Stack component="nav" aria-label={shellCopy.memberNav} gap={4}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <Link
              key={item.to}
              to={item.to}
              className={classes.sideLink}
              activeOptions={{ exact: item.to === '/' }}
            >
              <Icon size={22} aria-hidden />
              {item.label}
            </Link>
          );
        })}
        {!isParent && (
          <Link to="/familj" className={classes.sideLink}>
            <IconUsers size={22} aria-hidden />
            {shellCopy.family}
          </Link>
        )}
        <Link to="/menu" className={classes.sideLink}>
          <IconMenu2 size={22} aria-hidden />
          {shellCopy.menu}
        </Link>
      </Stack>
      {competition && <div className={classes.sideCompetition}>{competition}</div>}
      <LogoutButton variant="subtle" color="gray" justify="flex-start" mt="auto" size="md" />
    </aside>
  );
}
