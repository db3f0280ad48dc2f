import { IconAlertCircle, IconUsers, IconWifiOff } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Alert, Button, Card, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';

import type { LeaderboardRow as Row } from '../api/competition-api';
import { competitionCopy as copy } from '../copy';
import { LeaderboardRow } from './leaderboard-row';
import classes from './leaderboard.module.css';

type Props = {
  label: string;
  rows: Row[] | undefined;
  error: Error | undefined;
  online: boolean;
  onRetry: () => void;
  /** Shown under the empty state, e.g. a join button. */
  emptyAction?: React.ReactNode;
  emptyText: string;
};

/** The ranked rows, or a skeleton, an error, an empty or an offline state — all in Swedish. */
export function LeaderboardList({
  label,
  rows,
  error,
  online,
  onRetry,
  emptyAction,
  emptyText,
}: Props) {
  if (!rows && !online) {
    return (
      <Alert color="gray" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
        {copy.offline}
      </Alert>
    );
  }
  if (!rows && error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={copy.errors.title}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button variant="light" color="red" size="sm" onClick={onRetry}>
            {copy.errors.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!rows) {
    return (
      <div aria-busy="true" aria-label={copy.loading} role="status">
        <ul className={classes.list} aria-hidden>
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index}>
              <Skeleton h={68} radius="lg" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <Card padding="lg">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconUsers size={26} />
          </ThemeIcon>
          <Text fw={700}>{emptyText}</Text>
          {emptyAction}
        </Stack>
      </Card>
    );
  }
  return (
    <ol className={classes.list} aria-label={label}>
      {rows.map((row, index) => {
        const previous = rows[index - 1];
        // The own row below the page: a gap marks the places in between.
        const gap = previous !== undefined && row.position > previous.position + 1;
        return (
          <Fragment key={`${row.position}-${row.displayName}`}>
            {gap && (
              <li className={classes.gap} aria-hidden data-testid="leaderboard-gap">
                ⋮
              </li>
            )}
            <LeaderboardRow row={row} />
          </Fragment>
        );
      })}
    </ol>
  );
}
