import { Box, Group, Stack, Text } from '@mantine/core';

import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { Logo } from '@/components/logo';

import { shellCopy } from '../copy';
import classes from './public-layout.module.css';
import { SiteLinkGroups } from './site-link-groups';

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Stack gap="xs" mb="lg">
          <Group justify="space-between">
            <Logo />
            <Box hiddenFrom="sm">
              <ColorSchemeToggle
                labels={{ dark: shellCopy.darkMode, light: shellCopy.lightMode }}
              />
            </Box>
          </Group>
          <Text c="dimmed" size="sm">
            {shellCopy.tagline}
          </Text>
          <Text size="sm" fw={600}>
            {shellCopy.supportHours}
          </Text>
        </Stack>
        <SiteLinkGroups label={shellCopy.footerNav} />
      </div>
    </footer>
  );
}
