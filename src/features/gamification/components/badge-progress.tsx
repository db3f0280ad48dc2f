import { Group, Progress, Text } from '@mantine/core';

import { dashboardCopy } from '../dashboard-copy';

const copy = dashboardCopy.badges;

/** 'x av y' with a progressbar that says the same to screen readers. */
export function BadgeProgressBar({
  title,
  current,
  target,
  color,
  size = 'sm',
}: {
  title: string;
  current: number;
  target: number;
  color: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const text = copy.progress(current, target);
  const percent = target > 0 ? Math.min(100, (current / target) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <Progress.Root
        size={size}
        radius="xl"
        style={{ flex: 1 }}
        role="progressbar"
        aria-label={copy.progressLabel(title)}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={current}
        aria-valuetext={text}
      >
        <Progress.Section value={percent} color={color} withAria={false} />
      </Progress.Root>
      <Text
        size="xs"
        fw={700}
        c="dimmed"
        aria-hidden
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Text>
    </Group>
  );
}
