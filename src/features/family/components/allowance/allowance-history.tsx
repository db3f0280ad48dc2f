import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';

import { formatDateTime, formatKr } from '@/lib/format';

import { allowanceCopy as copy } from '../../allowance-copy';
import type { AllowanceVersion } from '../../api/allowance-api';
import { payDayLabel } from '../../rules/allowance';

const COLORS: Record<string, string> = {
  active: 'teal.9',
  proposed: 'blue.9',
  declined: 'orange.9',
  ended: 'gray.8',
  superseded: 'gray.8',
  withdrawn: 'gray.8',
};

/** Every version, newest first: who proposed, who confirmed, when — the same for both sides. */
export function AllowanceHistory({
  versions,
  childName,
  childSubject,
}: {
  versions: AllowanceVersion[];
  /** How the child is named after 'av' ('Ida', or 'dig' to the child). */
  childName: string;
  /** How the child is named as a subject ('Ida', or 'Du' to the child); default childName. */
  childSubject?: string;
}) {
  return (
    <Timeline active={-1} bulletSize={14} lineWidth={2} aria-label={copy.history}>
      {versions.map((v) => (
        <Timeline.Item
          key={v.id}
          data-testid="allowance-version"
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {copy.version(v.version)}: {formatKr(v.amount_ore)}{' '}
                {payDayLabel(v.frequency, v.pay_day)}
              </Text>
              <Badge size="sm" variant="filled" color={COLORS[v.status] ?? 'gray.8'}>
                {copy.statusLabels[v.status] ?? v.status}
              </Badge>
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {copy.proposedBy(
                v.proposed_by_child ? childName : (v.proposed_by_name ?? '–'),
                formatDateTime(v.proposed_at),
              )}
            </Text>
            {v.guardian_confirmed_at && v.proposed_by_child && (
              <Text size="sm" c="dimmed">
                {copy.guardianConfirmed(
                  v.guardian_confirmed_by_name ?? '–',
                  formatDateTime(v.guardian_confirmed_at),
                )}
              </Text>
            )}
            {v.child_confirmed_at && !v.proposed_by_child && (
              <Text size="sm" c="dimmed">
                {copy.guardianConfirmed(childName, formatDateTime(v.child_confirmed_at))}
              </Text>
            )}
            {v.status === 'declined' && v.closed_at && (
              <Text size="sm">
                {copy.askedChange(
                  v.proposed_by_child ? (v.closed_by_name ?? '–') : (childSubject ?? childName),
                  formatDateTime(v.closed_at),
                  v.decline_reason ?? '',
                )}
              </Text>
            )}
            {v.status === 'ended' && v.closed_at && (
              <Text size="sm" c="dimmed">
                {copy.endedBy(v.closed_by_name ?? '–', formatDateTime(v.closed_at))}
              </Text>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
