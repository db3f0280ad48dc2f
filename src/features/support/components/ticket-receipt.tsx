import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import type { SentTicket } from '../api/support-api';
import { contactFormCopy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';

const copy = contactFormCopy.sent;

/** The confirmation after a stored ticket: its number and when the answer comes. */
export function TicketReceipt({ sent, onAnother }: { sent: SentTicket; onAnother: () => void }) {
  const promised = useAnswerPromise();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" role="status">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="green.9" variant="filled">
          <IconCircleCheck size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="h4" ref={heading} tabIndex={-1}>
          {copy.title}
        </Title>
      </Group>
      <Text>
        {copy.ticket}:{' '}
        <Code fz="lg" fw={700} data-testid="ticket-number">
          {sent.ticketNumber}
        </Code>
      </Text>
      <Text>{copy.text(sent.email, promised)}</Text>
      <Group>
        <Button variant="light" onClick={onAnother}>
          {copy.another}
        </Button>
      </Group>
    </Stack>
  );
}
