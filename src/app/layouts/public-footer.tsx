import { Link } from '@tanstack/react-router';
import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { Logo } from '@/components/logo';

import { footerGroups, shellCopy } from '../copy';
import classes from './public-layout.module.css';

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
        <SimpleGrid
          component="nav"
          aria-label={shellCopy.footerNav}
          cols={{ base: 2, sm: 4 }}
          spacing="lg"
        >
          {footerGroups.map((group) => (
            <Stack key={group.title} gap={6}>
              <Title order={2} fz="sm" tt="uppercase" c="dimmed">
                {group.title}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" underline="hover">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </div>
    </footer>
  );
}
