import { IconBolt } from '@tabler/icons-react';
import { Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { formatInteger } from '@/lib/format';
import type { LevelProgress } from '@/lib/levels';

import { dashboardCopy } from '../copy';

const copy = dashboardCopy.level;

/** Spec §3 Level card: level, currentXp / xpToNext, totalXp. */
export function LevelCard({ level }: { level: LevelProgress }) {
  const percent = (level.currentXp / level.xpToNext) * 100;
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="ember" size={44} radius="xl" aria-hidden>
            <IconBolt size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {copy.title(level.level)}
            </Title>
            <Text size="sm" c="dimmed">
              {copy.total(formatInteger(level.totalXp))}
            </Text>
          </div>
        </Group>
        <Text fz={28} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {copy.progress(formatInteger(level.currentXp), formatInteger(level.xpToNext))}
        </Text>
        <Progress
          value={percent}
          color="ember"
          size="lg"
          radius="xl"
          aria-label={copy.progressLabel}
        />
        <Text fw={600}>
          {copy.next(formatInteger(level.xpToNext - level.currentXp), level.level + 1)}
        </Text>
      </Stack>
    </Card>
  );
}
