import { IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { RetryAlert } from '@/components/retry-alert';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { answerFriendRequest, blockFriend, removeFriend, type Friend } from '../api/friends-api';
import { friendsCopy as copy } from '../copy';
import { useFriendAction, useFriendCode, useFriends } from '../hooks/use-friends';
import { AddFriendCard } from './add-friend-card';
import { FriendCard, friendName, type FriendMenuAction } from './friend-card';
import { FriendCodeCard } from './friend-code-card';
import classes from './friends.module.css';
import { ReportDialog } from './report-dialog';
import { RequestItem } from './request-item';

type Confirm = { action: 'remove' | 'block'; friend: Friend };

/**
 * /vanner: the own friend code and QR code, a friend's code in, requests to answer or waiting
 * for a guardian, and the friends with their level, streaks and badges. No search, no chat.
 */
export function FriendsPage({ initialCode }: { initialCode?: string }) {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  if (parent) {
    return (
      <Alert color="blue" variant="light" icon={<IconShieldCheck aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text>{copy.parent}</Text>
          <LinkButton to="/familj" variant="light">
            {copy.toFamily}
          </LinkButton>
        </Stack>
      </Alert>
    );
  }
  return <TeenFriends initialCode={initialCode} />;
}

function TeenFriends({ initialCode }: { initialCode?: string }) {
  const online = useOnline();
  const code = useFriendCode();
  const friends = useFriends();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [reporting, setReporting] = useState<Friend | null>(null);
  const { pending, run } = useFriendAction(friends.reload);

  if (!online) return <Alert color="gray">{copy.offline}</Alert>;
  if (code.state.status === 'error') {
    return (
      <RetryAlert
        title={copy.errors.generic}
        message={code.state.message}
        retryLabel={copy.retry}
        onRetry={code.reload}
      />
    );
  }

  const all = friends.state.status === 'ready' ? friends.state.data : [];
  const requests = all.filter((friend) => friend.status !== 'active');
  const active = all.filter((friend) => friend.status === 'active');

  const onAction = (action: FriendMenuAction, friend: Friend) => {
    if (action === 'report') setReporting(friend);
    else setConfirm({ action, friend });
  };
  const answer = (friend: Friend, accept: boolean) =>
    void run(
      `answer:${friend.id}`,
      () => answerFriendRequest(friend.id, accept),
      (status) =>
        status === 'active'
          ? [copy.requests.accepted, '']
          : status === 'awaiting_guardians'
            ? [copy.requests.acceptedWaiting, copy.requests.acceptedWaitingText]
            : [copy.requests.declined, ''],
    );
  const withdraw = (friend: Friend) =>
    void run(
      `remove:${friend.id}`,
      () => removeFriend(friend.id),
      () => [copy.requests.declined, ''],
    );
  async function confirmed() {
    if (!confirm) return;
    const { action, friend } = confirm;
    const done = await run(
      `${action}:${friend.id}`,
      () => (action === 'remove' ? removeFriend(friend.id) : blockFriend(friend.id)),
      () => [action === 'remove' ? copy.remove.done : copy.block.done, ''],
    );
    if (done) setConfirm(null);
  }

  const confirmCopy = confirm ? copy[confirm.action] : null;
  const codeCard = (
    <FriendCodeCard
      key="code"
      code={code.state.status === 'ready' ? code.state.data : undefined}
      onRenewed={(next) => code.setState({ status: 'ready', data: next })}
    />
  );
  const adder = <AddFriendCard key="add" initialCode={initialCode} onSent={friends.reload} />;
  return (
    <Stack gap="lg">
      <Alert
        color="teal"
        variant="light"
        icon={<IconShieldCheck aria-hidden />}
        data-testid="friends-safety"
      >
        {copy.safety}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        {/* Opened from a friend's QR code: the filled-in code comes first. */}
        <Stack gap="lg">{initialCode ? [adder, codeCard] : [codeCard, adder]}</Stack>
        <Stack gap="lg">
          {requests.length > 0 && (
            <Card>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {copy.requests.heading}
                </Title>
                <ul className={classes.list} aria-label={copy.requests.heading}>
                  {requests.map((friend) => (
                    <RequestItem
                      key={friend.id}
                      friend={friend}
                      pending={pending}
                      onAnswer={answer}
                      onWithdraw={withdraw}
                      onAction={onAction}
                    />
                  ))}
                </ul>
              </Stack>
            </Card>
          )}
          <Card>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {copy.list.heading}
              </Title>
              {friends.state.status === 'loading' ? (
                <Loader aria-label={copy.loading} />
              ) : friends.state.status === 'error' ? (
                <Alert color="red">{friends.state.message}</Alert>
              ) : active.length === 0 ? (
                <Stack align="center" ta="center" gap="xs" py="md">
                  <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                    <IconUsers size={26} />
                  </ThemeIcon>
                  <Text fw={700}>{copy.list.empty}</Text>
                  <Text size="sm" c="dimmed">
                    {copy.list.emptyText}
                  </Text>
                </Stack>
              ) : (
                <ul className={classes.list} aria-label={copy.list.heading}>
                  {active.map((friend) => (
                    <FriendCard key={friend.id} friend={friend} onAction={onAction} />
                  ))}
                </ul>
              )}
            </Stack>
          </Card>
        </Stack>
      </SimpleGrid>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm && confirmCopy ? confirmCopy.title(friendName(confirm.friend)) : ''}
        centered
      >
        <Stack>
          <Text>{confirmCopy?.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {copy.code.cancel}
            </Button>
            <Button
              color="red"
              loading={pending !== null && pending.startsWith(confirm?.action ?? '-')}
              onClick={() => void confirmed()}
            >
              {confirmCopy?.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ReportDialog
        friendshipId={reporting?.id ?? null}
        name={reporting ? friendName(reporting) : ''}
        onClose={() => setReporting(null)}
      />
    </Stack>
  );
}
