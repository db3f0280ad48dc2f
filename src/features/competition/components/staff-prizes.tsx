import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';

import { formatDateShort } from '@/lib/format';

import type { StaffPrize } from '../api/staff-api';
import type { StaffReview } from '../hooks/use-staff';
import { monthName, prizeCopy } from '../prize-copy';
import { CardList } from './card-list';

const copy = prizeCopy.staff.prizes;
const statusText = prizeCopy.staff.prizeStatus;

function PrizeCard({ prize, review }: { prize: StaffPrize; review: StaffReview }) {
  const { delivery } = prize;
  return (
    <Card component="li" padding="md" data-testid="staff-prize">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={800}>{`${prize.displayName} – ${prize.prize}`}</Text>
          <Badge
            color={prize.status === 'confirmed' ? 'slantis' : 'gray'}
            variant="light"
            tt="none"
          >
            {statusText[prize.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            copy.place(prize.position, monthName(prize.periodStart)),
            copy.confirmer[prize.confirmer],
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {delivery && (
          <Text component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {`${delivery.fullName}\n${delivery.streetAddress}\n${delivery.postalCode} ${delivery.city}`}
          </Text>
        )}
        {prize.sentAt && <Text size="sm">{copy.sentOn(formatDateShort(prize.sentAt))}</Text>}
        {prize.status === 'confirmed' && (
          <Group mt={4}>
            <Button size="xs" disabled={review.busy} onClick={() => void review.markSent(prize.id)}>
              {copy.markSent}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The prizes of the closed months: where to post the confirmed ones, and who still waits. */
export function StaffPrizes({ review }: { review: StaffReview }) {
  if (!review.prizes) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-prizes-title">
      <Title order={2} id="staff-prizes-title">
        {copy.title}
      </Title>
      <Text c="dimmed">{copy.intro}</Text>
      <CardList label={copy.listLabel} empty={copy.empty}>
        {review.prizes.map((prize) => (
          <PrizeCard key={prize.id} prize={prize} review={review} />
        ))}
      </CardList>
    </Stack>
  );
}
