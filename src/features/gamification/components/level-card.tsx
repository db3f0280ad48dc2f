import { IconBolt } from '@tabler/icons-react';
import { Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { formatInteger } from '@/lib/format';
import { levelFromXp, type LevelProgress } from '@/lib/levels';

import { dashboardCopy } from '../dashboard-copy';
import { blank, Placeholder } from './placeholder';

const copy = dashboardCopy.level;
/** What the skeleton is shaped after: the spec's sample card (same lines, about the same widths). */
const SAMPLE = levelFromXp(2_840);

function texts(level: LevelProgress) {
  return {
    title: copy.title(level.level),
    total: copy.total(formatInteger(level.totalXp)),
    progress: copy.progress(formatInteger(level.currentXp), formatInteger(level.xpToNext)),
    next: copy.next(formatInteger(level.xpToNext - level.currentXp), level.level + 1),
  };
}

/**
 * Spec §3 Level card: level, currentXp / xpToNext, totalXp. Without `level` (still loading) it
 * shows a skeleton of the same size, so the cards below do not move.
 */
export function LevelCard({ level }: { level?: LevelProgress }) {
  const loading = !level;
  const shown = level ?? SAMPLE;
  const percent = (shown.currentXp / shown.xpToNext) * 100;
  const real = texts(shown);
  const text = loading
    ? {
        title: blank(real.title),
        total: blank(real.total),
        progress: blank(real.progress),
        next: blank(real.next),
      }
    : real;
  return (
    <Card h="100%" aria-busy={loading || undefined} data-testid="level-card">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="ember" size={44} radius="xl" aria-hidden>
            <IconBolt size={24} />
          </ThemeIcon>
          <div>
            <Placeholder loading={loading}>
              <Title order={2} size="h4">
                {text.title}
              </Title>
            </Placeholder>
            <Placeholder loading={loading}>
              <Text size="sm" c="dimmed">
                {text.total}
              </Text>
            </Placeholder>
          </div>
        </Group>
        <Placeholder loading={loading}>
          <Text fz={28} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {text.progress}
          </Text>
        </Placeholder>
        <Progress
          value={loading ? 0 : percent}
          color="ember"
          size="lg"
          radius="xl"
          aria-label={copy.progressLabel}
          aria-hidden={loading || undefined}
        />
        <Placeholder loading={loading}>
          <Text fw={600}>{text.next}</Text>
        </Placeholder>
      </Stack>
    </Card>
  );
}
