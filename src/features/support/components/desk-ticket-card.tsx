import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';

import { formatDateTime } from '@/lib/format';

import type { DeskTicket, TicketStatus } from '../api/desk-api';
import { DESK_CATEGORIES } from '../copy';
import { deskCopy as copy } from '../desk-copy';
import type { SupportDesk } from '../hooks/use-support-desk';

const STATUS_COLOR: Record<TicketStatus, string> = { new: 'orange', open: 'teal', solved: 'gray' };
const categoryLabel = (value: string) =>
  DESK_CATEGORIES.find((category) => category.value === value)?.label ?? value;

/** One ticket: the sender's message, the replies so far, and a reply box. */
export function DeskTicketCard({ ticket, desk }: { ticket: DeskTicket; desk: SupportDesk }) {
  const [draft, setDraft] = useState('');
  const send = async (close: boolean) => {
    if (await desk.reply(ticket, draft, close)) setDraft('');
  };
  const headingId = `ticket-${ticket.id}`;
  return (
    <Card
      component="li"
      padding="md"
      withBorder
      data-testid="desk-ticket"
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={800} id={headingId}>
            {ticket.subject}
          </Text>
          <Group gap={6}>
            {ticket.priority && (
              <Badge color="ember" variant="filled" tt="none">
                {copy.priorityBadge}
              </Badge>
            )}
            <Badge color={STATUS_COLOR[ticket.status]} variant="light" tt="none">
              {copy.statusBadge[ticket.status]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            ticket.ticketNumber,
            categoryLabel(ticket.category),
            copy.received(formatDateTime(ticket.createdAt)),
          ].join(' · ')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {copy.from(
            `${ticket.firstName} ${ticket.lastName}`.trim(),
            ticket.email,
            ticket.signedIn,
            ticket.channel === 'email',
          )}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{ticket.message}</Text>

        {ticket.replies.length > 0 && (
          <Stack gap={6} component="section" aria-label={copy.repliesTitle}>
            {ticket.replies.map((reply) => (
              <Card
                key={reply.id}
                padding="sm"
                bg={
                  reply.author === 'sender'
                    ? 'var(--mantine-color-orange-light)'
                    : 'var(--mantine-color-teal-light)'
                }
                data-author={reply.author}
              >
                <Text size="xs" c="dimmed">
                  {reply.author === 'sender'
                    ? copy.senderReplied(formatDateTime(reply.createdAt))
                    : copy.replied(formatDateTime(reply.createdAt))}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {reply.body}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
        {ticket.answeredAt === null && (
          <Text size="sm" c="orange.8" fw={600}>
            {copy.waiting}
          </Text>
        )}

        <Textarea
          label={copy.replyLabel}
          description={copy.replyHint(ticket.email)}
          styles={{ description: { overflowWrap: 'anywhere' } }}
          autosize
          minRows={3}
          maxLength={4000}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            disabled={draft.trim() === '' || desk.busy}
            loading={desk.busy}
            onClick={() => void send(false)}
          >
            {copy.send}
          </Button>
          <Button
            variant="light"
            disabled={draft.trim() === '' || desk.busy}
            onClick={() => void send(true)}
          >
            {copy.sendAndClose}
          </Button>
          {ticket.status === 'solved' ? (
            <Button variant="subtle" disabled={desk.busy} onClick={() => void desk.reopen(ticket)}>
              {copy.reopen}
            </Button>
          ) : (
            <Button
              variant="subtle"
              color="gray"
              disabled={desk.busy}
              onClick={() => void desk.close(ticket)}
            >
              {copy.close}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
