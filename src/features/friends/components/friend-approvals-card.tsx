import { IconUserCheck } from '@tabler/icons-react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { approveFriendRequest, type FriendApproval } from '../api/friends-api';
import { friendsCopy } from '../copy';
import { useFriendAction, useFriendApprovals } from '../hooks/use-friends';
import classes from './friends.module.css';

const copy = friendsCopy.approvals;

/**
 * On /familj for guardians: the accepted friend requests of their children that wait for their
 * approval, with Godkänn / Neka. Nothing shows when none waits.
 */
export function FriendApprovalsCard({ enabled }: { enabled: boolean }) {
  const approvals = useFriendApprovals(enabled);
  const { pending, run } = useFriendAction(approvals.reload);
  if (approvals.state.status !== 'ready' || approvals.state.data.length === 0) return null;

  const answer = (row: FriendApproval, approve: boolean) =>
    void run(
      `${approve ? 'approve' : 'deny'}:${row.id}:${row.childId}`,
      () => approveFriendRequest(row.id, approve),
      (status) =>
        status === 'active'
          ? [copy.approved, copy.approvedActive]
          : status === 'awaiting_guardians'
            ? [copy.approved, copy.approvedWaiting]
            : [copy.denied, ''],
    );

  return (
    <Card data-testid="friend-approvals">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="ember" aria-hidden>
            <IconUserCheck size={22} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {copy.heading}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {copy.text}
        </Text>
        <ul className={classes.list}>
          {approvals.state.data.map((row) => (
            <li
              key={`${row.id}:${row.childId}`}
              className={classes.friend}
              style={{ flexWrap: 'wrap' }}
            >
              {/* On a phone the buttons move below the text. */}
              <div className={classes.who} style={{ minWidth: '14rem' }}>
                <Text fw={700}>
                  {copy.row(row.childName, row.friendName ?? friendsCopy.list.noNickname)}
                </Text>
                {row.otherNeedsGuardian && (
                  <Text size="sm" c="dimmed">
                    {copy.otherGuardian}
                  </Text>
                )}
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  h={44}
                  loading={pending === `approve:${row.id}:${row.childId}`}
                  onClick={() => answer(row, true)}
                >
                  {copy.approve}
                </Button>
                <Button
                  h={44}
                  variant="default"
                  loading={pending === `deny:${row.id}:${row.childId}`}
                  onClick={() => answer(row, false)}
                >
                  {copy.deny}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
