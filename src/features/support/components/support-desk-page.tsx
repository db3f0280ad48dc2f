import { Alert, Group, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';

import type { TicketCategory, TicketStatus } from '../api/desk-api';
import { DESK_CATEGORIES } from '../copy';
import { deskCopy as copy } from '../desk-copy';
import { useSupportDesk } from '../hooks/use-support-desk';
import { DeskCallbacks } from './desk-callbacks';
import { DeskTicketCard } from './desk-ticket-card';

const ALL = 'all';
const STATUS_OPTIONS = [
  ...(['new', 'open', 'solved'] as const).map((value) => ({ value, label: copy.statuses[value] })),
  { value: ALL, label: copy.all },
];
const CATEGORY_OPTIONS = [{ value: ALL, label: copy.all }, ...DESK_CATEGORIES];

/**
 * /personal/kundtjanst: the staff's inbox of tickets (the contact form and mail to the support
 * address), filtered by status and category, replies going to the sender's e-mail; and the
 * call-back requests. Anyone else sees 'Ingen behörighet'.
 */
export function SupportDeskPage() {
  const desk = useSupportDesk();
  const { state } = desk;
  const body = () => {
    if (state.status === 'loading') return <Loader aria-label={copy.title} />;
    if (state.status === 'error') {
      return state.code === '42501' ? (
        <Alert color="red" title={copy.noAccess}>
          {copy.noAccessText}
        </Alert>
      ) : (
        <Alert color="red">{copy.loadError}</Alert>
      );
    }
    const { tickets, total } = state.data;
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {copy.count(tickets.length, total)}
        </Text>
        {tickets.length === 0 ? (
          <Text>{copy.empty}</Text>
        ) : (
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={copy.listLabel}
          >
            {tickets.map((ticket) => (
              <DeskTicketCard key={ticket.id} ticket={ticket} desk={desk} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{copy.title}</Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>
      {!(state.status === 'error' && state.code === '42501') && (
        <>
          <DeskCallbacks />
          <Title order={2} fz="h3">
            {copy.ticketsHeading}
          </Title>
        </>
      )}
      {!(state.status === 'error' && state.code === '42501') && (
        <Group gap="md" align="end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="desk-status-label">
              {copy.statusFilter}
            </Text>
            <SegmentedControl
              aria-labelledby="desk-status-label"
              data={STATUS_OPTIONS}
              value={desk.filter.status ?? ALL}
              onChange={(value) =>
                desk.setFilter((filter) => ({
                  ...filter,
                  status: value === ALL ? null : (value as TicketStatus),
                }))
              }
            />
          </Stack>
          <Select
            label={copy.categoryFilter}
            data={CATEGORY_OPTIONS}
            value={desk.filter.category ?? ALL}
            allowDeselect={false}
            onChange={(value) =>
              desk.setFilter((filter) => ({
                ...filter,
                category: !value || value === ALL ? null : (value as TicketCategory),
              }))
            }
            w={220}
          />
        </Group>
      )}
      {body()}
    </Stack>
  );
}
