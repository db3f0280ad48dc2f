import { IconInfoCircle } from '@tabler/icons-react';
import { Alert, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';

import { LinkButton, TextLink } from '@/components/link-button';
import { daysLeftInMonth } from '@/lib/gamification';

import { isLeagueRefusal, type Period, type Scope } from '../api/competition-api';
import { competitionCopy } from '../copy';
import { useIsTeen, useLeaderboard, useStanding } from '../hooks/use-competition';
import { LeaderboardList } from './leaderboard-list';
import classes from './leaderboard.module.css';
import { LeagueClosed } from './league-closed';
import { JoinButton, LeaveButton } from './membership';
import { PrizeBox } from './prize-box';
import { PrizeClaims } from './prize-claims';
import { PrizeNotices } from './prize-notices';
import { StandingCard } from './standing-card';
import { WinnersCard } from './winners-card';

const copy = competitionCopy.leaderboard;
const PERIODS: readonly Period[] = ['month', 'week'];

type Props = {
  period: Period;
  scope: Scope;
  onPeriodChange: (period: Period) => void;
  onScopeChange: (scope: Scope) => void;
  now?: Date;
};

function Board({
  period,
  scope,
  joined,
}: {
  period: Period;
  scope: Scope;
  joined: boolean | undefined;
}) {
  const board = useLeaderboard(period, scope);
  const isTeen = useIsTeen();
  const label = copy.listLabel(copy.periods[period], copy.scopes[scope]);
  if (!board.data && isLeagueRefusal(board.error)) return <LeagueClosed isTeen={isTeen} />;
  return (
    <LeaderboardList
      label={label}
      rows={board.data}
      error={board.error}
      online={board.online}
      onRetry={board.refetch}
      emptyText={
        scope === 'family' ? copy.emptyFamily : scope === 'friends' ? copy.emptyFriends : copy.empty
      }
      emptyAction={
        isTeen && joined === false ? (
          <JoinButton label={copy.emptyJoin} />
        ) : scope === 'friends' && isTeen ? (
          <LinkButton to="/vanner" variant="light">
            {copy.toFriends}
          </LinkButton>
        ) : null
      }
    />
  );
}

/**
 * /leaderboard (spec §2 Leaderboard): monthly and weekly tabs, everyone or the family, the own
 * row highlighted, the prize box with the days left, and joining or leaving the competition.
 * Points come from saving behaviour and progress toward one's own goals, never from kronor.
 */
export function LeaderboardPage({
  period,
  scope: asked,
  onPeriodChange,
  onScopeChange,
  now,
}: Props) {
  const isTeen = useIsTeen();
  // Parents have no friends list: their board is their children, everyone's or the family's.
  const scope: Scope = !isTeen && asked === 'friends' ? 'family' : asked;
  const standing = useStanding(isTeen);
  const daysLeft = daysLeftInMonth(now ?? new Date());
  const joined = standing.data?.joined;
  // The league is for teens aged 13–23 and their guardians: the server says no to anyone else.
  const board = useLeaderboard(period, scope);
  const refused =
    (!board.data && isLeagueRefusal(board.error)) ||
    (isTeen && !standing.data && isLeagueRefusal(standing.error));

  const heading = (
    <Stack gap={4}>
      <Title order={1}>{copy.heading}</Title>
      <Text size="lg" c="dimmed">
        {copy.intro}
      </Text>
    </Stack>
  );
  if (refused) {
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <LeagueClosed isTeen={isTeen} />
      </Stack>
    );
  }

  const controls = (
    <SegmentedControl
      value={scope}
      onChange={(value) => onScopeChange(value === 'family' || value === 'friends' ? value : 'all')}
      aria-label={copy.scopeLabel}
      radius="xl"
      data={[
        { value: 'all', label: copy.scopes.all },
        { value: 'family', label: copy.scopes.family },
        ...(isTeen ? [{ value: 'friends', label: copy.scopes.friends }] : []),
      ]}
    />
  );

  return (
    <Stack gap="lg">
      {heading}
      <PrizeNotices />
      <PrizeClaims whose="mine" />
      <div className={classes.layout}>
        <div className={classes.standing}>
          {isTeen ? (
            <StandingCard standing={standing.data} />
          ) : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {competitionCopy.parentNote}
            </Alert>
          )}
        </div>
        <section className={classes.board} aria-label={copy.heading}>
          <Tabs
            value={period}
            onChange={(value) => onPeriodChange(value === 'week' ? 'week' : 'month')}
            variant="pills"
            radius="xl"
            keepMounted={false}
          >
            <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
              <Tabs.List aria-label={copy.periodLabel}>
                {PERIODS.map((value) => (
                  <Tabs.Tab key={value} value={value} h={44} px="lg">
                    {copy.periods[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {controls}
            </Group>
            {PERIODS.map((value) => (
              <Tabs.Panel key={value} value={value}>
                <Board period={value} scope={scope} joined={joined} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </section>
        <Stack gap="md" className={classes.side}>
          <WinnersCard />
          <PrizeBox daysLeft={daysLeft} />
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle
              size={18}
              aria-hidden
              style={{ flex: 'none', marginTop: 2 }}
              color="var(--mantine-color-dimmed)"
            />
            <Text size="sm" c="dimmed">
              {copy.points}{' '}
              <TextLink to="/tavlingsregler" size="sm" fw={600}>
                {competitionCopy.rulesLong}
              </TextLink>
            </Text>
          </Group>
          {isTeen && joined && (
            <Group>
              <LeaveButton />
            </Group>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
