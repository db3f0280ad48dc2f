import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Anchor, Box, Group } from '@mantine/core';

import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LinkButton } from '@/components/link-button';
import { useAuthStore } from '@/stores/auth-store';

import { headerLinks, shellCopy } from '../copy';
import { HeaderSearch, VISITOR_SEARCH_ANCHOR } from './header-search';
import { HomeLogoLink } from './home-logo-link';
import classes from './public-layout.module.css';

export function PublicHeader() {
  const signedIn = useAuthStore((state) => state.user !== null);

  return (
    <header className={classes.header}>
      <Group className={classes.headerInner} justify="space-between" wrap="nowrap" gap="sm">
        <HomeLogoLink compactOnPhone />

        <Group component="nav" aria-label={shellCopy.mainNav} gap="lg" visibleFrom="md">
          {headerLinks.map((link) => (
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              className={classes.navLink}
              underline="never"
            >
              {link.label}
            </Anchor>
          ))}
        </Group>

        <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
          <Box visibleFrom="sm">
            <HeaderSearch signedIn={signedIn} />
          </Box>
          {/* A visitor searches the public site (the landing's search); a member her own data too. */}
          <ActionIcon
            component={Link}
            to={signedIn ? '/search' : '/'}
            hash={signedIn ? undefined : VISITOR_SEARCH_ANCHOR}
            hiddenFrom="sm"
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={shellCopy.search}
          >
            <IconSearch size={22} aria-hidden />
          </ActionIcon>
          <Box visibleFrom="sm">
            <ColorSchemeToggle labels={{ dark: shellCopy.darkMode, light: shellCopy.lightMode }} />
          </Box>
          {/* 44 px tall like every tap target; narrower sides on the smallest phones. */}
          {signedIn ? (
            <LinkButton to="/app" size="sm" h={44}>
              {shellCopy.toApp}
            </LinkButton>
          ) : (
            <>
              <LinkButton to="/login" variant="subtle" size="sm" h={44} px={8}>
                {shellCopy.login}
              </LinkButton>
              <LinkButton to="/bli-kund" size="sm" h={44} px={{ base: 10, xs: 14 }}>
                {shellCopy.join}
              </LinkButton>
            </>
          )}
        </Group>
      </Group>
    </header>
  );
}
