import { IconTrophy } from '@tabler/icons-react';
import { Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';

import { formatInteger } from '@/lib/format';

import { useWinners } from '../hooks/use-prizes';
import { prizeCopy as copy, monthName } from '../prize-copy';
import { Medal } from './medal';

/**
 * Last month's winners on the leaderboard (public.competition_winners): places 1–3 under their
 * nicknames, with points and prizes. Nothing before the first closed month, or for anyone the
 * server does not show the league to.
 */
export function WinnersCard() {
  const winners = useWinners();
  const rows = winners.data ?? [];
  const first = rows[0];
  if (!first) return null;
  return (
    <Card component="section" aria-labelledby="winners-heading" padding="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" size={36} radius="xl" aria-hidden>
            <IconTrophy size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="winners-heading">
            {copy.winners.title(monthName(first.periodStart))}
          </Title>
        </Group>
        <Stack component="ol" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((winner) => (
            <Group component="li" key={winner.position} gap="xs" wrap="nowrap" align="flex-start">
              <Medal position={winner.position} size={26} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={winner.isMe ? 800 : 600} lh={1.3}>
                  <VisuallyHidden>{`${copy.winners.place(winner.position)}: `}</VisuallyHidden>
                  {winner.displayName}
                  {winner.isMe ? ` (${copy.winners.me})` : ''}
                </Text>
                {winner.prize && (
                  <Text size="sm" c="dimmed" lh={1.3}>
                    {winner.prize}
                  </Text>
                )}
              </div>
              <Text size="sm" fw={600} style={{ flex: 'none' }}>
                {copy.winners.points(formatInteger(winner.score))}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
