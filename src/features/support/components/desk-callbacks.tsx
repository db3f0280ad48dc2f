import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import { callbackWhen, spokenMobile } from '@/lib/callback-hours';
import { formatDateTime } from '@/lib/format';

import type { CallbackStatus, DeskCallback } from '../api/desk-api';
import { deskCopy } from '../desk-copy';
import { useDeskCallbacks } from '../hooks/use-desk-callbacks';
import { useNow } from '../hooks/use-now';

const copy = deskCopy.callbacks;
const STATUS_OPTIONS = [
  { value: 'requested', label: copy.waiting },
  { value: 'done', label: copy.done },
];

function CallbackCard({
  callback,
  now,
  busy,
  onDone,
}: {
  callback: DeskCallback;
  now: Date;
  busy: boolean;
  onDone: () => void;
}) {
  const headingId = `callback-${callback.id}`;
  const late =
    callback.status === 'requested' && new Date(callback.slotStart).getTime() < now.getTime();
  return (
    <Card
      component="li"
      padding="md"
      withBorder
      data-testid="desk-callback"
      aria-labelledby={headingId}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={800} id={headingId}>
            {copy.when(callbackWhen(callback.slotStart))}
          </Text>
          {late && (
            <Badge color="orange" variant="light" tt="none">
              {copy.late}
            </Badge>
          )}
        </Group>
        <Text>
          {callback.name} ·{' '}
          <a href={`tel:${callback.phone.replace(/^0/, '+46')}`} style={{ fontWeight: 600 }}>
            {spokenMobile(callback.phone)}
          </a>
        </Text>
        {callback.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{callback.note}</Text>}
        <Text size="sm" c="dimmed">
          {callback.doneAt
            ? copy.doneAt(formatDateTime(callback.doneAt))
            : copy.asked(formatDateTime(callback.createdAt), callback.signedIn)}
        </Text>
        {callback.status === 'requested' && (
          <Group>
            <Button variant="light" disabled={busy} onClick={onDone}>
              {copy.markDone}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The desk's call-back requests (issue 41 §3): who wants a call when; mark each one done. */
export function DeskCallbacks() {
  const desk = useDeskCallbacks();
  const now = useNow();
  const { state } = desk;
  // No access: the tickets above already say so.
  if (state.status === 'error' && state.code === '42501') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-callbacks">
      <Title order={2} fz="h3" id="desk-callbacks">
        {copy.heading}
      </Title>
      <Text c="dimmed" size="sm">
        {copy.intro}
      </Text>
      <SegmentedControl
        aria-label={copy.statusLabel}
        data={STATUS_OPTIONS}
        value={desk.status}
        onChange={(value) => desk.setStatus(value as CallbackStatus)}
        w="fit-content"
      />
      {state.status === 'loading' ? (
        <Loader aria-label={copy.heading} />
      ) : state.status === 'error' ? (
        <Alert color="red">{copy.loadError}</Alert>
      ) : state.data.length === 0 ? (
        <Text>{copy.empty[desk.status]}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {copy.count(state.data.length)}
          </Text>
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={copy.listLabel}
          >
            {state.data.map((callback) => (
              <CallbackCard
                key={callback.id}
                callback={callback}
                now={now}
                busy={desk.busy}
                onDone={() => void desk.markDone(callback)}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
