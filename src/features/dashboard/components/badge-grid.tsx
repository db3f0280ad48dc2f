import { IconLock } from '@tabler/icons-react';
import { Badge, Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';

import { badgeIcons, BADGES, rarityColors } from '../badges';
import { dashboardCopy } from '../copy';

const copy = dashboardCopy.badges;

/** Spec §4 Badge: earned = coloured with 'Uppnådd!'; not earned = greyed and faded. */
export function BadgeGrid({ earned }: { earned: ReadonlySet<string> }) {
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      component="ul"
      aria-label={copy.gridLabel}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {BADGES.map((badge) => {
        const isEarned = earned.has(badge.id);
        const Icon = badgeIcons[badge.icon];
        const color = rarityColors[badge.rarity];
        return (
          <li key={badge.id}>
            <Card
              h="100%"
              padding="md"
              data-earned={isEarned}
              style={isEarned ? undefined : { opacity: 0.6, filter: 'grayscale(1)' }}
            >
              <Stack gap={6} align="center" ta="center">
                <ThemeIcon
                  size={56}
                  radius="xl"
                  variant={isEarned ? 'filled' : 'light'}
                  color={isEarned ? color : 'gray'}
                  aria-hidden
                >
                  {isEarned ? <Icon size={30} /> : <IconLock size={26} />}
                </ThemeIcon>
                <Text fw={700}>{badge.title}</Text>
                <Text size="sm" c="dimmed">
                  {badge.description}
                </Text>
                <Badge variant="light" color={isEarned ? color : 'gray'}>
                  {copy.rarity[badge.rarity]}
                </Badge>
                <Text size="sm" fw={700} c={isEarned ? undefined : 'dimmed'}>
                  {isEarned ? copy.earned : copy.locked}
                </Text>
              </Stack>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
