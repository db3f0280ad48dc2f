import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';

import { formatDateShort } from '@/lib/format';

import type { CompetitionFlag } from '../api/staff-api';
import { useStaffReview, type StaffReview } from '../hooks/use-staff';
import { monthName, prizeCopy } from '../prize-copy';
import { CardList } from './card-list';
import { StaffPrizes } from './staff-prizes';

const copy = prizeCopy.staff;
const dayLabel = (day: string) => formatDateShort(`${day}T12:00:00Z`);

function FlagCard({ flag, review }: { flag: CompetitionFlag; review: StaffReview }) {
  const outcome = flag.outcome ? copy.outcome[flag.outcome] : copy.outcome.open;
  return (
    <Card component="li" padding="md" data-testid="competition-flag">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={800}>{flag.displayName}</Text>
          <Badge color={flag.outcome ? 'gray' : 'red'} variant="light" tt="none">
            {outcome}
          </Badge>
        </Group>
        {copy.rules[flag.rule] && (
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {copy.rules[flag.rule]}
          </Text>
        )}
        <Text>{flag.reason}</Text>
        <Text size="sm" c="dimmed">
          {[copy.month(monthName(flag.periodStart)), copy.accountAge(flag.accountAgeDays)].join(
            ' · ',
          )}
        </Text>
        {flag.prizePosition !== null && flag.prizeStatus && (
          <Text size="sm">
            {copy.prize(flag.prizePosition, copy.prizeStatus[flag.prizeStatus])}
          </Text>
        )}
        {flag.dailyScores.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              {`${copy.perDay}: `}
            </Text>
            {flag.dailyScores.map((d) => `${dayLabel(d.day)} ${d.score}`).join(' · ')}
          </Text>
        )}
        {!flag.outcome && (
          <Group gap="sm" mt={4}>
            <Button
              size="xs"
              disabled={review.busy}
              onClick={() => void review.decide(flag.id, 'clear')}
            >
              {copy.clear}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={review.busy}
              onClick={() => void review.decide(flag.id, 'disqualify')}
            >
              {copy.disqualify}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /personal/tavling: the staff's prizes to post and fraud review. Anyone else sees 'Ingen
 * behörighet'.
 */
export function StaffReviewPage() {
  const review = useStaffReview();
  const body = () => {
    if (review.denied) {
      return (
        <Alert color="red" title={copy.noAccess}>
          {copy.noAccessText}
        </Alert>
      );
    }
    if (review.error) return <Alert color="red">{prizeCopy.errors.generic}</Alert>;
    if (!review.flags) return <Loader aria-label={copy.title} />;
    return (
      <Stack gap="xl">
        <StaffPrizes review={review} />
        <Stack gap="sm" component="section" aria-labelledby="staff-flags-title">
          <Title order={2} id="staff-flags-title">
            {copy.flagsTitle}
          </Title>
          <Group>
            <Button variant="light" loading={review.busy} onClick={() => void review.reviewNow()}>
              {copy.reviewNow}
            </Button>
          </Group>
          <CardList label={copy.listLabel} empty={copy.empty}>
            {review.flags.map((flag) => (
              <FlagCard key={flag.id} flag={flag} review={review} />
            ))}
          </CardList>
        </Stack>
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{copy.title}</Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>
      {body()}
    </Stack>
  );
}
