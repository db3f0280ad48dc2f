import { IconMenu2 } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { ActionIcon, Box, Group } from '@mantine/core';

import { AfterFirstScreen } from '@/components/after-first-screen';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { DeviceUnlockBanner } from '@/features/auth';
import { useAuthStore } from '@/stores/auth-store';

import { shellCopy } from '../copy';
import { BottomNav } from './bottom-nav';
import { HomeLogoLink } from './home-logo-link';
import classes from './member-shell.module.css';
import { SideNav } from './side-nav';
import { StorageFullAlert } from './storage-full-alert';

// The top bar's extras and the competition panel come once the first screen is on show
// (ARCHITECTURE §4c): the page a member opened renders without their code. Lazy imports name
// the module itself: importing a feature's index would bring all of it.
const SyncIndicator = lazy(() =>
  import('@/features/sync-status/components/sync-indicator').then((module) => ({
    default: module.SyncIndicator,
  })),
);
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const CompetitionPanel = lazy(() =>
  import('@/features/competition/components/competition-panel').then((module) => ({
    default: module.CompetitionPanel,
  })),
);

const StepUpHost = lazy(() =>
  import('@/features/auth/two-factor/components/step-up-host').then((module) => ({
    default: module.StepUpHost,
  })),
);

/** Holds the bell's place (a 44 px button) until it arrives. */
const bellPlace = <Box w={44} h={44} aria-hidden />;

type MemberShellProps = {
  children: ReactNode;
};

/**
 * Frame of the members' app: a bottom bar on phones, a side column on wider screens. Teens
 * (roll 'barn') get the collapsible 'Månadens Tävling' panel above the bottom bar on phones and
 * in the side column on wider screens; parents do not take part and see no panel. New badges and
 * levels are celebrated over whatever page is open.
 */
export function MemberShell({ children }: MemberShellProps) {
  const isTeen = useAuthStore((state) => state.user?.role === 'barn');
  // On phones the leaderboard page says it all; the bar would only cover the list.
  const onLeaderboard = useRouterState({
    select: (state) => state.location.pathname === '/leaderboard',
  });
  const showCompetitionBar = isTeen && !onLeaderboard;
  return (
    <div className={classes.shell} data-competition-bar={showCompetitionBar || undefined}>
      <a className="skip-link" href="#main">
        {shellCopy.skipToContent}
      </a>
      <SideNav
        competition={
          isTeen ? (
            <AfterFirstScreen>
              <CompetitionPanel variant="side" />
            </AfterFirstScreen>
          ) : undefined
        }
      />
      <div className={classes.column}>
        <header className={classes.topBar}>
          <Group justify="space-between" wrap="nowrap">
            <HomeLogoLink className={classes.topLogo} />
            <Group gap={4} ml="auto" wrap="nowrap">
              <AfterFirstScreen>
                <SyncIndicator />
              </AfterFirstScreen>
              <AfterFirstScreen fallback={bellPlace}>
                <NotificationBell />
              </AfterFirstScreen>
              {/* On phones the toggle is on /menu: the bar has room for the logo and three
                  buttons only, down to a 320 px screen (issue 41). */}
              <Box visibleFrom="sm">
                <ColorSchemeToggle
                  labels={{ dark: shellCopy.darkMode, light: shellCopy.lightMode }}
                />
              </Box>
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
          <DeviceUnlockBanner />
          {children}
          <AfterFirstScreen>
            <StepUpHost />
          </AfterFirstScreen>
        </main>
        {showCompetitionBar && (
          <div className={classes.mobileCompetition}>
            <AfterFirstScreen>
              <CompetitionPanel variant="bar" />
            </AfterFirstScreen>
          </div>
        )}
      </div>
      <BottomNav />
    </div>
  );
}
