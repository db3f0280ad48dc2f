import { IconBolt, IconPigMoney, IconPlus, IconTrophy, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { formatInteger, formatKr } from '@/lib/format';

import { BADGES } from '../badge-display';
import { dashboardCopy } from '../dashboard-copy';
import type { WeekStats } from '../hooks/use-week-stats';
import { blank, Placeholder } from './placeholder';

const copy = dashboardCopy.overview;

function Stat({
  icon: Icon,
  color,
  label,
  value,
  loading,
}: {
  icon: Icon;
  color: string;
  label: string;
  value: string;
  loading: boolean;
}) {
  return (
    <Card padding="sm" aria-busy={loading || undefined}>
      <Stack gap={4} align="center" ta="center">
        <ThemeIcon variant="light" color={color} size={36} radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Placeholder loading={loading}>
          <Text fz="lg" fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {loading ? blank(value) : value}
          </Text>
        </Placeholder>
        <Text size="xs" c="dimmed" lh={1.3}>
          {label}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Översikt: this week's savings and XP, badges unlocked, and the add-purchase button. Without
 * `week` or `earned` (loading) the numbers are skeletons of the same size.
 */
export function OverviewPanel({
  week,
  earned,
  children,
}: {
  week?: WeekStats;
  earned?: ReadonlySet<string>;
  children?: ReactNode;
}) {
  const earnedCount = earned ? BADGES.filter((badge) => earned.has(badge.id)).length : 0;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={3} spacing="xs">
        <Stat
          icon={IconPigMoney}
          color="green"
          label={copy.saved}
          value={formatKr(week?.weekSavedOre ?? 0)}
          loading={!week}
        />
        <Stat
          icon={IconBolt}
          color="ember"
          label={copy.xp}
          value={copy.xpValue(formatInteger(week?.weekXp ?? 0))}
          loading={!week}
        />
        <Stat
          icon={IconTrophy}
          color="violet"
          label={copy.badges}
          value={copy.badgesValue(earnedCount, BADGES.length)}
          loading={!earned}
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
