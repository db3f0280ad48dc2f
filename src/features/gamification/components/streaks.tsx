import {
  IconCircleCheckFilled,
  IconFlame,
  IconInfoCircle,
  IconPigMoney,
  IconShield,
  IconShieldFilled,
} from '@tabler/icons-react';
import { ActionIcon, Group, Popover, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';

import { MAX_FREEZES, type CheckInStreak, type WeeklySavingStreak } from '@/lib/gamification';

import { dashboardCopy } from '../dashboard-copy';
import { blank, Placeholder } from './placeholder';

const copy = dashboardCopy.streaks;
/** The freezes block is this tall, loaded or not (no shift). */
const FREEZES_HEIGHT = 50;

function StreakValue({ value, loading }: { value: string; loading: boolean }) {
  return (
    <Placeholder loading={loading}>
      <Text fz={26} fw={800} lh={1.15} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Placeholder>
  );
}

/** Streak freezes held (0–2) as small shields, with what a freeze is behind an info button. */
function Freezes({ held }: { held: number }) {
  const label = copy.freezes.label(held, MAX_FREEZES);
  return (
    <Stack gap={0} h={FREEZES_HEIGHT} justify="center">
      <Group gap={0} wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed">
          {copy.freezes.title}
        </Text>
        <Popover width={260} position="top" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={28}
              radius="xl"
              aria-label={copy.freezes.info}
            >
              <IconInfoCircle size={17} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{copy.freezes.explain}</Text>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Group gap={2} wrap="nowrap" role="img" aria-label={label} data-freezes={held}>
          {Array.from({ length: MAX_FREEZES }, (_, index) =>
            index < held ? (
              <IconShieldFilled key={index} size={20} color="var(--mantine-color-blue-6)" />
            ) : (
              <IconShield key={index} size={20} color="var(--mantine-color-dimmed)" />
            ),
          )}
        </Group>
        <Text size="sm" fw={700} aria-hidden>
          {copy.freezes.count(held, MAX_FREEZES)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The daily money check-in streak: days in a row, whether today is done, and the freezes held.
 * Without `streak` (loading) it keeps its size with skeletons.
 */
export function CheckInStreakDisplay({ streak }: { streak?: CheckInStreak }) {
  const loading = !streak;
  const days = streak?.current ?? 0;
  const status = !streak
    ? blank(copy.checkIn.keepGoing)
    : streak.todayDone
      ? copy.checkIn.todayDone
      : streak.alive
        ? copy.checkIn.keepGoing
        : copy.checkIn.start;
  return (
    <Stack gap={6} data-testid="check-in-streak" aria-busy={loading || undefined}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon
          variant={streak?.todayDone ? 'filled' : 'light'}
          color="ember"
          size={36}
          radius="xl"
          aria-hidden
        >
          <IconFlame size={22} />
        </ThemeIcon>
        <Text size="sm" fw={600} c="dimmed" lh={1.2}>
          {copy.checkIn.title}
        </Text>
      </Group>
      <StreakValue
        value={loading ? blank('12 dagar') : copy.checkIn.value(days)}
        loading={loading}
      />
      <Placeholder loading={loading}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {streak?.todayDone && (
            <IconCircleCheckFilled
              size={16}
              color="var(--mantine-color-green-7)"
              aria-hidden
              style={{ flex: 'none', marginTop: 2 }}
            />
          )}
          <Text size="sm" fw={streak?.todayDone ? 600 : 400} lh={1.35}>
            {status}
          </Text>
        </Group>
      </Placeholder>
      {streak ? (
        <Freezes held={streak.freezesHeld} />
      ) : (
        <Skeleton h={FREEZES_HEIGHT} w={120} radius="md" />
      )}
    </Stack>
  );
}

/** The weekly saving streak in weeks. */
export function SavingStreakDisplay({ streak }: { streak?: WeeklySavingStreak }) {
  const loading = !streak;
  return (
    <Stack gap={6} data-testid="saving-streak" aria-busy={loading || undefined}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="slantis" size={36} radius="xl" aria-hidden>
          <IconPigMoney size={22} />
        </ThemeIcon>
        <Text size="sm" fw={600} c="dimmed" lh={1.2}>
          {copy.saving.title}
        </Text>
      </Group>
      <StreakValue
        value={streak ? copy.saving.value(streak.current) : blank('3 veckor')}
        loading={loading}
      />
      <Text size="sm" c="dimmed" lh={1.35}>
        {copy.saving.how}
      </Text>
    </Stack>
  );
}
