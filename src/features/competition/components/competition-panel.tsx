import { IconChevronUp, IconTrophy, IconWifiOff } from '@tabler/icons-react';
import { useId } from 'react';
import {
  Button,
  Collapse,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage, useReducedMotion } from '@mantine/hooks';

import { LinkButton, TextLink } from '@/components/link-button';
import { formatDaysLeft, formatKr } from '@/lib/format';
import { daysLeftInMonth } from '@/lib/gamification';

import { isLeagueRefusal, type Standing } from '../api/competition-api';
import { competitionCopy as copy } from '../copy';
import { useStanding } from '../hooks/use-competition';
import classes from './competition-panel.module.css';
import { JoinButton } from './membership';
import { PrizeList } from './prize-box';

export type PanelVariant = 'bar' | 'side';

export const panelStorageKey = (variant: PanelVariant) => `slantis:competition-panel:${variant}`;

type BodyProps = {
  standing: Standing | undefined;
  error: Error | undefined;
  online: boolean;
  onRetry: () => void;
};

function Stat({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId: string;
  color?: string;
}) {
  return (
    <div className={classes.stat}>
      <Text size="xs" c="dimmed" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text fw={800} fz="md" lh={1.3} c={color} data-testid={testId} className={classes.statValue}>
        {value}
      </Text>
    </div>
  );
}

function JoinedBody({ standing }: { standing: Standing }) {
  return (
    <Stack gap="sm">
      <div className={classes.stats}>
        <Stat
          label={copy.leaderboard.yourPlace}
          value={
            standing.position !== null
              ? copy.position(standing.position, standing.participants)
              : '–'
          }
          testId="competition-position"
        />
        <Stat
          label={copy.savedThisMonth}
          value={formatKr(standing.savedOreThisMonth, { signed: true })}
          color="light-dark(var(--mantine-color-slantis-8), var(--mantine-color-green-4))"
          testId="competition-saved"
        />
      </div>
      <div>
        <Text size="xs" fw={700} c="dimmed" mb={4}>
          {copy.prizes.title}
        </Text>
        <PrizeList compact />
      </div>
    </Stack>
  );
}

function InviteBody() {
  return (
    <Stack gap="xs">
      <Text fw={700}>{copy.invite.title}</Text>
      <Text size="sm">{copy.invite.text}</Text>
      <JoinButton label={copy.invite.join} size="sm" fullWidth />
      <Text size="xs" c="dimmed">
        {copy.invite.privacy}
      </Text>
    </Stack>
  );
}

function PanelBody({ standing, error, online, onRetry }: BodyProps) {
  if (!online && !standing) {
    return (
      <Group gap="xs" wrap="nowrap" role="status">
        <IconWifiOff size={18} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">{copy.offline}</Text>
      </Group>
    );
  }
  if (!standing && isLeagueRefusal(error)) {
    return (
      <Text size="sm" role="status">
        {copy.refused.teen}
      </Text>
    );
  }
  if (!standing && error) {
    return (
      <Stack gap="xs" role="alert">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          {copy.errors.retry}
        </Button>
      </Stack>
    );
  }
  if (!standing) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={copy.loading}>
        <Skeleton h={48} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {standing.joined ? <JoinedBody standing={standing} /> : <InviteBody />}
      {!online && (
        <Text size="xs" c="dimmed" role="status">
          {copy.offline}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Månadens Tävling' (spec §2 bottom navigation): a collapsible panel with the days left, the
 * own place and kronor saved this month (only ever one's own), the prizes and a link to the full
 * leaderboard; an invitation when not taking part. Open or closed is remembered per placement.
 * Days left are counted on the device, so they show offline too.
 */
export function CompetitionPanel({ variant, now }: { variant: PanelVariant; now?: Date }) {
  const id = useId();
  const reduceMotion = useReducedMotion();
  const [open, setOpen] = useLocalStorage<boolean>({
    key: panelStorageKey(variant),
    defaultValue: variant === 'side',
    getInitialValueInEffect: false,
  });
  const { data: standing, error, online, refetch } = useStanding();
  const daysLeft = daysLeftInMonth(now ?? new Date());
  const bodyId = `${id}-body`;
  const headingId = `${id}-heading`;

  const summary =
    standing?.joined && standing.position !== null
      ? copy.position(standing.position, standing.participants)
      : null;

  return (
    <section className={classes.panel} data-variant={variant} aria-labelledby={headingId}>
      <h2 className={classes.heading} id={headingId}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <ThemeIcon color="yellow" variant="filled" radius="xl" size={32} aria-hidden>
            <IconTrophy size={18} />
          </ThemeIcon>
          <span className={classes.titleBlock}>
            <span className={classes.title}>{copy.title}</span>
            <span className={classes.summary}>
              {formatDaysLeft(daysLeft)}
              {summary && ` · ${summary}`}
            </span>
          </span>
          <IconChevronUp
            size={20}
            aria-hidden
            className={classes.chevron}
            data-open={open || undefined}
          />
        </UnstyledButton>
      </h2>
      <Collapse
        expanded={open}
        id={bodyId}
        transitionDuration={reduceMotion ? 0 : 200}
        keepMountedMode="display-none"
      >
        <div className={classes.body}>
          <PanelBody standing={standing} error={error} online={online} onRetry={refetch} />
          <LinkButton to="/leaderboard" variant="light" fullWidth mt="sm">
            {copy.seeAll}
          </LinkButton>
          <TextLink to="/tavlingsregler" size="sm" fw={600} display="block" ta="center" mt="xs">
            {copy.rules}
          </TextLink>
        </div>
      </Collapse>
    </section>
  );
}
