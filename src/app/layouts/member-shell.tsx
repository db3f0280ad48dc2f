import { IconMenu2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Group } from '@mantine/core';

import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { Logo } from '@/components/logo';
import { SyncIndicator } from '@/features/sync-status';

import { shellCopy } from '../copy';
import { BottomNav } from './bottom-nav';
import classes from './member-shell.module.css';
import { SideNav } from './side-nav';
import { StorageFullAlert } from './storage-full-alert';

type MemberShellProps = {
  children: ReactNode;
  /** Slot for the collapsible 'Månadens Tävling' panel (filled by the gamification feature). */
  competition?: ReactNode;
};

/** Frame of the members' app: a bottom bar on phones, a side column on wider screens. */
export function MemberShell({ children, competition }: MemberShellProps) {
  return (
    <div className={classes.shell}>
      <a className="skip-link" href="#main">
        {shellCopy.skipToContent}
      </a>
      <SideNav competition={competition} />
      <div className={classes.column}>
        <header className={classes.topBar}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              aria-label={shellCopy.homeLink}
              underline="never"
              c="inherit"
              className={classes.topLogo}
            >
              <Logo />
            </Anchor>
            <Group gap={4} ml="auto" wrap="nowrap">
              <SyncIndicator />
              <ColorSchemeToggle
                labels={{ dark: shellCopy.darkMode, light: shellCopy.lightMode }}
              />
              <ActionIcon
                component={Link}
                to="/menu"
                variant="subtle"
                color="gray"
                size={44}
                radius="xl"
                aria-label={shellCopy.menu}
                className={classes.topMenu}
              >
                <IconMenu2 size={24} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </header>
        <main id="main" tabIndex={-1} className={classes.main}>
          <StorageFullAlert />
          {children}
        </main>
        {competition && <div className={classes.mobileCompetition}>{competition}</div>}
      </div>
      <BottomNav />
    </div>
  );
}
