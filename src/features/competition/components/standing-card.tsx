import { IconTrophy } from '@tabler/icons-react';
import { Avatar, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import { formatInteger, formatKr } from '@/lib/format';
import { nicknameInitials } from '@/lib/nicknames';

import type { Standing } from '../api/competition-api';
import { competitionCopy as copy } from '../copy';
import { AVATAR_COLORS } from './leaderboard-row';
import { ChangeNicknameButton, JoinButton } from './membership';

/** The nickname the teen is seen under, with its initials, and 'Byt smeknamn'. */
function OwnNickname({ nickname }: { nickname: string }) {
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-testid="own-nickname">
      <Group gap="xs" wrap="nowrap">
        <Avatar
          name={nickname}
          color="initials"
          allowedInitialsColors={AVATAR_COLORS}
          variant="filled"
          radius="xl"
          size={32}
          aria-hidden
        >
          {nicknameInitials(nickname)}
        </Avatar>
        <div>
          <Text size="xs" c="dimmed" fw={600} lh={1.2}>
            {copy.nickname.current}
          </Text>
          <Text fw={700} lh={1.3}>
            {nickname}
          </Text>
        </div>
      </Group>
      <ChangeNicknameButton current={nickname} />
    </Group>
  );
}

/** Why saving may count less: deposits waiting for a guardian, or nobody to confirm them. */
function ConfirmationNote({ standing }: { standing: Standing }) {
  const text = !standing.hasGuardian
    ? copy.confirmation.noGuardian
    : standing.unconfirmedOre > 0
      ? copy.confirmation.waiting(formatKr(standing.unconfirmedOre))
      : null;
  if (!text) return null;
  return (
    <Text size="sm" data-testid="saving-confirmation-note">
      {text}{' '}
      <TextLink to="/tavlingsregler" hash="bekraftat" size="sm" fw={600}>
        {copy.confirmation.more}
      </TextLink>
    </Text>
  );
}

/**
 * The teen's own place this month, the nickname they are seen under and their own kronor
 * saved; or the invitation to join.
 */
export function StandingCard({ standing }: { standing: Standing | undefined }) {
  if (!standing) return <Skeleton h={132} radius="lg" />;
  if (!standing.joined) {
    return (
      <Card padding="lg" data-testid="competition-invite">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="yellow" radius="xl" size={40} aria-hidden>
              <IconTrophy size={22} />
            </ThemeIcon>
            <Text fw={800} fz="lg">
              {copy.invite.title}
            </Text>
          </Group>
          <Text>{copy.invite.text}</Text>
          <JoinButton fullWidth />
          <Text size="xs" c="dimmed">
            {copy.invite.privacy}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card padding="lg" data-testid="competition-standing">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon color="yellow" radius="xl" size={52} aria-hidden>
            <IconTrophy size={30} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {copy.leaderboard.yourPlace}
            </Text>
            <Text fw={800} fz={22} lh={1.2}>
              {standing.position !== null
                ? copy.positionLong(standing.position, standing.participants)
                : copy.leaderboard.notOnList}
            </Text>
            <Text size="sm">
              {copy.leaderboard.score(formatInteger(standing.score))}
              {' · '}
              <Text
                span
                fw={700}
                c="light-dark(var(--mantine-color-slantis-8), var(--mantine-color-green-4))"
              >
                {formatKr(standing.savedOreThisMonth, { signed: true })}
              </Text>{' '}
              {copy.savedThisMonthShort}
            </Text>
            <Text size="xs" c="dimmed">
              {copy.savedOnlyYou}
            </Text>
          </Stack>
        </Group>
        <ConfirmationNote standing={standing} />
        {standing.nickname && <OwnNickname nickname={standing.nickname} />}
      </Stack>
    </Card>
  );
}
