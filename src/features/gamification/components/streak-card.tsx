import { IconCircleCheck, IconCircleCheckFilled } from '@tabler/icons-react';
import { Box, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';

import type { CheckInStreak, WeeklySavingStreak } from '@/lib/gamification';

import { dashboardCopy } from '../dashboard-copy';
import type { NoSpendAction } from '../hooks/use-no-spend-action';
import { CheckInStreakDisplay, SavingStreakDisplay } from './streaks';

const copy = dashboardCopy;

/** 'Ingen utgift idag' when it can be marked; what today looks like otherwise. Fixed height. */
function NoSpendArea({
  noSpend,
  loading,
  todayDone,
}: {
  noSpend: NoSpendAction;
  loading: boolean;
  todayDone: boolean;
}) {
  let content = null;
  if (!loading && noSpend.available) {
    content = (
      <Stack gap={6}>
        <Button
          variant="light"
          color="ember"
          size="md"
          fullWidth
          loading={noSpend.pending}
          leftSection={<IconCircleCheck size={20} aria-hidden />}
          onClick={noSpend.mark}
        >
          {copy.noSpend.action}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {copy.noSpend.hint}
        </Text>
      </Stack>
    );
  } else if (!loading && noSpend.done) {
    content = (
      <Group gap={6} wrap="nowrap" justify="center">
        <IconCircleCheckFilled size={20} color="var(--mantine-color-green-7)" aria-hidden />
        <Text fw={600}>{copy.noSpend.done}</Text>
      </Group>
    );
  } else if (!loading && todayDone) {
    content = (
      <Text size="sm" c="dimmed" ta="center">
        {copy.noSpend.expenseToday}
      </Text>
    );
  }
  return (
    <Box mih={66} style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      {content}
    </Box>
  );
}

type Props = {
  checkIn?: CheckInStreak;
  saving?: WeeklySavingStreak;
  noSpend: NoSpendAction;
};

/** The two streaks side by side, and 'Ingen utgift idag' (a no-spend day counts as a check-in). */
export function StreakCard({ checkIn, saving, noSpend }: Props) {
  const loading = !checkIn || !saving;
  return (
    <Card component="section" aria-label={copy.streaks.label} padding="md">
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 6, md: 4 }}>
          <CheckInStreakDisplay streak={checkIn} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <SavingStreakDisplay streak={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NoSpendArea noSpend={noSpend} loading={loading} todayDone={!!checkIn?.todayDone} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
