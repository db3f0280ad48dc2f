import { IconGift } from '@tabler/icons-react';
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import { formatDaysLeft } from '@/lib/format';
import { PRIZES } from '@/lib/gamification';

import { competitionCopy as copy } from '../copy';
import { Medal } from './medal';

/** Spec §9 prizes: 1st 500 kr + hörlurar, 2nd 300 kr presentkort, 3rd 200 kr presentkort. */
export function PrizeList({ compact = false }: { compact?: boolean }) {
  return (
    <Stack component="ol" gap={compact ? 4 : 8} m={0} p={0} style={{ listStyle: 'none' }}>
      {PRIZES.map(({ position, prize }) => (
        <Group component="li" key={position} gap="xs" wrap="nowrap">
          <Medal position={position} size={compact ? 22 : 30} />
          {compact ? (
            <Text size="sm" lh={1.3}>
              <VisuallyHidden>{`${copy.prizes.place(position)}: `}</VisuallyHidden>
              {prize}
            </Text>
          ) : (
            <Text lh={1.3}>
              <Text span fw={700}>
                {copy.prizes.place(position)}
              </Text>
              {': '}
              {prize}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The prize box of the leaderboard: the month's prizes, the days left and the rules. */
export function PrizeBox({ daysLeft }: { daysLeft: number }) {
  return (
    <Card component="section" aria-labelledby="prizes-heading" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="ember" size={36} radius="xl" aria-hidden>
              <IconGift size={20} />
            </ThemeIcon>
            <Title order={2} size="h4" id="prizes-heading">
              {copy.prizes.title}
            </Title>
          </Group>
          <Badge color="ember" variant="light" size="lg" tt="none" style={{ flex: 'none' }}>
            {formatDaysLeft(daysLeft)}
          </Badge>
        </Group>
        <PrizeList />
        <TextLink to="/tavlingsregler" size="sm" fw={600}>
          {copy.rules}
        </TextLink>
      </Stack>
    </Card>
  );
}
