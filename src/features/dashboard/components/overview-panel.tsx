import { IconBolt, IconPigMoney, IconPlus, IconTrophy, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { formatInteger, formatKr } from '@/lib/format';

import { BADGES } from '../badges';
import { dashboardCopy } from '../copy';
import type { DashboardStats } from '../hooks/use-dashboard-stats';

const copy = dashboardCopy.overview;

function Stat({
  icon: Icon,
  color,
  label,
  value,
}: {
  icon: Icon;
  color: string;
  label: string;
  value: string;
}) {
  return (
    <Card padding="sm">
      <Stack gap={4} align="center" ta="center">
        <ThemeIcon variant="light" color={color} size={36} radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Text fz="lg" fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {label}
        </Text>
      </Stack>
    </Card>
  );
}

/** Översikt: this week's savings and XP, badges unlocked, and the add-purchase button. */
export function OverviewPanel({
  stats,
  children,
}: {
  stats: DashboardStats;
  children?: ReactNode;
}) {
  const earned = BADGES.filter((badge) => stats.earnedBadgeIds.has(badge.id)).length;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={3} spacing="xs">
        <Stat
          icon={IconPigMoney}
          color="green"
          label={copy.saved}
          value={formatKr(stats.weekSavedOre)}
        />
        <Stat
          icon={IconBolt}
          color="ember"
          label={copy.xp}
          value={copy.xpValue(formatInteger(stats.weekXp))}
        />
        <Stat
          icon={IconTrophy}
          color="violet"
          label={copy.badges}
          value={copy.badgesValue(earned, BADGES.length)}
        />
      </SimpleGrid>
      <Group gap="md">
        <LinkButton
          to="/add-transaction"
          size="lg"
          leftSection={<IconPlus size={20} aria-hidden />}
        >
          {copy.addPurchase}
        </LinkButton>
        <Text c="dimmed" size="sm">
          {copy.addHint}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}
