import { IconShieldCheck } from '@tabler/icons-react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';

import { formatDateShort, formatKr } from '@/lib/format';

import type { HomeChild } from '../api/family-api';
import { familyCopy } from '../copy';

const copy = familyCopy.parentHome.confirm;

type Props = {
  child: HomeChild;
  /** Confirms exactly the listed deposits; resolves when answered. */
  onConfirm: (child: HomeChild) => Promise<void>;
  busy: boolean;
};

/**
 * A competing child's typed deposits of this month, confirmed with one tap (issue 40 §6): until a
 * guardian confirms them they count at a small cap in Månadens Tävling. Nothing when none wait.
 */
export function ConfirmSaving({ child, onConfirm, busy }: Props) {
  const deposits = child.to_confirm;
  if (deposits.length === 0) return null;
  const name = child.insights.child.first_name;
  const headingId = `confirm-${child.insights.child.user_id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="md"
      style={{ borderLeft: '4px solid var(--mantine-color-teal-filled)' }}
      data-testid="confirm-saving"
    >
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconShieldCheck size={18} aria-hidden color="var(--mantine-color-teal-filled)" />
          <Text fw={700} size="sm" id={headingId}>
            {copy.heading}
          </Text>
        </Group>
        <Text size="sm">{copy.text(name)}</Text>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {deposits.map((deposit) => (
            <Group
              key={deposit.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="deposit-to-confirm"
            >
              <Text size="sm" truncate>
                {copy.row(deposit.goal_title, formatDateShort(deposit.created_at))}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatKr(deposit.amount_ore)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Button size="sm" loading={busy} onClick={() => void onConfirm(child)}>
          {copy.button(deposits.length)}
        </Button>
        <Text size="xs" c="dimmed">
          {copy.notRight(name)}
        </Text>
      </Stack>
    </Paper>
  );
}
